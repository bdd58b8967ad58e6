import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TerminateBody } from '@market/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/Button';
import { Callout } from '../../components/ui/Callout';
import { ConfirmDialog } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { CodeInput } from '../auth/CodeInput';
import { ResendCodeButton } from '../auth/ResendCodeButton';
import { signOutLocally } from '../auth/session';
import { applyServerErrors, contractResolver } from '../../lib/form';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { accountApi } from './api';
import { SectionCard } from './SectionCard';

interface CodeForm {
  code: string;
}

const OTP_CODES = { INVALID: 'code', EXPIRED: 'code', NOT_FOUND: 'code', MAX_RETRIES: 'code' } as const;

/** Ask for a code, type it, confirm in a dialog: the account is deleted and the person signed out. */
export function DeleteAccountPage() {
  usePageTitle(m.account.nav.delete);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<TerminateBody | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<CodeForm, unknown, TerminateBody>({
    resolver: contractResolver(TerminateBody),
    defaultValues: { code: '' },
  });

  const request = useMutation({
    mutationFn: accountApi.terminateRequest,
    onSuccess: (result) => setSentTo(result.sentTo),
  });
  const terminate = useMutation({
    mutationFn: accountApi.terminate,
    onSuccess: async () => {
      setConfirming(null);
      // Leave this protected page first, then forget the account.
      await navigate('/', { replace: true });
      signOutLocally(queryClient);
      toast.success(m.account.deleted);
    },
    onError: (error) => {
      setConfirming(null);
      applyServerErrors(error, setError, ['code'], OTP_CODES);
    },
  });

  return (
    <SectionCard title={m.account.nav.delete}>
      <Callout tone="warning" title={m.account.deleteWarningTitle}>
        {m.account.deleteLead}
      </Callout>
      {!sentTo ? (
        <div className="mt-6">
          <Button variant="danger" onClick={() => request.mutate()} loading={request.isPending}>
            {m.account.deleteRequest}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit((body) => setConfirming(body))} className="mt-6 flex max-w-md flex-col gap-5">
          <p className="text-sm text-ink-soft">{m.account.deleteCodeSent(sentTo)}</p>
          <Field
            label={m.auth.code}
            error={formState.errors.code?.message}
            aside={<ResendCodeButton onResend={() => request.mutateAsync()} pending={request.isPending} />}
          >
            <CodeInput autoFocus {...register('code')} />
          </Field>
          <div>
            <Button type="submit" variant="danger">
              {m.account.deleteSubmit}
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !terminate.isPending) setConfirming(null);
        }}
        title={m.account.deleteConfirmTitle}
        description={m.account.deleteConfirmBody}
        confirmLabel={m.account.deleteConfirm}
        tone="danger"
        pending={terminate.isPending}
        onConfirm={() => confirming && terminate.mutate(confirming)}
      />
    </SectionCard>
  );
}
