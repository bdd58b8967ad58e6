import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BankAccountBody, type BankAccountDto } from '@market/contract';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/Button';
import { Callout } from '../../components/ui/Callout';
import { ErrorState } from '../../components/ui/ErrorState';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { ListSkeleton } from '../../components/ui/LoadingState';
import { applyServerErrors, contractResolver } from '../../lib/form';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { myProfileKey, profileApi } from './profile-api';
import { SectionCard } from './SectionCard';

interface BankForm {
  bankName: string;
  bankCode: string;
  accountNumber: string;
  accountHolder: string;
  branch: string;
}
const fields = ['bankName', 'bankCode', 'accountNumber', 'accountHolder', 'branch'] as const;

/** `/account/bank` (hosts): where payouts go. The saved number is only ever shown masked. */
export function BankPage() {
  usePageTitle(m.profiles.bankNav);
  const me = useQuery({ queryKey: myProfileKey, queryFn: ({ signal }) => profileApi.me(signal) });
  if (me.isPending) return <ListSkeleton rows={3} />;
  if (me.isError) return <ErrorState onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  return <BankEditor current={me.data.bankAccount} />;
}

function BankEditor({ current }: { current: BankAccountDto | null }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, reset, formState } = useForm<BankForm, unknown, BankAccountBody>({
    resolver: contractResolver(BankAccountBody) as Resolver<BankForm, unknown, BankAccountBody>,
    // The number is never sent back: the person types it again to change the account.
    defaultValues: {
      bankName: current?.bankName ?? '',
      bankCode: current?.bankCode ?? '',
      accountNumber: '',
      accountHolder: current?.accountHolder ?? '',
      branch: current?.branch ?? '',
    },
  });
  const save = useMutation({
    mutationFn: profileApi.updateBank,
    onSuccess: async (saved) => {
      toast.success(m.common.saved);
      reset({ bankName: saved.bankName, bankCode: saved.bankCode ?? '', accountNumber: '', accountHolder: saved.accountHolder, branch: saved.branch ?? '' });
      await queryClient.invalidateQueries({ queryKey: myProfileKey });
    },
    onError: (error) => applyServerErrors(error, setError, fields),
  });
  const errors = formState.errors;
  return (
    <SectionCard title={m.profiles.bankNav} description={m.profiles.bankLead}>
      <div className="mb-5">
        {current ? (
          <Callout tone="info">
            <span>
              {m.profiles.currentAccount}: <strong data-testid="masked-account">{current.accountNumber}</strong> · {current.bankName} · {current.accountHolder}
            </span>
          </Callout>
        ) : (
          <p className="text-sm text-muted">{m.profiles.noBankAccount}</p>
        )}
      </div>
      <form noValidate onSubmit={handleSubmit((body) => save.mutate(body))} className="grid gap-5 sm:grid-cols-2">
        <Field label={m.profiles.bankName} error={errors.bankName?.message}>
          <Input {...register('bankName')} />
        </Field>
        <Field label={m.profiles.bankCode} error={errors.bankCode?.message} optional>
          <Input {...register('bankCode')} />
        </Field>
        <Field label={m.profiles.accountNumber} error={errors.accountNumber?.message}>
          <Input inputMode="numeric" autoComplete="off" {...register('accountNumber')} />
        </Field>
        <Field label={m.profiles.accountHolder} error={errors.accountHolder?.message}>
          <Input autoComplete="off" {...register('accountHolder')} />
        </Field>
        <Field label={m.profiles.branch} error={errors.branch?.message} optional className="sm:col-span-2">
          <Input {...register('branch')} />
        </Field>
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" loading={save.isPending}>
            {m.common.save}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
