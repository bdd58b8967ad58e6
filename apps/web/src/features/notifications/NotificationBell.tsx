import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { useNotificationCount } from './api';

/**
 * The bell in the header, with the live number of unread notifications. The badge element is
 * always there for a signed-in person (text "0" when all is read, then only visually hidden).
 */
export function NotificationBell({ className }: { className?: string }) {
  const { data } = useNotificationCount();
  const unread = data?.unread ?? 0;
  return (
    <Link
      to="/notifications"
      aria-label={m.bell.label(unread)}
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-lg text-ink-soft transition-colors hover:bg-sunken hover:text-ink',
        className,
      )}
    >
      <Bell className="size-5" aria-hidden />
      <span
        data-testid="notification-count"
        aria-hidden
        className={cn(
          'absolute top-1 right-1 min-w-4.5 rounded-full bg-danger-600 px-1 text-center text-[11px] leading-4.5 font-semibold text-white ring-2 ring-surface tabular-nums',
          unread === 0 && 'sr-only',
        )}
      >
        {unread}
      </span>
    </Link>
  );
}
