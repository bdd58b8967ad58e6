import type { RatingDto, ReviewDto } from '@market/contract';
import type { ReviewRow, ReviewTotalsRow } from './reviews.table.js';

/** Totals as they are before the first review. */
export const NO_TOTALS = { reviewCount: 0, starSum: 0, stars1: 0, stars2: 0, stars3: 0, stars4: 0, stars5: 0 } as const;
type Totals = Pick<ReviewTotalsRow, keyof typeof NO_TOTALS>;

/** Average (to two decimals) and count: 0 and 0 before any review. */
export function ratingOf(count: number, sum: number): RatingDto {
  return { average: count > 0 ? Math.round((sum / count) * 100) / 100 : 0, count };
}

/** One star … five stars. */
export function histogramOf(t: Totals): number[] {
  return [t.stars1, t.stars2, t.stars3, t.stars4, t.stars5];
}

/** How many visible reviews a list shows: all of them, or those with the stars asked. */
export function visibleCount(t: Totals, stars?: number): number {
  return stars ? (histogramOf(t)[stars - 1] ?? 0) : t.reviewCount;
}

type Author = { id: string; fullName: string; avatar: string | null };

export function toReviewDto(row: ReviewRow, author: Author | undefined): ReviewDto {
  return {
    id: row.id,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    stars: row.stars,
    body: row.body,
    author: author ? { id: author.id, fullName: author.fullName, avatar: author.avatar } : { id: row.authorId, fullName: 'Người dùng', avatar: null },
    reply:
      row.reply && row.repliedAt
        ? { body: row.reply, repliedAt: row.repliedAt.toISOString(), updatedAt: (row.replyUpdatedAt ?? row.repliedAt).toISOString() }
        : null,
    hidden: row.hiddenAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
