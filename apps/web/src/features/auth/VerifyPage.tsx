import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { VerifyBody } from '@market/contract';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Callout } from '../../components/ui/Callout';
import { Field } from '../../components/ui/Field';
import { ApiError } from '../../lib/api-error';
import { applyServerErrors, contractResolver } from '../../lib/form';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { authApi } from './api';
import { AuthCard } from './AuthCard';
import { CodeInput } from './CodeInput';
import { safeNext } from './next-path';
import { ResendCodeButton } from './ResendCodeButton';
import { useSignIn } from './session';

interface VerifyValues {
  code: string;
}

const OTP_CODES = { INVALID: 'code', EXPIRED: 'code', NOT_FOUND: 'code', MAX_RETRIES: 'code' } as const;

/** The code sent after sign-up (or asked for from the login page); a right code signs the person in. */
export function VerifyPage() {
  usePageTitle(m.auth.verifyTitle);
  const [params] = useSearchParams();
  const email = params.get('email') ?? undefined;
  const phone = email ? undefined : (params.get('phone') ?? undefined);
  const contact = email ? { email } : phone ? { phone } : null;

  if (!contact) {
    return (
      <AuthCard title={m.auth.verifyTitle}>
        <Callout tone="warning" action={<ButtonLink to="/auth/login">{m.auth.backToLogin}</ButtonLink>}>
          {m.auth.missingContact}
        </Callout>
      </AuthCard>
    );
  }
  return <VerifyForm contact={contact} next={safeNext(params.get('next'))} />;
}

function VerifyForm({ contact, next }: { contact: { email: string } | { phone: string }; next: string }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const to = 'email' in contact ? contact.email : contact.phone;
  const { register, handleSubmit, setError, formState } = useForm<VerifyValues, unknown, VerifyBody>({
    resolver: contractResolver(VerifyBody, ({ code }) => ({ ...contact, code })),
    defaultValues: { code: '' },
  });

  const verify = useMutation({
    mutationFn: authApi.verify,
    onSuccess: (result) => {
      if ('user' in result) {
        signIn(result.user);
        toast.success(m.auth.verified);
        navigate(next, { replace: true });
      } else {
        navigate('/auth/login', { replace: true });
      }
    },
    onError: (error) => {
      applyServerErrors(error, setError, ['code'], OTP_CODES);
      if (error instanceof ApiError && error.code === 'ACCOUNT_VERIFIED') navigate('/auth/login', { replace: true });
    },
  });
  const resend = useMutation({
    mutationFn: () => authApi.requestVerification(contact),
    onSuccess: () => toast.success(m.auth.resent),
  });

  return (
    <AuthCard
      title={m.auth.verifyTitle}
      lead={m.auth.verifyLead(to)}
      footer={
        <Link to="/auth/login" className="font-medium text-brand-700 hover:underline">
          {m.auth.backToLogin}
        </Link>
      }
    >
      <form noValidate onSubmit={handleSubmit((body) => verify.mutate(body))} className="flex flex-col gap-5">
        <Field
          label={m.auth.code}
          error={formState.errors.code?.message}
          aside={<ResendCodeButton onResend={() => resend.mutateAsync()} pending={resend.isPending} />}
        >
          <CodeInput autoFocus {...register('code')} />
        </Field>
        <Button type="submit" size="lg" fullWidth loading={verify.isPending}>
          {m.auth.verifySubmit}
        </Button>
      </form>
    </AuthCard>
  );
}
