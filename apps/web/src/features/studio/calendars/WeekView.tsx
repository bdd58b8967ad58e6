import type { CalendarFrameDto } from '@market/contract';
import { Trash2 } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { cm } from '../../../lib/console-messages';
import { formatLocalDate, instantToLocal } from '../../../lib/vietnam-time';
import { framesByDay } from './frames';

const t = cm.studioCalendars;

/** '09:00–10:00' in Vietnam time. */
export const frameTime = (frame: CalendarFrameDto) => `${instantToLocal(frame.startAt)?.time ?? ''}–${instantToLocal(frame.endAt)?.time ?? ''}`;
/** 'Thứ Hai, 07/12' for a date of the week (index 0 = Monday). */
export const dayLabel = (date: string, index: number) => t.dayLabel(t.weekdays[index] ?? '', formatLocalDate(date, true));

interface WeekViewProps {
  /** The seven dates, Monday first. */
  days: readonly string[];
  frames: readonly CalendarFrameDto[];
  today: string;
  now: number;
  onDelete: (frame: CalendarFrameDto, label: string) => void;
}

/** A week of frames: seven day columns on wide screens, a list of days on phones. */
export function WeekView({ days, frames, today, now, onDelete }: WeekViewProps) {
  const byDay = framesByDay(frames, days);
  return (
    <div className="grid gap-3 lg:grid-cols-7 lg:gap-2">
      {days.map((date, index) => {
        const list = byDay.get(date) ?? [];
        const label = dayLabel(date, index);
        return (
          <section key={date} aria-label={label} className={cn('min-w-0 rounded-xl border bg-surface', date === today ? 'border-brand-300' : 'border-line')}>
            <h3
              className={cn(
                'flex items-baseline justify-between gap-2 border-b border-line px-3 py-2 text-sm font-semibold',
                date === today ? 'text-brand-700' : 'text-ink',
              )}
            >
              <span className="lg:hidden">{t.weekdays[index]}</span>
              <span className="hidden lg:inline">{t.weekdaysShort[index]}</span>
              <span className="text-xs font-normal text-muted">{formatLocalDate(date, true)}</span>
            </h3>
            {list.length === 0 ? (
              <p className="px-3 py-3 text-xs text-subtle">{t.noFrames}</p>
            ) : (
              <ul className="flex flex-col gap-1.5 p-2">
                {list.map((frame) => {
                  const time = frameTime(frame);
                  const past = Date.parse(frame.startAt) <= now;
                  const full = frame.available === 0;
                  return (
                    <li
                      key={frame.id}
                      data-testid="frame"
                      className={cn(
                        'rounded-lg border px-2.5 py-2 text-xs',
                        past ? 'border-line bg-sunken text-muted' : full ? 'border-warning-100 bg-warning-50' : 'border-brand-200 bg-brand-50',
                      )}
                    >
                      <div className="flex items-start justify-between gap-1">
                        <span className="font-semibold text-ink">{time}</span>
                        <button
                          type="button"
                          aria-label={t.deleteFrame(`${time} ${label}`)}
                          onClick={() => onDelete(frame, `${time} ${label}`)}
                          className="-m-1 inline-flex size-6 shrink-0 items-center justify-center rounded text-muted hover:bg-surface hover:text-danger-600 focus-visible:outline-2 focus-visible:outline-brand-500"
                        >
                          <Trash2 className="size-3.5" aria-hidden />
                        </button>
                      </div>
                      <p className="mt-0.5 text-ink-soft">{t.booked(frame.booked, frame.capacity)}</p>
                      {frame.held > 0 ? <p className="text-warning-700">{t.held(frame.held)}</p> : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
