import { CreateLayoffRequestBody } from '@market/contract';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/Button';
import { FormDateInput } from '../../components/ui/DateInput';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Textarea } from '../../components/ui/Textarea';
import { applyServerErrors, blanksToUndefined, contractResolver } from '../../lib/form';
import { layoffMessages as t } from '../../lib/layoff-messages';
import { toast } from '../../lib/toast';
import { useSubmitLayoffRequest } from './layoff.api';
import { ProofUpload } from './ProofUpload';

type LayoffForm = {
  formerEmployer: string;
  layoffDate: string;
  reason: string;
  /** Set once the proof's bytes arrived ('' until then). */
  proofFileId: string;
};

const FIELDS = ['formerEmployer', 'layoffDate', 'reason', 'proofFileId'] as const;
/** Whole-call codes shown under one field. */
const CODE_FIELDS = { INVALID_LAYOFF_PROOF: 'proofFileId' } as const;

/** Asking for the layoff discount: where one worked, when it ended, why, and the proof (a private upload). */
export function LayoffRequestForm({ onDone }: { onDone?: () => void }) {
  const { register, handleSubmit, setError, clearErrors, setValue, formState, control } = useForm<LayoffForm, unknown, CreateLayoffRequestBody>({
    resolver: contractResolver(CreateLayoffRequestBody, (values: LayoffForm) => blanksToUndefined(values)),
    defaultValues: { formerEmployer: '', layoffDate: '', reason: '', proofFileId: '' },
  });
  const submit = useSubmitLayoffRequest(() => {
    toast.success(t.submitted);
    onDone?.();
  });
  const errors = formState.errors;
  const proofError = errors.proofFileId ? (formState.errors.proofFileId?.type === 'server' ? errors.proofFileId.message : t.proofRequired) : undefined;
  return (
    <form
      noValidate
      aria-label={t.title}
      onSubmit={handleSubmit((body) => submit.mutate(body, { onError: (error) => applyServerErrors(error, setError, FIELDS, CODE_FIELDS) }))}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t.formerEmployer} hint={t.formerEmployerHint} error={errors.formerEmployer?.message}>
          <Input autoComplete="organization" maxLength={200} {...register('formerEmployer')} />
        </Field>
        <Field label={t.layoffDate} hint={t.layoffDateHint} error={errors.layoffDate?.message}>
          <FormDateInput control={control} name="layoffDate" />
        </Field>
      </div>
      <Field label={t.reason} hint={t.reasonHint} error={errors.reason?.message}>
        <Textarea rows={5} maxLength={2000} {...register('reason')} />
      </Field>
      <input type="hidden" {...register('proofFileId')} />
      <ProofUpload
        error={proofError}
        onProblem={(message) => setError('proofFileId', { type: 'server', message })}
        onUploaded={(id) => {
          setValue('proofFileId', id ?? '');
          if (id) clearErrors('proofFileId');
        }}
      />
      <div>
        <Button type="submit" loading={submit.isPending}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
