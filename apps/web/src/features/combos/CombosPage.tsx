import type { ComboDto } from '@market/contract';
import { linkCardClass } from '../../components/ui/Card';
import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/EmptyState';
import { SearchField } from '../../components/ui/SearchField';
import { ShelfList, useShelfParams } from '../../components/ui/ShelfList';
import { m } from '../../lib/messages';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { priceText } from '../events/event-price';
import { comboIsMemberOnly, MemberOnlyBadge } from '../memberships/MemberOnlyBadge';
import { HostAvatar } from '../profiles/HostAvatar';
import { SaveButton } from '../saved/SaveButton';
import { useCombos } from './api';
import { CardRating } from '../reviews/Stars';

const t = m.combos;

/** `/combos`: combos on sale, searchable without accents. */
export function CombosPage() {
  usePageTitle(t.title);
  const { page, q, setQ, setPage } = useShelfParams();
  const debounced = useDebouncedValue(q, 300).trim();
  const list = useCombos({ page, limit: 12, ...(debounced ? { q: debounced } : {}) });
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-[28px]">{t.title}</h1>
      <p className="mt-1 text-[15px] text-muted">{t.lead}</p>
      <SearchField label={t.search} className="mt-6 max-w-md" placeholder={t.searchPlaceholder} value={q} maxLength={200} onValueChange={setQ} />
      <ShelfList
        query={list}
        emptyState={<EmptyState icon={<Package />} title={t.emptyTitle} body={t.emptyBody} />}
        keyOf={(combo) => combo.id}
        onPageChange={setPage}
      >
        {(combo) => <ComboCard combo={combo} />}
      </ShelfList>
    </div>
  );
}

export function ComboCard({ combo, headingLevel: Heading = 'h2' }: { combo: ComboDto; headingLevel?: 'h2' | 'h3' }) {
  return (
    <article data-testid="combo-card" className={linkCardClass}>
      <div className="relative aspect-[16/9] bg-brand-50">
        {combo.coverImage ? (
          <img src={combo.coverImage} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-brand-400" aria-hidden>
            <Package className="size-10" />
          </div>
        )}
        <SaveButton type="COMBO" id={combo.id} className="absolute right-3 bottom-3" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {comboIsMemberOnly(combo) ? <MemberOnlyBadge /> : null}
        <Heading className="line-clamp-2 font-semibold text-ink">
          <Link to={`/combos/${combo.slug}`} className="outline-none after:absolute after:inset-0 after:content-['']">
            {combo.title}
          </Link>
        </Heading>
        <p className="flex items-center gap-2 text-sm text-muted">
          <HostAvatar name={combo.host.fullName} src={combo.host.avatar} className="size-6 text-[10px]" />
          <span className="truncate">{combo.host.fullName}</span>
          <span aria-hidden>·</span>
          <span className="shrink-0">{t.itemCount(combo.items.length)}</span>
        </p>
        <CardRating subject={{ subjectType: 'COMBO', subjectId: combo.id }} />
        <p className="mt-auto flex items-baseline gap-2 pt-2">
          <span className="font-semibold text-ink">{priceText(combo.price)}</span>
          {combo.itemsValue > combo.price ? <s className="text-sm text-muted">{priceText(combo.itemsValue)}</s> : null}
        </p>
      </div>
    </article>
  );
}
