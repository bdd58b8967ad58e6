import type { DiscountDto } from '@market/contract';
import { BadgePercent, Pencil, Plus, Receipt, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ListFooter } from '../../../components/ui/ListFooter';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryStates } from '../../../components/ui/QueryStates';
import { SearchField } from '../../../components/ui/SearchField';
import { SelectField } from '../../../components/ui/SelectField';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { m } from '../../../lib/messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { PromotionOrdersDialog } from '../vouchers/PromotionOrdersDialog';
import { validityOptions, valueLabel, windowLabel } from '../vouchers/promotion-format';
import { RowSwitch } from '../vouchers/RowSwitch';
import { ValidityBadge } from '../vouchers/ValidityBadge';
import { discountsApi, useDiscountMutation, useDiscounts, type DiscountsFilter } from './api';
import { DiscountFormDialog } from './DiscountFormDialog';

const t = m.studioDiscounts;
const p = m.studioPromotions;

/** `/studio/discounts`: my discounts with search and a validity filter; create, edit, switch on/off, delete, see their orders. */
export function DiscountsPage() {
  usePageTitle(t.title);
  const [q, setQ] = useState('');
  const [validity, setValidity] = useState<DiscountsFilter['validity']>('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<DiscountDto | null>(null);
  const [doomed, setDoomed] = useState<DiscountDto | null>(null);
  const [ordersOf, setOrdersOf] = useState<DiscountDto | null>(null);
  const debouncedQ = useDebouncedValue(q);
  const list = useDiscounts({ q: debouncedQ, validity, page });
  const rows = list.data?.data ?? [];
  const filtered = debouncedQ.trim() !== '' || validity !== '';

  const toggle = useDiscountMutation(
    ({ discount, active }: { discount: DiscountDto; active: boolean }) => discountsApi.patch(discount.id, { active }),
    (saved) => toast.success(saved.active ? t.switchedOn(saved.name) : t.switchedOff(saved.name)),
  );
  const remove = useDiscountMutation(
    (discount: DiscountDto) => discountsApi.remove(discount.id),
    () => {
      toast.success(t.deleted);
      setDoomed(null);
    },
  );
  const createButton = (
    <Button leadingIcon={<Plus className="size-4" aria-hidden />} onClick={() => setCreating(true)}>
      {t.create}
    </Button>
  );

  return (
    <>
      <PageHeader title={t.title} description={t.lead} actions={createButton} />
      <Card className="overflow-hidden">
        <ListToolbar className="sm:grid-cols-[minmax(0,1fr)_200px]" onFilterChange={() => setPage(1)}>
          <SearchField label={p.search} value={q} placeholder={t.searchPlaceholder} onValueChange={setQ} />
          <SelectField label={p.validityFilter} options={validityOptions} placeholder={p.allValidities} value={validity} onValueChange={setValidity} />
        </ListToolbar>
        <QueryStates
          query={list}
          empty={rows.length === 0}
          emptyState={
            filtered ? (
              <EmptyState icon={<BadgePercent />} title={t.noMatchTitle} body={t.noMatchBody} />
            ) : (
              <EmptyState icon={<BadgePercent />} title={t.emptyTitle} body={t.emptyBody} action={createButton} />
            )
          }
        >
          <Table aria-label={t.title}>
            <THead>
              <tr>
                <Th>{t.columns.name}</Th>
                <Th>{t.columns.value}</Th>
                <Th>{t.columns.products}</Th>
                <Th>{t.columns.validity}</Th>
                <Th>{t.columns.active}</Th>
                <Th className="text-right">{p.actions}</Th>
              </tr>
            </THead>
            <TBody>
              {rows.map((discount) => (
                <Tr key={discount.id} data-testid="discount-row">
                  <Td className="min-w-44">
                    <p className="font-medium text-ink">{discount.name}</p>
                    {discount.description ? <p className="line-clamp-2 text-xs text-muted">{discount.description}</p> : null}
                  </Td>
                  <Td className="font-medium whitespace-nowrap text-ink">{valueLabel(discount.type, discount.value)}</Td>
                  <Td className="whitespace-nowrap">{t.productCount(discount.productCount)}</Td>
                  <Td className="min-w-44">
                    <ValidityBadge validity={discount.validity} />
                    <p className="mt-1 text-xs text-muted tabular-nums">{windowLabel(discount.startAt, discount.endAt)}</p>
                  </Td>
                  <Td>
                    <RowSwitch
                      checked={discount.active}
                      label={t.activeSwitch(discount.name)}
                      disabled={toggle.isPending && toggle.variables?.discount.id === discount.id}
                      onChange={(active) => toggle.mutate({ discount, active })}
                    />
                  </Td>
                  <Td>
                    <div className="flex justify-end gap-1">
                      <Button variant="ghost" size="sm" aria-label={p.ordersOf(discount.name)} leadingIcon={<Receipt className="size-4" aria-hidden />} onClick={() => setOrdersOf(discount)}>
                        {p.orders}
                      </Button>
                      <Button variant="ghost" size="sm" aria-label={p.editOf(discount.name)} leadingIcon={<Pencil className="size-4" aria-hidden />} onClick={() => setEditing(discount)}>
                        {p.edit}
                      </Button>
                      <Button variant="ghost" size="sm" aria-label={p.deleteOf(discount.name)} leadingIcon={<Trash2 className="size-4" aria-hidden />} onClick={() => setDoomed(discount)}>
                        {p.delete}
                      </Button>
                    </div>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </QueryStates>
        <ListFooter meta={list.data?.meta} page={page} onPageChange={setPage} />
      </Card>
      <DiscountFormDialog open={creating} onClose={() => setCreating(false)} />
      <DiscountFormDialog open={Boolean(editing)} onClose={() => setEditing(null)} discountId={editing?.id} />
      {ordersOf ? <PromotionOrdersDialog name={ordersOf.name} path={discountsApi.orderItemsPath(ordersOf.id)} reduction="discountAmount" onClose={() => setOrdersOf(null)} /> : null}
      <ConfirmDialog
        open={Boolean(doomed)}
        onOpenChange={(open) => !open && setDoomed(null)}
        title={t.deleteTitle}
        description={doomed ? t.deleteBody(doomed.name) : ''}
        confirmLabel={p.delete}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => doomed && remove.mutate(doomed)}
      />
    </>
  );
}
