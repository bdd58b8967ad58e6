import { MEMBERSHIP_PRODUCT_TYPES, productTypeLabel, type MembershipProductType } from '@market/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { SearchField } from '../../../components/ui/SearchField';
import { SelectField } from '../../../components/ui/SelectField';
import { cm } from '../../../lib/console-messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useProductSearch } from './api';

const t = cm.adminMemberships.form;
const typeOptions = MEMBERSHIP_PRODUCT_TYPES.map((value) => ({ value, label: productTypeLabel(value) }));

export interface PickedProduct {
  productItemType: MembershipProductType;
  productItemId: string;
  title: string;
}

/** Finds courses or ticket tiers among everything sold and offers each not yet in the plan. */
export function ProductPicker({ chosen, onPick }: { chosen: readonly PickedProduct[]; onPick: (product: PickedProduct) => void }) {
  const [type, setType] = useState<MembershipProductType>(MEMBERSHIP_PRODUCT_TYPES[0]);
  const [q, setQ] = useState('');
  const found = useProductSearch(type, useDebouncedValue(q));
  const rows = (found.data?.data ?? []).filter((p) => !chosen.some((c) => c.productItemType === type && c.productItemId === p.productItemId));

  return (
    <div className="rounded-xl bg-sunken p-3">
      <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <SelectField label={t.productType} value={type} options={typeOptions} onValueChange={(v) => v && setType(v)} />
        <SearchField label={t.productSearch} value={q} onValueChange={setQ} />
      </div>
      <ul className="mt-3 space-y-1" aria-busy={found.isFetching}>
        {rows.map((p) => (
          <li key={p.productItemId} className="flex items-center justify-between gap-3 rounded-lg bg-surface px-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="block truncate font-medium text-ink">{p.title}</span>
              {p.subtitle ? <span className="block truncate text-xs text-muted">{p.subtitle}</span> : null}
            </span>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t.addProduct(p.title)}
              leadingIcon={<Plus className="size-4" aria-hidden />}
              onClick={() => onPick({ productItemType: type, productItemId: p.productItemId, title: p.title })}
            >
              {t.pick}
            </Button>
          </li>
        ))}
        {!found.isPending && rows.length === 0 ? <li className="px-1 text-sm text-muted">{t.noMatches}</li> : null}
      </ul>
    </div>
  );
}
