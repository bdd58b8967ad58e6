import type { NotificationDto } from '@market/contract';
import { BellRing } from 'lucide-react';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { formatDateTime, formatRelative } from '../../lib/time';

interface NotificationItemProps {
  notification: NotificationDto;
  onOpen: (notification: NotificationDto) => void;
  /** The time "x phút trước" is counted from. */
  now: number;
}

/** One notification: a button that marks it read and follows its link. */
export function NotificationItem({ notification, onOpen, now }: NotificationItemProps) {
  const unread = !notification.isRead;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className={cn(
          'flex w-full gap-3 px-5 py-4 text-left transition-colors hover:bg-sunken/60 focus-visible:bg-sunken/60 focus-visible:outline-none sm:px-6',
          unread && 'bg-brand-50/50',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full',
            unread ? 'bg-brand-100 text-brand-700' : 'bg-sunken text-muted',
          )}
        >
          <BellRing className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-start justify-between gap-3">
            <span className={cn('text-[15px] text-ink', unread ? 'font-semibold' : 'font-medium')}>{notification.title}</span>
            {unread ? (
              <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600">
                <span className="sr-only">{m.notifications.unreadDot}</span>
              </span>
            ) : null}
          </span>
          <span className="mt-1 block text-sm leading-relaxed whitespace-pre-line text-ink-soft">{notification.body}</span>
          <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)} className="mt-1.5 block text-xs text-muted">
            {formatRelative(notification.createdAt, now, m.notifications.justNow)}
          </time>
        </span>
      </button>
    </li>
  );
}
