import { useId, useState, type FormEvent } from 'react';
import { Field } from '../../../../components/ui/Field';
import { FormDialog } from '../../../../components/ui/FormDialog';
import { Input } from '../../../../components/ui/Input';
import { PasswordInput } from '../../../../components/ui/PasswordInput';
import { Select } from '../../../../components/ui/Select';
import { cmsAdminMessages } from '../../../../lib/cms-admin-messages';
import { toast } from '../../../../lib/toast';
import { useCreateAccount, type Role } from './accounts-admin';

const t = cmsAdminMessages.accounts;
type Errors = Partial<Record<'username' | 'email' | 'password', string>>;

/** A new account of the content service: its name, e-mail, first password and role (Editor unless chosen). */
export function NewAccountDialog({ roles, onClose }: { roles: Role[]; onClose: () => void }) {
  const assignable = roles.filter((r) => r.type !== 'public');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState(String((assignable.find((r) => r.type === 'editor') ?? assignable[0])?.id ?? ''));
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateAccount();
  const formId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    if (username.trim().length < 3) found.username = t.tooShort(3);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.email = t.emailInvalid;
    if (password.length < 6) found.password = t.tooShort(6);
    setErrors(found);
    if (Object.keys(found).length) {
      // The first field marked invalid takes the focus, once it is drawn so.
      requestAnimationFrame(() => document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    create.mutate(
      { username: username.trim(), email: email.trim(), password, role: Number(role), confirmed: true },
      {
        onSuccess: () => {
          toast.success(t.created);
          onClose();
        },
        onError: (failure) => toast.error(failure.message),
      },
    );
  }

  return (
    <FormDialog
      title={t.addTitle}
      formId={formId}
      submitLabel={t.create}
      pending={create.isPending}
      onClose={onClose}
      onSubmit={submit}
      formClassName="flex flex-col gap-4"
    >
      <Field label={t.username} hint={t.usernameHint} error={errors.username}>
        <Input value={username} autoComplete="off" maxLength={100} onChange={(event) => setUsername(event.target.value)} />
      </Field>
      <Field label={t.email} error={errors.email}>
        <Input type="email" value={email} autoComplete="off" maxLength={200} onChange={(event) => setEmail(event.target.value)} />
      </Field>
      <Field label={t.password} hint={t.passwordHint} error={errors.password}>
        <PasswordInput value={password} autoComplete="new-password" maxLength={200} onChange={(event) => setPassword(event.target.value)} />
      </Field>
      <Field label={t.role}>
        <Select value={role} options={assignable.map((r) => ({ value: String(r.id), label: r.name }))} onChange={(event) => setRole(event.target.value)} />
      </Field>
    </FormDialog>
  );
}
