import { CreateRefundBody, formatVnd, refundModeFor, type OrderDto, type OrderItemDto } from '@market/contract';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { Callout } from '../../components/ui/Callout';
import { FormDialog } from '../../components/ui/FormDialog';
import { Field } from '../../components/ui/Field';
import { Textarea } from '../../components/ui/Textarea';
import { applyServerErrors, blanksToUndefined, contractResolver } from '../../lib/form';
import { m } from '../../lib/messages';
import { refundsApi, useRefundMutation } from './api';
import { BankFields, type BankForm } from './BankFields';
import { RefundLoss } from './RefundLoss';

const t = m.refunds;

interface RefundForm extends BankForm {
  reason: string;
}
const fields = ['reason', 'bankName', 'bankAccountNumber', 'bankAccountName'] as const;

/** Asks for the money of one paid line back: a reason, and the bank account when it is a MANUAL refund. */
export function RefundRequestDialog({ order, item, onClose }: { order: Pick<OrderDto, 'provider' | 'payment'>; item: OrderItemDto; onClose: () => void }) {
  const manual = refundModeFor(order.payment?.provider ?? order.provider) === 'MANUAL';
  const toBody = (values: RefundForm) =>
    blanksToUndefined({ orderItemId: item.id, ...values, ...(manual ? {} : { bankName: '', bankAccountNumber: '', bankAccountName: '' }) });
  const { register, handleSubmit, setError, formState } = useForm<RefundForm, unknown, unknown>({
    resolver: contractResolver(CreateRefundBody, toBody) as Resolver<RefundForm, unknown, unknown>,
    defaultValues: { reason: '', bankName: '', bankAccountNumber: '', bankAccountName: '' },
  });
  const send = useRefundMutation(refundsApi.request);
  const errors = formState.errors;

  return (
    <FormDialog
      onClose={onClose}
      title={t.dialogTitle}
      description={t.dialogLead(item.subtitle ? `${item.title} (${item.subtitle})` : item.title, formatVnd(item.total))}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
      formId="refund-request"
      formClassName="flex flex-col gap-4"
      submitLabel={t.submit}
      pending={send.isPending}
      onSubmit={handleSubmit((body) =>
        send.mutate(body as CreateRefundBody, {
          onSuccess: () => {
            toast.success(t.sent);
            onClose();
          },
          onError: (error) => applyServerErrors(error, setError, fields),
        }),
      )}
    >
      <RefundLoss item={item} />
      <Callout tone="info">{manual ? t.manualHint : t.autoHint}</Callout>
      <Field label={t.reason} hint={t.reasonHint} error={errors.reason?.message}>
        <Textarea rows={3} maxLength={1000} {...register('reason')} />
      </Field>
      {manual ? <BankFields register={register} errors={errors} /> : null}
    </FormDialog>
  );
}
