import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { ForgotPasswordBody, PASSWORD_RULE, ResetPasswordBody, type ContactType } from '@market/contract';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { PasswordInput } from '../../components/ui/PasswordInput';
import { applyServerErrors, contractResolver } from '../../lib/form';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { authApi } from './api';
import { AuthCard } from './AuthCard';
import { CodeInput } from './CodeInput';
import { ContactFields, withChosenContact } from './ContactFields';
import { ResendCodeButton } from './ResendCodeButton';

type Contact = { email?: string; phone?: string };

const backToLogin = (
  <Link to="/auth/login" className="font-medium text-brand-700 hover:underline">
    {m.auth.backToLogin}
  </Link>
);

/** Step 1: where to send the code. Step 2: the code and the new password. */
export function ForgotPasswordPage() {
  usePageTitle(m.auth.forgotTitle);
  const [sent, setSent] = useState<{ contact: Contact; to: string } | null>(null);
  if (!sent) return <RequestCodeStep onSent={(contact, to) => setSent({ contact, to })} />;
  return <ResetStep contact={sent.contact} to={sent.to} onChangeContact={() => setSent(null)} />;
}

interface RequestForm {
  contactType: ContactType;
  email: string;
  phone: string;
}

function RequestCodeStep({ onSent }: { onSent: (contact: Contact, to: string) => void }) {
  const { register, handleSubmit, control, setValue, clearErrors, setError, formState } = useForm<RequestForm, unknown, ForgotPasswordBody>({
    resolver: contractResolver(ForgotPasswordBody, withChosenContact),
    defaultValues: { contactType: 'EMAIL', email: '', phone: '' },
  });
  const contactType = useWatch({ control, name: 'contactType' });
  const request = useMutation({
    mutationFn: authApi.forgotPassword,
    onSuccess: (result, contact) => {
      toast.success(m.auth.codeSentTo(result.sentTo));
      onSent({ email: contact.email, phone: contact.phone }, result.sentTo);
    },
    onError: (error) => applyServerErrors(error, setError, ['email', 'phone']),
  });

  return (
    <AuthCard title={m.auth.forgotTitle} lead={m.auth.forgotLead} footer={backToLogin}>
      <form noValidate onSubmit={handleSubmit((body) => request.mutate(body))} className="flex flex-col gap-5">
        <ContactFields
          groupLabel={m.auth.forgotWith}
          contactType={contactType}
          onContactTypeChange={(type) => {
            setValue('contactType', type);
            clearErrors(['email', 'phone']);
          }}
          email={register('email')}
          phone={register('phone')}
          emailError={formState.errors.email?.message}
          phoneError={formState.errors.phone?.message}
        />
        <Button type="submit" size="lg" fullWidth loading={request.isPending}>
          {m.auth.forgotSubmit}
        </Button>
      </form>
    </AuthCard>
  );
}

interface ResetForm {
  code: string;
  newPassword: string;
  confirmPassword: string;
}

function ResetStep({ contact, to, onChangeContact }: { contact: Contact; to: string; onChangeContact: () => void }) {
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useForm<ResetForm, unknown, ResetPasswordBody>({
    resolver: contractResolver(ResetPasswordBody, (values) => ({ ...contact, ...values })),
    defaultValues: { code: '', newPassword: '', confirmPassword: '' },
  });
  const reset = useMutation({
    mutationFn: authApi.resetPassword,
    onSuccess: () => {
      toast.success(m.auth.resetDone);
      navigate('/auth/login', { replace: true });
    },
    onError: (error) =>
      applyServerErrors(error, setError, ['code', 'newPassword', 'confirmPassword'], {
        INVALID: 'code',
        EXPIRED: 'code',
        NOT_FOUND: 'code',
        MAX_RETRIES: 'code',
      }),
  });
  const resend = useMutation({
    mutationFn: () => authApi.forgotPassword(contact),
    onSuccess: () => toast.success(m.auth.resent),
  });

  return (
    <AuthCard title={m.auth.resetTitle} lead={m.auth.verifyLead(to)} footer={backToLogin}>
      <form noValidate onSubmit={handleSubmit((body) => reset.mutate(body))} className="flex flex-col gap-5">
        <Field
          label={m.auth.code}
          error={formState.errors.code?.message}
          aside={<ResendCodeButton onResend={() => resend.mutateAsync()} pending={resend.isPending} />}
        >
          <CodeInput autoFocus {...register('code')} />
        </Field>
        <Field label={m.auth.newPassword} hint={PASSWORD_RULE} error={formState.errors.newPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('newPassword')} />
        </Field>
        <Field label={m.auth.confirmPassword} error={formState.errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </Field>
        <Button type="submit" size="lg" fullWidth loading={reset.isPending}>
          {m.auth.resetSubmit}
        </Button>
        <Button variant="ghost" onClick={onChangeContact}>
          {m.auth.useOtherContact}
        </Button>
      </form>
    </AuthCard>
  );
}
