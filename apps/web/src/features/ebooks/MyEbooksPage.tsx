import type { EbookDto } from '@market/contract';
import { BookOpen, Download } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { MyList } from '../../components/ui/MyList';
import { usePageParam } from '../../components/ui/Pagination';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { useOwnedEbooks } from './api';
import { useEbookDownload } from './use-ebook-download';

const t = m.myEbooks;

/** `/me/ebooks`: "Sách của tôi", the books bought, each downloaded again whenever wanted. */
export function MyEbooksPage() {
  usePageTitle(t.title);
  const page = usePageParam();
  const list = useOwnedEbooks(page);
  const { download, downloading } = useEbookDownload();
  return (
    <MyList
      title={t.title}
      lead={t.lead}
      query={list}
      empty={{ icon: <BookOpen />, title: t.emptyTitle, body: t.emptyBody, browseTo: '/ebooks', browseLabel: t.browse }}
      keyOf={(book) => book.id}
    >
      {(book) => <OwnedBook book={book} onDownload={() => download(book.id)} downloading={downloading === book.id} />}
    </MyList>
  );
}

function OwnedBook({ book, onDownload, downloading }: { book: EbookDto; onDownload: () => void; downloading: boolean }) {
  return (
    <article className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card">
      <div className="w-16 shrink-0 overflow-hidden rounded-lg bg-brand-50 sm:w-20" aria-hidden>
        {book.coverImage ? (
          <img src={book.coverImage} alt="" loading="lazy" className="aspect-[3/4] w-full object-cover" />
        ) : (
          <div className="flex aspect-[3/4] items-center justify-center text-brand-400">
            <BookOpen className="size-6" />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-ink">
          <Link to={`/ebooks/${book.slug}`} className="hover:text-brand-700">
            {book.title}
          </Link>
        </h2>
        <p className="mt-0.5 truncate text-sm text-muted">{book.host.fullName}</p>
      </div>
      <Button
        size="sm"
        onClick={onDownload}
        loading={downloading}
        leadingIcon={<Download className="size-4" aria-hidden />}
        aria-label={t.downloadOne(book.title)}
      >
        {m.ebooks.download}
      </Button>
    </article>
  );
}
