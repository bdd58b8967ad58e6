import type { CalendarFrameDto } from '@market/contract';
import { CalendarClock, ChevronLeft, ChevronRight } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/LoadingState';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { vnDayKey, vnParts } from '../../lib/vietnam-time';
import { formatClock, formatLongDate } from '../events/event-time';
import { framesByDay, shortDate, weekDays, WEEK_MS } from './week';

const t = m.calendars;

interface FrameWeekProps {
  weekStart: number;
  /** When this week starts: earlier weeks have nothing left to book. */
  currentWeekStart: number;
  now: number;
  frames: readonly CalendarFrameDto[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  onWeekChange: (weekStart: number) => void;
  /** Group calendars show the places left in each frame. */
  showPlaces: boolean;
  selectedId: string | null;
  onSelect: (frame: CalendarFrameDto) => void;
}

/** A week of free frames, Monday to Sunday on Vietnam's clock (stacked days on phones, seven columns on wide screens). */
export function FrameWeek({
  weekStart,
  currentWeekStart,
  now,
  frames,
  loading,
  error,
  onRetry,
  onWeekChange,
  showPlaces,
  selectedId,
  onSelect,
}: FrameWeekProps) {
  const days = weekDays(weekStart);
  const byDay = framesByDay(frames ?? []);
  const todayKey = vnDayKey(now);
  const last = days[6]!;
  return (
    <section aria-labelledby="free-frames">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="free-frames" className="text-lg font-semibold text-ink">
            {t.freeFrames}
          </h2>
          <p className="text-sm text-muted" aria-live="polite">
            {t.weekLabel(shortDate(weekStart), shortDate(last))} · {t.timeZoneNote}
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={weekStart <= currentWeekStart}
            leadingIcon={<ChevronLeft className="size-4" aria-hidden />}
            onClick={() => onWeekChange(weekStart - WEEK_MS)}
          >
            {t.previousWeek}
          </Button>
          {weekStart !== currentWeekStart ? (
            <Button variant="ghost" size="sm" onClick={() => onWeekChange(currentWeekStart)}>
              {t.thisWeek}
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => onWeekChange(weekStart + WEEK_MS)}>
            {t.nextWeek}
            <ChevronRight className="size-4" aria-hidden />
          </Button>
        </div>
      </div>

      {error ? (
        <ErrorState onRetry={onRetry} />
      ) : loading && !frames ? (
        <div className="mt-4 grid gap-3 md:grid-cols-7" aria-busy="true">
          <span className="sr-only" role="status">
            {m.common.loading}
          </span>
          {days.map((day) => (
            <Skeleton key={day} className="h-24 rounded-xl" />
          ))}
        </div>
      ) : frames && frames.length === 0 ? (
        <EmptyState
          icon={<CalendarClock />}
          title={t.emptyWeekTitle}
          body={t.emptyWeekBody}
          action={
            <Button variant="secondary" onClick={() => onWeekChange(weekStart + WEEK_MS)}>
              {t.nextWeek}
            </Button>
          }
        />
      ) : (
        <ol className="mt-4 grid gap-3 md:grid-cols-7" aria-busy={loading}>
          {days.map((day) => {
            const key = vnDayKey(day);
            const today = key === todayKey;
            const list = byDay.get(key) ?? [];
            const p = vnParts(day);
            return (
              <li
                key={key}
                aria-current={today ? 'date' : undefined}
                className={cn(
                  'rounded-xl border p-3',
                  today ? 'border-brand-300 bg-brand-50/60' : 'border-line bg-surface',
                  list.length === 0 && 'max-md:py-2',
                )}
              >
                <p className="flex items-center justify-between gap-2 md:flex-col md:items-start">
                  <span className="text-sm font-semibold text-ink">
                    <span aria-hidden>
                      {m.events.weekdays[p.weekday]} <span className="font-normal text-muted">{shortDate(day)}</span>
                    </span>
                    <span className="sr-only">{formatLongDate(day)}</span>
                  </span>
                  {today ? <Badge tone="brand">{t.today}</Badge> : null}
                </p>
                {list.length === 0 ? (
                  <p className="mt-1 text-xs text-subtle">{t.noFramesDay}</p>
                ) : (
                  <ul className="mt-2 flex flex-wrap gap-2 md:flex-col">
                    {list.map((frame) => {
                      const chosen = frame.id === selectedId;
                      const time = `${formatClock(frame.startAt)} – ${formatClock(frame.endAt)}`;
                      return (
                        <li key={frame.id}>
                          <button
                            type="button"
                            aria-pressed={chosen}
                            aria-label={t.frame(time, formatLongDate(frame.startAt))}
                            onClick={() => onSelect(frame)}
                            className={cn(
                              'w-full rounded-lg border px-3 py-2 text-left text-sm font-medium tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                              chosen
                                ? 'border-brand-600 bg-brand-600 text-white'
                                : 'border-brand-200 bg-surface text-brand-700 hover:border-brand-400 hover:bg-brand-50',
                            )}
                          >
                            {time}
                            {showPlaces ? (
                              <span className={cn('block text-xs font-normal', chosen ? 'text-brand-100' : 'text-muted')}>{t.placesLeft(frame.available)}</span>
                            ) : null}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
