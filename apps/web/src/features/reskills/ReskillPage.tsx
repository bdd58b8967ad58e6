import type { ReskillPriceDto } from '@market/contract';
import { CheckCircle2, GraduationCap } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { StatusPage } from '../../app/pages/StatusPage';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { ApiError } from '../../lib/api';
import { rm } from '../../lib/reskills-messages';
import { usePageTitle } from '../../lib/use-page-title';
import { useBuyLines } from '../cart/use-buy-lines';
import { priceText } from '../events/event-price';
import { RichText } from '../events/EventSections';
import { HostAvatar } from '../profiles/HostAvatar';
import { PriceProducts } from './PriceProducts';
import { useReskill } from './reskills.api';

const t = rm.detail;

/** `/reskills/:id`: a programme (reskill or launchpad), its prices and what each includes, each bought through the cart. */
export function ReskillPage() {
  const { id = '' } = useParams();
  const query = useReskill(id);
  usePageTitle(query.data?.title ?? rm.list.RESKILL.title);

  if (query.isPending) return <LoadingState className="min-h-[50vh]" />;
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
      return (
        <StatusPage
          code="404"
          icon={<GraduationCap />}
          title={t.notFoundTitle}
          body={t.notFoundBody}
          action={<ButtonLink to="/reskills">{t.back}</ButtonLink>}
        />
      );
    }
    return <ErrorState className="min-h-[50vh]" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const reskill = query.data;
  const onSale = reskill.prices.filter((price) => price.status === 'ACTIVE' || price.owned);

  return (
    <article className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-sm font-medium text-brand-700">{rm.types[reskill.type]}</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-balance text-ink sm:text-3xl">{reskill.title}</h1>
      <Link to={`/hosts/${reskill.host.username ?? ''}`} className="mt-3 inline-flex items-center gap-2 text-sm text-ink-soft hover:text-brand-700">
        <HostAvatar name={reskill.host.fullName} src={reskill.host.avatar} className="size-8 text-xs" />
        {reskill.host.fullName}
      </Link>
      {reskill.image ? <img src={reskill.image} alt="" className="mt-6 aspect-[16/7] w-full rounded-2xl object-cover ring-1 ring-line" /> : null}
      <section className="mt-8" aria-labelledby="reskill-prices">
        <h2 id="reskill-prices" className="text-lg font-semibold text-ink">
          {t.prices}
        </h2>
        {onSale.length ? (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {onSale.map((price) => (
              <li key={price.id}>
                <PriceCard price={price} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-muted">{rm.list.noPrice}</p>
        )}
      </section>
      {reskill.description?.trim() ? (
        <section className="mt-10 border-t border-line pt-6">
          <h2 className="text-lg font-semibold text-ink">{t.about}</h2>
          <div className="mt-3">
            <RichText text={reskill.description} />
          </div>
        </section>
      ) : null}
    </article>
  );
}

function PriceCard({ price }: { price: ReskillPriceDto }) {
  const buy = useBuyLines();
  const line = [{ productItemType: 'RESKILL_PRICE' as const, productItemId: price.id, quantity: 1 }];
  return (
    <div className="flex h-full flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card" data-testid="reskill-price">
      <div>
        <h3 className="font-semibold text-ink">{price.title}</h3>
        <p className="mt-1 text-2xl font-semibold text-ink">{priceText(price.amount)}</p>
      </div>
      <div>
        <p className="mb-2 text-sm font-medium text-ink">{t.includes}</p>
        <PriceProducts products={price.products} />
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        {price.owned ? (
          <p className="inline-flex items-center gap-1.5 text-sm text-success-700">
            <CheckCircle2 className="size-4" aria-hidden />
            {t.owned}
          </p>
        ) : (
          <>
            <Button onClick={() => buy.buyNow(line)} aria-label={`${t.buy} ${price.title}`}>
              {t.buy}
            </Button>
            {price.amount > 0 ? (
              <Button variant="secondary" onClick={() => buy.addToCart(line)} disabled={buy.adding}>
                {t.addToCart}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
