import type { ModerationHostCountsDto, ModerationItemDto, ModerationListQuery, Paged } from '@market/contract';
import type { KeptTotals } from '../../../platform/db/kept-totals.js';
import type { Actor } from '../../../platform/http/access.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import { flagsOf, readableText, type KeywordMatcher } from './keyword-matcher.js';
import type { ContentModerationsRepository, ModerationStatusValue, ModerationType } from './content-moderations.repository.js';
import type { ContentModerationRow } from './content-moderations.table.js';

/** A text of the content the matcher reads; `html` is rich text (read as the reader sees it). */
export interface FlaggedField {
  field: string;
  text: string | null | undefined;
  html?: boolean;
}

/** What a submitting service tells moderation about the content it has just saved. */
export interface SubmittedContent {
  title: string;
  slug: string | null;
  /** Its own status once saved. */
  status: string;
  fields: FlaggedField[];
  /**
   * REQUIRED: it waits for an admin's decision (events, courses). WHEN_FLAGGED: it is already public
   * (posts, combos) and waits only when a keyword is found; otherwise it is approved by itself.
   */
  review: 'REQUIRED' | 'WHEN_FLAGGED';
}

/** The hook submitting services call after their transaction; it never fails the submission. */
export interface ContentFlagger {
  flag(type: ModerationType, id: string, hostId: string, content: SubmittedContent): Promise<void>;
  /** The content is gone (deleted or removed): it leaves the queue. */
  withdrawn(type: ModerationType, id: string): Promise<void>;
}

/** Where an admin's decision leaves the content in the queue. */
export type DecisionStatus = 'APPROVED' | 'REJECTED' | 'CONTACT';

/**
 * What content types are given by moderation: the flagging of what they submit, and the record of
 * each decision their reviewer takes (whichever way it is reached: the queue, the admin events page,
 * the demo seed). Neither ever fails the write that calls it.
 */
export interface ModerationHooks extends ContentFlagger {
  decided(admin: Actor, type: ModerationType, content: ReviewedContent, status: DecisionStatus, reason: string | null): Promise<void>;
  /** Whether the content waits in the queue for a decision (a published one flagged by an edit, say). */
  awaiting(type: ModerationType, id: string): Promise<boolean>;
}

/** A content type's decision as moderation records it: the content's new status and what the queue shows of it. */
export interface ReviewedContent {
  id: string;
  status: string;
  hostId: string;
  title: string;
  slug: string | null;
}

const PUBLIC_PATH: Record<ModerationType, (slug: string | null, id: string) => string> = {
  EVENT: (slug, id) => `/events/${slug ?? id}`,
  ONLINE_COURSE: (slug, id) => `/courses/${slug ?? id}`,
  POST: (slug, id) => `/posts/${slug ?? id}`,
  COMBO: (slug, id) => `/combos/${slug ?? id}`,
  E_BOOK: (slug, id) => `/ebooks/${slug ?? id}`,
};

type HostSummary = { id: string; username: string | null; fullName: string; avatar: string | null };

/**
 * The moderation queue: content is flagged when submitted (keywords found with and without
 * diacritics), admins' decisions are recorded on the same row, and one list reads across types.
 */
