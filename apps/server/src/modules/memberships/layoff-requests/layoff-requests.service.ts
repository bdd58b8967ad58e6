import {
  LAYOFF_DISCOUNT_PRODUCT_TYPES,
  LAYOFF_PROOF_CONTENT_TYPES,
  type AdminLayoffRequestDetailDto,
  type AdminLayoffRequestDto,
  type AdminLayoffRequestsQuery,
  type CreateLayoffRequestBody,
  type LayoffRequestDetailDto,
  type LayoffRequestDto,
  type LayoffRequestStatus,
  type LayoffTimelineEntryDto,
  type Paged,
  type UpdateLayoffRequestStatusBody,
} from '@market/contract';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { isUniqueViolation } from '../../../platform/db/constraints.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import type { UploadsService } from '../../../platform/storage/uploads.service.js';
import type { NotificationsService } from '../../engagement/index.js';
import { blocksNewRequest, discountState, isDiscountUsable, moveLayoffRequest } from './layoff-request-status.js';
import { layoffApprovedNotice, layoffRejectedNotice, layoffRequestedNotice, type LayoffNotice } from './layoff-notices.js';
import type { LayoffRequestsRepository } from './layoff-requests.repository.js';
import type { LayoffRequestEventRow, LayoffRequestRow } from './layoff-requests.table.js';

/** Names and contacts of the people on a request (answered by identity's ports). */
export interface LayoffPeople {
  namesOf(ids: readonly string[]): Promise<{ id: string; fullName: string }[]>;
  contactsOf(ids: readonly string[]): Promise<{ id: string; email: string | null; phone: string | null }[]>;
}

/** A discount the person may use now: what pricing would take off, and until when. */
export interface UsableLayoffDiscount {
  requestId: string;
  percent: number;
  validFrom: Date;
  validUntil: Date;
  /** The product types it applies to (MEMBERSHIP_PRICE, RESKILL_PRICE). */
  appliesTo: readonly string[];
}

const PROOF_TYPES = new Set<string>(LAYOFF_PROOF_CONTENT_TYPES);

