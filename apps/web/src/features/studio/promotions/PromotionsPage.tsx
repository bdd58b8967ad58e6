import type { PromotionState } from '@market/contract';
import { Pencil, Plus, Receipt, Trash2 } from 'lucide-react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { DeleteDialog } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ListFooter } from '../../../components/ui/ListFooter';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryStates } from '../../../components/ui/QueryStates';
import { SearchField } from '../../../components/ui/SearchField';
import { SelectField } from '../../../components/ui/SelectField';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { cm } from '../../../lib/console-messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { PromotionOrdersDialog } from '../vouchers/PromotionOrdersDialog';
import { validityOptions, windowLabel } from '../vouchers/promotion-format';
import { RowSwitch } from '../vouchers/RowSwitch';
import { ValidityBadge } from '../vouchers/ValidityBadge';
import { usePromotionList, usePromotionMutation, type PromotionSource, type PromotionsFilter } from './promotion-source';

const p = cm.studioPromotions;

interface PromotionRow {
  id: string;
  active: boolean;
  validity: PromotionState;
  startAt: string;
  endAt: string;
}

/** The texts a promotion list page shows (`cm.studioVouchers`, `cm.studioDiscounts`). */
export interface PromotionsPageTexts {
  title: string;
  lead: string;
  create: string;
  deleted: string;
  searchPlaceholder: string;
  emptyTitle: string;
  emptyBody: string;
  noMatchTitle: string;
  noMatchBody: string;
  deleteTitle: string;
  deleteBody: (label: string) => string;
  switchedOn: (label: string) => string;
  switchedOff: (label: string) => string;
  activeSwitch: (label: string) => string;
  columns: { active: string };
}

export interface PromotionColumn<Row> {
  header: ReactNode;
  className?: string;
  cell: (row: Row) => ReactNode;
}

/** A promotion the host cannot delete: what the page offers instead of the delete confirmation. */
export interface BlockedDelete<Row> {
  row: Row;
  /** Switching the row off is pending. */
  pending: boolean;
  onClose: () => void;
  onSwitchOff: () => void;
}

interface PromotionsPageProps<Row extends PromotionRow, Detail extends Row, Body> {
  source: PromotionSource<Row, Detail, Body>;
  texts: PromotionsPageTexts;
  emptyIcon: ReactElement;
  rowTestId: string;
  /** How a row is named in toasts and accessible labels (a voucher's code, a discount's name). */
  labelOf: (row: Row) => string;
  /** The columns before the on/off switch; `validityColumn` is one of them. */
  columns: PromotionColumn<Row>[];
  reduction: 'voucherAmount' | 'discountAmount';
  /** The create (no id) or edit dialog. */
  renderForm: (open: boolean, onClose: () => void, id?: string) => ReactNode;
  /** Replaces the delete confirmation for a row that cannot be deleted (nothing = it can). */
  renderBlockedDelete?: (blocked: BlockedDelete<Row>) => ReactNode;
}

/** The validity column both lists share: the badge and the time window. */
export function validityColumn<Row extends PromotionRow>(header: string): PromotionColumn<Row> {
  return {
    header,
    className: 'min-w-44',
    cell: (row) => (
      <>
        <ValidityBadge validity={row.validity} />
        <p className="mt-1 text-xs text-muted tabular-nums">{windowLabel(row.startAt, row.endAt)}</p>
      </>
    ),
  };
}

/** A host's vouchers or discounts with search and a validity filter; create, edit, switch on/off, delete, see their orders. */
export function PromotionsPage<Row extends PromotionRow, Detail extends Row, Body>({
  source,
  texts: t,
  emptyIcon,
  rowTestId,
  labelOf,
  columns,
  reduction,
  renderForm,
  renderBlockedDelete,
}: PromotionsPageProps<Row, Detail, Body>) {
  usePageTitle(t.title);
  const [q, setQ] = useState('');
  const [validity, setValidity] = useState<PromotionsFilter['validity']>('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const [doomed, setDoomed] = useState<Row | null>(null);
  const [ordersOf, setOrdersOf] = useState<Row | null>(null);
  const debouncedQ = useDebouncedValue(q);
  const list = usePromotionList(source, { q: debouncedQ, validity, page });
  const rows = list.data?.data ?? [];
  const filtered = debouncedQ.trim() !== '' || validity !== '';

  const toggle = usePromotionMutation(
    source,
    ({ row, active }: { row: Row; active: boolean }) => source.api.patch(row.id, { active }),
    (saved) => toast.success(saved.active ? t.switchedOn(labelOf(saved)) : t.switchedOff(labelOf(saved))),
  );
  const remove = usePromotionMutation(
    source,
    (row: Row) => source.api.remove(row.id),
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
  const blocked = doomed
    ? renderBlockedDelete?.({
        row: doomed,
        pending: toggle.isPending,
        onClose: () => setDoomed(null),
        onSwitchOff: () => toggle.mutate({ row: doomed, active: false }, { onSuccess: () => setDoomed(null) }),
      })
    : null;

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
              <EmptyState icon={emptyIcon} title={t.noMatchTitle} body={t.noMatchBody} />
            ) : (
              <EmptyState icon={emptyIcon} title={t.emptyTitle} body={t.emptyBody} action={createButton} />
            )
          }
        >
          <Table aria-label={t.title}>
            <THead>
              <tr>
                {columns.map((column, index) => (
                  <Th key={index}>{column.header}</Th>
                ))}
                <Th>{t.columns.active}</Th>
                <Th className="text-right">{p.actions}</Th>
              </tr>
            </THead>
            <TBody>
              {rows.map((row) => (
                <Tr key={row.id} data-testid={rowTestId}>
                  {columns.map((column, index) => (
                    <Td key={index} className={column.className}>
                      {column.cell(row)}
                    </Td>
                  ))}
                  <Td>
                    <RowSwitch
                      checked={row.active}
                      label={t.activeSwitch(labelOf(row))}
                      disabled={toggle.isPending && toggle.variables?.row.id === row.id}
                      onChange={(active) => toggle.mutate({ row, active })}
                    />
                  </Td>
                  <Td>
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={p.ordersOf(labelOf(row))}
                        leadingIcon={<Receipt className="size-4" aria-hidden />}
                        onClick={() => setOrdersOf(row)}
                      >
                        {p.orders}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={p.editOf(labelOf(row))}
                        leadingIcon={<Pencil className="size-4" aria-hidden />}
                        onClick={() => setEditing(row)}
                      >
                        {p.edit}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={p.deleteOf(labelOf(row))}
                        leadingIcon={<Trash2 className="size-4" aria-hidden />}
                        onClick={() => setDoomed(row)}
                      >
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
      {renderForm(creating, () => setCreating(false))}
      {renderForm(Boolean(editing), () => setEditing(null), editing?.id)}
      {ordersOf ? (
        <PromotionOrdersDialog name={labelOf(ordersOf)} id={ordersOf.id} load={source.api.orderItems} reduction={reduction} onClose={() => setOrdersOf(null)} />
      ) : null}
      {blocked ?? (
        <DeleteDialog
          doomed={doomed}
          onClose={() => setDoomed(null)}
          title={t.deleteTitle}
          describe={(row) => t.deleteBody(labelOf(row))}
          confirmLabel={p.delete}
          pending={remove.isPending}
          onConfirm={(row) => remove.mutate(row)}
        />
      )}
    </>
  );
}
