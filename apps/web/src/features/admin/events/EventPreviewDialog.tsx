import type { EventDetailDto } from '@market/contract';
import { ExternalLink, Ticket } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { Callout } from '../../../components/ui/Callout';
import { Dialog } from '../../../components/ui/Dialog';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { priceText } from '../../events/event-price';
import { EventDescription, EventLocation, EventSchedule, DetailSection } from '../../events/EventSections';
import { useAdminEvent, type AdminEventAction } from './api';
import { EventStatusBadge, ModerationButtons } from './EventModeration';

const t = cm.adminEvents;

/** The whole event as its host sent it, with the decision buttons, so an admin can judge before deciding. */
export function EventPreviewDialog({
  id,
  onClose,
  onAction,
  busy,
}: {
  id: string | null;
  onClose: () => void;
  onAction: (event: EventDetailDto, action: AdminEventAction) => void;
  busy?: AdminEventAction;
}) {
  const one = useAdminEvent(id);
  const event = one.data;
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t.previewTitle}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl"
      footer={
        event ? (
          <>
            {event.status === 'PUBLISHED' ? (
              <a
                href={`/events/${event.slug}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 sm:mr-auto"
              >
                {t.openPublic}
                <ExternalLink className="size-3.5" aria-hidden />
              </a>
            ) : null}
            <Button variant="secondary" onClick={onClose}>
              {m.common.close}
            </Button>
            <ModerationButtons status={event.status} title={event.title} named={false} size="md" busy={busy} onAction={(action) => onAction(event, action)} />
          </>
        ) : null
      }
    >
      {one.isPending ? (
        <LoadingState />
      ) : one.isError || !event ? (
        <ErrorState onRetry={() => void one.refetch()} retrying={one.isFetching} />
      ) : (
        <div className="flex flex-col gap-6">
          {event.coverImage ? <img src={event.coverImage} alt="" className="aspect-[21/9] w-full rounded-xl object-cover" /> : null}
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <EventStatusBadge status={event.status} />
              {event.eventCategories.map((category) => (
                <span key={category.id} className="text-xs text-muted">
                  #{category.name}
                </span>
              ))}
            </div>
            <h3 className="mt-2 text-xl font-semibold text-ink">{event.title}</h3>
            <p className="text-sm text-muted">
              {t.host}: {event.host.fullName} (@{event.host.username})
            </p>
            {event.summary ? <p className="mt-2 text-[15px] text-ink-soft">{event.summary}</p> : null}
          </div>
          {event.rejectReason ? (
            <Callout tone="warning" title={t.reason}>
              {event.rejectReason}
            </Callout>
          ) : null}
          {event.sessions.length ? <EventSchedule event={event} /> : <p className="text-sm text-muted">{t.noSessions}</p>}
          <EventLocation event={event} />
          <DetailSection title={m.events.tickets} icon={<Ticket />}>
            {event.ticketTiers.length === 0 ? (
              <p className="text-sm text-muted">{m.events.noTickets}</p>
            ) : (
              <ul className="divide-y divide-line rounded-xl border border-line">
                {event.ticketTiers.map((tier) => (
                  <li key={tier.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                    <span className="font-medium text-ink">{tier.name}</span>
                    <span className="text-ink-soft">
                      {priceText(tier.price)} · {tier.sold}/{tier.capacity}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
          <EventDescription description={event.description} />
        </div>
      )}
    </Dialog>
  );
}
