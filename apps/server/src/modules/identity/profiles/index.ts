import type { PublicProfileDto } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/errors.js';
import { defineModule, on } from '../../module.js';
import { accountErased } from '../auth/account-erasure.js';
import { registerFollowRoutes } from '../follows/follows.routes.js';
import { createFollowsService } from '../follows/follows.service.js';
import { registerProfileRoutes } from './profiles.routes.js';
import { createProfilesService } from './profiles.service.js';

/** People in public: profiles and their sections, rankings, and following hosts. */
export function createPeople(deps: { db: Db; notifications: Parameters<typeof createFollowsService>[0]['notifications'] }) {
  const follows = createFollowsService({ db: deps.db, notifications: deps.notifications });
  const profiles = createProfilesService({ db: deps.db });
  return {
    follows,
    profiles,
    register(app: FastifyInstance) {
      registerProfileRoutes(app, { profiles });
      registerFollowRoutes(app, { follows });
    },
  };
}
export type People = ReturnType<typeof createPeople>;

type Profiles = People['profiles'];
type Summaries = People['follows']['repo']['findSummaries'];

declare module '../../module.js' {
  interface Ports {
    /** Hosts and followers as the other contexts see them. */
    people: {
      /** Public summaries of these accounts (name, avatar, followers); on `tx` inside a transaction. */
      summariesOf: Summaries;
      /** Refuses (HOST_NOT_FOUND…) unless every id is an active host. */
      requireHosts: Profiles['requireHosts'];
      hostDirectory: Profiles['hostDirectory'];
      publicProfile: Profiles['publicProfile'];
      followerIdsOf(hostId: string, tx?: DbOrTx): Promise<string[]>;
      followerCountOf(hostId: string): Promise<number>;
      /** The account a public page names by username or id (academies, posts), or null. */
      idOfKey(key: string): Promise<string | null>;
    };
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const peopleModule = defineModule('people', (kit) => {
  const people = createPeople({ db: kit.db, notifications: kit.use('notifications') });
  const { follows, profiles } = people;
  const summariesOf: Summaries = (ids, tx) => follows.repo.findSummaries(ids, tx);
  return {
    provides: {
      people: {
        summariesOf,
        requireHosts: profiles.requireHosts,
        hostDirectory: profiles.hostDirectory,
        publicProfile: profiles.publicProfile,
        followerIdsOf: (hostId, tx) => follows.repo.listFollowerIds(hostId, tx),
        followerCountOf: async (hostId) => (await summariesOf([hostId]))[0]?.followerCount ?? 0,
        idOfKey: async (key) =>
          uuidPattern.test(key)
            ? ((await summariesOf([key]))[0]?.id ?? null)
            : await profiles.publicProfile(key, null).then(
                (profile) => profile.id,
                (error: unknown) => {
                  if (error instanceof AppError && error.code === 'USER_NOT_FOUND') return null;
                  throw error;
                },
              ),
      },
    },
    routes: people.register,
    ready() {
      const counts = kit.contributed.profileCounts();
      for (const kind of Object.keys(counts) as (keyof PublicProfileDto['counts'])[]) profiles.countContent(kind, counts[kind]!);
    },
    subscribers: [
      on(accountErased, 'people.follows', ({ userId }) => follows.forgetUser(userId)),
      on(accountErased, 'people.profile-sections', ({ userId }) => profiles.forgetUser(userId)),
    ],
    pages: [
      {
        pattern: /^\/hosts\/([^/]+)\/?$/,
        meta: async ([, username]) => {
          const host = await profiles.publicProfile(decodeURIComponent(username!), null);
          return { title: host.fullName, description: host.headline ?? host.bio, image: host.avatar, type: 'profile' };
        },
      },
    ],
  };
});
