import {
  slugify,
  type DownloadLinkDto,
  type EbookBody,
  type EbookDto,
  type EbookListQuery,
  type HostEbookListQuery,
  type PageQuery,
  type Paged,
  type UpdateEbookBody,
  type UserSummaryDto,
} from '@market/contract';
import { isUniqueViolation } from '../../../platform/db/constraints.js';
import type { Db } from '../../../platform/db/database.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import { cleanRichText, servedRichText } from '../../../platform/text/rich-text.js';
import type { StoredFiles } from '../libraries/library-files.js';
import type { ContentFlagger } from '../moderation/index.js';
import type { EbooksRepository } from './ebooks.repository.js';
import { stampPdf } from './ebook-stamp.js';
import { actionAsked, isPublicEbook, nextEbookStatus, type EbookStatus } from './ebook-status.js';
import type { EbookGrantRow, EbookRow } from './ebooks.table.js';

/** What ebooks need of people: the public summaries of their hosts. */
export interface EbookHosts {
  summariesOf(ids: readonly string[]): Promise<UserSummaryDto[]>;
}

/** What ebooks need of buyers: the address stamped on their copy (e-mail, else phone). */
export interface EbookReaders {
  contactOf(userId: string): Promise<string | null>;
}

/** Stamping reads the whole PDF into memory: bigger books are handed over as the host uploaded them. */
export const STAMP_MAX_BYTES = 40 * 1024 * 1024;

export const EBOOK_CONTENT_TYPES = new Set(['application/pdf', 'application/epub+zip']);
const extensionOf = (contentType: string) => (contentType === 'application/pdf' ? 'pdf' : 'epub');

const mayEdit = (row: EbookRow, actor: Actor | null) => !!actor && (actor.role === 'ADMIN' || actor.id === row.hostId);
/** A book not on sale exists only for its host and admins; an archived one (deleted after sales) only for its buyers' downloads. */
const isShownTo = (row: EbookRow, viewer: Actor | null) => isPublicEbook(row) || (row.status !== 'ARCHIVED' && mayEdit(row, viewer));

/**
 * How a book's text (title and description; the file is not read) is read for moderation keywords:
 * in review at each save, so the admin sees what is there now; approved before (on sale or taken off
 * by its host), at each edit, joining the queue only for a keyword no admin let stand, and staying as
 * it is meanwhile (see course-flagging.ts). Drafts and rejected books are read when submitted.
 */
const REVIEW_OF: Partial<Record<EbookStatus, 'REQUIRED' | 'WHEN_FLAGGED'>> = {
  PENDING_APPROVAL_WITH_ADMIN: 'REQUIRED',
  PUBLISHED: 'WHEN_FLAGGED',
  UNPUBLISHED: 'WHEN_FLAGGED',
};

/**
 * Ebooks: a host's PDF/EPUB kept private and sold as the E_BOOK product type once an admin approved
 * it (ebook-status.ts; decisions in ebook-review.service.ts). Only buyers whose line was not refunded,
 * the host and admins get a (short-lived) link to the file.
 */
