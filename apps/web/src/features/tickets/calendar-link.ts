/** Google Calendar's "add event" link: times in UTC as 20261205T123000Z. */
const stamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function googleCalendarLink(event: {
  title: string;
  startAt: string | null;
  endAt: string | null;
  place: string | null;
  details?: string;
}): string | null {
  if (!event.startAt) return null;
  const end = event.endAt ?? new Date(new Date(event.startAt).getTime() + 3_600_000).toISOString();
  const params = new URLSearchParams({ action: 'TEMPLATE', text: event.title, dates: `${stamp(event.startAt)}/${stamp(end)}` });
  if (event.place) params.set('location', event.place);
  if (event.details) params.set('details', event.details);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
