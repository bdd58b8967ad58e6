import { RefundAccountBody, type RefundDto } from '@market/contract';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
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
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.accountTitle}
      description={t.accountLead}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {m.common.cancel}
          </Button>
          <Button type="submit" form="refund-account" loading={save.isPending}>
            {m.common.save}
          </Button>
        </>
      }
    >
      <form
        id="refund-account"
        noValidate
        className="flex flex-col gap-4"
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
      </form>
    </Dialog>
  );
}