export function createLayoffRequestsService(deps: {
  db: Db;
  repo: LayoffRequestsRepository;
  files: Pick<UploadsService, 'findFile' | 'downloadLink' | 'discard'>;
  people: LayoffPeople;
  notifications: Pick<NotificationsService, 'notify'>;
  /** The time asked of the discount when none is given (a test's clock). */
  now?: () => Date;
  log?: { error: (obj: unknown, msg: string) => void };
}) {
  const { db, repo, files, people } = deps;
  const now = deps.now ?? (() => new Date());

  const toDto = (row: LayoffRequestRow, proof: LayoffRequestDto['proof'], at: Date): LayoffRequestDto => ({
    id: row.id,
    userId: row.userId,
    status: row.status,
    formerEmployer: row.formerEmployer,
    layoffDate: row.layoffDate,
    reason: row.reason,
    proof,
    decisionNote: row.decisionNote,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    discount:
      row.status === 'APPROVED' && row.discountPercent !== null && row.discountValidFrom && row.discountValidUntil
        ? {
            percent: row.discountPercent,
            validFrom: row.discountValidFrom.toISOString(),
            validUntil: row.discountValidUntil.toISOString(),
            usedAt: row.discountUsedAt?.toISOString() ?? null,
            usedOrderId: row.discountUsedOrderId,
            usable: isDiscountUsable(row, at),
            state: discountState(row, at),
            appliesTo: [...LAYOFF_DISCOUNT_PRODUCT_TYPES],
          }
        : null,
    canRequestAgain: !blocksNewRequest(row, at),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  async function proofOf(row: LayoffRequestRow): Promise<LayoffRequestDto['proof']> {
    const file = row.proofFileId ? await files.findFile(row.proofFileId) : undefined;
    return file ? { id: file.id, fileName: file.fileName, contentType: file.contentType } : null;
  }

  /** A short-lived link to the proof: only ever built for its owner's or an admin's answer. */
  async function proofLinkOf(row: LayoffRequestRow) {
    if (!row.proofFileId) return null;
    try {
      return await files.downloadLink(row.proofFileId);
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  }

  const timelineOf = (events: LayoffRequestEventRow[], names: Map<string, string>): LayoffTimelineEntryDto[] =>
    events.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      action: e.action,
      actor: e.actorId ? { id: e.actorId, fullName: names.get(e.actorId) ?? '' } : null,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      note: e.note,
    }));

  async function namesFor(ids: (string | null)[]): Promise<Map<string, string>> {
    const known = ids.filter((id): id is string => !!id);
    return new Map((await people.namesOf([...new Set(known)])).map((p) => [p.id, p.fullName]));
  }

  async function detail(row: LayoffRequestRow): Promise<LayoffRequestDetailDto> {
    const events = await repo.eventsOf(row.id);
    const [names, proof, proofLink] = await Promise.all([namesFor(events.map((e) => e.actorId)), proofOf(row), proofLinkOf(row)]);
    return { ...toDto(row, proof, now()), timeline: timelineOf(events, names), proofLink };
  }

  async function adminRows(rows: LayoffRequestRow[]): Promise<{ dtos: AdminLayoffRequestDto[]; names: Map<string, string> }> {
    const requesters = rows.map((r) => r.userId);
    const [names, contacts, proofs] = await Promise.all([
      namesFor([...requesters, ...rows.map((r) => r.reviewerId)]),
      people.contactsOf([...new Set(requesters)]),
      Promise.all(rows.map(proofOf)),
    ]);
    const contactOf = new Map(contacts.map((c) => [c.id, c]));
    const at = now();
    const dtos = rows.map((row, i) => ({
      ...toDto(row, proofs[i]!, at),
      requester: {
        id: row.userId,
        fullName: names.get(row.userId) ?? '',
        email: contactOf.get(row.userId)?.email ?? null,
        phone: contactOf.get(row.userId)?.phone ?? null,
      },
      reviewer: row.reviewerId ? { id: row.reviewerId, fullName: names.get(row.reviewerId) ?? '' } : null,
    }));
    return { dtos, names };
  }

  async function adminDetail(row: LayoffRequestRow): Promise<AdminLayoffRequestDetailDto> {
    const [events, { dtos }, proofLink] = await Promise.all([repo.eventsOf(row.id), adminRows([row]), proofLinkOf(row)]);
    const names = await namesFor(events.map((e) => e.actorId));
    return { ...dtos[0]!, timeline: timelineOf(events, names), proofLink };
  }

  async function tell(userId: string, notice: LayoffNotice) {
    try {
      await deps.notifications.notify(userId, notice.type, { title: notice.title, body: notice.body, link: notice.link, data: notice.data });
    } catch (error) {
      // The request stands even if a channel fails; the person still sees it on their account page.
      deps.log?.error({ err: error, userId }, 'layoff request notification failed');
    }
  }

  const usableOf = (row: LayoffRequestRow): UsableLayoffDiscount => ({
    requestId: row.id,
    percent: row.discountPercent!,
    validFrom: row.discountValidFrom!,
    validUntil: row.discountValidUntil!,
    appliesTo: LAYOFF_DISCOUNT_PRODUCT_TYPES,
  });

  return {
    async submit(userId: string, body: CreateLayoffRequestBody): Promise<LayoffRequestDetailDto> {
      const file = await files.findFile(body.proofFileId);
      if (!file || file.ownerId !== userId || !file.uploadedAt || file.visibility !== 'PRIVATE' || !PROOF_TYPES.has(file.contentType)) {
        throw new AppError('INVALID_LAYOFF_PROOF');
      }
      let row: LayoffRequestRow;
      try {
        row = await db.transaction(async (tx) => {
          await repo.lockPerson(userId, tx);
          const at = now();
          if ((await repo.undecidedOrUnusedOf(userId, tx)).some((r) => blocksNewRequest(r, at))) throw new AppError('LAYOFF_REQUEST_ALREADY_OPEN');
          const saved = await repo.insert(
            { userId, formerEmployer: body.formerEmployer, layoffDate: body.layoffDate, reason: body.reason, proofFileId: file.id },
            tx,
          );
          await repo.addEvent({ requestId: saved.id, action: 'SUBMITTED', actorId: userId, fromStatus: null, toStatus: 'PENDING' }, tx);
          return saved;
        });
      } catch (error) {
        // The partial unique index settles two first submissions racing past each other's check.
        if (isUniqueViolation(error)) throw new AppError('LAYOFF_REQUEST_ALREADY_OPEN');
        throw error;
      }
      await tell(userId, layoffRequestedNotice(row.id));
      return detail(row);
    },

    async latest(userId: string, status?: LayoffRequestStatus): Promise<LayoffRequestDetailDto> {
      const row = await repo.latestOf(userId, status);
      if (!row) throw new AppError('LAYOFF_REQUEST_NOT_FOUND');
      return detail(row);
    },

    async list(query: AdminLayoffRequestsQuery): Promise<Paged<AdminLayoffRequestDto>> {
      const { rows, total } = await repo.list(query);
      return { data: (await adminRows(rows)).dtos, meta: pageMeta(query, total) };
    },

    async get(id: string): Promise<AdminLayoffRequestDetailDto> {
      const row = await repo.findById(id);
      if (!row) throw new AppError('LAYOFF_REQUEST_NOT_FOUND');
      return adminDetail(row);
    },

    /** The admin's decision under the row's lock, with its timeline entry; the person is told once it committed. */
    async setStatus(adminId: string, id: string, body: UpdateLayoffRequestStatusBody): Promise<AdminLayoffRequestDetailDto> {
      const row = await db.transaction(async (tx) => {
        const current = await repo.lockById(id, tx);
        if (!current) throw new AppError('LAYOFF_REQUEST_NOT_FOUND');
        const move = moveLayoffRequest(current.status, body.status);
        if (!move.ok) throw new AppError(move.code);
        const at = now();
        const granted =
          body.status === 'APPROVED'
            ? {
                discountPercent: body.discountPercent,
                discountValidFrom: body.validFrom ? new Date(body.validFrom) : at,
                discountValidUntil: new Date(body.validUntil),
              }
            : {};
        const note = body.note?.trim() || null;
        const saved = await repo.update(current.id, { status: move.status, reviewerId: adminId, reviewedAt: at, decisionNote: note, ...granted }, tx);
        await repo.addEvent({ requestId: current.id, at, action: move.action, actorId: adminId, fromStatus: current.status, toStatus: move.status, note }, tx);
        return saved;
      });
      if (row.status === 'APPROVED') {
        await tell(
          row.userId,
          layoffApprovedNotice(row.id, { percent: row.discountPercent!, validFrom: row.discountValidFrom!, validUntil: row.discountValidUntil! }),
        );
      } else {
        await tell(row.userId, layoffRejectedNotice(row.id, row.decisionNote ?? ''));
      }
      return adminDetail(row);
    },

    /** The person's discount usable at `at`, or null. */
    async usableDiscount(userId: string, at: Date = now(), tx?: DbOrTx): Promise<UsableLayoffDiscount | null> {
      const row = await repo.usableOf(userId, at, tx);
      return row ? usableOf(row) : null;
    },

    /** Which of these people hold a usable discount at `at`. */
    usableHolders(userIds: readonly string[], at: Date = now(), tx?: DbOrTx): Promise<Set<string>> {
      return repo.usableHolders(userIds, at, tx);
    },

    /**
     * Uses the person's discount for `orderId` inside the order's transaction. Idempotent per order:
     * asked again for the same order it answers the same discount; for another order, null once used.
     */
    async consume(userId: string, orderId: string, tx: DbOrTx): Promise<UsableLayoffDiscount | null> {
      const already = await repo.usedBy(orderId, tx);
      if (already) return already.userId === userId ? usableOf(already) : null;
      await repo.lockPerson(userId, tx);
      const used = await repo.markUsed(userId, orderId, now(), tx);
      if (!used) {
        // Another transaction for this very order may have used it meanwhile.
        const raced = await repo.usedBy(orderId, tx);
        return raced && raced.userId === userId ? usableOf(raced) : null;
      }
      await repo.addEvent({ requestId: used.id, action: 'DISCOUNT_USED', actorId: userId, fromStatus: 'APPROVED', toStatus: 'APPROVED' }, tx);
      return usableOf(used);
    },

    /** Gives the discount back when the order that used it was never paid (cancelled, failed, expired). */
    async release(orderId: string, tx: DbOrTx): Promise<boolean> {
      const row = await repo.unmarkUsed(orderId, tx);
      if (!row) return false;
      await repo.addEvent({ requestId: row.id, action: 'DISCOUNT_RELEASED', actorId: null, fromStatus: 'APPROVED', toStatus: 'APPROVED' }, tx);
      return true;
    },

    /** An account's erasure: its requests go, and their proof files with them. */
    async forgetPerson(userId: string): Promise<void> {
      const proofIds = await repo.eraseOf(userId);
      if (proofIds.length) await files.discard(proofIds);
    },
  };
}
export type LayoffRequestsService = ReturnType<typeof createLayoffRequestsService>;
