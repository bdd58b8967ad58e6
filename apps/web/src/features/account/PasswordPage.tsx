import { useMutation } from '@tanstack/react-query';
import { ChangePasswordBody, ConfigurePasswordBody, PASSWORD_RULE, SetPasswordBody, type AuthResult } from '@market/contract';
import { useState } from 'react';
import { useForm, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/Button';
import { Callout } from '../../components/ui/Callout';
import { Field } from '../../components/ui/Field';
import { PasswordInput } from '../../components/ui/PasswordInput';
import { CodeInput } from '../auth/CodeInput';
import { ResendCodeButton } from '../auth/ResendCodeButton';
import { useSession, useSetSessionUser } from '../auth/session';
import { applyServerErrors, contractResolver } from '../../lib/form';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { accountApi } from './api';
import { SectionCard } from './SectionCard';

const OTP_CODES = { INVALID: 'code', EXPIRED: 'code', NOT_FOUND: 'code', MAX_RETRIES: 'code' } as const;

/** The server answers password changes with a fresh session (cookies rotated): keep its account. */
function usePasswordSaved(onSaved?: () => void) {
  const setUser = useSetSessionUser();
  return (result: AuthResult) => {
    setUser(result.user);
    toast.success(m.account.passwordSaved);
    onSaved?.();
  };
}

type Mode = 'change' | 'forgot-old';

export function PasswordPage() {
  usePageTitle(m.account.nav.password);
  const { user } = useSession();
  const [mode, setMode] = useState<Mode>('change');
  if (!user) return null;
  if (!user.hasPassword) {
    return (
      <SectionCard title={m.account.configurePassword} description={m.account.noPasswordLead}>
        <ConfigurePasswordForm />
      </SectionCard>
    );
  }
  if (mode === 'forgot-old') {
    return (
      <SectionCard title={m.account.forgotOldTitle} description={m.account.forgotOldLead}>
        <SetPasswordWithCode onDone={() => setMode('change')} onCancel={() => setMode('change')} />
      </SectionCard>
    );
  }
  return (
    <SectionCard title={m.account.changePassword} description={m.account.passwordLead}>
      <ChangePasswordForm onForgotOld={() => setMode('forgot-old')} />
    </SectionCard>
  );
}

interface ChangeForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function ChangePasswordForm({ onForgotOld }: { onForgotOld: () => void }) {
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangeForm, unknown, ChangePasswordBody>({
    resolver: contractResolver(ChangePasswordBody),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const saved = usePasswordSaved(() => reset());
  const change = useMutation({
    mutationFn: accountApi.changePassword,
    onSuccess: saved,
    onError: (error) =>
      applyServerErrors(error, setError, ['oldPassword', 'newPassword', 'confirmPassword'], {
        OLD_PASSWORD_INCORRECT: 'oldPassword',
        NEW_PASSWORD_SAME_AS_OLD_PASSWORD: 'newPassword',
        OLD_PASSWORD_DIFF_NEW_PASSWORD: 'newPassword',
      }),
  });
  return (
    <form noValidate onSubmit={handleSubmit((body) => change.mutate(body))} className="flex max-w-md flex-col gap-5">
      <Field
        label={m.auth.oldPassword}
        error={formState.errors.oldPassword?.message}
        aside={
          <button type="button" onClick={onForgotOld} className="text-sm font-medium text-brand-700 hover:underline">
            {m.account.forgotOld}
          </button>
        }
      >
        <PasswordInput autoComplete="current-password" {...register('oldPassword')} />
      </Field>
      <NewPasswordFields newPassword={register('newPassword')} confirmPassword={register('confirmPassword')} errors={formState.errors} />
      <div>
        <Button type="submit" loading={change.isPending}>
          {m.account.changePassword}
        </Button>
      </div>
    </form>
  );
}

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** "Mật khẩu mới" with the rule, and "Nhập lại mật khẩu". */
function NewPasswordFields({
  newPassword,
  confirmPassword,
  errors,
}: {
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: FieldErrors<NewPasswordValues>;
}) {
  return (
    <>
      <Field label={m.auth.newPassword} hint={PASSWORD_RULE} error={errors.newPassword?.message}>
        <PasswordInput autoComplete="new-password" {...newPassword} />
      </Field>
      <Field label={m.auth.confirmPassword} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...confirmPassword} />
      </Field>
    </>
  );
}

function ConfigurePasswordForm() {
  const { register, handleSubmit, setError, formState } = useForm<NewPasswordValues, unknown, ConfigurePasswordBody>({
    resolver: contractResolver(ConfigurePasswordBody),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const saved = usePasswordSaved();
  const configure = useMutation({
    mutationFn: accountApi.configurePassword,
    onSuccess: saved,
    onError: (error) => applyServerErrors(error, setError, ['newPassword', 'confirmPassword']),
  });
  return (
    <form noValidate onSubmit={handleSubmit((body) => configure.mutate(body))} className="flex max-w-md flex-col gap-5">
      <NewPasswordFields newPassword={register('newPassword')} confirmPassword={register('confirmPassword')} errors={formState.errors} />
      <div>
        <Button type="submit" loading={configure.isPending}>
          {m.account.configurePassword}
        </Button>
      </div>
    </form>
  );
}

interface CodeForm extends NewPasswordValues {
  code: string;
}

/** "Quên mật khẩu cũ": a CHANGE_PASSWORD code to the account's contact, then the new password. */
function SetPasswordWithCode({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<CodeForm, unknown, SetPasswordBody>({
    resolver: contractResolver(SetPasswordBody),
    defaultValues: { code: '', newPassword: '', confirmPassword: '' },
  });
  const sendCode = useMutation({
    mutationFn: () => accountApi.sendOwnOtp({ purpose: 'CHANGE_PASSWORD' }),
    onSuccess: (result) => {
      setSentTo(result.sentTo);
      toast.success(m.auth.codeSentTo(result.sentTo));
    },
    onError: (error) => applyServerErrors(error, setError, []),
  });
  const saved = usePasswordSaved(onDone);
  const setPassword = useMutation({
    mutationFn: accountApi.setPassword,
    onSuccess: saved,
    onError: (error) =>
      applyServerErrors(error, setError, ['code', 'newPassword', 'confirmPassword'], { ...OTP_CODES, NEW_PASSWORD_SAME_AS_OLD_PASSWORD: 'newPassword' }),
  });

  if (!sentTo) {
    return (
      <div className="flex max-w-md flex-col gap-4">
        <p className="text-sm text-ink-soft">{m.account.forgotOldSend}</p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => sendCode.mutate()} loading={sendCode.isPending}>
            {m.account.sendCode}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {m.common.back}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit((body) => setPassword.mutate(body))} className="flex max-w-md flex-col gap-5">
      <Callout>{m.auth.codeSentTo(sentTo)}</Callout>
      <Field
        label={m.auth.code}
        error={formState.errors.code?.message}
        aside={<ResendCodeButton onResend={() => sendCode.mutateAsync()} pending={sendCode.isPending} />}
      >
        <CodeInput autoFocus {...register('code')} />
      </Field>
      <NewPasswordFields newPassword={register('newPassword')} confirmPassword={register('confirmPassword')} errors={formState.errors} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={setPassword.isPending}>
          {m.account.changePassword}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {m.common.cancel}
        </Button>
      </div>
    </form>
  );
}
