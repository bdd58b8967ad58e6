import { IdParam, OkResponse, paged } from '../schemas/common.js';
import {
  AdminReviewDto,
  AdminReviewQuery,
  CreateReviewBody,
  HostRatingParams,
  MyReviewDto,
  RatingDto,
  RatingsDto,
  RatingsQuery,
  ReviewDto,
  ReviewListQuery,
  ReviewReplyBody,
  ReviewSubjectQuery,
  ReviewSummaryDto,
  UpdateReviewBody,
} from '../schemas/reviews.js';
import { call } from './call.js';

/** Reviews and ratings of courses, ebooks, combos and past events by their buyers and attendees (not in the spec). */
export const reviewCalls = {
  list: call({ method: 'GET', path: '/api/v1/reviews', access: 'public', query: ReviewListQuery, response: paged(ReviewDto) }),
  summary: call({ method: 'GET', path: '/api/v1/reviews/summary', access: 'public', query: ReviewSubjectQuery, response: ReviewSummaryDto }),
  /** Average and count of many subjects at once (a page of cards). */
  ratings: call({ method: 'GET', path: '/api/v1/reviews/ratings', access: 'public', query: RatingsQuery, response: RatingsDto }),
  /** Over every reviewed item of a host. */
  hostRating: call({ method: 'GET', path: '/api/v1/reviews/hosts/:hostId', access: 'public', params: HostRatingParams, response: RatingDto }),
  mine: call({ method: 'GET', path: '/api/v1/reviews/mine', access: 'user', query: ReviewSubjectQuery, response: MyReviewDto }),
  create: call({ method: 'POST', path: '/api/v1/reviews', access: 'user', body: CreateReviewBody, response: ReviewDto, status: 201 }),
  update: call({ method: 'PATCH', path: '/api/v1/reviews/:id', access: 'user', params: IdParam, body: UpdateReviewBody, response: ReviewDto }),
  remove: call({ method: 'DELETE', path: '/api/v1/reviews/:id', access: 'user', params: IdParam, response: OkResponse }),
  reply: call({ method: 'PUT', path: '/api/v1/reviews/:id/reply', access: 'host', params: IdParam, body: ReviewReplyBody, response: ReviewDto }),
  adminList: call({ method: 'GET', path: '/api/v1/reviews/admin', access: 'admin', query: AdminReviewQuery, response: paged(AdminReviewDto) }),
  hide: call({ method: 'POST', path: '/api/v1/reviews/:id/hide', access: 'admin', params: IdParam, response: ReviewDto }),
  unhide: call({ method: 'POST', path: '/api/v1/reviews/:id/unhide', access: 'admin', params: IdParam, response: ReviewDto }),
} as const;
