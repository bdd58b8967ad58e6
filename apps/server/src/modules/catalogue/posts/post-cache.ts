import { CACHE_TTL, cacheTags as t } from '../../../platform/http/cache-tags.js';

/**
 * Which cached public answers post reads are made of (cards show their host), and what post writes
 * change: every post answer, and the author's profile (it counts their published posts). A post an
 * admin deletes leaves its author's count stale for at most the profile's TTL.
 */
export const postCache = {
  read: { tags: [t.posts, t.hosts], ttlSeconds: CACHE_TTL.content },
  saved: [t.posts, (_request: unknown, post: { host: { id: string } }) => t.host(post.host.id)],
  removed: [t.posts, (request: { actor: { id: string } | null }) => (request.actor ? [t.host(request.actor.id)] : [])],
} as const;
