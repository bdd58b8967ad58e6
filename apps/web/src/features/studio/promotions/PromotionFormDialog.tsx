import type { HostProductDto } from '@market/contract';
import type { ReactNode } from 'react';
import { FormDateTimeInput } from '../../../components/ui/DateInput';
import { Controller, FormProvider, useFormContext, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { LoadingState } from '../../../components/ui/LoadingState';
import { SegmentedControl } from '../../../components/ui/SegmentedControl';
import { Switch } from '../../../components/ui/Switch';
import { Textarea } from '../../../components/ui/Textarea';
import { applyServerErrors } from '../../../lib/form';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { PriceInput } from '../PriceInput';
import { usePromotionDetail, usePromotionMutation, type PromotionSource } from './promotion-source';

const p = cm.studioPromotions;

/** The values a voucher form and a discount form both have. */
interface PromotionFormValues {
  name: string;
  description: string;
  type: string;
  value: string;
  startAt: string;
  endAt: string;
  active: boolean;
  products: HostProductDto[];
}

interface PromotionFormDialogProps<Row extends { id: string }, Detail extends Row, Body> {
  open: boolean;
  onClose: () => void;
  /** The promotion edited; none = a new one. */
  id?: string;
  source: PromotionSource<Row, Detail, Body>;
  editTitle: string;
  /** The form itself, given the detail of the promotion edited. */
  renderForm: (detail?: Detail) => ReactNode;
}

/** Creates a promotion (no id) or edits one (its detail, with its lists, is read first: they are not in the table). */
export function PromotionFormDialog<Row extends { id: string }, Detail extends Row, Body>({ open, id, ...props }: PromotionFormDialogProps<Row, Detail, Body>) {
  if (!open) return null;
  return id ? <EditPromotion id={id} {...props} /> : props.renderForm();
}

function EditPromotion<Row extends { id: string }, Detail extends Row, Body>({
  id,
  source,
  editTitle,
  onClose,
  renderForm,
}: Omit<PromotionFormDialogProps<Row, Detail, Body>, 'open'> & { id: string }) {
  const detail = usePromotionDetail(source, id);
  if (detail.data) return renderForm(detail.data);
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()} title={editTitle}>
      {detail.isError ? <ErrorState onRetry={() => void detail.refetch()} retrying={detail.isFetching} /> : <LoadingState />}
    </Dialog>
  );
}

interface PromotionFormProps<Values extends FieldValues, Row extends { id: string }, Detail extends Row, Body, Out extends Body> {
  form: UseFormReturn<Values, unknown, Out>;
  source: PromotionSource<Row, Detail, Body>;
  detail?: Detail;
  texts: { createTitle: string; editTitle: string; create: string; created: string; saved: string };
  /** Prefix of the form's id (`voucher` → `voucher-create`, `voucher-edit`). */
  name: string;
  /** Fields the server's errors may name, and whole-call codes that belong to one field. */
  fields: readonly Path<Values>[];
  codeFields: Partial<Record<string, Path<Values>>>;
  onClose: () => void;
  children: ReactNode;
}

/** The dialog around a promotion form: saving (create or replace), server errors on their fields, the footer. */
export function PromotionForm<Values extends FieldValues, Row extends { id: string }, Detail extends Row, Body, Out extends Body>({
  form,
  source,
  detail,
  texts: t,
  name,
  fields,
  codeFields,
  onClose,
  children,
}: PromotionFormProps<Values, Row, Detail, Body, Out>) {
  const editing = Boolean(detail);
  const save = usePromotionMutation(
    source,
    (body: Out) => (detail ? source.api.replace(detail.id, body) : source.api.create(body)),
    () => {
      toast.success(editing ? t.saved : t.created);
      onClose();
    },
  );
  const formId = editing ? `${name}-edit` : `${name}-create`;

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={editing ? t.editTitle : t.createTitle}
      className="max-h-[92dvh] overflow-y-auto sm:max-w-3xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {m.common.cancel}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {editing ? m.common.save : t.create}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form
          id={formId}
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={form.handleSubmit((body) => save.mutate(body, { onError: (error) => applyServerErrors(error, form.setError, fields, codeFields) }))}
        >
          {children}
        </form>
      </FormProvider>
    </Dialog>
  );
}

/** The kind of reduction and its value: a percentage or an amount in VND. */
export function PromotionValueFields<Type extends string>({ typeOptions }: { typeOptions: { value: Type; label: string }[] }) {
  const { register, control, setValue, formState } = useFormContext<PromotionFormValues>();
  const type = useWatch({ control, name: 'type' });
  const errors = formState.errors;
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-medium text-ink" aria-hidden>
          {p.fields.type}
        </p>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <SegmentedControl<Type>
              label={p.fields.type}
              value={field.value as Type}
              options={typeOptions}
              onChange={(next) => {
                field.onChange(next);
                // 20 (%) means nothing as 20 ₫: the value is typed again.
                setValue('value', '');
              }}
            />
          )}
        />
      </div>
      {type === 'PERCENTAGE' ? (
        <Field label={p.fields.percent} hint={p.fields.percentHint} error={errors.value?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            trailing={
              <span className="pr-3 text-sm text-muted" aria-hidden>
                %
              </span>
            }
            {...register('value')}
          />
        </Field>
      ) : (
        <Field label={p.fields.amount} error={errors.value?.message}>
          <Controller
            control={control}
            name="value"
            render={({ field }) => <PriceInput name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
          />
        </Field>
      )}
    </>
  );
}

/** When the promotion starts and ends (Vietnam time). */
export function PromotionWindowFields() {
  const { control, formState } = useFormContext<PromotionFormValues>();
  return (
    <>
      <Field label={p.fields.startAt} hint={p.fields.timeHint} error={formState.errors.startAt?.message}>
        <FormDateTimeInput control={control} name="startAt" />
      </Field>
      <Field label={p.fields.endAt} hint={p.fields.timeHint} error={formState.errors.endAt?.message}>
        <FormDateTimeInput control={control} name="endAt" />
      </Field>
    </>
  );
}

/** The promotion's name (the whole row unless something shares it) and description. */
export function PromotionNameFields({ wideName }: { wideName: boolean }) {
  const { register, formState } = useFormContext<PromotionFormValues>();
  return (
    <>
      <Field label={p.fields.name} error={formState.errors.name?.message} className={wideName ? 'sm:col-span-2' : undefined}>
        <Input autoComplete="off" maxLength={200} {...register('name')} />
      </Field>
      <Field label={p.fields.description} optional error={formState.errors.description?.message} className="sm:col-span-2">
        <Textarea rows={2} maxLength={2000} {...register('description')} />
      </Field>
    </>
  );
}

export function PromotionActiveSwitch({ description }: { description?: string }) {
  const { control } = useFormContext<PromotionFormValues>();
  return (
    <div className="sm:col-span-2">
      <Controller
        control={control}
        name="active"
        render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} label={p.fields.active} description={description} />}
      />
    </div>
  );
}
