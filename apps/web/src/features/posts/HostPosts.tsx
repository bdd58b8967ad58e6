import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { Pagination } from '../../components/ui/Pagination';
import { m } from '../../lib/messages';
import { useUserPosts } from './api';
import { PostCard } from './PostCard';

/** A host's published posts, on their public page. */
export function HostPosts({ username }: { username: string }) {
  const [page, setPage] = useState(1);
  const list = useUserPosts(username, { page, limit: 6, status: 'PUBLISHED' });
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (list.data.data.length === 0)
    return (
      <p className="flex items-center gap-2 text-muted">
        <Newspaper className="size-4" aria-hidden />
        {m.posts.hostSectionEmpty}
      </p>
    );
  return (
    <div aria-busy={list.isFetching}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {list.data.data.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      {list.data.meta.totalPages > 1 ? (
        <Pagination className="mt-6" page={page} totalPages={list.data.meta.totalPages} total={list.data.meta.total} onPageChange={setPage} />
      ) : null}
    </div>
  );
}
