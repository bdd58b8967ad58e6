import type {
  AchievementBody,
  AchievementDto,
  BankAccountBody,
  BankAccountDto,
  CategoryChangesBody,
  EducationBody,
  EducationDto,
  HostCardDto,
  HostDirectoryQuery,
  HostNotificationMode,
  HostRankingQuery,
  MyCategoriesDto,
  MyProfileDto,
  Paged,
  ProfileAgeBand,
  PublicProfileDto,
  TopHostsBody,
  UpdateUserProfileBody,
  UserListQuery,
  UserSummaryDto,
  WorkBody,
  WorkDto,
} from '@market/contract';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import { serializedPage, type Serialized } from '../../../platform/http/serialized.js';
import type { UserRow } from '../users/users.table.js';
import { mergeContacts, toAchievementDto, toBankAccountDto, toEducationDto, toWorkDto } from './profile.js';
import { createKeptTotals } from '../../../platform/db/kept-totals.js';
import { createProfilesRepository, type ContentCountSql, type PeopleFilter, type PeopleOrder } from './profiles.repository.js';

type Kind = 'HOST' | 'INTEREST';
type Out<T extends z.ZodType> = z.output<T>;
type WorkValues = Out<typeof WorkBody>;
type EducationValues = Out<typeof EducationBody>;
type AchievementValues = Out<typeof AchievementBody>;
type BankValues = Out<typeof BankAccountBody>;
type ContentCountsDto = PublicProfileDto['counts'];

