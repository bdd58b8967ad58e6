import type { SubscriptionCardDto } from '@market/contract';
import { CreditCard, Plus, QrCode, Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { ListSkeleton } from '../../components/ui/LoadingState';
import { cardMessages } from '../../lib/card-messages';
import { sm } from '../../lib/subscription-messages';
import { toast } from '../../lib/toast';
import { CardEntry } from '../cards/CardEntry';
import { useMyCards, useStoreCard } from '../cards/cards.api';

const t = sm.subscribe;

/** How the member pays: one of their stored cards (`card:<id>`), or a provider's pay page. */
export type PaymentChoice = `card:${string}` | 'VNPAY' | 'MOMO';

const brandName = (brand: string) => cardMessages.brands[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

function Choice({
  value,
  checked,
  onChange,
  icon,
  title,
  hint,
}: {
  value: PaymentChoice;
  checked: boolean;
  onChange: (v: PaymentChoice) => void;
  icon: ReactNode;
  title: string;
  hint?: string;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-line px-4 py-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500">
      <input type="radio" name="subscribe-payment" value={value} checked={checked} onChange={() => onChange(value)} className="size-4 accent-brand-600" />
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-sunken text-ink-soft [&_svg]:size-5" aria-hidden>
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block font-medium text-ink">{title}</span>
        {hint ? <span className="block text-sm text-muted">{hint}</span> : null}
      </span>
    </label>
  );
}

function cardChoice(card: SubscriptionCardDto, value: PaymentChoice | null, onChange: (v: PaymentChoice) => void) {
  return (
    <Choice
      key={card.id}
      value={`card:${card.id}`}
      checked={value === `card:${card.id}`}
      onChange={onChange}
      icon={<CreditCard />}
      title={t.cardName(brandName(card.brand), card.last4)}
      hint={t.cardExpires(card.expMonth, card.expYear)}
    />
  );
}

/** The payment choice of the subscribe page: stored cards (with an inline entry to add one) or VNPay / MoMo. */
export function SubscribePayment({ value, onChange }: { value: PaymentChoice | null; onChange: (choice: PaymentChoice) => void }) {
  const cards = useMyCards();
  const [adding, setAdding] = useState(false);
  const store = useStoreCard((card) => {
    toast.success(t.cardSaved);
    setAdding(false);
    onChange(`card:${card.id}`);
  });
  const usable = (cards.data?.data ?? []).filter((card) => !card.isExpired);

  return (
    <section aria-labelledby="subscribe-pay-title" className="flex flex-col gap-4">
      <h2 id="subscribe-pay-title" className="text-lg font-semibold text-ink">
        {t.payWith}
      </h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-ink-soft">{t.storedCards}</legend>
        {cards.isPending ? <ListSkeleton rows={1} /> : null}
        {cards.isError ? <ErrorState onRetry={() => void cards.refetch()} retrying={cards.isFetching} /> : null}
        {usable.map((card) => cardChoice(card, value, onChange))}
        {cards.data && !adding ? (
          <Button variant="ghost" className="self-start" leadingIcon={<Plus className="size-4" aria-hidden />} onClick={() => setAdding(true)}>
            {t.addCard}
          </Button>
        ) : null}
      </fieldset>
      {cards.data && adding ? (
        <section aria-labelledby="subscribe-add-card" className="rounded-xl border border-line p-4">
          <h3 id="subscribe-add-card" className="mb-3 font-semibold text-ink">
            {t.addCardTitle}
          </h3>
          <CardEntry
            provider={cards.data.entry}
            publishableKey={cards.data.publishableKey}
            submitLabel={t.saveCard}
            onToken={(token) => store.mutateAsync({ token, makeDefault: usable.length === 0 })}
            secondary={
              <Button variant="ghost" type="button" onClick={() => setAdding(false)}>
                {t.cancelAddCard}
              </Button>
            }
          />
        </section>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-ink-soft">{t.providers}</legend>
        <Choice value="VNPAY" checked={value === 'VNPAY'} onChange={onChange} icon={<QrCode />} title={t.vnpay} hint={t.vnpayHint} />
        <Choice value="MOMO" checked={value === 'MOMO'} onChange={onChange} icon={<Wallet />} title={t.momo} hint={t.momoHint} />
      </fieldset>
    </section>
  );
}