export function createContentModerationService(deps: {
  repo: ContentModerationsRepository;
  matcher: () => Promise<KeywordMatcher>;
  hosts: { summariesOf(ids: readonly string[]): Promise<HostSummary[]> };
  totals: KeptTotals;
  log?: { error: (obj: unknown, msg: string) => void };
}) {
  const { repo, totals } = deps;

  function itemOf(row: ContentModerationRow, host: HostSummary | undefined): ModerationItemDto {
    return {
      type: row.contentType,
      id: row.contentId,
      title: row.title,
      slug: row.slug,
      link: PUBLIC_PATH[row.contentType](row.slug, row.contentId),
      contentStatus: row.contentStatus,
      status: row.status,
      keywords: row.keywords,
      flags: row.flags,
      submittedAt: row.submittedAt.toISOString(),
      host: host ? { id: host.id, username: host.username, fullName: host.fullName, avatar: host.avatar } : null,
      reason: row.reason,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      canDecide: row.status === 'PENDING',
    };
  }

  /** An admin already let public content stand with these words (or fewer): an edit does not send it back to the queue. */
  async function admitted(type: ModerationType, id: string, keywords: string[]): Promise<boolean> {
    const row = await repo.find(type, id);
    return !!row && row.status === 'APPROVED' && row.decidedBy !== null && keywords.every((k) => row.keywords.includes(k));
  }

  const flagger: ContentFlagger = {
    async flag(type, id, hostId, content) {
      try {
        const matcher = await deps.matcher();
        const fields = content.fields.map((f) => ({ field: f.field, text: f.html && f.text ? readableText(f.text) : f.text }));
        const flags = flagsOf(matcher, fields);
        const keywords = [...new Set(flags.map((f) => f.keyword))];
        const status: ModerationStatusValue = content.review === 'REQUIRED' || keywords.length ? 'PENDING' : 'APPROVED';
        const saved = { contentType: type, contentId: id, title: content.title, slug: content.slug, contentStatus: content.status, keywords, flags };
        if (content.review === 'WHEN_FLAGGED' && (await admitted(type, id, keywords))) {
          await repo.refresh(saved);
          return;
        }
        await repo.upsertSubmission({
          contentType: type,
          contentId: id,
          hostId,
          title: content.title,
          slug: content.slug,
          contentStatus: content.status,
          status,
          keywords,
          flags,
        });
        totals.changed();
      } catch (error) {
        deps.log?.error({ err: error, type, id }, 'content moderation: flagging failed');
      }
    },
    async withdrawn(type, id) {
      try {
        await repo.remove(type, id);
        totals.changed();
      } catch (error) {
        deps.log?.error({ err: error, type, id }, 'content moderation: withdrawing failed');
      }
    },
  };

  /** Records an admin's decision taken through a content type's reviewer. */
  async function decided(admin: Actor, type: ModerationType, content: ReviewedContent, status: DecisionStatus, reason: string | null): Promise<void> {
    try {
      await repo.decide(
        { contentType: type, contentId: content.id, hostId: content.hostId, title: content.title, slug: content.slug },
        { status, contentStatus: content.status, reason, decidedBy: admin.id },
      );
      totals.changed();
    } catch (error) {
      deps.log?.error({ err: error, type, id: content.id }, 'content moderation: recording a decision failed');
    }
  }

  return {
    flagger,

    hooks: { ...flagger, decided, awaiting: async (type, id) => (await repo.find(type, id))?.status === 'PENDING' } satisfies ModerationHooks,

    /** Events and courses waiting for review outside the queue (the demo seed's) join it, flagged. */
    async enqueueWaiting(): Promise<void> {
      for (const row of await repo.listWaitingOutsideQueue()) {
        const fields = [
          { field: 'title', text: row.title },
          { field: row.type === 'EVENT' ? 'summary' : 'subtitle', text: row.summary },
          { field: 'description', text: row.description, html: true },
        ];
        await flagger.flag(row.type, row.id, row.hostId, { title: row.title, slug: row.slug, status: row.status, fields, review: 'REQUIRED' });
      }
    },

    /** One page of the queue across types, newest submissions first; totals counted up to a bound, then kept a while. */
    async list(query: ModerationListQuery): Promise<Paged<ModerationItemDto>> {
      const { page: _page, limit: _limit, ...filter } = query;
      const key = JSON.stringify(filter);
      const since = totals.generation();
      const { rows, bounded } = await repo.page(query, totals.exactUpTo);
      let total = bounded;
      if (total > totals.exactUpTo) {
        const kept = totals.get(key);
        if (kept !== undefined) total = kept;
        else {
          total = await repo.count(query);
          totals.set(key, total, since);
        }
      }
      const hosts = new Map((await deps.hosts.summariesOf(rows.map((r) => r.hostId))).map((h) => [h.id, h]));
      return { data: rows.map((row) => itemOf(row, hosts.get(row.hostId))), meta: pageMeta(query, total) };
    },

    /** A host's content in the queue, by type and status. */
    async countsOfHost(hostId: string): Promise<ModerationHostCountsDto> {
      const empty = () => ({ total: 0, pending: 0, approved: 0, rejected: 0, contact: 0, flagged: 0 });
      const all = { hostId, ...empty(), byType: [] as ModerationHostCountsDto['byType'] };
      const byType = new Map<ModerationType, ModerationHostCountsDto['byType'][number]>();
      for (const row of await repo.countsOfHost(hostId)) {
        const counts = byType.get(row.type) ?? { type: row.type, ...empty() };
        byType.set(row.type, counts);
        const field = row.status.toLowerCase() as 'pending' | 'approved' | 'rejected' | 'contact';
        for (const target of [counts, all]) {
          target.total += row.n;
          target[field] += row.n;
          target.flagged += row.flagged;
        }
      }
      all.byType = [...byType.values()];
      return all;
    },
  };
}
export type ContentModerationService = ReturnType<typeof createContentModerationService>;