/** Public profiles, their sections, a host's payout account, categories and rankings. */
export function createProfilesService(deps: { db: Db }) {
  const { db } = deps;
  const repo = createProfilesRepository(db);
  /** How much a host has published, per kind; content domains register their count as they arrive. */
  const counters = new Map<keyof ContentCountsDto, ContentCountSql>();
  type ProfileRows = NonNullable<Awaited<ReturnType<typeof repo.findPublicProfile>>>;

  function toPublicDto(found: ProfileRows, viewerId: string | null): PublicProfileDto {
    const { user } = found;
    return {
      id: user.id,
      username: user.username,
      fullName: user.fullName,
      avatar: user.avatar,
      headline: user.headline,
      bio: user.bio,
      city: user.city,
      role: user.role,
      socialContacts: user.socialContacts ?? {},
      works: found.works.map(toWorkDto),
      educations: found.educations.map(toEducationDto),
      achievements: found.achievements.map(toAchievementDto),
      categories: found.categories,
      hostCategory: found.hostCategory ?? null,
      followerCount: user.followerCount,
      topHostRank: user.topHostRank,
      counts: { events: 0, courses: 0, ebooks: 0, posts: 0, ...found.counts },
      isFollowing: viewerId ? found.isFollowing : null,
      createdAt: user.createdAt.toISOString(),
    };
  }

  /** Every section of a profile, in one query. */
  async function publicOf(by: { username: string } | { id: string }, viewerId: string | null): Promise<PublicProfileDto> {
    const found = await repo.findPublicProfile(by, viewerId, counters);
    if (!found) throw new AppError('USER_NOT_FOUND');
    return toPublicDto(found, viewerId);
  }

  async function own(actorId: string): Promise<UserRow> {
    const user = await repo.findById(actorId);
    if (!user) throw new AppError('USER_NOT_FOUND');
    return user;
  }

  async function categoriesDto(userId: string, kind: Kind): Promise<MyCategoriesDto> {
    return { kind, categories: await repo.listCategories(userId, kind) };
  }

  async function requireActiveCategories(ids: string[]): Promise<void> {
    const unique = [...new Set(ids)];
    const found = await repo.findActiveCategoryIds(unique);
    if (found.size !== unique.length) throw new AppError('CATEGORY_NOT_FOUND');
  }

  // The directory's totals past a few hundred are kept for 30 s rather than counted on every page:
  // a host approved or removed shows in the total within that (the cards themselves are live).
  const totals = createKeptTotals();
  // The cards are written as JSON by PostgreSQL and sent as written (see ProfilesRepository.listCardsJson).
  async function cards(filter: PeopleFilter, order: PeopleOrder, query: { page: number; limit: number }): Promise<Serialized<Paged<HostCardDto>>> {
    const key = JSON.stringify([filter.hostsOnly, filter.nameMatches, filter.inCategory]);
    const since = totals.generation();
    const { json, total } = await repo.listCardsJson(filter, order, query, totals.get(key));
    if (total > totals.exactUpTo) totals.set(key, total, since);
    return serializedPage<HostCardDto>(json, pageMeta(query, total));
  }

  return {
    /** For an account's erasure. */
    forgetUser: (userId: string) => db.transaction((tx) => repo.deleteAllSections(userId, tx)),

    /** A content domain tells profiles how to count what a host has published. */
    countContent(kind: keyof ContentCountsDto, count: ContentCountSql): void {
      counters.set(kind, count);
    },

    publicProfile: (username: string, viewerId: string | null): Promise<PublicProfileDto> => publicOf({ username }, viewerId),

    async myProfile(actorId: string): Promise<MyProfileDto> {
      const user = await own(actorId);
      const [profile, interestCategories, bank] = await Promise.all([
        publicOf({ id: user.id }, null),
        repo.listCategories(user.id, 'INTEREST'),
        repo.findBankAccount(user.id),
      ]);
      return {
        ...profile,
        email: user.email,
        phone: user.phone,
        gender: user.gender,
        dateOfBirth: user.dateOfBirth,
        address: user.address,
        ageBand: (user.ageBand as ProfileAgeBand | null) ?? null,
        interests: user.interests,
        interestCategories,
        bankAccount: bank ? toBankAccountDto(bank) : null,
        hostNotificationMode: user.hostNotificationMode as HostNotificationMode,
      };
    },

    async updateProfile(actor: Actor, username: string, body: UpdateUserProfileBody): Promise<PublicProfileDto> {
      const target = await repo.findByUsername(username);
      if (!target) throw new AppError('USER_NOT_FOUND');
      if (target.id !== actor.id && actor.role !== 'ADMIN') throw new AppError('INSUFFICIENT_PRIVILEGES');
      const { socialContacts, ...rest } = body;
      await repo.updateUser(target.id, { ...rest, ...(socialContacts ? { socialContacts: mergeContacts(target.socialContacts ?? {}, socialContacts) } : {}) });
      return publicOf({ id: target.id }, actor.id === target.id ? null : actor.id);
    },

    async addWork(actorId: string, body: WorkValues): Promise<WorkDto> {
      return toWorkDto(await repo.insertWork({ ...body, userId: actorId, isCurrent: body.isCurrent ?? false, endDate: body.isCurrent ? null : body.endDate }));
    },
    async addEducation(actorId: string, body: EducationValues): Promise<EducationDto> {
      return toEducationDto(await repo.insertEducation({ ...body, userId: actorId }));
    },
    async addAchievement(actorId: string, body: AchievementValues): Promise<AchievementDto> {
      return toAchievementDto(await repo.insertAchievement({ ...body, userId: actorId }));
    },
    /** Another person's record answers 404, as if it did not exist. */
    async deleteWork(actorId: string, id: string): Promise<void> {
      if (!(await repo.deleteWork(actorId, id))) throw new AppError('WORK_NOT_FOUND');
    },
    async deleteEducation(actorId: string, id: string): Promise<void> {
      if (!(await repo.deleteEducation(actorId, id))) throw new AppError('EDUCATION_NOT_FOUND');
    },
    async deleteAchievement(actorId: string, id: string): Promise<void> {
      if (!(await repo.deleteAchievement(actorId, id))) throw new AppError('ACHIEVEMENT_NOT_FOUND');
    },

    async updateBankAccount(actorId: string, body: BankValues): Promise<BankAccountDto> {
      return toBankAccountDto(await repo.upsertBank({ ...body, userId: actorId, bankCode: body.bankCode ?? null, branch: body.branch ?? null }));
    },

    async replaceHostCategories(actorId: string, categoryIds: string[]): Promise<MyCategoriesDto> {
      await requireActiveCategories(categoryIds);
      await db.transaction(async (tx) => {
        await repo.removeCategories(actorId, 'HOST', 'all', tx);
        await repo.addCategories(actorId, 'HOST', [...new Set(categoryIds)], tx);
      });
      return categoriesDto(actorId, 'HOST');
    },

    async changeCategories(actorId: string, kind: Kind, body: CategoryChangesBody): Promise<MyCategoriesDto> {
      const add = [...new Set(body.add ?? [])];
      await requireActiveCategories(add);
      await db.transaction(async (tx) => {
        await repo.removeCategories(actorId, kind, body.remove ?? [], tx);
        await repo.addCategories(actorId, kind, add, tx);
      });
      return categoriesDto(actorId, kind);
    },

    async setTopHosts(body: TopHostsBody): Promise<{ data: UserSummaryDto[] }> {
      await db.transaction(async (tx) => {
        const ids = body.hosts.map((h) => h.hostId);
        const hosts = await repo.hostIdsAmong(ids, tx);
        if (hosts.size !== ids.length) throw new AppError('USER_NOT_HOST');
        await repo.setTopHosts(body.hosts, tx);
      });
      return { data: await repo.listCurated() };
    },

    async setHostNotificationMode(actorId: string, mode: HostNotificationMode): Promise<{ mode: HostNotificationMode }> {
      await repo.updateUser(actorId, { hostNotificationMode: mode });
      return { mode };
    },

    async hostRankings(query: HostRankingQuery): Promise<Serialized<Paged<HostCardDto>>> {
      return cards({ hostsOnly: true, inCategory: query.categoryId }, 'ranking', query);
    },

    /** Throws USER_NOT_HOST unless every id is a live host. */
    async requireHosts(ids: string[]): Promise<void> {
      const unique = [...new Set(ids)];
      if ((await repo.hostIdsAmong(unique)).size !== unique.length) throw new AppError('USER_NOT_HOST');
    },

    async hostDirectory(query: HostDirectoryQuery): Promise<Serialized<Paged<HostCardDto>>> {
      return cards({ hostsOnly: true, nameMatches: query.q, inCategory: query.categoryId }, query.sortBy, query);
    },

    async searchUsers(query: UserListQuery): Promise<Paged<UserSummaryDto>> {
      const { rows, total } = await repo.list({ nameMatches: query.q }, 'name', query);
      return { data: rows.map(({ createdAt: _createdAt, ...r }) => r), meta: pageMeta(query, total) };
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;
