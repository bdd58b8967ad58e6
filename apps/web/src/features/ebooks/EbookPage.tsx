import { BookOpen, Download, FileText } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageStates } from '../../app/pages/PageStates';
import { Button } from '../../components/ui/Button';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { useBuyLines } from '../cart/use-buy-lines';
import { priceText } from '../events/event-price';
import { RichText } from '../events/EventSections';
import { HostAvatar } from '../profiles/HostAvatar';
import { SaveButton } from '../saved/SaveButton';
import { useEbook } from './api';
import { useEbookDownload } from './use-ebook-download';
import { ReviewsSection } from '../reviews/ReviewsSection';

const t = m.ebooks;

/** `/ebooks/:slug`: an ebook, bought like any product; its buyer downloads it through a short-lived link. */
export function EbookPage() {
  const { slug = '' } = useParams();
  const query = useEbook(slug);
  const buy = useBuyLines();
  const { download, downloading } = useEbookDownload();
  usePageTitle(query.data?.title ?? t.title);

  if (!query.isSuccess)
    return (
      <PageStates
        query={query}
        icon={<BookOpen />}
        notFound={{ title: t.notFoundTitle, body: t.notFoundBody }}
        back={{ to: '/ebooks', label: t.backToEbooks }}
      />
    );
  const book = query.data;
  const line = [{ productItemType: 'E_BOOK' as const, productItemId: book.id, quantity: 1 }];

  return (
    <article className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-8 sm:px-6 sm:py-12 md:grid-cols-[280px_minmax(0,1fr)]">
      <div className="overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-line">
        {book.coverImage ? (
          <img src={book.coverImage} alt="" className="aspect-[3/4] w-full object-cover" />
        ) : (
          <div className="flex aspect-[3/4] items-center justify-center text-brand-400" aria-hidden>
            <BookOpen className="size-14" />
          </div>
        )}
      </div>
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-balance text-ink sm:text-3xl">{book.title}</h1>
        <Link to={`/hosts/${book.host.username}`} className="mt-3 inline-flex items-center gap-2 text-sm text-ink-soft hover:text-brand-700">
          <HostAvatar name={book.host.fullName} src={book.host.avatar} className="size-8 text-xs" />
          {book.host.fullName}
        </Link>
        <SaveButton type="E_BOOK" id={book.id} look="button" className="mt-4" />
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <FileText className="size-4" aria-hidden />
            {book.contentType === 'application/pdf' ? 'PDF' : 'EPUB'}
          </span>
          {book.pagesCount ? <span>{t.pages(book.pagesCount)}</span> : null}
        </p>
        <p className="mt-5 text-2xl font-semibold text-ink">{priceText(book.price)}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          {book.owned || book.canEdit ? (
            <Button onClick={() => download(book.id)} loading={downloading === book.id} leadingIcon={<Download className="size-4" aria-hidden />}>
              {t.download}
            </Button>
          ) : (
            <>
              <Button onClick={() => buy.buyNow(line)}>{book.price === 0 ? t.getFree : t.buyNow}</Button>
              {book.price > 0 ? (
                <Button variant="secondary" onClick={() => buy.addToCart(line)} disabled={buy.adding}>
                  {m.courses.addToCart}
                </Button>
              ) : null}
            </>
          )}
        </div>
        {book.owned ? <p className="mt-2 text-sm text-success-700">{t.owned}</p> : null}
        {book.description?.trim() ? (
          <section className="mt-8 border-t border-line pt-6">
            <h2 className="text-lg font-semibold text-ink">{t.about}</h2>
            <div className="mt-3">
              <RichText text={book.description} />
            </div>
          </section>
        ) : null}
        <div className="mt-8">
          <ReviewsSection subject={{ subjectType: 'E_BOOK', subjectId: book.id }} audience="buyers" />
        </div>
      </div>
    </article>
  );
}
