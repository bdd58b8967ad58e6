import type { EbookDto } from '@market/contract';
import { linkCardClass } from '../../components/ui/Card';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { priceText } from '../events/event-price';
import { HostAvatar } from '../profiles/HostAvatar';
import { CardRating } from '../reviews/Stars';
import { SaveButton } from '../saved/SaveButton';

/** An ebook on a shelf: cover, title (the whole card links to its page), host and price. */
export function EbookCard({ book, headingLevel: Heading = 'h2' }: { book: EbookDto; headingLevel?: 'h2' | 'h3' }) {
  return (
    <article data-testid="ebook-card" className={linkCardClass}>
      <div className="relative aspect-[3/4] bg-brand-50">
        {book.coverImage ? (
          <img src={book.coverImage} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-brand-400" aria-hidden>
            <BookOpen className="size-10" />
          </div>
        )}
        <SaveButton type="E_BOOK" id={book.id} className="absolute right-3 bottom-3" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="line-clamp-2 font-semibold text-ink">
          <Link to={`/ebooks/${book.slug}`} className="outline-none after:absolute after:inset-0 after:content-['']">
            {book.title}
          </Link>
        </Heading>
        <p className="flex items-center gap-2 text-sm text-muted">
          <HostAvatar name={book.host.fullName} src={book.host.avatar} className="size-6 text-[10px]" />
          <span className="truncate">{book.host.fullName}</span>
        </p>
        <CardRating subject={{ subjectType: 'E_BOOK', subjectId: book.id }} />
        <p className="mt-auto pt-2 font-semibold text-ink">{priceText(book.price)}</p>
      </div>
    </article>
  );
}
