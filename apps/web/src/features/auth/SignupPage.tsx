import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { PASSWORD_RULE, SignupBody, type ContactType } from '@market/contract';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { PasswordInput } from '../../components/ui/PasswordInput';
import { applyServerErrors, contractResolver } from '../../lib/form';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { authApi } from './api';
import { AuthCard } from './AuthCard';
import { ContactFields, contactQuery, withChosenContact } from './ContactFields';
import { SocialSignIn } from './SocialSignIn';

interface SignupForm {
  contactType: ContactType;
  email: string;
  phone: string;
  fullName: string;
  password: string;
  confirmPassword: string;
}

const fields = ['contactType', 'email', 'phone', 'fullName', 'password', 'confirmPassword'] as const;

export function SignupPage() {
  usePageTitle(m.auth.signupTitle);
  const navigate = useNavigate();
  const { register, handleSubmit, control, setValue, clearErrors, setError, formState } = useForm<SignupForm, unknown, SignupBody>({
    resolver: contractResolver(SignupBody, withChosenContact),
    defaultValues: { contactType: 'EMAIL', email: '', phone: '', fullName: '', password: '', confirmPassword: '' },
  });
  const contactType = useWatch({ control, name: 'contactType' });

  const signup = useMutation({
    mutationFn: authApi.signup,
    onSuccess: (result, body) => {
      toast.success(m.auth.codeSentTo(result.sentTo));
      const contact = body.contactType === 'PHONE' ? { phone: result.user.phone ?? body.phone } : { email: result.user.email ?? body.email };
      navigate(`/auth/verify?${contactQuery(contact)}`);
    },
    onError: (error) =>
      applyServerErrors(error, setError, fields, {
        EMAIL_ALREADY_IN_USE: 'email',
        EMAIL_IN_USE_DIFFERENT_METHOD: 'email',
        PHONE_NUMBER_ALREADY_IN_USE: 'phone',
      }),
  });

  const switchContact = (type: ContactType) => {
    setValue('contactType', type);
    clearErrors(['email', 'phone']);
  };

  return (
    <AuthCard
      title={m.auth.signupTitle}
      lead={m.auth.signupLead}
      footer={
        <>
          {m.auth.haveAccount}{' '}
          <Link to="/auth/login" className="font-medium text-brand-700 hover:underline">
            {m.auth.loginSubmit}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit((body) => signup.mutate(body))} className="flex flex-col gap-5">
        <ContactFields
          groupLabel={m.auth.contactType}
          contactType={contactType}
          onContactTypeChange={switchContact}
          email={register('email')}
          phone={register('phone')}
          emailError={formState.errors.email?.message}
          phoneError={formState.errors.phone?.message}
        />
        <Field label={m.auth.fullName} error={formState.errors.fullName?.message}>
          <Input autoComplete="name" placeholder={m.auth.namePlaceholder} {...register('fullName')} />
        </Field>
        <Field label={m.auth.password} hint={PASSWORD_RULE} error={formState.errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </Field>
        <Field label={m.auth.confirmPassword} error={formState.errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </Field>
        <Button type="submit" size="lg" fullWidth loading={signup.isPending}>
          {m.auth.signupSubmit}
        </Button>
        <p className="text-center text-xs leading-relaxed text-muted">{m.auth.termsNote}</p>
      </form>
      <SocialSignIn next="/" />
    </AuthCard>
  );
}
