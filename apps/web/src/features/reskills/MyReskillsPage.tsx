import type { OwnedReskillDto } from '@market/contract';
import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { EmptyState } from '../../components/ui/EmptyState';
import { AddressPagination, usePageParam } from '../../components/ui/Pagination';
import { QueryStates } from '../../components/ui/QueryStates';
import { rm } from '../../lib/reskills-messages';
import { formatDateTime } from '../../lib/time';
import { usePageTitle } from '../../lib/use-page-title';
import { PriceProducts } from './PriceProducts';
import { useOwnedReskills } from './reskills.api';

const t = rm.mine;

/** `/me/reskills`: the programmes bought, with the courses and ebooks each price opened. */
export function MyReskillsPage() {
  usePageTitle(t.title);
  const page = usePageParam();
  const list = useOwnedReskills(page);
  const rows = list.data?.data ?? [];
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{t.title}</h1>
      <p className="mt-1 text-[15px] text-muted">{t.lead}</p>
      <div className="mt-6">
        <QueryStates
          query={list}
          empty={rows.length === 0}
          emptyState={
            <EmptyState icon={<GraduationCap />} title={t.emptyTitle} body={t.emptyBody} action={<ButtonLink to="/reskills">{t.browse}</ButtonLink>} />
          }
        >
          <ul className="flex flex-col gap-4">
            {rows.map((reskill) => (
              <li key={reskill.id}>
                <OwnedReskill reskill={reskill} />
              </li>
            ))}
          </ul>
          <AddressPagination className="mt-8" meta={list.data?.meta} />
        </QueryStates>
      </div>
    </div>
  );
}

function OwnedReskill({ reskill }: { reskill: OwnedReskillDto }) {
  return (
    <article className="rounded-2xl border border-line bg-surface p-5 shadow-card" data-testid="owned-reskill">
      <p className="text-sm text-brand-700">{rm.types[reskill.type]}</p>
      <h2 className="mt-0.5 font-semibold text-ink">
        <Link to={`/reskills/${reskill.id}`} className="hover:text-brand-700">
          {reskill.title}
        </Link>
      </h2>
      <p className="text-sm text-muted">{reskill.host.fullName}</p>
      <ul className="mt-4 flex flex-col gap-4">
        {reskill.prices.map((price) => (
          <li key={price.id} className="rounded-xl bg-brand-50/50 p-4">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-medium text-ink">{price.title}</span>
              <span className="text-sm text-muted">
                {t.boughtAt(formatDateTime(price.purchasedAt))} ·{' '}
                <Link to={`/me/orders/${price.orderId}`} className="text-brand-700 hover:underline">
                  {t.order}
                </Link>
              </span>
            </p>
            <div className="mt-3">
              <PriceProducts products={price.products} />
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}
