import type { PostCardDto } from '@market/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Archive, Eye, FilePen, Newspaper, Pencil, Plus, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { SegmentedControl } from '../../../components/ui/SegmentedControl';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { showApiError } from '../../../lib/show-api-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../auth/session';
import { postKeys, postsApi, useUserPosts } from '../../posts/api';
import { dayText } from '../../posts/post-format';
import { StudioList, StudioRow } from '../StudioList';

const t = cm.studioPosts;
type Filter = 'ALL' | 'DRAFT' | 'PUBLISHED' | 'ARCHIVED' | 'HIDDEN';
type Move = 'PUBLISHED' | 'DRAFT' | 'ARCHIVED';
const filters: readonly { value: Filter; label: string }[] = [
  { value: 'ALL', label: t.allStatuses },
  ...(['PUBLISHED', 'DRAFT', 'ARCHIVED', 'HIDDEN'] as const).map((value) => ({ value, label: t.statuses[value]! })),
];
const tones = { PUBLISHED: 'success', DRAFT: 'neutral', ARCHIVED: 'neutral', HIDDEN: 'danger' } as const;
/** The moves the author may make from each status (the server's post-status table; a hidden post is the admins'). */
const movesFrom: Record<string, readonly Move[]> = {
  DRAFT: ['PUBLISHED', 'ARCHIVED'],
  PUBLISHED: ['DRAFT', 'ARCHIVED'],
  ARCHIVED: ['PUBLISHED', 'DRAFT'],
  HIDDEN: [],
};
const moveLabel = { PUBLISHED: t.publish, DRAFT: t.toDraft, ARCHIVED: t.archive };
const moveDone = { PUBLISHED: t.published, DRAFT: t.drafted, ARCHIVED: t.archived };
const moveIcon = {
  PUBLISHED: <Send className="size-4" aria-hidden />,
  DRAFT: <FilePen className="size-4" aria-hidden />,
  ARCHIVED: <Archive className="size-4" aria-hidden />,
};

/** `/studio/posts`: my posts in every status, with publish, draft, archive and delete. */
export function StudioPostsPage() {
  usePageTitle(t.title);
  const { user } = useSession();
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>('ALL');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<PostCardDto | null>(null);
  const list = useUserPosts(user?.username ?? '', { page, limit: 20, ...(filter === 'ALL' ? {} : { status: filter }) });
  const refresh = () => void client.invalidateQueries({ queryKey: postKeys.all });
  const move = useMutation({
    mutationFn: ({ id, status }: { id: string; status: Move }) => postsApi.update(id, { status }),
    onSuccess: (_post, { status }) => (toast.success(moveDone[status]), refresh()),
    onError: showApiError,
  });
  const remove = useMutation({ mutationFn: postsApi.remove, onSuccess: () => (toast.success(t.removed), setRemoving(null), refresh()), onError: showApiError });
  const create = (
    <ButtonLink to="/studio/posts/new">
      <Plus className="size-4" aria-hidden />
      {t.create}
    </ButtonLink>
  );
  return (
    <>
      <StudioList
        title={t.title}
        description={t.lead}
        create={create}
        toolbar={
          <SegmentedControl
            className="mb-4"
            label={t.statusFilter}
            value={filter}
            options={filters}
            onChange={(next) => {
              setFilter(next);
              setPage(1);
            }}
          />
        }
        query={list}
        empty={{ icon: <Newspaper />, title: t.emptyTitle, body: t.emptyBody }}
        paging={{ page, onPageChange: setPage }}
      >
        {(post) => (
          <StudioRow
            key={post.id}
            testId="studio-post"
            to={`/studio/posts/${post.id}/edit`}
            title={post.title}
            badges={
              <>
                <Badge tone={tones[post.status]}>{t.statuses[post.status]}</Badge>
                <Badge>{m.posts.types[post.type]}</Badge>
              </>
            }
            actions={
              <div role="group" aria-label={t.actionsFor(post.title)} className="flex shrink-0 flex-wrap gap-1">
                {movesFrom[post.status]!.map((status) => (
                  <Button
                    key={status}
                    variant="ghost"
                    size="sm"
                    leadingIcon={moveIcon[status]}
                    loading={move.isPending && move.variables.id === post.id && move.variables.status === status}
                    onClick={() => move.mutate({ id: post.id, status })}
                  >
                    {moveLabel[status]}
                  </Button>
                ))}
                <ButtonLink variant="ghost" size="icon" to={`/posts/${post.slug}`} aria-label={`${t.view}: ${post.title}`}>
                  <Eye className="size-4" aria-hidden />
                </ButtonLink>
                <ButtonLink variant="ghost" size="icon" to={`/studio/posts/${post.id}/edit`} aria-label={`${t.edit}: ${post.title}`}>
                  <Pencil className="size-4" aria-hidden />
                </ButtonLink>
                <Button variant="ghost" size="icon" aria-label={`${t.remove}: ${post.title}`} onClick={() => setRemoving(post)}>
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
            }
          >
            <p className="mt-1 text-sm text-muted">{post.status === 'HIDDEN' ? t.hiddenHint : t.updatedOn(dayText(post.updatedAt))}</p>
          </StudioRow>
        )}
      </StudioList>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={removing ? t.removeTitle(removing.title) : ''}
        description={t.removeBody}
        confirmLabel={t.remove}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </>
  );
}
