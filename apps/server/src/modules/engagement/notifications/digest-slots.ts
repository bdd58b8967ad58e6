import { DIGEST_HOURS, type DigestFrequency } from '@market/contract';

/** Vietnam keeps UTC+7 all year (no daylight saving): a Vietnam hour is that hour minus 7 in UTC. */
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The first digest time strictly after `now` for a DAILY_BATCH_n person (DIGEST_HOURS, Vietnam
 * time). Strictly after: a push held at 08:00:00 goes with the next digest, whose task is not run yet.
 */
export function nextDigestAt(frequency: DigestFrequency, now: Date): Date {
  const local = now.getTime() + VIETNAM_OFFSET_MS;
  const midnight = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  for (const day of [0, 1]) {
    for (const hour of DIGEST_HOURS[frequency]) {
      const at = midnight + day * DAY_MS + hour * 3_600_000 - VIETNAM_OFFSET_MS;
      if (at > now.getTime()) return new Date(at);
    }
  }
  // Unreachable: tomorrow always has a first hour.
  throw new Error(`no digest time for ${frequency}`);
}

/** The task key of one person's digest at one time: one task per person and time, whoever holds a push first. */
export const digestKey = (userId: string, at: Date) => `${userId}:${at.toISOString()}`;

/** The one push a digest sends: a lone notification as itself, several counted with their titles. */
export function digestPush(held: readonly { title: string; body: string; link: string | null }[]): { title: string; body: string; link: string } {
  if (held.length === 1) return { title: held[0]!.title, body: held[0]!.body, link: held[0]!.link ?? '/notifications' };
  const shown = held.slice(0, 3).map((n) => n.title);
  const more = held.length - shown.length;
  return {
    title: `Bạn có ${held.length} thông báo mới`,
    body: more > 0 ? `${shown.join(' · ')} và ${more} thông báo khác` : shown.join(' · '),
    link: '/notifications',
  };
}
