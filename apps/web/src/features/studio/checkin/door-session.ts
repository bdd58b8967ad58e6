import type { EventSessionDto } from '@market/contract';

type Timed = Pick<EventSessionDto, 'id' | 'startAt' | 'endAt'>;

/**
 * The session a door checks in for by default: the one on now, else the next to start, else (all
 * over) the last one. The server takes the same default when the door names none.
 */
export function sessionNowOrNext<S extends Timed>(sessions: readonly S[], now: Date): S | null {
  const byStart = [...sessions].sort((a, b) => a.startAt.localeCompare(b.startAt));
  const at = now.getTime();
  return (
    byStart.find((s) => Date.parse(s.startAt) <= at && at < Date.parse(s.endAt)) ?? byStart.find((s) => Date.parse(s.startAt) > at) ?? byStart.at(-1) ?? null
  );
}
