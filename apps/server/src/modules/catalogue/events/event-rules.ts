import type { ErrorCode } from '@market/contract';

interface SessionTimes {
  startAt: Date;
  endAt: Date;
}
interface TierLike {
  price: number;
  status: string;
  capacity: number;
  saleStartAt?: Date | null;
  saleEndAt?: Date | null;
}

/** What the event row keeps from its sessions and tiers, so lists filter on indexed columns. */
export interface DerivedEventFields {
  startAt: Date | null;
  endAt: Date | null;
  durationMinutes: number | null;
  sessionCount: number;
  minPrice: number | null;
  maxPrice: number | null;
}

export function deriveEventFields(sessions: readonly SessionTimes[], tiers: readonly TierLike[]): DerivedEventFields {
  const ordered = [...sessions].sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
  const first = ordered[0];
  const sellable = tiers.filter((t) => t.status !== 'DISABLED').map((t) => t.price);
  return {
    startAt: first?.startAt ?? null,
    endAt: ordered.length ? new Date(Math.max(...ordered.map((s) => s.endAt.getTime()))) : null,
    durationMinutes: first ? Math.round((first.endAt.getTime() - first.startAt.getTime()) / 60_000) : null,
    sessionCount: ordered.length,
    minPrice: sellable.length ? Math.min(...sellable) : null,
    maxPrice: sellable.length ? Math.max(...sellable) : null,
  };
}

interface SubmittableEvent {
  format: string | null;
  meetingTool: string | null;
  address: string | null;
  sessionType: string | null;
  sessions: readonly SessionTimes[];
  tiers: readonly TierLike[];
}

/**
 * What an event needs before review (a draft may lack any of it). Answers the first problem's code:
 * sessions and tiers present, times in order, one session for SINGLE, where it happens.
 */
export function submissionProblem(event: SubmittableEvent): ErrorCode | null {
  if (!event.format || !event.sessionType || event.sessions.length === 0 || event.tiers.length === 0) return 'EVENT_INCOMPLETE';
  if (event.sessionType === 'SINGLE' && event.sessions.length !== 1) return 'EVENT_SESSION_COUNT_INVALID';
  if (event.format === 'ONLINE' && !event.meetingTool) return 'EVENT_LOCATION_REQUIRED';
  if (event.format === 'OFFLINE' && !event.address?.trim()) return 'EVENT_LOCATION_REQUIRED';
  return timesProblem(event.sessions, event.tiers);
}

/** Checked on every save, drafts included: an end is after its start. */
export function timesProblem(sessions: readonly SessionTimes[], tiers: readonly TierLike[]): ErrorCode | null {
  if (sessions.some((s) => s.endAt.getTime() <= s.startAt.getTime())) return 'INVALID_DATE_RANGE';
  if (tiers.some((t) => t.saleStartAt && t.saleEndAt && t.saleEndAt.getTime() <= t.saleStartAt.getTime())) return 'INVALID_DATE_RANGE';
  return null;
}

/**
 * A save may drop or shrink tiers only where nobody bought or holds a ticket: the problem with the
 * wanted list, if any. Ids must be this event's tiers.
 */
export function tierChangeProblem(
  current: readonly { id: string; sold: number; held: number }[],
  wanted: readonly { id?: string | undefined; capacity: number }[],
): ErrorCode | null {
  const known = new Set(current.map((t) => t.id));
  if (wanted.some((t) => t.id && !known.has(t.id))) return 'TICKET_NOT_FOUND';
  const next = new Map(wanted.flatMap((t) => (t.id ? [[t.id, t.capacity] as const] : [])));
  for (const tier of current) {
    const taken = tier.sold + tier.held;
    if (taken > 0 && (next.get(tier.id) ?? 0) < taken) return 'TICKET_TIER_HAS_SALES';
  }
  return null;
}

/** A tier people can buy now: active, inside its sale window, with a place left. */
export function isOnSale(tier: TierLike & { sold: number; held: number }, now: Date): boolean {
  if (tier.status !== 'ACTIVE') return false;
  if (tier.saleStartAt && tier.saleStartAt > now) return false;
  if (tier.saleEndAt && tier.saleEndAt <= now) return false;
  return tier.capacity - tier.sold - tier.held > 0;
}

/** Start and end of the calendar day containing `now` in Asia/Ho_Chi_Minh (UTC+7, no daylight saving). */
export function vietnamDay(now: Date): { start: Date; end: Date } {
  const offset = 7 * 3_600_000;
  const local = new Date(now.getTime() + offset);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offset;
  return { start: new Date(start), end: new Date(start + 86_400_000) };
}

/** The moments of the days `from` to `to` (ISO dates, both included) on Vietnam's clock; a missing day leaves its side open. */
export function vietnamDays(from: string | undefined, to: string | undefined): [Date | undefined, Date | undefined] {
  const midnight = (day: string) => new Date(`${day}T00:00:00+07:00`);
  return [from ? midnight(from) : undefined, to ? new Date(midnight(to).getTime() + 86_400_000) : undefined];
}

/** Duration filter bounds in minutes: [min, max). */
export const DURATION_BOUNDS: Record<string, [number, number | null]> = {
  FROM_0_TO_30_MINUTES: [0, 30],
  FROM_30_TO_60_MINUTES: [30, 60],
  FROM_60_TO_90_MINUTES: [60, 90],
  FROM_90_TO_120_MINUTES: [90, 120],
  OVER_120_MINUTES: [120, null],
};
