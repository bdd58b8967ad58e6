import { AddFramesBody, MAX_FRAMES_PER_REQUEST } from '@market/contract';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { Callout } from '../../../components/ui/Callout';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { showApiError } from '../../../lib/show-api-error';
import { useNow } from '../../../lib/use-now';
import { addDays, todayInVietnam } from '../../../lib/vietnam-time';
import { studioCalendarsApi, useFrameMutation } from './api';
import { planProblem, recurringFrames } from './frames';
import { DateInput } from '../../../components/ui/DateInput';

const t = cm.studioCalendars;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

interface RecurringFramesDialogProps {
  calendarId: string;
  durationMinutes: number;
  onClose: () => void;
}

/** "Thêm khung giờ lặp lại": weekdays × start times over a range (≤ 8 weeks), computed here and sent in one call. */
export function RecurringFramesDialog({ calendarId, durationMinutes, onClose }: RecurringFramesDialogProps) {
  const id = useId();
  const now = useNow();
  const [today] = useState(() => todayInVietnam(new Date(now)));
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [times, setTimes] = useState<string[]>(['09:00']);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(() => addDays(today, 27));
  const [serverError, setServerError] = useState<{ code: string; message: string } | null>(null);
  const add = useFrameMutation(calendarId, (body: AddFramesBody) => studioCalendarsApi.addFrames(calendarId, body));

  const plan = { weekdays, times, from, to };
  const problem = planProblem(plan);
  const { frames, skipped } = recurringFrames(plan, new Date(now));
  const tooMany = frames.length > MAX_FRAMES_PER_REQUEST;
  const message = problem ? t.problems[problem] : frames.length === 0 ? t.problems.none : tooMany ? t.problems.tooMany(MAX_FRAMES_PER_REQUEST) : null;

  const toggleDay = (day: number, on: boolean) => setWeekdays((days) => (on ? [...days, day].sort((a, b) => a - b) : days.filter((d) => d !== day)));
  const setTime = (index: number, value: string) => setTimes((list) => list.map((time, i) => (i === index ? value : time)));
  const create = () => {
    const body = AddFramesBody.safeParse({ frames });
    if (!body.success) return;
    setServerError(null);
    add.mutate(body.data, {
      onSuccess: () => {
        toast.success(t.framesAdded(frames.length));
        onClose();
      },
      onError: (error) => (error instanceof ApiError && !error.isNetwork ? setServerError({ code: error.code, message: error.message }) : showApiError(error)),
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t.addRecurring}
      description={t.recurringLead(durationMinutes)}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={add.isPending}>
            {m.common.cancel}
          </Button>
          <Button onClick={create} loading={add.isPending} disabled={Boolean(message)}>
            {t.createFrames(message ? 0 : frames.length)}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">{t.pickWeekdays}</legend>
          <div className="flex flex-wrap gap-1.5">
            {WEEKDAYS.map((day) => {
              const on = weekdays.includes(day);
              return (
                <label
                  key={day}
                  className={cn(
                    'inline-flex h-10 min-w-11 cursor-pointer items-center justify-center rounded-lg border px-2 text-sm font-medium transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-500',
                    on ? 'border-brand-600 bg-brand-600 text-white' : 'border-line-strong text-ink-soft hover:bg-sunken',
                  )}
                >
                  <input type="checkbox" className="sr-only" checked={on} onChange={(event) => toggleDay(day, event.target.checked)} />
                  <span aria-hidden>{t.weekdaysShort[day - 1]}</span>
                  <span className="sr-only">{t.weekdays[day - 1]}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">{t.startTimes}</legend>
          <ul className="flex flex-wrap gap-2">
            {times.map((time, index) => (
              <li key={index} className="flex items-center gap-1">
                <Input
                  type="time"
                  aria-label={t.startTimeN(index + 1)}
                  value={time}
                  onChange={(event) => setTime(index, event.target.value)}
                  className="w-32"
                />
                {times.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t.removeTime(index + 1)}
                    onClick={() => setTimes((list) => list.filter((_, i) => i !== index))}
                  >
                    <X className="size-4" aria-hidden />
                  </Button>
                ) : null}
              </li>
            ))}
            <li>
              <Button variant="secondary" leadingIcon={<Plus className="size-4" aria-hidden />} onClick={() => setTimes((list) => [...list, ''])}>
                {t.addTime}
              </Button>
            </li>
          </ul>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t.from} hint={t.rangeHint} id={`${id}-from`}>
            <DateInput value={from} onChange={setFrom} />
          </Field>
          <Field label={t.to} id={`${id}-to`}>
            <DateInput value={to} onChange={setTo} />
          </Field>
        </div>
        <p className="text-sm" aria-live="polite">
          {message ? (
            // Nothing chosen yet is guidance, not a mistake.
            <span className={problem === 'weekdays' ? 'text-muted' : 'font-medium text-danger-600'}>{message}</span>
          ) : (
            <span className="text-ink-soft">
              {t.preview(frames.length)}
              {skipped > 0 ? ` ${t.skippedPast(skipped)}` : ''}
            </span>
          )}
        </p>
        {serverError ? (
          <Callout tone="warning" title={serverError.code === 'CALENDAR_FRAME_OVERLAP' ? t.overlapTitle : t.notAddedTitle}>
            {serverError.message}
            {serverError.code === 'CALENDAR_FRAME_OVERLAP' ? <p className="mt-1">{t.overlapHint}</p> : null}
          </Callout>
        ) : null}
      </div>
    </Dialog>
  );
}
