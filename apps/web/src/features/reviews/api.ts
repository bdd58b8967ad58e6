import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReviewQuery, CreateReviewBody, RatingDto, ReviewListQuery, ReviewSubjectType, UpdateReviewBody } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';
import { queryKeysFactory } from '../../lib/query-keys';

export interface ReviewSubject {
  subjectType: ReviewSubjectType;
  subjectId: string;
}

const keys = queryKeysFactory('reviews');
export const reviewKeys = {
  ...keys,
  summary: (subject: ReviewSubject) => keys.key('summary', subject),
  mine: (subject: ReviewSubject) => keys.key('mine', subject),
  rating: (subject: ReviewSubject) => keys.key('rating', subject),
  host: (hostId: string) => keys.key('host', hostId),
  admin: (query: Partial<AdminReviewQuery>) => keys.key('admin', query),
};

export const reviewsApi = {
  list: (query: Partial<ReviewListQuery> & ReviewSubject, signal?: AbortSignal) => callApi(calls.reviews.list, { query }, { signal }),
  summary: (subject: ReviewSubject, signal?: AbortSignal) => callApi(calls.reviews.summary, { query: { ...subject } }, { signal }),
  mine: (subject: ReviewSubject, signal?: AbortSignal) => callApi(calls.reviews.mine, { query: { ...subject } }, { signal, toast: false }),
  hostRating: (hostId: string, signal?: AbortSignal) => callApi(calls.reviews.hostRating, { params: { hostId } }, { signal, toast: false }),
  ratings: (subjects: readonly ReviewSubject[]) =>
    callApi(calls.reviews.ratings, { query: { subjects: subjects.map((s) => `${s.subjectType}:${s.subjectId}`).join(',') } }, { toast: false }),
  create: (body: CreateReviewBody) => callApi(calls.reviews.create, { body }, { toast: false }),
  update: (id: string, body: UpdateReviewBody) => callApi(calls.reviews.update, { params: { id }, body }, { toast: false }),
  remove: (id: string) => callApi(calls.reviews.remove, { params: { id } }),
  reply: (id: string, body: string) => callApi(calls.reviews.reply, { params: { id }, body: { body } }, { toast: false }),
  adminList: (query: Partial<AdminReviewQuery>, signal?: AbortSignal) => callApi(calls.reviews.adminList, { query }, { signal }),
  hide: (id: string) => callApi(calls.reviews.hide, { params: { id } }),
  unhide: (id: string) => callApi(calls.reviews.unhide, { params: { id } }),
};

/**
 * The ratings of the cards on screen, asked in one call: each card's query waits for the others of
 * the same tick (up to 60 a call), as a DataLoader would.
 */
function createRatingBatcher() {
  let waiting: { subject: ReviewSubject; resolve: (r: RatingDto) => void; reject: (e: unknown) => void }[] = [];
  const flush = () => {
    const batch = waiting;
    waiting = [];
    for (let i = 0; i < batch.length; i += 60) {
      const part = batch.slice(i, i + 60);
      reviewsApi.ratings(part.map((p) => p.subject)).then(
        (answer) => {
          const byKey = new Map(answer.data.map((r) => [`${r.subjectType}:${r.subjectId}`, r]));
          for (const p of part) p.resolve(byKey.get(`${p.subject.subjectType}:${p.subject.subjectId}`) ?? { average: 0, count: 0 });
        },
        (error: unknown) => part.forEach((p) => p.reject(error)),
      );
    }
  };
  return (subject: ReviewSubject) =>
    new Promise<RatingDto>((resolve, reject) => {
      if (!waiting.length) setTimeout(flush, 0);
      waiting.push({ subject, resolve, reject });
    });
}
const ratingOf = createRatingBatcher();

/** A card's average and count (batched with the other cards on screen). */
export function useRating(subject: ReviewSubject) {
  return useQuery({ queryKey: reviewKeys.rating(subject), queryFn: () => ratingOf(subject), staleTime: 60_000 });
}

export function useHostRating(hostId: string) {
  return useQuery({ queryKey: reviewKeys.host(hostId), queryFn: ({ signal }) => reviewsApi.hostRating(hostId, signal), staleTime: 60_000 });
}

export function useReviewSummary(subject: ReviewSubject) {
  return useQuery({ queryKey: reviewKeys.summary(subject), queryFn: ({ signal }) => reviewsApi.summary(subject, signal) });
}

export function useReviews(query: Partial<ReviewListQuery> & ReviewSubject) {
  return useQuery({ queryKey: reviewKeys.list(query), queryFn: ({ signal }) => reviewsApi.list(query, signal), placeholderData: keepPreviousData });
}

export function useMyReview(subject: ReviewSubject, signedIn: boolean) {
  return useQuery({ queryKey: reviewKeys.mine(subject), queryFn: ({ signal }) => reviewsApi.mine(subject, signal), enabled: signedIn });
}

/** After any write: the subject's lists, summary, the caller's own review and every rating shown. */
function useInvalidateReviews() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: reviewKeys.all });
}

export function useCreateReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({ mutationFn: reviewsApi.create, onSuccess: invalidate });
}

export function useUpdateReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: UpdateReviewBody }) => reviewsApi.update(id, body), onSuccess: invalidate });
}

export function useRemoveReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({ mutationFn: reviewsApi.remove, onSuccess: invalidate });
}

export function useReplyReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: string }) => reviewsApi.reply(id, body), onSuccess: invalidate });
}

export function useAdminReviews(query: Partial<AdminReviewQuery>) {
  return useQuery({ queryKey: reviewKeys.admin(query), queryFn: ({ signal }) => reviewsApi.adminList(query, signal), placeholderData: keepPreviousData });
}

export function useHideReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: ({ id, hide }: { id: string; hide: boolean }) => (hide ? reviewsApi.hide(id) : reviewsApi.unhide(id)),
    onSuccess: invalidate,
  });
}