export function createEbooksService(deps: {
  db: Db;
  repo: EbooksRepository;
  files: StoredFiles;
  hosts: EbookHosts;
  readers: EbookReaders;
  /** Moderation's reading of what is submitted and of later edits (keywords); never fails the write. */
  flagger?: ContentFlagger | undefined;
}) {
  const { repo, files } = deps;

  async function flagged(row: EbookRow): Promise<EbookRow> {
    const review = REVIEW_OF[row.status];
    if (!review) return row;
    const fields = [
      { field: 'title', text: row.title },
      { field: 'description', text: row.description, html: true },
    ];
    await deps.flagger?.flag('E_BOOK', row.id, row.hostId, { title: row.title, slug: row.slug, status: row.status, fields, review });
    return row;
  }
  // One stamp at a time per process, so a burst of downloads cannot hold many books in memory at once.
  let stamping: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = stamping.then(work, work);
    stamping = turn.catch(() => undefined);
    return turn;
  };

  /** The buyer's own stamped copy of a PDF, made once per host file and kept; the host's file when it cannot be stamped. */
  async function readerCopy(row: EbookRow, grant: EbookGrantRow): Promise<string> {
    if (row.contentType !== 'application/pdf') return row.fileId;
    if (grant.copyFileId && grant.copySourceFileId === row.fileId) return grant.copyFileId;
    const source = await files.findFile(row.fileId);
    const reader = await deps.readers.contactOf(grant.userId);
    if (!source || !reader || (source.size ?? Infinity) > STAMP_MAX_BYTES) return row.fileId;
    const stamped = await oneAtATime(async () => stampPdf(await files.read(row.fileId), reader, new Date()));
    if (!stamped) return row.fileId;
    const copy = await files.storePrivate({
      folder: 'ebooks',
      fileName: `${row.slug}.pdf`,
      contentType: 'application/pdf',
      bytes: stamped,
      ownerId: row.hostId,
    });
    await repo.keepCopy(grant.id, copy.id, row.fileId);
    return copy.id;
  }

  /** `owned`: the viewer's own unrevoked purchase, read for one book at a time (lists say false). */
  async function dtosOf(rows: EbookRow[], viewer: Actor | null, owned = false): Promise<EbookDto[]> {
    const hosts = new Map((await deps.hosts.summariesOf(rows.map((r) => r.hostId))).map((h) => [h.id, h]));
    return rows.map((row): EbookDto => {
      const canEdit = mayEdit(row, viewer);
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        description: servedRichText(row.description),
        coverImage: row.coverImage,
        price: row.price,
        pagesCount: row.pagesCount,
        // An archived book is shown to nobody but, should it be, it reads as off sale.
        status: row.status === 'ARCHIVED' ? 'UNPUBLISHED' : row.status,
        rejectReason: canEdit ? row.rejectReason : null,
        contentType: row.contentType,
        // Books go with their host's account (on delete cascade), so the host is always there.
        host: hosts.get(row.hostId)!,
        fileId: canEdit ? row.fileId : null,
        canEdit,
        owned,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }
  const dtoOf = async (row: EbookRow, viewer: Actor | null) => (await dtosOf([row], viewer))[0]!;
  /** One book as its page shows it: whether the viewer bought it decides between "buy" and "download". */
  const shownOf = async (row: EbookRow, viewer: Actor | null) =>
    (await dtosOf([row], viewer, !!viewer && !mayEdit(row, viewer) && !!(await repo.findActiveGrant(row.id, viewer.id))))[0]!;

  /** The book's file: a PDF or EPUB the caller uploaded privately, its bytes arrived. */
  async function bookFile(actor: Actor, fileId: string) {
    const file = await files.findFile(fileId);
    if (!file || file.ownerId !== actor.id || !file.uploadedAt || file.visibility !== 'PRIVATE' || !EBOOK_CONTENT_TYPES.has(file.contentType))
      throw new AppError('EBOOK_FILE_INVALID');
    return file;
  }

  async function editable(actor: Actor, id: string): Promise<EbookRow> {
    const row = await repo.findById(id);
    if (!row || row.status === 'ARCHIVED') throw new AppError('EBOOK_NOT_FOUND');
    if (!mayEdit(row, actor)) throw new AppError('INSUFFICIENT_PRIVILEGES');
    return row;
  }

  /** A slug from the title; a taken one gets a short random tail (the unique index decides races). */
  async function insertWithSlug(values: Omit<Parameters<EbooksRepository['insert']>[0], 'slug'>): Promise<EbookRow> {
    const base = slugify(values.title) || 'sach';
    for (let attempt = 0; ; attempt++) {
      const slug = attempt === 0 ? base : `${base}-${Math.random().toString(36).slice(2, 7)}`;
      try {
        return await repo.insert({ ...values, slug });
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 5) throw error;
      }
    }
  }

  return {
    /** For an account's termination. */
    forgetHost: (hostId: string) => repo.archiveAllOf(hostId),

    async create(actor: Actor, body: EbookBody): Promise<EbookDto> {
      const file = await bookFile(actor, body.fileId);
      const row = await insertWithSlug({
        hostId: actor.id,
        title: body.title,
        description: body.description ? cleanRichText(body.description) || null : null,
        coverImage: body.coverImage ?? null,
        fileId: file.id,
        contentType: file.contentType,
        price: body.price,
        pagesCount: body.pagesCount ?? null,
        // Asked to publish, a new book is submitted to the admins.
        status: body.status === 'PUBLISHED' ? 'PENDING_APPROVAL_WITH_ADMIN' : 'DRAFT',
      });
      return dtoOf(await flagged(row), actor);
    },

    /** An edit, and the move its `status` asks for (actionAsked), under the book's lock. */
    async update(actor: Actor, id: string, body: UpdateEbookBody): Promise<EbookDto> {
      await editable(actor, id);
      const file = body.fileId ? await bookFile(actor, body.fileId) : null;
      const row = await deps.db.transaction(async (tx) => {
        const book = await repo.lock(id, tx);
        const edited = book && nextEbookStatus(book.status, 'EDIT');
        if (!book || !edited) throw new AppError('EBOOK_NOT_FOUND');
        const asked = body.status ? actionAsked(edited, body.status) : null;
        const status = asked ? nextEbookStatus(edited, asked) : edited;
        if (!status) throw new AppError('EBOOK_INVALID_STATUS');
        return repo.update(
          id,
          {
            title: body.title,
            description: body.description ? cleanRichText(body.description) || null : body.description,
            coverImage: body.coverImage,
            price: body.price,
            pagesCount: body.pagesCount,
            status,
            ...(book.status === 'REJECTED' ? { rejectReason: null } : {}),
            ...(file ? { fileId: file.id, contentType: file.contentType } : {}),
          },
          tx,
        );
      });
      return dtoOf(await flagged(row), actor);
    },

    /** A book nobody bought goes; a sold one is archived, so its buyers can still download it. */
    async remove(actor: Actor, id: string): Promise<void> {
      await editable(actor, id);
      if (await repo.hasGrants(id)) await repo.update(id, { status: 'ARCHIVED' });
      else await repo.delete(id);
      await deps.flagger?.withdrawn('E_BOOK', id);
    },

    async get(id: string, viewer: Actor | null): Promise<EbookDto> {
      const row = await repo.findById(id);
      if (!row || !isShownTo(row, viewer)) throw new AppError('EBOOK_NOT_FOUND');
      return shownOf(row, viewer);
    },

    async getBySlug(slug: string, viewer: Actor | null): Promise<EbookDto> {
      const row = await repo.findBySlug(slug);
      if (!row || !isShownTo(row, viewer)) throw new AppError('EBOOK_NOT_FOUND');
      return shownOf(row, viewer);
    },

    async list(query: EbookListQuery, viewer: Actor | null): Promise<Paged<EbookDto>> {
      const { rows, total } = await repo.listPublished({ q: query.q, hostId: query.hostId }, query);
      return { data: await dtosOf(rows, viewer), meta: pageMeta(query, total) };
    },

    async listMine(actor: Actor, query: HostEbookListQuery): Promise<Paged<EbookDto>> {
      const { rows, total } = await repo.listByHost(actor.id, query.status, query);
      return { data: await dtosOf(rows, actor), meta: pageMeta(query, total) };
    },

    /** "Sách của tôi": what the reader bought and may download, archived books included (buyers keep them). */
    async listOwned(actor: Actor, query: PageQuery): Promise<Paged<EbookDto>> {
      const { rows, total } = await repo.listGranted(actor.id, query);
      return { data: await dtosOf(rows, actor, true), meta: pageMeta(query, total) };
    },

    /**
     * A short-lived link to the file for a buyer holding an unrevoked grant (their stamped copy of a
     * PDF), the host or an admin (the file as uploaded); a buyer's first one marks the book used.
     */
    async download(actor: Actor, id: string): Promise<DownloadLinkDto> {
      const row = await repo.findById(id);
      if (!row) throw new AppError('EBOOK_NOT_FOUND');
      let fileId = row.fileId;
      if (!mayEdit(row, actor)) {
        const grant = await repo.findActiveGrant(row.id, actor.id);
        if (!grant) throw new AppError(isPublicEbook(row) ? 'EBOOK_NOT_OWNED' : 'EBOOK_NOT_FOUND');
        await repo.markDownloaded(grant.id);
        fileId = await readerCopy(row, grant);
      }
      return files.downloadLink(fileId, { filename: `${row.slug}.${extensionOf(row.contentType)}` });
    },
  };
}
export type EbooksService = ReturnType<typeof createEbooksService>;
