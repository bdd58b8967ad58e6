import type { EventDetailDto } from '@market/contract';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { applyServerErrors } from '../../../lib/form';
import { cm } from '../../../lib/console-messages';
import { studioEventsApi, useEventMutation } from './api';
import { EVENT_FORM_FIELDS, eventFormDefaults, serverCodeFields, stepOfField, toCreateBody, toDraftBody, type EventFormValues } from './event-form';
import { eventResolver } from './event-resolver';

const t = cm.studioEvents;
type EventForm = UseFormReturn<EventFormValues, unknown, unknown>;
const submitResolver = eventResolver('submit');

/** Saving as a draft keeps the status (a draft or a rejected event); other events are edited in place. */
export const savesAsDraft = (event: EventDetailDto | null) => !event || event.status === 'DRAFT' || event.status === 'REJECTED';

/** The first step (in order) holding one of these error names. */
export function firstErrorStep(names: readonly string[]): number | null {
  return names.length === 0 ? null : Math.min(...names.map(stepOfField));
}

/**
 * "Lưu nháp" / "Lưu thay đổi" and "Gửi duyệt". A new event's first draft moves the page to its edit
 * address (keeping the step); errors go under their fields and the editor opens the step they are on.
 */
export function useEventSave(event: EventDetailDto | null, form: EventForm, step: number, setStep: (step: number) => void, allowLeave: () => void) {
  const navigate = useNavigate();
  const createDraft = useEventMutation(studioEventsApi.createDraft);
  const saveDraft = useEventMutation(({ id, body }: { id: string; body: ReturnType<typeof toDraftBody> }) => studioEventsApi.saveDraft(id, body));
  const create = useEventMutation(studioEventsApi.create);
  const update = useEventMutation(({ id, body }: { id: string; body: Parameters<typeof studioEventsApi.update>[1] }) => studioEventsApi.update(id, body));
  const pending = createDraft.isPending || saveDraft.isPending || create.isPending || update.isPending;

  const openFirstError = (names: readonly string[]) => {
    const first = firstErrorStep(names);
    if (first !== null) setStep(first);
  };
  const onInvalid = (errors: FieldErrors<EventFormValues>) => openFirstError(Object.keys(errors));
  const showServerError = (error: unknown) => {
    applyServerErrors(error, form.setError, EVENT_FORM_FIELDS, serverCodeFields(form.getValues()));
    openFirstError(EVENT_FORM_FIELDS.filter((name) => form.getFieldState(name).error));
  };
  /** The saved event becomes the form's values, so new sessions and tiers keep their ids next time. */
  const adopt = (saved: EventDetailDto) => form.reset(eventFormDefaults(saved));

  const save = form.handleSubmit(async () => {
    const body = toDraftBody(form.getValues());
    try {
      if (!event) {
        const saved = await createDraft.mutateAsync(body);
        toast.success(t.draftSaved);
        allowLeave();
        navigate(`/studio/events/${saved.id}/edit`, { replace: true, state: { step } });
      } else {
        adopt(savesAsDraft(event) ? await saveDraft.mutateAsync({ id: event.id, body }) : await update.mutateAsync({ id: event.id, body }));
        toast.success(savesAsDraft(event) ? t.draftSaved : t.changesSaved);
      }
    } catch (error) {
      showServerError(error);
    }
  }, onInvalid);

  const submit = form.handleSubmit(async () => {
    const values = form.getValues();
    // The whole event must be there for review: checked with the create schema before any call.
    const check = await submitResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    const problems = Object.entries(check.errors) as [keyof EventFormValues, { message?: string }][];
    if (problems.length > 0) {
      problems.forEach(([name, error], index) => form.setError(name, { type: 'validate', message: error.message }, { shouldFocus: index === 0 }));
      openFirstError(problems.map(([name]) => name));
      return;
    }
    let saved = false;
    try {
      if (!event) {
        await create.mutateAsync(toCreateBody(values));
      } else {
        adopt(await saveDraft.mutateAsync({ id: event.id, body: toDraftBody(values) }));
        saved = true;
        await update.mutateAsync({ id: event.id, body: { action: 'SUBMIT' } });
      }
      toast.success(t.submitted);
      allowLeave();
      navigate('/studio/events?tab=pending');
    } catch (error) {
      if (saved) toast.info(t.savedNotSubmitted);
      showServerError(error);
    }
  }, onInvalid);

  return { save, submit, pending };
}
