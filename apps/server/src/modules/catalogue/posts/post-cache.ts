import { CACHE_TTL, cacheTags as t } from '../../../platform/http/cache-tags.js';

/** Which cached public answers post reads are made of (cards show their host), and what post writes change. */
export const postCache = {
  read: { tags: [t.posts, t.hosts], ttlSeconds: CACHE_TTL.content },
  changed: [t.posts],
} as const;
