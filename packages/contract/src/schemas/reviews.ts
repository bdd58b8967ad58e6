import { z } from 'zod';
import { PageQuery } from './common.js';

/** What can be reviewed: the products a person buys or attends, named by their product type (an event by EVENT). */
export const REVIEW_SUBJECT_TYPES = ['ONLINE_COURSE', 'E_BOOK', 'COMBO', 'EVENT'] as const;
export const ReviewSubjectType = z.enum(REVIEW_SUBJECT_TYPES);
export type ReviewSubjectType = z.infer<typeof ReviewSubjectType>;

/** The orders a review list is read in. */
export const ReviewSort = z.enum(['newest', 'highest', 'lowest']);
export type ReviewSort = z.infer<typeof ReviewSort>;

export const REVIEW_BODY_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;

export const Stars = z.coerce.number('INVALID_REVIEW_STARS').int('INVALID_REVIEW_STARS').min(1, 'INVALID_REVIEW_STARS').max(5, 'INVALID_REVIEW_STARS');
const ReviewText = z.string().trim().max(REVIEW_BODY_MAX, 'INVALID_REVIEW_BODY');

export const ReviewSubjectQuery = z.object({ subjectType: ReviewSubjectType, subjectId: z.uuid() });
export type ReviewSubjectQuery = z.infer<typeof ReviewSubjectQuery>;

/** The public list of a subject's reviews: stars narrow it, `sort` orders it (newest first by default). */
export const ReviewListQuery = PageQuery.omit({ sort: true }).extend({
  subjectType: ReviewSubjectType,
  subjectId: z.uuid(),
  stars: Stars.optional(),
  sort: ReviewSort.default('newest'),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;

export const CreateReviewBody = z.object({ subjectType: ReviewSubjectType, subjectId: z.uuid(), stars: Stars, body: ReviewText.default('') });
export type CreateReviewBody = z.infer<typeof CreateReviewBody>;

export const UpdateReviewBody = z.object({ stars: Stars.optional(), body: ReviewText.optional() });
export type UpdateReviewBody = z.infer<typeof UpdateReviewBody>;

export const ReviewReplyBody = z.object({ body: z.string().trim().min(1, 'INVALID_REVIEW_REPLY').max(REVIEW_REPLY_MAX, 'INVALID_REVIEW_REPLY') });
export type ReviewReplyBody = z.infer<typeof ReviewReplyBody>;

export const ReviewReplyDto = z.object({ body: z.string(), repliedAt: z.string(), updatedAt: z.string() });

export const ReviewDto = z.object({
  id: z.uuid(),
  subjectType: ReviewSubjectType,
  subjectId: z.uuid(),
  stars: z.number().int(),
  body: z.string(),
  author: z.object({ id: z.uuid(), fullName: z.string(), avatar: z.string().nullable() }),
  reply: ReviewReplyDto.nullable(),
  /** Hidden by an admin: only its author and admins still see it. */
  hidden: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReviewDto = z.infer<typeof ReviewDto>;

/** Average and count, as cards show them (average rounded to 2 decimals; 0 with no review). */
export const RatingDto = z.object({ average: z.number(), count: z.number().int() });
export type RatingDto = z.infer<typeof RatingDto>;

/** A subject's rating with its stars' histogram (`histogram[0]` = one star … `[4]` = five) and its learners or attendees. */
export const ReviewSummaryDto = RatingDto.extend({
  subjectType: ReviewSubjectType,
  subjectId: z.uuid(),
  histogram: z.array(z.number().int()).length(5),
  /** Learners of a course, attendees of an event, buyers of an ebook or combo (paid, not refunded). */
  audience: z.number().int(),
});
export type ReviewSummaryDto = z.infer<typeof ReviewSummaryDto>;

/** Up to 60 subjects as `TYPE:id`, comma separated (the cards of one page). */
export const RatingsQuery = z.object({
  subjects: z
    .string()
    .max(60 * 60, 'INVALID_INPUT_PARAMS')
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(
      z
        .array(
          z
            .string()
            .transform((s) => {
              const at = s.indexOf(':');
              return { subjectType: s.slice(0, at), subjectId: s.slice(at + 1) };
            })
            .pipe(ReviewSubjectQuery),
        )
        .min(1)
        .max(60),
    ),
});
export const SubjectRatingDto = RatingDto.extend({ subjectType: ReviewSubjectType, subjectId: z.uuid() });
export type SubjectRatingDto = z.infer<typeof SubjectRatingDto>;
export const RatingsDto = z.object({ data: z.array(SubjectRatingDto) });

export const HostRatingParams = z.object({ hostId: z.uuid() });

/** The caller's own review of a subject, and what they may do there. */
export const MyReviewDto = z.object({
  review: ReviewDto.nullable(),
  /** Bought or attended, and no review yet. */
  canReview: z.boolean(),
  /** The caller owns the subject: they may reply to its reviews. */
  isHost: z.boolean(),
});
export type MyReviewDto = z.infer<typeof MyReviewDto>;

export const AdminReviewQuery = PageQuery.extend({
  subjectType: ReviewSubjectType.optional(),
  hidden: z.enum(['true', 'false']).optional(),
  stars: Stars.optional(),
  q: z.string().trim().max(100).optional(),
});
export type AdminReviewQuery = z.infer<typeof AdminReviewQuery>;

export const AdminReviewDto = ReviewDto.extend({
  subject: z.object({ title: z.string(), link: z.string() }),
  hostId: z.uuid(),
  hiddenAt: z.string().nullable(),
});
export type AdminReviewDto = z.infer<typeof AdminReviewDto>;
