import type { NotificationDto } from '@market/contract';
import { CheckCheck, Inbox } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { QueryStates } from '../../components/ui/QueryStates';
import { ListSkeleton } from '../../components/ui/LoadingState';
import { PageHeader } from '../../components/ui/PageHeader';
import { Pagination } from '../../components/ui/Pagination';
import { SegmentedControl } from '../../components/ui/SegmentedControl';
import { m } from '../../lib/messages';
import { useNow } from '../../lib/use-now';
import { usePageTitle } from '../../lib/use-page-title';
import { useMarkAllRead, useMarkRead, useNotificationCount, useNotificationList, type NotificationFilter } from './api';
import { NotificationItem } from './NotificationItem';

const filters = [
  { value: 'all', label: m.notifications.tabs.all },
  { value: 'unread', label: m.notifications.tabs.unread },
] as const;

/** Links inside the app are followed by the router; anything else is ignored (no open redirects). */
function internalPath(link: string | null): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

export function NotificationsPage() {
  usePageTitle(m.notifications.title);
  const navigate = useNavigate();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [page, setPage] = useState(1);
  const list = useNotificationList(filter, page);
  const count = useNotificationCount();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const now = useNow();

  const open = (notification: NotificationDto) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    const path = internalPath(notification.link);
    if (path) navigate(path);
  };

  const unread = count.data?.unread ?? 0;
  const items = list.data?.data ?? [];

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title={m.notifications.title}
        description={m.notifications.lead}
        actions={
          <Button
            variant="secondary"
            leadingIcon={<CheckCheck className="size-4" aria-hidden />}
            disabled={unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onSuccess: () => toast.success(m.notifications.markedAll) })}
          >
            {m.notifications.markAll}
          </Button>
        }
      />
      <Card className="overflow-hidden">
        <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-3 sm:px-6">
          <SegmentedControl
            label={m.notifications.filterLabel}
            value={filter}
            options={filters}
            onChange={(value) => {
              setFilter(value);
              setPage(1);
            }}
            className="w-full max-w-60"
          />
          <p className="hidden text-sm text-muted sm:block">{m.notifications.unreadCount(unread)}</p>
        </div>
        <QueryStates
          query={list}
          loading={<ListSkeleton />}
          empty={items.length === 0}
          emptyState={
            <EmptyState
              icon={<Inbox />}
              title={filter === 'unread' ? m.notifications.emptyUnreadTitle : m.notifications.emptyTitle}
              body={filter === 'unread' ? m.notifications.emptyUnreadBody : m.notifications.emptyBody}
            />
          }
        >
          <ul className="divide-y divide-line" aria-busy={list.isFetching}>
            {items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={open} now={now} />
            ))}
          </ul>
        </QueryStates>
        {list.data && list.data.meta.totalPages > 1 ? (
          <div className="border-t border-line px-5 py-3 sm:px-6">
            <Pagination page={page} totalPages={list.data.meta.totalPages} total={list.data.meta.total} onPageChange={setPage} />
          </div>
        ) : null}
      </Card>
    </div>
  );
}
