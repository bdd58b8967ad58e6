import type { LayoffRequestStatus, LayoffTimelineEntryDto } from '@market/contract';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { layoffMessages as t } from '../../lib/layoff-messages';
import { formatDateTime } from '../../lib/time';

const tones: Record<LayoffRequestStatus, BadgeTone> = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'danger' };

/** "Đang chờ duyệt" / "Đã duyệt" / "Bị từ chối". */
export function LayoffStatusBadge({ status }: { status: LayoffRequestStatus }) {
  return <Badge tone={tones[status]}>{t.statuses[status] ?? status}</Badge>;
}

/** Every step of a request, oldest first, with who took it and the admin's words. */
export function LayoffTimeline({ entries, showActors = false }: { entries: readonly LayoffTimelineEntryDto[]; showActors?: boolean }) {
  return (
    <section aria-label={t.timeline}>
      <h3 className="text-sm font-semibold text-ink">{t.timeline}</h3>
      <ol className="mt-3 flex flex-col gap-3 border-l border-line pl-4">
        {entries.map((entry) => (
          <li key={entry.id} className="relative">
            <span aria-hidden className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-brand-500 ring-4 ring-surface" />
            <p className="text-sm font-medium text-ink">{t.actions[entry.action] ?? entry.action}</p>
            <p className="text-xs text-muted">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              {showActors && entry.actor?.fullName ? ` · ${t.by(entry.actor.fullName)}` : null}
            </p>
            {entry.note ? <p className="mt-1 text-sm whitespace-pre-line text-ink-soft">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
