import type {
  AdminReviewDto,
  AdminReviewQuery,
  CreateReviewBody,
  MyReviewDto,
  Paged,
  RatingDto,
  ReviewDto,
  ReviewListQuery,
  ReviewSubjectQuery,
  ReviewSummaryDto,
  SubjectRatingDto,
  UpdateReviewBody,
} from '@market/contract';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { isUniqueViolation } from '../../../platform/db/constraints.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import type { ReviewStanding } from '../../commerce/index.js';
import { histogramOf, NO_TOTALS, ratingOf, toReviewDto, visibleCount } from './review.js';
import type { ReviewsRepository } from './reviews.repository.js';
import type { ReviewRow } from './reviews.table.js';

type Author = { id: string; fullName: string; avatar: string | null };

/**
 * Reviews by verified buyers and attendees: one per person and subject, kept to what they bought or
 * attended (commerce's `reviewStanding`), read for the moderation keywords before they are saved, one
 * reply by the host owning the subject, hidden and shown again by admins. The totals follow every write
 * in its transaction (the table's trigger), so reads never count.
 */
export function createReviewsService(deps: {
  db: Db;
  repo: ReviewsRepository;
  standing: ReviewStanding;
  keywords: { keywordsIn(texts: readonly string[]): Promise<string[]> };
  people: { summariesOf(ids: readonly string[], tx?: DbOrTx): Promise<Author[]> };
  learners: { learnerCountOf(courseId: string): Promise<number> };
  now?: () => Date;
}) {
  const { db, repo, standing } = deps;
  const now = deps.now ?? (() => new Date());

  async function dtos(rows: ReviewRow[]): Promise<ReviewDto[]> {
    const authors = new Map((await deps.people.summariesOf([...new Set(rows.map((r) => r.authorId))])).map((a) => [a.id, a]));
    return rows.map((r) => toReviewDto(r, authors.get(r.authorId)));
  }
  const dto = async (row: ReviewRow) => (await dtos([row]))[0]!;

  async function refuseKeywords(...texts: (string | undefined)[]): Promise<void> {
    const written = texts.filter((t): t is string => !!t);
    if (written.length && (await deps.keywords.keywordsIn(written)).length) throw new AppError('REVIEW_KEYWORD_REFUSED');
  }

  /** The review, if the caller wrote it (another's: 403; none: 404). */
  async function authored(actor: Actor, id: string, tx: DbOrTx): Promise<ReviewRow> {
    const row = await repo.lockById(id, tx);
    if (!row) throw new AppError('REVIEW_NOT_FOUND');
    if (row.authorId !== actor.id) throw new AppError('INSUFFICIENT_PRIVILEGES');
    return row;
  }

  async function totalsOf(subject: ReviewSubjectQuery) {
    return (await repo.totalsOf([subject]))[0] ?? NO_TOTALS;
  }

  return {
    async list(query: ReviewListQuery): Promise<Paged<ReviewDto>> {
      const [rows, totals] = await Promise.all([repo.visiblePage(query, query, query), totalsOf(query)]);
      return { data: await dtos(rows), meta: pageMeta(query, visibleCount(totals, query.stars)) };
    },

    async summary(subject: ReviewSubjectQuery): Promise<ReviewSummaryDto> {
      const [totals, audience] = await Promise.all([
        totalsOf(subject),
        subject.subjectType === 'ONLINE_COURSE' ? deps.learners.learnerCountOf(subject.subjectId) : standing.audienceOf(subject.subjectType, subject.subjectId),
      ]);
      return { ...subject, ...ratingOf(totals.reviewCount, totals.starSum), histogram: histogramOf(totals), audience };
    },

    async ratings(subjects: readonly ReviewSubjectQuery[]): Promise<{ data: SubjectRatingDto[] }> {
      const rows = new Map((await repo.totalsOf(subjects)).map((t) => [`${t.subjectType}:${t.subjectId}`, t]));
      return {
        data: subjects.map((s) => {
          const t = rows.get(`${s.subjectType}:${s.subjectId}`) ?? NO_TOTALS;
          return { ...s, ...ratingOf(t.reviewCount, t.starSum) };
        }),
      };
    },

    async hostRating(hostId: string): Promise<RatingDto> {
      const { count, sum } = await repo.hostTotals(hostId);
      return ratingOf(count, sum);
    },

    async mine(actor: Actor, subject: ReviewSubjectQuery): Promise<MyReviewDto> {
      const [row, found] = await Promise.all([repo.findByAuthor(subject, actor.id), standing.subjectOf(subject.subjectType, subject.subjectId)]);
      if (!found) throw new AppError('REVIEW_SUBJECT_NOT_FOUND');
      const isHost = found.hostId === actor.id;
      const canReview = !row && !isHost && (await standing.mayReview(actor.id, subject.subjectType, subject.subjectId, now()));
      return { review: row ? await dto(row) : null, canReview, isHost };
    },

    async create(actor: Actor, body: CreateReviewBody): Promise<ReviewDto> {
      const subject = await standing.subjectOf(body.subjectType, body.subjectId);
      if (!subject) throw new AppError('REVIEW_SUBJECT_NOT_FOUND');
      if (subject.hostId === actor.id) throw new AppError('REVIEW_NOT_ALLOWED');
      if (await repo.findByAuthor(body, actor.id)) throw new AppError('REVIEW_ALREADY_EXISTS');
      if (!(await standing.mayReview(actor.id, body.subjectType, body.subjectId, now()))) throw new AppError('REVIEW_NOT_ALLOWED');
      await refuseKeywords(body.body);
      try {
        const row = await repo.insert({
          subjectType: body.subjectType,
          subjectId: body.subjectId,
          hostId: subject.hostId,
          subjectTitle: subject.title,
          subjectLink: subject.link,
          authorId: actor.id,
          stars: body.stars,
          body: body.body,
        });
        return await dto(row);
      } catch (error) {
        // Two posts racing: the unique index lets one in.
        if (isUniqueViolation(error)) throw new AppError('REVIEW_ALREADY_EXISTS');
        throw error;
      }
    },

    async update(actor: Actor, id: string, body: UpdateReviewBody): Promise<ReviewDto> {
      await refuseKeywords(body.body);
      const row = await db.transaction(async (tx) => {
        await authored(actor, id, tx);
        return repo.update(id, { ...(body.stars ? { stars: body.stars } : {}), ...(body.body !== undefined ? { body: body.body } : {}), updatedAt: now() }, tx);
      });
      return dto(row);
    },

    /** By its author, or an admin. */
    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.lockById(id, tx);
        if (!row) throw new AppError('REVIEW_NOT_FOUND');
        if (row.authorId !== actor.id && actor.role !== 'ADMIN') throw new AppError('INSUFFICIENT_PRIVILEGES');
        await repo.remove(id, tx);
      });
    },

    /** The one reply of the host owning the subject: written the first time, edited after. */
    async reply(actor: Actor, id: string, text: string): Promise<ReviewDto> {
      await refuseKeywords(text);
      const row = await db.transaction(async (tx) => {
        const review = await repo.lockById(id, tx);
        if (!review) throw new AppError('REVIEW_NOT_FOUND');
        if (review.hostId !== actor.id) throw new AppError('INSUFFICIENT_PRIVILEGES');
        const at = now();
        return repo.update(id, { reply: text, repliedAt: review.repliedAt ?? at, replyUpdatedAt: at }, tx);
      });
      return dto(row);
    },

    async hide(admin: Actor, id: string): Promise<ReviewDto> {
      const row = await repo.setHidden(id, { at: now(), by: admin.id });
      if (row) return dto(row);
      throw new AppError((await repo.findById(id)) ? 'ILLEGAL_STATUS_TRANSITION' : 'REVIEW_NOT_FOUND');
    },

    async unhide(id: string): Promise<ReviewDto> {
      const row = await repo.setHidden(id, null);
      if (row) return dto(row);
      throw new AppError((await repo.findById(id)) ? 'ILLEGAL_STATUS_TRANSITION' : 'REVIEW_NOT_FOUND');
    },

    async adminList(query: AdminReviewQuery): Promise<Paged<AdminReviewDto>> {
      const hidden = query.hidden === undefined ? undefined : query.hidden === 'true';
      const { rows, total } = await repo.adminPage({ subjectType: query.subjectType, hidden, stars: query.stars, q: query.q }, query);
      const items = await dtos(rows);
      return {
        data: rows.map((r, i) => ({
          ...items[i]!,
          subject: { title: r.subjectTitle, link: r.subjectLink },
          hostId: r.hostId,
          hiddenAt: r.hiddenAt?.toISOString() ?? null,
        })),
        meta: pageMeta(query, total),
      };
    },

    forgetAuthor: (userId: string) => repo.removeByAuthor(userId),
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
