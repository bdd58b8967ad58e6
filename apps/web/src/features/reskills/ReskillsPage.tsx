import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/EmptyState';
import { SearchField } from '../../components/ui/SearchField';
import { ShelfList, useShelfParams } from '../../components/ui/ShelfList';
import { rm } from '../../lib/reskills-messages';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { LaunchpadFaqs, LaunchpadIntro } from '../content/LaunchpadBlocks';
import { ReskillCard } from './ReskillCard';
import { useReskills } from './reskills.api';

type Kind = 'RESKILL' | 'LAUNCHPAD';

/** `/reskills` and `/launchpads`: published programmes of one kind, searchable without accents. */
export function ReskillsPage({ type = 'RESKILL' }: { type?: Kind }) {
  const t = rm.list[type];
  usePageTitle(t.title);
  const { page, q, setQ, setPage } = useShelfParams();
  const debounced = useDebouncedValue(q, 300).trim();
  const list = useReskills({ type, page, limit: 12, ...(debounced ? { q: debounced } : {}) });
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-[28px]">{t.title}</h1>
          <p className="mt-1 text-[15px] text-muted">{t.lead}</p>
        </div>
        <Link to={type === 'RESKILL' ? '/launchpads' : '/reskills'} className="text-sm font-medium text-brand-700 hover:underline">
          {rm.list.other[type]}
        </Link>
      </div>
      {type === 'LAUNCHPAD' ? <LaunchpadIntro /> : null}
      <SearchField label={rm.list.search} className="mt-6 max-w-md" value={q} maxLength={200} onValueChange={setQ} />
      <ShelfList
        query={list}
        columns={3}
        emptyState={<EmptyState icon={<GraduationCap />} title={rm.list.emptyTitle} body={rm.list.emptyBody} />}
        keyOf={(reskill) => reskill.id}
        onPageChange={setPage}
      >
        {(reskill) => <ReskillCard reskill={reskill} />}
      </ShelfList>
      {type === 'LAUNCHPAD' ? <LaunchpadFaqs /> : null}
    </div>
  );
}

/** `/launchpads`: the career launchpads. */
export function LaunchpadsPage() {
  return <ReskillsPage type="LAUNCHPAD" />;
}
