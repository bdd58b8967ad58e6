import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { LoginBody, type ContactType } from '@market/contract';
import { Button } from '../../components/ui/Button';
import { Callout } from '../../components/ui/Callout';
import { Field } from '../../components/ui/Field';
import { PasswordInput } from '../../components/ui/PasswordInput';
import { ApiError } from '../../lib/api-error';
import { applyServerErrors, contractResolver } from '../../lib/form';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { authApi } from './api';
import { AuthCard } from './AuthCard';
import { ContactFields, contactQuery, withChosenContact } from './ContactFields';
import { safeNext } from './next-path';
import { SocialSignIn } from './SocialSignIn';
import { useSession, useSignIn } from './session';

interface LoginForm {
  contactType: ContactType;
  email: string;
  phone: string;
  password: string;
}

type Contact = { email?: string; phone?: string };

export function LoginPage() {
  usePageTitle(m.auth.loginTitle);
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { user } = useSession();
  const [unverified, setUnverified] = useState<Contact | null>(null);
  const { register, handleSubmit, control, setValue, clearErrors, setError, formState } = useForm<LoginForm, unknown, LoginBody>({
    resolver: contractResolver(LoginBody, withChosenContact),
    defaultValues: { contactType: 'EMAIL', email: '', phone: '', password: '' },
  });
  const contactType = useWatch({ control, name: 'contactType' });

  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: (result) => {
      signIn(result.user);
      toast.success(m.auth.welcome(result.user.fullName));
      navigate(next, { replace: true });
    },
    onError: (error, body) => {
      applyServerErrors(error, setError, ['email', 'phone', 'password']);
      if (error instanceof ApiError && error.code === 'ACCOUNT_NOT_VERIFIED') setUnverified({ email: body.email, phone: body.phone });
    },
  });

  const sendCode = useMutation({
    mutationFn: (contact: Contact) => authApi.requestVerification(contact),
    onSuccess: (result, contact) => {
      toast.success(m.auth.codeSentTo(result.sentTo));
      const back = next !== '/' ? `&next=${encodeURIComponent(next)}` : '';
      navigate(`/auth/verify?${contactQuery(contact)}${back}`);
    },
  });

  // Already signed in (e.g. the back button after logging in): go where the person was heading.
  if (user && !login.isPending && !login.isSuccess) return <Navigate to={next} replace />;

  const switchContact = (type: ContactType) => {
    setValue('contactType', type);
    clearErrors(['email', 'phone']);
    setUnverified(null);
  };

  return (
    <AuthCard
      title={m.auth.loginTitle}
      lead={m.auth.loginLead}
      footer={
        <>
          {m.auth.noAccount}{' '}
          <Link to="/auth/signup" className="font-medium text-brand-700 hover:underline">
            {m.auth.signupSubmit}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit((body) => login.mutate(body))} className="flex flex-col gap-5">
        {unverified ? (
          <Callout
            tone="warning"
            title={m.auth.notVerifiedTitle}
            action={
              <Button size="sm" onClick={() => sendCode.mutate(unverified)} loading={sendCode.isPending}>
                {m.auth.notVerifiedCta}
              </Button>
            }
          >
            {m.auth.notVerifiedBody}
          </Callout>
        ) : null}
        <ContactFields
          groupLabel={m.auth.loginWith}
          contactType={contactType}
          onContactTypeChange={switchContact}
          email={register('email')}
          phone={register('phone')}
          emailError={formState.errors.email?.message}
          phoneError={formState.errors.phone?.message}
        />
        <Field
          label={m.auth.password}
          error={formState.errors.password?.message}
          aside={
            <Link to="/auth/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
              {m.auth.forgot}
            </Link>
          }
        >
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </Field>
        <Button type="submit" size="lg" fullWidth loading={login.isPending}>
          {m.auth.loginSubmit}
        </Button>
      </form>
      <SocialSignIn next={next} />
    </AuthCard>
  );
}
