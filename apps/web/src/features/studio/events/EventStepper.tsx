import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { cm } from '../../../lib/console-messages';
import { EVENT_STEPS } from './event-form';

const t = cm.studioEvents;

interface EventStepperProps {
  step: number;
  onStep: (step: number) => void;
  /** Steps holding a field with an error (shown with a red mark). */
  withErrors: ReadonlySet<number>;
}

/** The editor's five steps; any step can be opened, the current one is marked for screen readers. */
export function EventStepper({ step, onStep, withErrors }: EventStepperProps) {
  return (
    <nav aria-label={t.stepsLabel}>
      <ol className="grid grid-cols-5 gap-1 sm:gap-2">
        {EVENT_STEPS.map((name, index) => {
          const current = index === step;
          const done = index < step;
          const faulty = withErrors.has(index);
          return (
            <li key={name} className="min-w-0">
              <button
                type="button"
                aria-current={current ? 'step' : undefined}
                onClick={() => onStep(index)}
                className={cn(
                  'flex w-full flex-col items-center gap-1.5 rounded-lg px-1 py-2 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 sm:flex-row sm:px-2 sm:text-sm',
                  current ? 'bg-brand-50 text-brand-700' : 'text-muted hover:bg-sunken hover:text-ink',
                )}
              >
                <span
                  className={cn(
                    'relative flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                    current ? 'bg-brand-600 text-white' : done ? 'bg-brand-100 text-brand-700' : 'bg-sunken text-ink-soft',
                  )}
                  aria-hidden
                >
                  {done && !faulty ? <Check className="size-4" /> : index + 1}
                  {faulty ? <span className="absolute -top-0.5 -right-0.5 size-2.5 rounded-full bg-danger-500 ring-2 ring-surface" /> : null}
                </span>
                <span className="max-w-full truncate">{t.steps[name]}</span>
                {faulty ? <span className="sr-only">({t.stepHasError})</span> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
