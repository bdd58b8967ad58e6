import { formatVnd, type VoucherDto } from '@market/contract';
import { Tag } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { PromotionsPage, validityColumn, type BlockedDelete, type PromotionColumn } from '../promotions/PromotionsPage';
import { voucherSource } from './api';
import { valueLabel } from './promotion-format';
import { VoucherFormDialog } from './VoucherFormDialog';

const t = cm.studioVouchers;
const p = cm.studioPromotions;

const columns: PromotionColumn<VoucherDto>[] = [
  {
    header: t.columns.code,
    className: 'min-w-44',
    cell: (voucher) => (
      <>
        <p className="font-mono font-semibold text-ink">{voucher.code}</p>
        <p className="text-ink-soft">{voucher.name}</p>
      </>
    ),
  },
  {
    header: t.columns.value,
    className: 'min-w-36',
    cell: (voucher) => (
      <>
        <p className="font-medium text-ink">{valueLabel(voucher.type, voucher.value)}</p>
        {voucher.type === 'PERCENTAGE' && voucher.maxDiscount ? <p className="text-xs text-muted">{p.capped(formatVnd(voucher.maxDiscount))}</p> : null}
      </>
    ),
  },
  validityColumn(t.columns.validity),
  { header: t.columns.used, className: 'whitespace-nowrap tabular-nums', cell: (voucher) => t.used(voucher.usedCount, voucher.usageLimit) },
];

/** `/studio/vouchers`: my vouchers with search and a validity filter; create, edit, switch on/off, delete, see their orders. */
export function VouchersPage() {
  return (
    <PromotionsPage
      source={voucherSource}
      texts={t}
      emptyIcon={<Tag />}
      rowTestId="voucher-row"
      labelOf={(voucher) => voucher.code}
      columns={columns}
      reduction="voucherAmount"
      renderForm={(open, onClose, id) => <VoucherFormDialog open={open} onClose={onClose} voucherId={id} />}
      renderBlockedDelete={(blocked) => (blocked.row.canDelete ? null : <InUseDialog {...blocked} />)}
    />
  );
}

/** A voucher an order holds is kept for the books; switching it off is what the host can do instead. */
function InUseDialog({ row: voucher, pending, onClose, onSwitchOff }: BlockedDelete<VoucherDto>) {
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
