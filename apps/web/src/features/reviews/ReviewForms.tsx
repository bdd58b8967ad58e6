import { REVIEW_BODY_MAX, REVIEW_REPLY_MAX, type ReviewDto } from '@market/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Textarea } from '../../components/ui/Textarea';
import { apiErrorTexts } from '../../lib/show-api-error';
import { toast } from '../../lib/toast';
import { m } from '../../lib/messages';
import { useCreateReview, useReplyReview, useUpdateReview, type ReviewSubject } from './api';
import { StarInput } from './StarInput';

const t = m.reviews;

/** Writing a review, or editing one's own (`review` given). */
export function ReviewForm({ subject, review, onDone }: { subject: ReviewSubject; review?: ReviewDto; onDone: () => void }) {
  const [stars, setStars] = useState<number | null>(review?.stars ?? null);
  const [body, setBody] = useState(review?.body ?? '');
  const [starsError, setStarsError] = useState<string>();
  const [error, setError] = useState<string>();
  const create = useCreateReview();
  const update = useUpdateReview();
  const pending = create.isPending || update.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stars) return setStarsError(t.starsRequired);
    setError(undefined);
    try {
      if (review) await update.mutateAsync({ id: review.id, body: { stars, body } });
      else await create.mutateAsync({ ...subject, stars, body });
      toast.success(review ? t.updated : t.created);
      onDone();
    } catch (failure) {
      setError(apiErrorTexts(failure).join(' '));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-5" noValidate>
      <StarInput
        value={stars}
        onChange={(value) => {
          setStars(value);
          setStarsError(undefined);
        }}
        error={starsError}
      />
      <Field label={t.bodyLabel} hint={t.bodyHint} optional error={error}>
        <Textarea value={body} onChange={(e) => setBody(e.target.value)} maxLength={REVIEW_BODY_MAX} rows={4} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending}>
          {review ? t.saveEdit : t.submit}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          {m.common.cancel}
        </Button>
      </div>
    </form>
  );
}

/** The owning host's one reply to a review: written, or edited. */
export function ReplyForm({ review, onDone }: { review: ReviewDto; onDone: () => void }) {
  const [body, setBody] = useState(review.reply?.body ?? '');
  const [error, setError] = useState<string>();
  const reply = useReplyReview();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      await reply.mutateAsync({ id: review.id, body });
      toast.success(t.replied);
      onDone();
    } catch (failure) {
      setError(apiErrorTexts(failure).join(' '));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="mt-3 flex flex-col gap-3" noValidate>
      <Field label={t.replyLabel} error={error}>
        <Textarea value={body} onChange={(e) => setBody(e.target.value)} maxLength={REVIEW_REPLY_MAX} rows={3} required />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={reply.isPending} disabled={!body.trim()}>
          {t.sendReply}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone} disabled={reply.isPending}>
          {m.common.cancel}
        </Button>
      </div>
    </form>
  );
}
