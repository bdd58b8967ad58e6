import { AdminCreateUserBody, AdminUpdateUserBody, UserRole, type UserDto } from '@market/contract';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { FormDialog } from '../../../components/ui/FormDialog';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { Select } from '../../../components/ui/Select';
import { applyServerErrors, contractResolver } from '../../../lib/form';
import { m } from '../../../lib/messages';
import { usersApi, useUsersMutation } from './api';

const t = m.people.users;
const roleOptions = UserRole.values.map((value) => ({ value, label: t.roles[value] ?? value }));

interface UserForm {
  fullName: string;
  email: string;
  phone: string;
  role: string;
  city: string;
  password: string;
}
const fields = ['fullName', 'email', 'phone', 'role', 'city', 'password'] as const;
const codeFields = { EMAIL_ALREADY_IN_USE: 'email', PHONE_NUMBER_ALREADY_IN_USE: 'phone' } as const;

const blank = (v: string) => (v.trim() === '' ? undefined : v.trim());
const toCreate = (v: UserForm) => ({
  fullName: v.fullName,
  email: blank(v.email),
  phone: blank(v.phone),
  role: v.role,
  city: blank(v.city),
  password: v.password === '' ? undefined : v.password,
});
const toUpdate = (v: UserForm) => ({
  fullName: v.fullName,
  email: blank(v.email) ?? null,
  phone: blank(v.phone) ?? null,
  role: v.role,
  city: blank(v.city) ?? null,
});

/** Adds an account (user undefined) or edits one. */
export function UserFormDialog({ open, onOpenChange, user }: { open: boolean; onOpenChange: (open: boolean) => void; user?: UserDto }) {
  return open ? <UserFormDialogBody onOpenChange={onOpenChange} user={user} /> : null;
}

function UserFormDialogBody({ onOpenChange, user }: { onOpenChange: (open: boolean) => void; user?: UserDto }) {
  const editing = Boolean(user);
  const { register, handleSubmit, setError, formState } = useForm<UserForm, unknown, unknown>({
    resolver: (editing ? contractResolver(AdminUpdateUserBody, toUpdate) : contractResolver(AdminCreateUserBody, toCreate)) as Resolver<
      UserForm,
      unknown,
      unknown
    >,
    defaultValues: {
      fullName: user?.fullName ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      role: user?.role ?? 'USER',
      city: user?.city ?? '',
      password: '',
    },
  });
  const save = useUsersMutation(
    (body: unknown) => (user ? usersApi.update(user.id, body as AdminUpdateUserBody) : usersApi.create(body as AdminCreateUserBody)),
    () => {
      toast.success(editing ? t.saved : t.created);
      onOpenChange(false);
    },
  );
  const errors = formState.errors;
  const formId = editing ? 'admin-user-edit' : 'admin-user-create';
  return (
    <FormDialog
      onClose={() => onOpenChange(false)}
      title={editing ? t.editTitle : t.addTitle}
      description={editing ? undefined : t.addHint}
      formId={formId}
      formClassName="flex flex-col gap-4"
      submitLabel={editing ? m.common.save : t.add}
      pending={save.isPending}
      onSubmit={handleSubmit((body) => save.mutate(body, { onError: (error) => applyServerErrors(error, setError, fields, codeFields) }))}
    >
      <Field label={t.fullName} error={errors.fullName?.message}>
        <Input autoComplete="off" {...register('fullName')} />
      </Field>
      <Field label={t.email} error={errors.email?.message} optional>
        <Input type="email" autoComplete="off" {...register('email')} />
      </Field>
      <Field label={t.phone} error={errors.phone?.message} optional>
        <Input type="tel" autoComplete="off" {...register('phone')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.role} error={errors.role?.message}>
          <Select options={roleOptions} {...register('role')} />
        </Field>
        <Field label={t.city} error={errors.city?.message} optional>
          <Input {...register('city')} />
        </Field>
      </div>
      {editing ? null : (
        <Field label={t.password} error={errors.password?.message} optional>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </Field>
      )}
    </FormDialog>
  );
}
