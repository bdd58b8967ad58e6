import { RefundAccountBody, type RefundDto } from '@market/contract';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { FormDialog } from '../../components/ui/FormDialog';
import { applyServerErrors, contractResolver } from '../../lib/form';
import { m } from '../../lib/messages';
import { refundsApi, useRefundMutation } from './api';
import { BankFields, type BankForm } from './BankFields';

const t = m.refunds;
const fields = ['bankName', 'bankAccountNumber', 'bankAccountName'] as const;

/** Gives (or corrects) the account a MANUAL refund is transferred to. */
export function BankAccountDialog({ refund, onClose }: { refund: RefundDto; onClose: () => void }) {
  const { register, handleSubmit, setError, formState } = useForm<BankForm, unknown, unknown>({
    resolver: contractResolver(RefundAccountBody) as Resolver<BankForm, unknown, unknown>,
    defaultValues: { bankName: refund.bankName ?? '', bankAccountNumber: refund.bankAccountNumber ?? '', bankAccountName: refund.bankAccountName ?? '' },
  });
  const save = useRefundMutation((body: RefundAccountBody) => refundsApi.setAccount(refund.id, body));
  return (
    <FormDialog
      onClose={onClose}
      title={t.accountTitle}
      description={t.accountLead}
      formId="refund-account"
      formClassName="flex flex-col gap-4"
      submitLabel={m.common.save}
      pending={save.isPending}
      onSubmit={handleSubmit((body) =>
        save.mutate(body as RefundAccountBody, {
          onSuccess: () => {
            toast.success(t.accountSaved);
            onClose();
          },
          onError: (error) => applyServerErrors(error, setError, fields),
        }),
      )}
    >
      <BankFields register={register} errors={formState.errors} />
    </FormDialog>
  );
}
