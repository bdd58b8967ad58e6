import { CACHE_TTL, cacheTags as t } from '../../../platform/http/cache-tags.js';
import { sameForEveryone } from '../../../platform/http/public-cache.js';

const ownProfile = (request: { actor: { id: string } | null }) => (request.actor ? [t.host(request.actor.id)] : []);

/**
 * Which cached public answers show people, and which writes change them. Follower counts on cards,
 * in the directory and in rankings follow the TTL (a follow drops only the followed host's page), and
 * so do accounts erased or changed by jobs.
 */
export const peopleCache = {
  /** A public profile: the person, their categories, their counts of published events. */
  profile: { tags: [(_request: unknown, profile: { id: string }) => t.host(profile.id), t.hosts, t.events, t.categories], ttlSeconds: CACHE_TTL.content },
  /** Host directory and rankings. */
  directory: { tags: [t.hosts, t.categories], ttlSeconds: CACHE_TTL.directory, sameForEveryone },

  /** What a person shows anywhere public (name, avatar, headline, role, status, categories, top hosts). */
  personChanged: [t.hosts],
  /** A section only their own profile shows (works, educations, achievements). */
  ownSectionsChanged: [ownProfile],
  /** A follow changes the host's follower count on their page. */
  followChanged: [(request: { body: { hostId: string } }) => t.host(request.body.hostId)],
} as const;
