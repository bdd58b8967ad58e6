import type { EventDetailDto } from '@market/contract';
import { m } from '../../lib/messages';

type Where = Pick<EventDetailDto, 'format' | 'meetingTool' | 'venueName' | 'address' | 'city'>;

/** "Trực tuyến qua Zoom", or the venue, address and city joined: one line for a calendar entry. */
export function eventLocationText(event: Where): string {
  if (event.format === 'ONLINE') {
    return event.meetingTool ? m.events.onlineVia(m.events.meetingTools[event.meetingTool] ?? event.meetingTool) : m.events.formats.ONLINE!;
  }
  return [event.venueName, event.address, event.city].filter((part): part is string => Boolean(part?.trim())).join(', ') || m.events.formats.OFFLINE!;
}

/** A Google Maps search for the venue (works on every phone without a key). */
export function mapUrl(event: Where): string | null {
  const query = [event.venueName, event.address, event.city].filter(Boolean).join(', ');
  return event.format === 'OFFLINE' && query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}
