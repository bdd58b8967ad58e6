import { CACHE_TTL, cacheTags as t } from '../../../platform/http/cache-tags.js';
import { sameForEveryone } from '../../../platform/http/public-cache.js';

/**
 * Which cached public answers event reads are made of, and which ones event writes change. Times
 * inside an answer (live, today, a tier's sale window) move on without a write: the TTL bounds them,
 * as it bounds follower counts on cards and holds that expire in a job.
 */
const forEvent = (_request: unknown, event: { id: string }) => t.event(event.id);
const ofEventInParams = (request: { params: { id: string } }) => t.event(request.params.id);

export const eventCache = {
  /** Lists, shelves and counts of published events: cards show their host and categories. */
  list: {
    tags: [t.events, t.hosts, t.eventCategories],
    ttlSeconds: CACHE_TTL.content,
    /** Published events are the same for everyone; `tab=draft` is the caller's own drafts. */
    sameForEveryone: (query: Record<string, unknown>) => query.tab !== 'draft',
  },
  /** One event: its tiers show what is left to sell. */
  detail: { tags: [forEvent, t.stock, t.hosts, t.eventCategories], ttlSeconds: CACHE_TTL.content },
  /** One session, with its event's card. */
  session: { tags: [(_request: unknown, session: { eventId: string }) => t.event(session.eventId), t.hosts, t.eventCategories], ttlSeconds: CACHE_TTL.content },
  /** One tier and its stock. */
  tier: { tags: [(_request: unknown, tier: { eventId: string }) => t.event(tier.eventId), t.stock], ttlSeconds: CACHE_TTL.content },
  /** Event categories count published events. */
  categories: { tags: [t.eventCategories, t.events], ttlSeconds: CACHE_TTL.directory, sameForEveryone },

  /** A new event (not public before review, but lists of the host's count it once published). */
  created: [t.events],
  /** An edit, a status change (submit, archive, review) or a deletion of the event in the path. */
  changed: [t.events, ofEventInParams],
  /** A change of the event categories themselves. */
  categoriesChanged: [t.eventCategories],
} as const;
