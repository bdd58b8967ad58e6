import type { CheckinResultDto } from '@market/contract';
import { CircleCheck, CircleX } from 'lucide-react';
import { m } from '../../../lib/messages';
import { formatDateTime } from '../../../lib/time';

const t = m.bookings.checkin;

export type CheckinOutcome = { kind: 'admitted'; result: CheckinResultDto } | { kind: 'refused'; code: string; message: string };

/**
 * The answer of the door, big enough to read at arm's length: green with who it is, or red with why
 * not (and, at a multi-session event, the session it entered). A live region, so a screen reader says it without moving focus from the scanner.
 */
export function CheckinResult({ outcome, showSession = false }: { outcome: CheckinOutcome | null; showSession?: boolean }) {
  const title = outcome?.kind === 'refused' ? (t.refused[outcome.code] ?? t.refusedDefault) : '';
  return (
    <div role="status" aria-live="assertive" aria-atomic="true">
      {outcome?.kind === 'admitted' ? (
        <div className="flex items-start gap-4 rounded-2xl border-2 border-success-600 bg-success-50 p-5 text-success-700" data-testid="checkin-ok">
          <CircleCheck className="size-12 shrink-0" aria-hidden />
          <div className="min-w-0">
            <p className="text-2xl font-bold">{t.okTitle}</p>
            <p className="mt-1 text-xl font-semibold text-ink">{outcome.result.attendee.fullName}</p>
            <p className="mt-1 text-base text-ink-soft">{t.okDetail(outcome.result.tier.name, formatDateTime(outcome.result.checkedInAt))}</p>
            {showSession && outcome.result.session ? (
              <p className="mt-1 text-base text-ink-soft">{t.okSession(outcome.result.session.title ?? formatDateTime(outcome.result.session.startAt))}</p>
            ) : null}
            <p className="mt-1 font-mono text-sm text-ink-soft">{outcome.result.ticket.code}</p>
          </div>
        </div>
      ) : outcome?.kind === 'refused' ? (
        <div className="flex items-start gap-4 rounded-2xl border-2 border-danger-600 bg-danger-50 p-5 text-danger-700" data-testid="checkin-refused">
          <CircleX className="size-12 shrink-0" aria-hidden />
          <div className="min-w-0">
            <p className="text-2xl font-bold">{title}</p>
            {outcome.message !== title ? <p className="mt-1 text-base text-ink">{outcome.message}</p> : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
