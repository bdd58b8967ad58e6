import { CACHE_TTL, cacheTags as t } from '../../../platform/http/cache-tags.js';

/**
 * Which cached public answers course reads are made of, and which ones course writes change. One
 * coarse tag for all of them: a write to a section or lesson names no course in its answer, and
 * course writes are rare next to reads. Preview lessons are never cached (they carry signed links).
 */
export const courseCache = {
  /** Lists, pages and curricula of public courses: cards show their host. */
  read: { tags: [t.courses, t.hosts], ttlSeconds: CACHE_TTL.content },
  /** Any write to a course, its sections or lessons, its status or its display. */
  changed: [t.courses],
} as const;
