import type { HostProfileEventDto, HostProfileStatus } from '@market/contract';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { cm } from '../../lib/console-messages';
import { formatDateTime } from '../../lib/time';

const t = cm.hosting;

const tones: Record<HostProfileStatus, BadgeTone> = {
  NEW: 'neutral',
  USER: 'neutral',
  NEW_HOST: 'warning',
  HOST_RESUBMIT: 'warning',
  HOST_APPROVED: 'success',
  HOST_REJECTED: 'danger',
};

/** "Đang chờ duyệt" / "Đã được duyệt" / "Bị từ chối". */
export function HostStatusBadge({ status }: { status: HostProfileStatus }) {
  return <Badge tone={tones[status]}>{t.statuses[status] ?? status}</Badge>;
}

/** The application's history, oldest first, with each rejection's reason. */
export function HostTimeline({ events }: { events: readonly HostProfileEventDto[] }) {
  return (
    <section aria-label={t.timeline}>
      <h3 className="text-sm font-semibold text-ink">{t.timeline}</h3>
      <ol className="mt-3 flex flex-col gap-3 border-l border-line pl-4">
        {events.map((event) => (
          <li key={event.id} className="relative">
            <span aria-hidden className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-brand-500 ring-4 ring-surface" />
            <p className="text-sm font-medium text-ink">{t.actions[event.action] ?? event.action}</p>
            <p className="text-xs text-muted">{formatDateTime(event.createdAt)}</p>
            {event.reason ? <p className="mt-1 text-sm text-ink-soft">{event.reason}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
