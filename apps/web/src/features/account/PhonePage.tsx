import { useMutation } from '@tanstack/react-query';
import { OwnOtpBody, UpdatePhoneBody } from '@market/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/Button';
import { Callout } from '../../components/ui/Callout';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { CodeInput } from '../auth/CodeInput';
import { ResendCodeButton } from '../auth/ResendCodeButton';
import { useSession, useSetSessionUser } from '../auth/session';
import { applyServerErrors, contractResolver } from '../../lib/form';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { accountApi } from './api';
import { SectionCard } from './SectionCard';

const OTP_CODES = { INVALID: 'code', EXPIRED: 'code', NOT_FOUND: 'code', MAX_RETRIES: 'code' } as const;

/** Step 1: the new number gets a code (VERIFY_PHONE). Step 2: the code confirms the change. */
export function PhonePage() {
  usePageTitle(m.account.nav.phone);
  const { user } = useSession();
  const [pending, setPending] = useState<{ phone: string; sentTo: string } | null>(null);
  return (
    <SectionCard title={m.account.nav.phone} description={m.account.phoneLead}>
      <p className="mb-5 text-sm text-ink-soft">{m.account.currentPhone(user?.phone ?? null)}</p>
      {pending ? (
        <ConfirmPhoneStep phone={pending.phone} sentTo={pending.sentTo} onDone={() => setPending(null)} onBack={() => setPending(null)} />
      ) : (
        <NewPhoneStep onSent={(phone, sentTo) => setPending({ phone, sentTo })} />
      )}
    </SectionCard>
  );
}

interface PhoneForm {
  phone: string;
}

function NewPhoneStep({ onSent }: { onSent: (phone: string, sentTo: string) => void }) {
  const { register, handleSubmit, setError, formState } = useForm<PhoneForm, unknown, OwnOtpBody>({
    resolver: contractResolver(OwnOtpBody, ({ phone }) => ({ purpose: 'VERIFY_PHONE', phone: phone.trim() || undefined })),
    defaultValues: { phone: '' },
  });
  const send = useMutation({
    mutationFn: accountApi.sendOwnOtp,
    onSuccess: (result, body) => {
      toast.success(m.auth.codeSentTo(result.sentTo));
      onSent(body.phone ?? result.sentTo, result.sentTo);
    },
    onError: (error) => applyServerErrors(error, setError, ['phone'], { PHONE_NUMBER_ALREADY_IN_USE: 'phone', INVALID_PHONE: 'phone' }),
  });
  return (
    <form noValidate onSubmit={handleSubmit((body) => send.mutate(body))} className="flex max-w-md flex-col gap-5">
      <Field label={m.auth.phone} hint={m.account.newPhoneHint} error={formState.errors.phone?.message}>
        <Input type="tel" inputMode="tel" autoComplete="tel" placeholder={m.auth.phonePlaceholder} {...register('phone')} />
      </Field>
      <div>
        <Button type="submit" loading={send.isPending}>
          {m.account.sendCode}
        </Button>
      </div>
    </form>
  );
}

interface CodeForm {
  code: string;
}

function ConfirmPhoneStep({ phone, sentTo, onDone, onBack }: { phone: string; sentTo: string; onDone: () => void; onBack: () => void }) {
  const setUser = useSetSessionUser();
  const { register, handleSubmit, setError, formState } = useForm<CodeForm, unknown, UpdatePhoneBody>({
    resolver: contractResolver(UpdatePhoneBody, ({ code }) => ({ phone, code })),
    defaultValues: { code: '' },
  });
  const confirm = useMutation({
    mutationFn: accountApi.updatePhone,
    onSuccess: (user) => {
      setUser(user);
      toast.success(m.account.phoneSaved);
      onDone();
    },
    onError: (error) => applyServerErrors(error, setError, ['code'], OTP_CODES),
  });
  const resend = useMutation({
    mutationFn: () => accountApi.sendOwnOtp({ purpose: 'VERIFY_PHONE', phone }),
    onSuccess: () => toast.success(m.auth.resent),
    onError: (error) => applyServerErrors(error, setError, []),
  });
  return (
    <form noValidate onSubmit={handleSubmit((body) => confirm.mutate(body))} className="flex max-w-md flex-col gap-5">
      <Callout>{m.auth.codeSentTo(sentTo)}</Callout>
      <Field
        label={m.auth.code}
        error={formState.errors.code?.message}
        aside={<ResendCodeButton onResend={() => resend.mutateAsync()} pending={resend.isPending} />}
      >
        <CodeInput autoFocus {...register('code')} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={confirm.isPending}>
          {m.account.confirmPhone}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {m.account.otherPhone}
        </Button>
      </div>
    </form>
  );
}
