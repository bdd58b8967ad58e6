import {
  type AdminHostProfileDetailDto,
  type AdminHostProfileDto,
  type AdminHostProfilesQuery,
  type ApproveHostsResult,
  type ErrorCode,
  type HostApplicationDto,
  type HostApplicationInput,
  type HostApplicationStatusDto,
  type Paged,
  type RejectHostsResult,
} from '@market/contract';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { isForeignKeyViolation } from '../../../platform/db/constraints.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import type { NotificationsService } from '../../engagement/index.js';
import { isUniqueViolation, type UsersRepository } from '../users/users.repository.js';
import { toHostProfileDto, toHostProfileEventDto, transition, type HostProfileAction, type HostProfileRow } from './host-profile.js';
import type { HostsRepository } from './hosts.repository.js';

export const HOST_APPROVED_NOTICE = {
  title: 'Đơn đăng ký nhà tổ chức đã được duyệt',
  body: 'Chúc mừng! Bạn đã trở thành nhà tổ chức. Mở Studio để tạo sự kiện và khoá học đầu tiên của bạn.',
  link: '/studio',
};
export const hostRejectedNotice = (reason: string) => ({
  title: 'Đơn đăng ký nhà tổ chức chưa được duyệt',
  body: `Lý do: ${reason}\nBạn có thể chỉnh sửa và gửi lại đơn.`,
  link: '/account/host',
});

function ensure(result: ReturnType<typeof transition>) {
  if (!result.ok) throw new AppError(result.code);
  return result.next;
}

/** The application's editable fields from a body; on resubmission, what the body leaves out stays. */
function fieldsOf(body: HostApplicationInput, previous?: HostProfileRow) {
  const pick = <K extends keyof HostApplicationInput & keyof HostProfileRow>(key: K, fallback: HostProfileRow[K] | null) =>
    (body[key] ?? previous?.[key] ?? fallback) as HostProfileRow[K];
  return {
    displayName: body.displayName,
    headline: pick('headline', null),
    bio: pick('bio', null),
    expertise: pick('expertise', null),
    email: pick('email', null),
    website: pick('website', null),
    businessName: pick('businessName', null),
    taxCode: pick('taxCode', null),
    experienceYears: pick('experienceYears', null),
    socialLinks: pick('socialLinks', {}),
    categoryIds: pick('categoryIds', []),
    // null is an answer (no kind), not an absence: it clears the previous choice.
    hostCategoryId: body.hostCategoryId === undefined ? (previous?.hostCategoryId ?? null) : body.hostCategoryId,
    documents: pick('documents', []),
  };
}

/**
 * Becoming a host (spec 7.6): people apply, resubmit when rejected and follow their application;
 * admins review in bulk. Every move goes through `transition`, under a row lock.
 */
/** What host applications need of the category tree (answered by the catalogue). */
export interface HostCategoryFiling {
  requireActive(ids: string[], tx: DbOrTx): Promise<void>;
  fileHost(userId: string, categoryIds: string[], tx: DbOrTx): Promise<void>;
}

