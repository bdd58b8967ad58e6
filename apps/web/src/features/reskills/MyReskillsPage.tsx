import type { OwnedReskillDto } from '@market/contract';
import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { MyList } from '../../components/ui/MyList';
import { usePageParam } from '../../components/ui/Pagination';
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
  return (
    <MyList
      title={t.title}
      lead={t.lead}
      query={list}
      empty={{ icon: <GraduationCap />, title: t.emptyTitle, body: t.emptyBody, browseTo: '/reskills', browseLabel: t.browse }}
      keyOf={(reskill) => reskill.id}
    >
      {(reskill) => <OwnedReskill reskill={reskill} />}
    </MyList>
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
