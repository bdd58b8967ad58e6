import type { EventDetailDto } from '@market/contract';
import { CalendarClock, ExternalLink, MapPin, MonitorPlay } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { m } from '../../lib/messages';
import { eventLocationText, mapUrl } from './event-location';
import { formatTimeRange } from './event-time';
import { looksLikeHtml, sanitizeHtml } from './sanitize-html';

const t = m.events;

/** Rich-text look for the sanitised description (no typography plugin: the few tags an editor makes). */
const prose =
  'text-[15px] leading-relaxed text-ink-soft break-words [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-line-strong [&_blockquote]:pl-4 ' +
  '[&_h1]:mt-6 [&_h1]:text-xl [&_h1]:font-semibold [&_h1]:text-ink [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-ink [&_h3]:mt-5 [&_h3]:font-semibold [&_h3]:text-ink ' +
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_pre]:overflow-x-auto ' +
  '[&_table]:mt-3 [&_td]:border [&_td]:border-line [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-line [&_th]:px-2 [&_th]:py-1 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&>*:first-child]:mt-0';

export function DetailSection({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <section className="border-t border-line pt-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
        {icon ? (
          <span className="text-brand-600 [&_svg]:size-5" aria-hidden>
            {icon}
          </span>
        ) : null}
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Each session's date and time on Vietnam's clock. */
export function EventSchedule({ event }: { event: Pick<EventDetailDto, 'sessions'> }) {
  const several = event.sessions.length > 1;
  return (
    <DetailSection title={t.schedule} icon={<CalendarClock />}>
      <ol className="space-y-2">
        {event.sessions.map((session, index) => (
          <li key={session.id} className="rounded-xl bg-sunken/70 px-4 py-3" data-testid="event-session">
            {several || session.title ? <p className="text-sm font-medium text-ink">{session.title ?? t.session(index + 1)}</p> : null}
            <p className="text-[15px] text-ink-soft">
              <time dateTime={session.startAt}>{formatTimeRange(session.startAt, session.endAt)}</time>
            </p>
          </li>
        ))}
      </ol>
      <p className="mt-2 text-xs text-muted">{t.timeZoneNote}</p>
    </DetailSection>
  );
}

/** Where: the venue with a map link, or the meeting tool (its link goes out with the ticket). */
export function EventLocation({ event }: { event: EventDetailDto }) {
  const online = event.format === 'ONLINE';
  const map = mapUrl(event);
  return (
    <DetailSection title={t.location} icon={online ? <MonitorPlay /> : <MapPin />}>
      {online ? (
        <>
          <p className="text-[15px] text-ink">{eventLocationText(event)}</p>
          <p className="mt-1 text-sm text-muted">{t.meetingLinkLater}</p>
          {event.meetingUrl ? (
            <p className="mt-2 text-sm break-all">
              <span className="text-muted">{t.meetingUrl}: </span>
              <a href={event.meetingUrl} target="_blank" rel="noreferrer" className="text-brand-700 hover:underline">
                {event.meetingUrl}
              </a>
            </p>
          ) : null}
        </>
      ) : (
        <>
          {event.venueName ? <p className="text-[15px] font-medium text-ink">{event.venueName}</p> : null}
          <p className="text-[15px] text-ink-soft">{[event.address, event.city].filter(Boolean).join(', ')}</p>
          {map ? (
            <a href={map} target="_blank" rel="noreferrer" className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
              {t.openMap}
              <ExternalLink className="size-3.5" aria-hidden />
            </a>
          ) : null}
        </>
      )}
    </DetailSection>
  );
}

/** A host's rich text (sanitised again here) or plain text with its line breaks. */
export function RichText({ text, testId }: { text: string; testId?: string }) {
  const html = useMemo(() => (looksLikeHtml(text) ? sanitizeHtml(text) : null), [text]);
  return html !== null ? (
    <div className={prose} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <p className="text-[15px] leading-relaxed whitespace-pre-line text-ink-soft" data-testid={testId}>
      {text}
    </p>
  );
}

/** The host's description: sanitised rich text, or plain text with its line breaks. */
export function EventDescription({ description }: { description: string | null }) {
  return (
    <DetailSection title={t.about}>
      {!description?.trim() ? <p className="text-muted">{t.noDescription}</p> : <RichText text={description} testId="event-description" />}
    </DetailSection>
  );
}