export function createHostsService(deps: {
  db: Db;
  repo: HostsRepository;
  users: Pick<UsersRepository, 'findById' | 'update'>;
  categories: HostCategoryFiling;
  notifications: Pick<NotificationsService, 'notify'>;
  log?: { error: (obj: unknown, msg: string) => void };
}) {
  const { db, repo, users, categories, notifications } = deps;

  async function withEvents(row: HostProfileRow): Promise<HostApplicationDto> {
    return { ...toHostProfileDto(row), events: (await repo.eventsOf(row.id)).map(toHostProfileEventDto) };
  }

  async function applicantOf(userId: string, tx: DbOrTx) {
    const user = await users.findById(userId, tx);
    if (!user) throw new AppError('USER_NOT_FOUND');
    if (user.role !== 'USER') throw new AppError('ACCOUNT_ALREADY_HOST');
    return user;
  }

  /** Submits (or, with `orResubmit`, resubmits a rejected application): one transaction, the person's row locked. */
  async function apply(userId: string, body: HostApplicationInput, action: 'SUBMIT' | 'RESUBMIT' | 'SUBMIT_OR_RESUBMIT'): Promise<HostApplicationDto> {
    let row: HostProfileRow;
    try {
      row = await db.transaction(async (tx) => {
        const user = await applicantOf(userId, tx);
        const existing = await repo.lockByUser(userId, tx);
        const move: HostProfileAction = action === 'SUBMIT_OR_RESUBMIT' ? (existing?.status === 'HOST_REJECTED' ? 'RESUBMIT' : 'SUBMIT') : action;
        const next = ensure(transition(existing?.status ?? null, move));
        const phone = body.phone ?? existing?.phone ?? user.phone;
        if (!phone) throw new AppError('PHONE_NUMBER_NOT_UPDATED');
        const fields = fieldsOf(body, move === 'RESUBMIT' ? existing : undefined);
        await categories.requireActive(fields.categoryIds, tx);
        const values = {
          ...fields,
          email: body.email ?? (move === 'RESUBMIT' ? existing?.email : null) ?? user.email,
          phone,
          status: next.status,
          reviewStatus: next.reviewStatus,
          submittedAt: new Date(),
          ...(move === 'RESUBMIT' ? {} : { rejectReason: null, reviewedAt: null, reviewedBy: null }),
        };
        const saved = existing ? await repo.update(existing.id, values, tx) : await repo.insert({ userId, ...values }, tx);
        await repo.addEvent({ hostProfileId: saved.id, action: next.event, fromStatus: existing?.status ?? null, toStatus: next.status, actorId: userId }, tx);
        return saved;
      });
    } catch (error) {
      // Two first applications raced: the other one won.
      if (isUniqueViolation(error)) throw new AppError('HOST_APPLICATION_PENDING');
      // The only reference an application holds besides its owner: the kind of host.
      if (isForeignKeyViolation(error)) throw new AppError('HOST_CATEGORY_NOT_FOUND');
      throw error;
    }
    return withEvents(row);
  }

  /** One decision in its own transaction; the error code when it cannot be made. */
  async function decide(adminId: string, id: string, action: 'APPROVE' | 'REJECT', reason: string | null): Promise<HostProfileRow | ErrorCode> {
    try {
      return await db.transaction(async (tx) => {
        const row = await repo.lockById(id, tx);
        const next = ensure(transition(row?.status ?? null, action));
        const profile = row!;
        const saved = await repo.update(
          profile.id,
          {
            status: next.status,
            reviewStatus: next.reviewStatus,
            rejectReason: action === 'REJECT' ? reason : null,
            reviewedBy: adminId,
            reviewedAt: new Date(),
          },
          tx,
        );
        await repo.addEvent({ hostProfileId: profile.id, action: next.event, fromStatus: profile.status, toStatus: next.status, reason, actorId: adminId }, tx);
        if (action === 'APPROVE') {
          const user = await users.findById(profile.userId, tx);
          if (!user || user.deletedAt) throw new AppError('USER_NOT_FOUND');
          // An admin who applied stays an admin (an admin can already do what a host does).
          await users.update(
            user.id,
            {
              ...(user.role === 'ADMIN' ? {} : { role: 'HOST' as const }),
              headline: user.headline ?? profile.headline,
              bio: user.bio ?? profile.bio,
              hostCategoryId: user.hostCategoryId ?? profile.hostCategoryId,
            },
            tx,
          );
          await categories.fileHost(user.id, profile.categoryIds, tx);
        }
        return saved;
      });
    } catch (error) {
      if (error instanceof AppError) return error.code;
      deps.log?.error({ err: error, hostProfileId: id }, 'host review failed');
      return 'INTERNAL_SERVER_ERROR';
    }
  }

  async function tell(userId: string, type: 'HOST_PROFILE_APPROVED' | 'HOST_PROFILE_REJECTED', content: { title: string; body: string; link: string }) {
    try {
      await notifications.notify(userId, type, content);
    } catch (error) {
      // The decision stands even if a channel fails; the applicant still sees it on /account/host.
      deps.log?.error({ err: error, userId }, 'host review notification failed');
    }
  }

  return {
    /** For an account's erasure. */
    forgetApplicant: (userId: string) => repo.eraseApplicant(userId),
    submit: (userId: string, body: HostApplicationInput) => apply(userId, body, 'SUBMIT'),
    resubmit: (userId: string, body: HostApplicationInput) => apply(userId, body, 'RESUBMIT'),
    /** v2: a first application, or a rejected one sent again. */
    submitOrResubmit: (userId: string, body: HostApplicationInput) => apply(userId, body, 'SUBMIT_OR_RESUBMIT'),

    async mine(userId: string): Promise<HostApplicationDto> {
      const row = await repo.findByUser(userId);
      if (!row) throw new AppError('HOST_PROFILE_NOT_FOUND');
      return withEvents(row);
    },

    async status(userId: string): Promise<HostApplicationStatusDto> {
      const row = await repo.findByUser(userId);
      if (!row) return { status: 'NEW', reviewStatus: 'NEW', rejectReason: null, submittedAt: null, reviewedAt: null };
      return {
        status: row.status,
        reviewStatus: row.reviewStatus,
        rejectReason: row.rejectReason,
        submittedAt: row.submittedAt.toISOString(),
        reviewedAt: row.reviewedAt?.toISOString() ?? null,
      };
    },

    async list(query: AdminHostProfilesQuery): Promise<Paged<AdminHostProfileDto>> {
      const { rows, total } = await repo.list(query);
      return { data: rows.map((r) => ({ ...toHostProfileDto(r.profile), applicant: r.applicant })), meta: pageMeta(query, total) };
    },

    async get(id: string): Promise<AdminHostProfileDetailDto> {
      const found = await repo.findWithApplicant(id);
      if (!found) throw new AppError('HOST_PROFILE_NOT_FOUND');
      return { ...(await withEvents(found.profile)), applicant: found.applicant };
    },

    async approve(adminId: string, ids: readonly string[]): Promise<ApproveHostsResult> {
      const result: ApproveHostsResult = { approved: [], failed: [] };
      for (const id of new Set(ids)) {
        const outcome = await decide(adminId, id, 'APPROVE', null);
        if (typeof outcome === 'string') {
          result.failed.push({ id, code: outcome });
          continue;
        }
        result.approved.push(id);
        await tell(outcome.userId, 'HOST_PROFILE_APPROVED', HOST_APPROVED_NOTICE);
      }
      return result;
    },

    async reject(adminId: string, ids: readonly string[], reason: string): Promise<RejectHostsResult> {
      const result: RejectHostsResult = { rejected: [], failed: [] };
      for (const id of new Set(ids)) {
        const outcome = await decide(adminId, id, 'REJECT', reason);
        if (typeof outcome === 'string') {
          result.failed.push({ id, code: outcome });
          continue;
        }
        result.rejected.push(id);
        await tell(outcome.userId, 'HOST_PROFILE_REJECTED', hostRejectedNotice(reason));
      }
      return result;
    },
  };
}
export type HostsService = ReturnType<typeof createHostsService>;
