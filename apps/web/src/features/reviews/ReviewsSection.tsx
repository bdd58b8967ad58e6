import type { ReviewDto, ReviewSort, ReviewSummaryDto } from '@market/contract';
import { MessageSquareText, Store } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { ConfirmDialog } from '../../components/ui/Dialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { Field } from '../../components/ui/Field';
import { Pagination } from '../../components/ui/Pagination';
import { QueryStates } from '../../components/ui/QueryStates';
import { Select } from '../../components/ui/Select';
import { m } from '../../lib/messages';
import { formatDateTime } from '../../lib/time';
import { toast } from '../../lib/toast';
import { loginPath } from '../auth/next-path';
import { useSession } from '../auth/session';
import { HostAvatar } from '../profiles/HostAvatar';
import { useMyReview, useRemoveReview, useReviews, useReviewSummary, type ReviewSubject } from './api';
import { ReplyForm, ReviewForm } from './ReviewForms';
import { Stars } from './Stars';

const t = m.reviews;
const PAGE_SIZE = 10;
const AUDIENCE = { learners: t.learners, attendees: t.attendees, buyers: t.buyers } as const;

interface ReviewsSectionProps {
  subject: ReviewSubject;
  /** How the people who bought it are counted on this page: learners of a course, attendees of an event… */
  audience: keyof typeof AUDIENCE;
}

/**
 * A product's or past event's reviews: the summary (average, count, stars' histogram, learners or
 * attendees), the signed-in buyer's own review (write, edit, delete), then the list with a star filter,
 * an order and pages; the owning host replies under each review.
 */
export function ReviewsSection({ subject, audience }: ReviewsSectionProps) {
  const headingId = useId();
  const { user } = useSession();
  const summary = useReviewSummary(subject);
  const mine = useMyReview(subject, user !== null);
  const isHost = mine.data?.isHost ?? false;

  return (
    <section aria-labelledby={headingId} className="border-t border-line pt-6" data-testid="reviews">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink">
        <MessageSquareText aria-hidden className="size-5 text-brand-600" />
        {t.title}
      </h2>
      {summary.data ? <Summary summary={summary.data} audience={audience} /> : null}
      <MyReview subject={subject} signedIn={user !== null} mine={mine.data} />
      <ReviewList subject={subject} isHost={isHost} total={summary.data?.count ?? 0} />
    </section>
  );
}

