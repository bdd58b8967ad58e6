import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { useHostRating, useRating, type ReviewSubject } from './api';

const t = m.reviews;

/** Five stars filled to `value` (halves rounded), read out as "4,5 trên 5 sao". */
export function Stars({ value, className, size = 'size-4' }: { value: number; className?: string; size?: string }) {
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={t.starsOutOf(value)} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden className={cn(size, n <= filled ? 'fill-warning-500 text-warning-500' : 'fill-transparent text-line-strong')} />
      ))}
    </span>
  );
}

/** Average and count in one line: "★ 4,5 (12 đánh giá)". */
export function RatingLine({ average, count, className, as: Tag = 'p' }: { average: number; count: number; className?: string; as?: 'p' | 'span' }) {
  if (count === 0) return <Tag className={cn('text-sm text-muted', className)}>{t.noReviews}</Tag>;
  return (
    <Tag className={cn('flex items-center gap-1.5 text-sm text-ink-soft', className)}>
      <Star aria-hidden className="size-4 fill-warning-500 text-warning-500" />
      <span className="sr-only">{t.rated(average, count)}</span>
      <span aria-hidden className="font-semibold text-ink">
        {t.average(average)}
      </span>
      <span aria-hidden className="text-muted">
        ({t.count(count)})
      </span>
    </Tag>
  );
}

/** A card's rating, read with the other cards on screen in one call; nothing while it loads. */
export function CardRating({ subject, className }: { subject: ReviewSubject; className?: string }) {
  const rating = useRating(subject);
  if (!rating.data) return <p className={cn('h-5', className)} aria-hidden />;
  return <RatingLine average={rating.data.average} count={rating.data.count} className={cn('h-5', className)} />;
}

/** A host's rating over everything of theirs that was reviewed (their public page); nothing before the first review. */
export function HostRating({ hostId }: { hostId: string }) {
  const rating = useHostRating(hostId);
  if (!rating.data?.count) return null;
  return <RatingLine as="span" average={rating.data.average} count={rating.data.count} className="inline-flex" />;
}
