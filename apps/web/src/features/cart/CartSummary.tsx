import { formatVnd } from '@market/contract';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { m } from '../../lib/messages';

const t = m.cart;

interface CartSummaryProps {
  selectedCount: number;
  totalCount: number;
  subtotal: number;
  onCheckout: () => void;
}

/** What the picked lines add up to and the way to checkout; pinned to the bottom of the screen on phones. */
export function CartSummary({ selectedCount, totalCount, subtotal, onCheckout }: CartSummaryProps) {
  const hintId = 'cart-summary-hint';
  return (
    <Card
      role="region"
      aria-label={t.summary}
      className="sticky bottom-0 z-10 -mx-4 rounded-none border-x-0 border-b-0 px-4 py-3 shadow-pop sm:mx-0 sm:rounded-2xl sm:border sm:px-5 sm:py-5 sm:shadow-card lg:top-24 lg:bottom-auto lg:self-start"
    >
      <p className="hidden text-base font-semibold text-ink sm:block">{t.summary}</p>
      <p className="text-sm text-muted sm:mt-1">{t.selected(selectedCount, totalCount)}</p>
      <div className="mt-1 flex items-baseline justify-between gap-3 sm:mt-4 sm:border-t sm:border-line sm:pt-4">
        <span className="text-sm text-ink-soft">{t.subtotal}</span>
        <span className="text-lg font-semibold text-ink tabular-nums" data-testid="cart-subtotal">
          {formatVnd(subtotal)}
        </span>
      </div>
      <p id={hintId} className="mt-1 hidden text-[13px] text-muted sm:block">
        {selectedCount === 0 ? t.noneSelected : t.discountsLater}
      </p>
      <Button fullWidth size="lg" className="mt-3 sm:mt-4" disabled={selectedCount === 0} onClick={onCheckout} aria-describedby={hintId}>
        {t.checkout}
      </Button>
    </Card>
  );
}
