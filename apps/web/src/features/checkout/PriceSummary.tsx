import { formatVnd } from '@market/contract';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';

const t = m.checkout;

export interface PriceFigures {
  subtotal: number;
  discountTotal: number;
  voucherTotal: number;
  total: number;
}

/** Tạm tính, the two kinds of reduction (only when there is one) and what is paid, in VND. */
export function PriceSummary({ figures, compact, className }: { figures: PriceFigures; compact?: boolean; className?: string }) {
  const rows: [string, string, string][] = [[t.subtotal, formatVnd(figures.subtotal), 'subtotal']];
  if (figures.discountTotal > 0) rows.push([t.discountTotal, `−${formatVnd(figures.discountTotal)}`, 'discount-total']);
  if (figures.voucherTotal > 0) rows.push([t.voucherTotal, `−${formatVnd(figures.voucherTotal)}`, 'voucher-total']);
  return (
    // Tighter on phones, where the checkout summary stays pinned to the bottom of the screen.
    <dl className={cn('flex flex-col', compact ? 'gap-1 text-[13px]' : 'gap-1 text-[13px] sm:gap-2 sm:text-sm', className)}>
      {rows.map(([label, value, id]) => (
        <div key={id} className="flex justify-between gap-3">
          <dt className="text-ink-soft">{label}</dt>
          <dd className="text-ink tabular-nums" data-testid={id}>
            {value}
          </dd>
        </div>
      ))}
      <div className={cn('flex items-baseline justify-between gap-3 border-t border-line', compact ? 'mt-1 pt-1.5' : 'mt-1 pt-2 sm:pt-3')}>
        <dt className="font-medium text-ink">{t.total}</dt>
        <dd className="text-lg font-semibold text-ink tabular-nums" data-testid="total">
          {formatVnd(figures.total)}
        </dd>
      </div>
    </dl>
  );
}
