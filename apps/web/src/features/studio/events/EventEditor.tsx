import type { EventDetailDto } from '@market/contract';
import { ArrowLeft, ArrowRight, Save, Send } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { Card, CardBody } from '../../../components/ui/Card';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { cm } from '../../../lib/console-messages';
import { EVENT_STEPS, eventFormDefaults, stepOfField, type EventFormValues } from './event-form';
import { eventResolver } from './event-resolver';
import { EventStepper } from './EventStepper';
import { CoHostsStep } from './steps/CoHostsStep';
import { CoverStep } from './steps/CoverStep';
import { InfoStep } from './steps/InfoStep';
import { ScheduleStep } from './steps/ScheduleStep';
import { TicketsStep } from './steps/TicketsStep';
import { savesAsDraft, useEventSave } from './use-event-save';
import { useLeaveGuard } from './use-leave-guard';

const t = cm.studioEvents;
const draftResolver = eventResolver('draft');
const LAST = EVENT_STEPS.length - 1;

function StepView({ step, event }: { step: number; event: EventDetailDto | null }) {
  if (step === 1) return <ScheduleStep />;
  if (step === 2) return <TicketsStep />;
  if (step === 3) return <CoverStep />;
  if (step === 4) return <CoHostsStep ownerId={event?.host.id ?? null} />;
  // A saved event keeps its slug when the box is cleared, so only a new one is offered the server's.
  return <InfoStep suggestSlug={!event} />;
}

interface EventEditorProps {
  /** The event being edited; null for a new one. */
  event: EventDetailDto | null;
  initialStep?: number;
}

/** The five-step event editor: a draft can be saved at any step, the last step sends it for review. */
export function EventEditor({ event, initialStep = 0 }: EventEditorProps) {
  const form = useForm<EventFormValues, unknown, unknown>({ resolver: draftResolver, defaultValues: eventFormDefaults(event) });
  const [step, setStep] = useState(() => Math.min(Math.max(initialStep, 0), LAST));
  const { blocker, allowLeave } = useLeaveGuard(form.formState.isDirty);
  const { save, submit, pending } = useEventSave(event, form, step, setStep, allowLeave);
  const errors = form.formState.errors;
  const errorKeys = Object.keys(errors).join(',');
  const withErrors = useMemo(() => new Set(errorKeys ? errorKeys.split(',').map(stepOfField) : []), [errorKeys]);
  const editable = event?.canEdit ?? true;
  const canSubmit = editable && savesAsDraft(event);
  const name = EVENT_STEPS[step] ?? 'info';
  // Moving to another step puts focus on its heading, so screen readers announce the new step.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  return (
    <FormProvider {...form}>
      <div className="flex flex-col gap-4">
        <EventStepper step={step} onStep={setStep} withErrors={withErrors} />
        <form
          noValidate
          aria-label={t.formLabel}
          // Enter in a box moves on a step; saving is always an explicit button.
          onSubmit={(e) => {
            e.preventDefault();
            if (step < LAST) setStep(step + 1);
          }}
        >
          <Card>
            <div className="border-b border-line px-5 py-4 sm:px-6">
              <p className="text-xs font-medium tracking-wide text-muted uppercase">{t.stepOf(step + 1, EVENT_STEPS.length)}</p>
              <h2 ref={heading} tabIndex={-1} className="mt-0.5 text-lg font-semibold text-ink outline-none">
                {t.steps[name]}
              </h2>
            </div>
            <CardBody>
              <fieldset disabled={!editable || pending} className="min-w-0">
                <StepView step={step} event={event} />
              </fieldset>
            </CardBody>
            <div className="flex flex-col-reverse gap-2 border-t border-line px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
              <div>
                {step > 0 ? (
                  <Button variant="ghost" leadingIcon={<ArrowLeft className="size-4" aria-hidden />} onClick={() => setStep(step - 1)}>
                    {t.previous}
                  </Button>
                ) : null}
              </div>
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                {editable ? (
                  <Button variant="secondary" leadingIcon={<Save className="size-4" aria-hidden />} loading={pending} onClick={() => void save()}>
                    {savesAsDraft(event) ? t.saveDraft : t.saveChanges}
                  </Button>
                ) : null}
                {step < LAST ? (
                  <Button type="submit">
                    {t.next}
                    <ArrowRight className="size-4" aria-hidden />
                  </Button>
                ) : canSubmit ? (
                  <Button leadingIcon={<Send className="size-4" aria-hidden />} disabled={pending} onClick={() => void submit()}>
                    {t.submitReview}
                  </Button>
                ) : null}
              </div>
            </div>
          </Card>
        </form>
      </div>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.reset?.()}
        title={t.leaveTitle}
        description={t.leaveBody}
        confirmLabel={t.leave}
        tone="danger"
        onConfirm={() => blocker.proceed?.()}
      />
    </FormProvider>
  );
}
