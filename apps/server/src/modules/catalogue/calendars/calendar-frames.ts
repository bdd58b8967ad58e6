import type { ErrorCode } from '@market/contract';

/** Longest span one frames query may cover (about two months of a host's week view). */
export const MAX_FRAME_RANGE_DAYS = 62;
const MINUTE = 60_000;
const DAY = 86_400_000;

interface CalendarShape {
  type: string;
  durationMinutes: number;
  capacityPerFrame: number;
}
export interface FrameRequest {
  startAt: string | Date;
  endAt?: string | Date | undefined;
  capacity?: number | undefined;
}
export interface PlannedFrame {
  startAt: Date;
  endAt: Date;
  capacity: number;
}

/** People per frame: a 1:1 calendar always takes one person, whatever was asked. */
export function capacityFor(type: string, asked: number): number {
  return type === 'ONE_TO_ONE' ? 1 : asked;
}

/**
 * The frames a request adds, in time order: each ends after its calendar's default length unless
 * it says when, holds the calendar's places unless it says how many, starts after `now`, and none
 * overlaps another of the same request (frames already stored are kept apart by PostgreSQL). Answers
 * the first problem's code.
 */
export function planFrames(calendar: CalendarShape, requests: readonly FrameRequest[], now: Date): { frames: PlannedFrame[] } | { error: ErrorCode } {
  const frames = requests.map((r) => {
    const startAt = new Date(r.startAt);
    return {
      startAt,
      endAt: r.endAt === undefined ? new Date(startAt.getTime() + calendar.durationMinutes * MINUTE) : new Date(r.endAt),
      capacity: capacityFor(calendar.type, r.capacity ?? calendar.capacityPerFrame),
    };
  });
  if (frames.some((f) => f.endAt.getTime() <= f.startAt.getTime())) return { error: 'INVALID_DATE_RANGE' };
  if (frames.some((f) => f.startAt.getTime() <= now.getTime())) return { error: 'CALENDAR_FRAME_IN_PAST' };
  frames.sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
  // Ends are exclusive, as in tstzrange '[)': 09:00–10:00 and 10:00–11:00 do not overlap.
  if (frames.some((f, i) => i > 0 && f.startAt.getTime() < frames[i - 1]!.endAt.getTime())) return { error: 'CALENDAR_FRAME_OVERLAP' };
  return { frames };
}

/** A frames query's window: `to` after `from`, at most MAX_FRAME_RANGE_DAYS apart. */
export function frameRangeProblem(from: Date, to: Date): ErrorCode | null {
  if (to.getTime() <= from.getTime()) return 'INVALID_DATE_RANGE';
  if (to.getTime() - from.getTime() > MAX_FRAME_RANGE_DAYS * DAY) return 'INVALID_FRAME_RANGE';
  return null;
}

/** Free places of a frame, never below zero. */
export function freePlaces(frame: { capacity: number; booked: number; held: number }): number {
  return Math.max(0, frame.capacity - frame.booked - frame.held);
}

/** Somebody booked it or holds it while paying: it may no longer be deleted. */
export function isTaken(frame: { booked: number; held: number }): boolean {
  return frame.booked + frame.held > 0;
}
