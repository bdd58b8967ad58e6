import { Newspaper } from 'lucide-react';
import { NavLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { Pagination } from '../../components/ui/Pagination';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { usePosts, type PostType } from './api';
import { PostCard } from './PostCard';

const t = m.posts;
const sections: readonly { type: PostType; to: string }[] = [
  { type: 'BLOG', to: '/blog' },
  { type: 'NEWS', to: '/news' },
  { type: 'PROJECT', to: '/projects' },
];

/** `/blog`, `/news`, `/projects`: published posts of one type, newest first. */
function PostsOfType({ type }: { type: PostType }) {
  const page = t.pages[type];
  usePageTitle(page.title);
  const [params, setParams] = useSearchParams();
  const current = Math.max(1, Number(params.get('page')) || 1);
  const list = usePosts({ type, page: current, limit: 12 });
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-[28px]">{page.title}</h1>
      <p className="mt-1 text-[15px] text-muted">{page.lead}</p>
      <nav aria-label={t.typeNav} className="-mx-4 mt-6 flex gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        {sections.map((s) => (
          <NavLink
            key={s.type}
            to={s.to}
            className={({ isActive }) =>
              cn(
                'inline-flex h-10 shrink-0 items-center rounded-full px-4 text-sm font-medium focus-visible:outline-offset-2',
                isActive ? 'bg-brand-600 text-white' : 'bg-surface text-ink-soft ring-1 ring-line-strong ring-inset hover:text-ink',
              )
            }
          >
            {t.types[s.type]}
          </NavLink>
        ))}
      </nav>
      <div className="mt-6" aria-busy={list.isFetching}>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : list.data.data.length === 0 ? (
          <EmptyState icon={<Newspaper />} title={t.emptyTitle} body={t.emptyBody} />
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {list.data.data.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
            {list.data.meta.totalPages > 1 ? (
              <Pagination
                className="mt-8"
                page={list.data.meta.page}
                totalPages={list.data.meta.totalPages}
                total={list.data.meta.total}
                onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
              />
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

export const BlogPage = () => <PostsOfType key="BLOG" type="BLOG" />;
export const NewsPage = () => <PostsOfType key="NEWS" type="NEWS" />;
export const ProjectsPage = () => <PostsOfType key="PROJECT" type="PROJECT" />;
