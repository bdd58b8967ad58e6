import type { EventSessionDto } from '@market/contract';
import { useId } from 'react';
import { SelectField } from '../../../components/ui/SelectField';
import { m } from '../../../lib/messages';
import { formatInstantRange } from '../../../lib/vietnam-time';

const t = m.bookings.checkin;

/** A session's name at the door: its title, else its place in the event ("Buổi 2"), with its time. */
export function sessionLabel(session: EventSessionDto, index: number): string {
  return `${t.sessionName(index + 1, session.title)} · ${formatInstantRange(session.startAt, session.endAt)}`;
}

/**
 * Which session of a multi-session event the door admits to (a ticket enters each session once),
 * and how many tickets entered each so far.
 */
export function SessionPicker({
  sessions,
  value,
  onChange,
  checkedIn,
  tickets,
}: {
  /** In time order. */
  sessions: readonly EventSessionDto[];
  value: string;
  onChange: (sessionId: string) => void;
  /** Tickets admitted per session id. */
  checkedIn: ReadonlyMap<string, number>;
  /** Tickets that may enter (not void). */
  tickets: number;
}) {
  const heading = useId();
  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-line pt-4">
      <div>
        <SelectField
          label={t.session}
          value={value}
          options={sessions.map((session, index) => ({ value: session.id, label: sessionLabel(session, index) }))}
          onValueChange={(id) => id && onChange(id)}
        />
        <p className="mt-1 text-sm text-ink-soft">{t.sessionHint}</p>
      </div>
      <section aria-labelledby={heading}>
        <h3 id={heading} className="text-sm font-semibold text-ink">
          {t.bySession}
        </h3>
        <ul className="mt-2 divide-y divide-line rounded-xl border border-line text-sm">
          {sessions.map((session, index) => {
            const current = session.id === value;
            return (
              <li
                key={session.id}
                aria-current={current ? 'true' : undefined}
                className={`flex items-center justify-between gap-3 px-3 py-2 ${current ? 'bg-brand-50 font-semibold text-ink' : 'text-ink-soft'}`}
                data-testid="session-count"
              >
                <span className="min-w-0">{sessionLabel(session, index)}</span>
                <span className="shrink-0 tabular-nums">{t.sessionCount(checkedIn.get(session.id) ?? 0, tickets)}</span>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
