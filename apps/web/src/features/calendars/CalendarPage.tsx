import type { CalendarDto, CalendarFrameDto } from '@market/contract';
import { CalendarX2, Clock, Hourglass, MapPin, ShieldCheck, Users, Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Card, CardBody } from '../../components/ui/Card';
import { Callout } from '../../components/ui/Callout';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { StatusPage } from '../../app/pages/StatusPage';
import { ApiError } from '../../lib/api';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { priceText } from '../events/event-price';
import { EventDescription } from '../events/EventSections';
import { HostAvatar } from '../profiles/HostAvatar';
import { useCalendar, useFreeFrames } from './api';
import { ChosenFrame } from './ChosenFrame';
import { FrameWeek } from './FrameWeek';
import { WEEK_MS, weekFromParam, weekParam, weekStartOf } from './week';

const t = m.calendars;

/** `/calendars/:id`: a host's bookable calendar and its free frames, a week at a time. */
export function CalendarPage() {
  const { id = '' } = useParams();
  const query = useCalendar(id);
  usePageTitle(query.data?.title ?? t.title);

  if (query.isPending) return <LoadingState className="min-h-[50vh]" />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && (error.status === 404 || error.code === 'CALENDAR_NOT_FOUND' || error.code === 'INVALID_INPUT_PARAMS')) {
      return <StatusPage code="404" icon={<CalendarX2 />} title={t.notFoundTitle} body={t.notFoundBody} />;
    }
    return <ErrorState className="min-h-[50vh]" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <CalendarView calendar={query.data} />;
}

function CalendarView({ calendar }: { calendar: CalendarDto }) {
  // Fixed for the visit, so the frames query keeps one key per week.
  const [now] = useState(() => Date.now());
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<CalendarFrameDto | null>(null);
  const currentWeekStart = weekStartOf(now);
  const weekStart = Math.max(weekFromParam(params.get('week'), now), currentWeekStart);
  // Frames already begun cannot be booked: this week is asked for from now on.
  const range = { calendarId: calendar.id, from: new Date(Math.max(weekStart, now)).toISOString(), to: new Date(weekStart + WEEK_MS).toISOString() };
  const frames = useFreeFrames(range, calendar.status === 'ACTIVE');

  const changeWeek = (start: number) => {
    setChosen(null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (start === currentWeekStart) next.delete('week');
        else next.set('week', weekParam(start));
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:grid-cols-[340px_minmax(0,1fr)] lg:gap-10">
      <CalendarInfo calendar={calendar} />
      <div className="flex min-w-0 flex-col gap-5">
        {calendar.status !== 'ACTIVE' ? (
          <Callout tone="warning">{t.inactive}</Callout>
        ) : (
          <>
            <FrameWeek
              weekStart={weekStart}
              currentWeekStart={currentWeekStart}
              now={now}
              frames={frames.data}
              loading={frames.isFetching}
              error={frames.isError}
              onRetry={() => void frames.refetch()}
              onWeekChange={changeWeek}
              showPlaces={calendar.type !== 'ONE_TO_ONE'}
              selectedId={chosen?.id ?? null}
              onSelect={setChosen}
            />
            {/* Announced when a frame is picked; focus stays on the frame so another can be picked. */}
            <div aria-live="polite">{chosen ? <ChosenFrame frame={chosen} onClose={() => setChosen(null)} /> : null}</div>
          </>
        )}
      </div>
    </div>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-brand-600 [&_svg]:size-4.5" aria-hidden>
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs text-muted">{label}</dt>
        <dd className="text-[15px] text-ink">{children}</dd>
      </div>
    </div>
  );
}

function CalendarInfo({ calendar }: { calendar: CalendarDto }) {
  const place = calendar.meetingTool ? t.online(m.events.meetingTools[calendar.meetingTool] ?? calendar.meetingTool) : calendar.location;
  return (
    <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
      <Card>
        <CardBody className="flex flex-col gap-5">
          <div>
            <Badge tone="brand">{t.types[calendar.type] ?? calendar.type}</Badge>
            <h1 className="mt-3 text-2xl leading-tight font-semibold tracking-tight text-ink">{calendar.title}</h1>
          </div>
          <Link
            to={`/hosts/${calendar.host.username}`}
            className="group inline-flex items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <HostAvatar name={calendar.host.fullName} src={calendar.host.avatar} className="size-11 text-sm" />
            <span>
              <span className="block text-xs text-muted">{t.hostedBy}</span>
              <span className="block font-semibold text-ink group-hover:text-brand-700 group-hover:underline">{calendar.host.fullName}</span>
            </span>
          </Link>
          <dl className="flex flex-col gap-3 border-t border-line pt-5">
            <Fact icon={<Wallet />} label={t.price}>
              <span className="font-semibold">{priceText(calendar.price)}</span>
            </Fact>
            <Fact icon={<Clock />} label={t.duration}>
              {t.minutes(calendar.durationMinutes)}
            </Fact>
            {calendar.type !== 'ONE_TO_ONE' ? (
              <Fact icon={<Users />} label={t.capacity}>
                {t.people(calendar.capacityPerFrame)}
              </Fact>
            ) : null}
            <Fact icon={calendar.requiresApproval ? <Hourglass /> : <ShieldCheck />} label={t.approval}>
              {calendar.requiresApproval ? t.needsApproval : t.instant}
            </Fact>
            {place ? (
              <Fact icon={<MapPin />} label={t.location}>
                {place}
              </Fact>
            ) : null}
          </dl>
        </CardBody>
      </Card>
      {calendar.description ? <EventDescription description={calendar.description} /> : null}
    </div>
  );
}
