import { m } from '../../lib/messages';
import { useRelatedEvents } from './api';
import { EventCardGrid, EventCardGridSkeleton } from './EventCardGrid';

/** Other upcoming events under an event; the shelf disappears when there are none or they cannot load. */
export function RelatedEvents({ eventId }: { eventId: string }) {
  const related = useRelatedEvents(eventId);
  const events = related.data?.filter((event) => event.id !== eventId).slice(0, 8);
  if (related.isError || events?.length === 0) return null;
  return (
    <section aria-labelledby="related-events" className="mt-14 border-t border-line pt-8">
      <h2 id="related-events" className="text-xl font-semibold tracking-tight text-ink">
        {m.events.related}
      </h2>
      {events ? <EventCardGrid className="mt-5" events={events} /> : <EventCardGridSkeleton count={4} className="mt-5" />}
    </section>
  );
}