function Summary({ summary, audience }: { summary: ReviewSummaryDto; audience: keyof typeof AUDIENCE }) {
  return (
    <div className="mt-4 grid gap-5 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:p-5">
      <div className="flex flex-col items-start gap-1 sm:items-center sm:px-4">
        <p className="text-4xl font-semibold text-ink" aria-hidden>
          {summary.count ? t.average(summary.average) : '–'}
        </p>
        <Stars value={summary.average} />
        <p className="text-sm text-muted">{summary.count ? t.count(summary.count) : t.noReviews}</p>
        <p className="text-sm text-ink-soft" data-testid="audience">
          {AUDIENCE[audience](summary.audience)}
        </p>
      </div>
      <ul aria-label={t.histogram} className="flex flex-col justify-center gap-1.5">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = summary.histogram[stars - 1] ?? 0;
          const percent = summary.count ? Math.round((n / summary.count) * 100) : 0;
          return (
            <li key={stars} className="flex items-center gap-3 text-sm">
              <span className="sr-only">{t.histogramRow(stars, n, percent)}</span>
              <span aria-hidden className="w-10 shrink-0 text-ink-soft">
                {t.starsOption(stars)}
              </span>
              <span aria-hidden className="h-2 flex-1 overflow-hidden rounded-full bg-sunken">
                <span className="block h-full rounded-full bg-warning-500" style={{ width: `${percent}%` }} />
              </span>
              <span aria-hidden className="w-8 shrink-0 text-right text-muted">
                {n}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function MyReview({ subject, signedIn, mine }: { subject: ReviewSubject; signedIn: boolean; mine: ReturnType<typeof useMyReview>['data'] }) {
  const location = useLocation();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useRemoveReview();

  if (!signedIn) {
    return (
      <div className="mt-4">
        <ButtonLink to={loginPath(location.pathname)} variant="secondary">
          {t.signInToReview}
        </ButtonLink>
      </div>
    );
  }
  if (!mine || mine.isHost) return null;
  const review = mine.review;
  if (editing) {
    return (
      <div className="mt-4">
        <ReviewForm subject={subject} review={review ?? undefined} onDone={() => setEditing(false)} />
      </div>
    );
  }
  if (!review) {
    return mine.canReview ? (
      <div className="mt-4">
        <Button onClick={() => setEditing(true)}>{t.write}</Button>
      </div>
    ) : (
      <p className="mt-4 text-sm text-muted">{t.onlyBuyers}</p>
    );
  }
  return (
    <div className="mt-4 rounded-2xl border border-brand-200 bg-brand-50/40 p-4" data-testid="my-review">
      <h3 className="text-sm font-semibold text-ink">{t.yourReview}</h3>
      {review.hidden ? <p className="mt-1 text-sm text-warning-700">{t.hiddenNotice}</p> : null}
      <ReviewBody review={review} />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
          {t.edit}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setRemoving(true)}>
          {t.remove}
        </Button>
      </div>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={t.removeTitle}
        description={t.removeBody}
        confirmLabel={t.remove}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(review.id, {
            onSuccess: () => {
              setRemoving(false);
              toast.success(t.removed);
            },
          })
        }
      />
    </div>
  );
}

function ReviewBody({ review }: { review: ReviewDto }) {
  return (
    <div className="mt-2 flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <Stars value={review.stars} />
        <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
        {review.updatedAt !== review.createdAt ? <span>· {t.edited}</span> : null}
      </div>
      {review.body ? <p className="text-[15px] whitespace-pre-line text-ink-soft">{review.body}</p> : null}
    </div>
  );
}

function ReviewList({ subject, isHost, total }: { subject: ReviewSubject; isHost: boolean; total: number }) {
  const [stars, setStars] = useState('');
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const query = { ...subject, page, limit: PAGE_SIZE, sort, ...(stars ? { stars: Number(stars) } : {}) };
  const reviews = useReviews(query);
  const data = reviews.data;

  return (
    <div className="mt-6 flex flex-col gap-4">
      {total > 0 ? (
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          <Field label={t.filterLabel}>
            <Select
              value={stars}
              onChange={(e) => {
                setStars(e.target.value);
                setPage(1);
              }}
              options={[{ value: '', label: t.allStars }, ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t.starsOption(n) }))]}
            />
          </Field>
          <Field label={t.sortLabel}>
            <Select
              value={sort}
              onChange={(e) => {
                setSort(e.target.value as ReviewSort);
                setPage(1);
              }}
              options={(['newest', 'highest', 'lowest'] as const).map((value) => ({ value, label: t.sort[value] }))}
            />
          </Field>
        </div>
      ) : null}
      <QueryStates
        query={reviews}
        empty={!data?.data.length}
        emptyState={<EmptyState icon={<MessageSquareText />} title={stars ? t.emptyFiltered : t.emptyTitle} body={stars ? undefined : t.emptyBody} />}
      >
        <ul className="flex flex-col divide-y divide-line" data-testid="review-list">
          {data?.data.map((review) => (
            <li key={review.id} className="py-4 first:pt-0">
              <ReviewItem review={review} isHost={isHost} />
            </li>
          ))}
        </ul>
        {data && data.meta.totalPages > 1 ? (
          <Pagination page={page} totalPages={data.meta.totalPages} total={data.meta.total} onPageChange={setPage} className="mt-2" />
        ) : null}
      </QueryStates>
    </div>
  );
}

function ReviewItem({ review, isHost }: { review: ReviewDto; isHost: boolean }) {
  const [replying, setReplying] = useState(false);
  return (
    <article className="flex gap-3">
      <HostAvatar name={review.author.fullName} src={review.author.avatar} className="size-9 shrink-0 text-xs" />
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-semibold text-ink">{review.author.fullName}</h3>
        <ReviewBody review={review} />
        {review.reply && !replying ? (
          <div className="mt-3 rounded-xl bg-sunken p-3">
            <p className="flex items-center gap-1.5 text-sm font-medium text-ink">
              <Store aria-hidden className="size-4 text-brand-600" />
              {t.hostReply}
            </p>
            <p className="mt-1 text-sm whitespace-pre-line text-ink-soft">{review.reply.body}</p>
          </div>
        ) : null}
        {isHost && !replying ? (
          <Button size="sm" variant="ghost" className="mt-2" onClick={() => setReplying(true)}>
            {review.reply ? t.editReply : t.reply}
          </Button>
        ) : null}
        {replying ? <ReplyForm review={review} onDone={() => setReplying(false)} /> : null}
      </div>
    </article>
  );
}
