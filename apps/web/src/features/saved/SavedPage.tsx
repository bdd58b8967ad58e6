import { SAVED_ITEM_TYPES, type SavedItemDto, type SavedItemType } from '@market/contract';
import { Heart } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Field } from '../../components/ui/Field';
import { MyList } from '../../components/ui/MyList';
import { usePageParam } from '../../components/ui/Pagination';
import { SegmentedControl } from '../../components/ui/SegmentedControl';
import { Select } from '../../components/ui/Select';
import { m } from '../../lib/messages';
import { ProductTypeIcon } from '../../lib/product-type-icons';
import { usePageTitle } from '../../lib/use-page-title';
import { priceText } from '../events/event-price';
import { formatEventStart } from '../events/event-time';
import { useSavedItems } from './api';
import { SaveButton } from './SaveButton';

const t = m.saved;
type Filter = SavedItemType | 'ALL';
const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'ALL', label: t.all },
  ...SAVED_ITEM_TYPES.map((type) => ({ value: type, label: t.shortLabel(type, t.typeLabel(type)) })),
];
const isType = (value: string | null): value is SavedItemType => (SAVED_ITEM_TYPES as readonly string[]).includes(value ?? '');

/** `/me/saved`: "Đã lưu", what the person saved to see later, of one type or all, newest saved first. */
export function SavedPage() {
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const raw = params.get('type');
  const type = isType(raw) ? raw : undefined;
  const page = usePageParam();
  const list = useSavedItems({ page, limit: 12, ...(type ? { type } : {}) });
  // A new filter starts again from the first page.
  const choose = (next: Filter) => setParams(next === 'ALL' ? {} : { type: next }, { replace: true });
  return (
    <MyList
      title={t.title}
      lead={t.lead}
      toolbar={
        <>
          {/* Five choices side by side are too narrow on a phone: a list there. */}
          <div className="mt-6 hidden sm:block">
            <SegmentedControl label={t.filter} value={type ?? 'ALL'} options={FILTERS} onChange={choose} className="w-fit" />
          </div>
          <Field label={t.filter} className="mt-6 sm:hidden">
            <Select options={FILTERS} value={type ?? 'ALL'} onChange={(event) => choose(event.target.value as Filter)} />
          </Field>
        </>
      }
      query={list}
      empty={{
        icon: <Heart />,
        title: type ? t.emptyTypeTitle(t.typeLabel(type)) : t.emptyTitle,
        body: t.emptyBody,
        browseTo: '/events',
        browseLabel: t.browse,
      }}
      keyOf={(item) => `${item.type}:${item.id}`}
    >
      {(item) => <SavedRow item={item} />}
    </MyList>
  );
}

function SavedRow({ item }: { item: SavedItemDto }) {
  return (
    <article className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3 shadow-card sm:gap-4 sm:p-4">
      <div className="aspect-[4/3] w-20 shrink-0 overflow-hidden rounded-lg bg-brand-50 sm:w-28" aria-hidden>
        {item.image ? (
          <img src={item.image} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-brand-400">
            <ProductTypeIcon type={item.type} className="size-6" />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <Badge tone="brand">{t.typeLabel(item.type)}</Badge>
        <h2 className="mt-1 line-clamp-2 font-semibold text-ink">
          <Link to={item.link} className="hover:text-brand-700">
            {item.title}
          </Link>
        </h2>
        <p className="mt-0.5 truncate text-sm text-muted">
          {[item.type === 'EVENT' && item.startsAt ? formatEventStart(item.startsAt) : null, item.hostName].filter(Boolean).join(' · ')}
        </p>
        {item.price !== null ? <p className="mt-1 text-sm font-semibold text-ink">{priceText(item.price)}</p> : null}
      </div>
      <SaveButton type={item.type} id={item.id} className="shrink-0 ring-1 ring-line" />
    </article>
  );
}
