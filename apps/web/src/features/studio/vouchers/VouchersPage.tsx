import { formatVnd, type VoucherDto } from '@market/contract';
import { Pencil, Plus, Receipt, Tag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ConfirmDialog, Dialog } from '../../../components/ui/Dialog';
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
import { useVoucherMutation, useVouchers, vouchersApi, type VouchersFilter } from './api';
import { PromotionOrdersDialog } from './PromotionOrdersDialog';
import { validityOptions, valueLabel, windowLabel } from './promotion-format';
import { RowSwitch } from './RowSwitch';
import { ValidityBadge } from './ValidityBadge';
import { VoucherFormDialog } from './VoucherFormDialog';

const t = m.studioVouchers;
const p = m.studioPromotions;

/** `/studio/vouchers`: my vouchers with search and a validity filter; create, edit, switch on/off, delete, see their orders. */
export function VouchersPage() {
  usePageTitle(t.title);
  const [q, setQ] = useState('');
  const [validity, setValidity] = useState<VouchersFilter['validity']>('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<VoucherDto | null>(null);
  const [doomed, setDoomed] = useState<VoucherDto | null>(null);
  const [ordersOf, setOrdersOf] = useState<VoucherDto | null>(null);
  const debouncedQ = useDebouncedValue(q);
  const list = useVouchers({ q: debouncedQ, validity, page });
  const rows = list.data?.data ?? [];
  const filtered = debouncedQ.trim() !== '' || validity !== '';

  const toggle = useVoucherMutation(
    ({ voucher, active }: { voucher: VoucherDto; active: boolean }) => vouchersApi.patch(voucher.id, { active }),
    (saved) => toast.success(saved.active ? t.switchedOn(saved.code) : t.switchedOff(saved.code)),
  );
  const remove = useVoucherMutation(
    (voucher: VoucherDto) => vouchersApi.remove(voucher.id),
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
              <EmptyState icon={<Tag />} title={t.noMatchTitle} body={t.noMatchBody} />
            ) : (
              <EmptyState icon={<Tag />} title={t.emptyTitle} body={t.emptyBody} action={createButton} />
            )
          }
        >
          <Table aria-label={t.title}>
            <THead>
              <tr>
                <Th>{t.columns.code}</Th>
                <Th>{t.columns.value}</Th>
                <Th>{t.columns.validity}</Th>
                <Th>{t.columns.used}</Th>
                <Th>{t.columns.active}</Th>
                <Th className="text-right">{p.actions}</Th>
              </tr>
            </THead>
            <TBody>
              {rows.map((voucher) => (
                <Tr key={voucher.id} data-testid="voucher-row">
                  <Td className="min-w-44">
                    <p className="font-mono font-semibold text-ink">{voucher.code}</p>
                    <p className="text-ink-soft">{voucher.name}</p>
                  </Td>
                  <Td className="min-w-36">
                    <p className="font-medium text-ink">{valueLabel(voucher.type, voucher.value)}</p>
                    {voucher.type === 'PERCENTAGE' && voucher.maxDiscount ? <p className="text-xs text-muted">{p.capped(formatVnd(voucher.maxDiscount))}</p> : null}
                  </Td>
                  <Td className="min-w-44">
                    <ValidityBadge validity={voucher.validity} />
                    <p className="mt-1 text-xs text-muted tabular-nums">{windowLabel(voucher.startAt, voucher.endAt)}</p>
                  </Td>
                  <Td className="whitespace-nowrap tabular-nums">{t.used(voucher.usedCount, voucher.usageLimit)}</Td>
                  <Td>
                    <RowSwitch
                      checked={voucher.active}
                      label={t.activeSwitch(voucher.code)}
                      disabled={toggle.isPending && toggle.variables?.voucher.id === voucher.id}
                      onChange={(active) => toggle.mutate({ voucher, active })}
                    />
                  </Td>
                  <Td>
                    <div className="flex justify-end gap-1">
                      <Button variant="ghost" size="sm" aria-label={p.ordersOf(voucher.code)} leadingIcon={<Receipt className="size-4" aria-hidden />} onClick={() => setOrdersOf(voucher)}>
                        {p.orders}
                      </Button>
                      <Button variant="ghost" size="sm" aria-label={p.editOf(voucher.code)} leadingIcon={<Pencil className="size-4" aria-hidden />} onClick={() => setEditing(voucher)}>
                        {p.edit}
                      </Button>
                      <Button variant="ghost" size="sm" aria-label={p.deleteOf(voucher.code)} leadingIcon={<Trash2 className="size-4" aria-hidden />} onClick={() => setDoomed(voucher)}>
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
      <VoucherFormDialog open={creating} onClose={() => setCreating(false)} />
      <VoucherFormDialog open={Boolean(editing)} onClose={() => setEditing(null)} voucherId={editing?.id} />
      {ordersOf ? <PromotionOrdersDialog name={ordersOf.code} path={vouchersApi.orderItemsPath(ordersOf.id)} reduction="voucherAmount" onClose={() => setOrdersOf(null)} /> : null}
      {doomed && !doomed.canDelete ? (
        <InUseDialog
          voucher={doomed}
          pending={toggle.isPending}
          onClose={() => setDoomed(null)}
          onSwitchOff={() => toggle.mutate({ voucher: doomed, active: false }, { onSuccess: () => setDoomed(null) })}
        />
      ) : (
        <ConfirmDialog
          open={Boolean(doomed)}
          onOpenChange={(open) => !open && setDoomed(null)}
          title={t.deleteTitle}
          description={doomed ? t.deleteBody(doomed.code) : ''}
          confirmLabel={p.delete}
          tone="danger"
          pending={remove.isPending}
          onConfirm={() => doomed && remove.mutate(doomed)}
        />
      )}
    </>
  );
}

/** A voucher an order holds is kept for the books; switching it off is what the host can do instead. */
function InUseDialog({ voucher, pending, onClose, onSwitchOff }: { voucher: VoucherDto; pending: boolean; onClose: () => void; onSwitchOff: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.inUseTitle}
      description={t.inUseBody(voucher.code)}
      footer={
        voucher.active ? (
          <>
            <Button variant="secondary" onClick={onClose} disabled={pending}>
              {m.common.cancel}
            </Button>
            <Button onClick={onSwitchOff} loading={pending}>
              {t.switchOff}
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>{t.understood}</Button>
        )
      }
    />
  );
}
