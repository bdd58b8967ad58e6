import { Newspaper } from 'lucide-react';
import { NavLink } from 'react-router';
import { EmptyState } from '../../components/ui/EmptyState';
import { ShelfList, useShelfParams } from '../../components/ui/ShelfList';
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
  const { page: current, setPage } = useShelfParams();
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
      <ShelfList
        query={list}
        emptyState={<EmptyState icon={<Newspaper />} title={t.emptyTitle} body={t.emptyBody} />}
        keyOf={(post) => post.id}
        onPageChange={setPage}
      >
        {(post) => <PostCard post={post} />}
      </ShelfList>
    </div>
  );
}

export const BlogPage = () => <PostsOfType key="BLOG" type="BLOG" />;
export const NewsPage = () => <PostsOfType key="NEWS" type="NEWS" />;
export const ProjectsPage = () => <PostsOfType key="PROJECT" type="PROJECT" />;
