import { Hourglass } from 'lucide-react';
import { m } from '../../lib/messages';
import { formatCountdown } from './order-state';

/** The hold's time left, ticking every second (not announced each tick: that would drown a screen reader). */
export function HoldCountdown({ expiresAt, now }: { expiresAt: string; now: number }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-warning-50 px-3 py-1.5 text-sm text-warning-700 ring-1 ring-warning-100 ring-inset">
      <Hourglass className="size-4" aria-hidden />
      {m.payment.holdLeft}:
      <time dateTime={expiresAt} className="font-semibold tabular-nums" data-testid="hold-countdown">
        {formatCountdown(Date.parse(expiresAt) - now)}
      </time>
    </p>
  );
}
