import type { SubscriptionCardDto } from '@market/contract';
import { CreditCard, Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { ListSkeleton } from '../../components/ui/LoadingState';
import { cardMessages as t } from '../../lib/card-messages';
import { toast } from '../../lib/toast';
import { usePageTitle } from '../../lib/use-page-title';
import { SectionCard } from '../account/SectionCard';
import { useMyCards, useStoreCard } from './cards.api';
import { CardEntry } from './CardEntry';

const brandName = (brand: string) => t.brands[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

function CardRow({ card }: { card: SubscriptionCardDto }) {
  const brand = brandName(card.brand);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-sunken text-ink-soft" aria-hidden>
        <CreditCard className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">
          <span className="sr-only">{t.cardName(brand, card.last4)}</span>
          <span aria-hidden>
            {brand} •••• {card.last4}
          </span>
        </p>
        <p className={card.isExpired ? 'text-sm text-danger-600' : 'text-sm text-muted'}>{t.expires(card.expMonth, card.expYear)}</p>
      </div>
      <div className="flex gap-2">
        {card.isDefault ? <Badge tone="brand">{t.isDefault}</Badge> : null}
        {card.isExpired ? <Badge tone="danger">{t.isExpired}</Badge> : null}
      </div>
    </li>
  );
}

/** `/account/cards`: my stored cards, which renewals charge, and the form that adds one. */
export function PaymentCardsPage() {
  usePageTitle(t.title);
  const cards = useMyCards();
  const [adding, setAdding] = useState(false);
  const [makeDefault, setMakeDefault] = useState(false);
  const store = useStoreCard(() => {
    toast.success(t.saved);
    setAdding(false);
    setMakeDefault(false);
  });

  if (cards.isPending) {
    return (
      <SectionCard title={t.title} description={t.lead}>
        <ListSkeleton rows={2} />
      </SectionCard>
    );
  }
  if (cards.isError) return <ErrorState onRetry={() => void cards.refetch()} retrying={cards.isFetching} />;

  const list = cards.data.data;
  const open = adding || list.length === 0;
  return (
    <SectionCard
      title={t.title}
      description={t.lead}
      actions={
        !open ? (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden />
            {t.add}
          </Button>
        ) : null
      }
    >
      <div className="flex flex-col gap-6">
        {list.length ? (
          <ul aria-label={t.listLabel} className="divide-y divide-line rounded-xl border border-line">
            {list.map((card) => (
              <CardRow key={card.id} card={card} />
            ))}
          </ul>
        ) : (
          <EmptyState icon={<CreditCard />} title={t.emptyTitle} body={t.emptyBody} className="py-6" />
        )}
        {open ? (
          <section aria-labelledby="add-card-title" className="flex flex-col gap-3">
            <h3 id="add-card-title" className="text-base font-semibold text-ink">
              {t.add}
            </h3>
            <CardEntry
              provider={cards.data.entry}
              publishableKey={cards.data.publishableKey}
              onToken={(token) => store.mutateAsync({ token, makeDefault: list.length > 0 && makeDefault })}
              extra={
                list.length > 0 ? (
                  <label className="inline-flex items-center gap-2 text-sm text-ink">
                    <input
                      type="checkbox"
                      checked={makeDefault}
                      onChange={(event) => setMakeDefault(event.target.checked)}
                      className="size-4 accent-brand-600"
                    />
                    {t.makeDefault}
                  </label>
                ) : null
              }
              secondary={
                list.length > 0 ? (
                  <Button variant="ghost" type="button" onClick={() => setAdding(false)}>
                    {t.cancel}
                  </Button>
                ) : null
              }
            />
          </section>
        ) : null}
      </div>
    </SectionCard>
  );
}
