import { useMutation } from '@tanstack/react-query';
import { Gender, UpdateProfileBody, type UserDto } from '@market/contract';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Select } from '../../components/ui/Select';
import { Textarea } from '../../components/ui/Textarea';
import { useSession, useSetSessionUser } from '../auth/session';
import { applyServerErrors, contractResolver } from '../../lib/form';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { accountApi } from './api';
import { PublicProfileCard } from './PublicProfileCard';
import { SectionCard } from './SectionCard';
import { FormDateInput } from '../../components/ui/DateInput';

interface ProfileForm {
  fullName: string;
  avatar: string;
  gender: string;
  dateOfBirth: string;
  bio: string;
  address: string;
  city: string;
}

const fields = ['fullName', 'avatar', 'gender', 'dateOfBirth', 'bio', 'address', 'city'] as const;
const nullable = ['avatar', 'gender', 'dateOfBirth', 'bio', 'address', 'city'] as const;

function formValues(user: UserDto): ProfileForm {
  return {
    fullName: user.fullName,
    avatar: user.avatar ?? '',
    gender: user.gender ?? '',
    dateOfBirth: user.dateOfBirth?.slice(0, 10) ?? '',
    bio: user.bio ?? '',
    address: user.address ?? '',
    city: user.city ?? '',
  };
}

/** Cleared optional fields are sent as null (cleared on the server), the name always as typed. */
function toBody(values: ProfileForm): Record<string, unknown> {
  const body: Record<string, unknown> = { fullName: values.fullName };
  for (const key of nullable) body[key] = values[key].trim() === '' ? null : values[key];
  return body;
}

const genderOptions = Gender.values.map((value) => ({ value, label: m.account.genders[value] ?? value }));

export function ProfilePage() {
  usePageTitle(m.account.nav.profile);
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="space-y-6">
      <ProfileEditor key={user.id} user={user} />
      <PublicProfileCard />
    </div>
  );
}

function ProfileEditor({ user }: { user: UserDto }) {
  const setUser = useSetSessionUser();
  const { register, control, handleSubmit, setError, reset, formState } = useForm<ProfileForm, unknown, UpdateProfileBody>({
    resolver: contractResolver(UpdateProfileBody, toBody),
    defaultValues: formValues(user),
  });
  const save = useMutation({
    mutationFn: accountApi.updateProfile,
    onSuccess: (updated) => {
      setUser(updated);
      reset(formValues(updated));
      toast.success(m.common.saved);
    },
    onError: (error) => applyServerErrors(error, setError, fields),
  });
  const errors = formState.errors;

  return (
    <SectionCard title={m.account.nav.profile} description={m.account.profileLead}>
      <form noValidate onSubmit={handleSubmit((body) => save.mutate(body))} className="grid gap-5 sm:grid-cols-2">
        <Field label={m.auth.fullName} error={errors.fullName?.message} className="sm:col-span-2">
          <Input autoComplete="name" {...register('fullName')} />
        </Field>
        <div className="sm:col-span-2">
          <p className="text-sm text-muted">
            {m.account.signInWith}: <span className="font-medium text-ink">{user.email ?? user.phone}</span>
          </p>
        </div>
        <Field label={m.account.gender} error={errors.gender?.message} optional>
          <Select options={genderOptions} placeholder={m.account.genderNone} {...register('gender')} />
        </Field>
        <Field label={m.account.dateOfBirth} error={errors.dateOfBirth?.message} optional>
          <FormDateInput control={control} name="dateOfBirth" />
        </Field>
        <Field label={m.account.avatar} hint={m.account.avatarHint} error={errors.avatar?.message} optional className="sm:col-span-2">
          <Input type="url" inputMode="url" {...register('avatar')} />
        </Field>
        <Field label={m.account.bio} error={errors.bio?.message} optional className="sm:col-span-2">
          <Textarea rows={4} {...register('bio')} />
        </Field>
        <Field label={m.account.address} error={errors.address?.message} optional>
          <Input autoComplete="street-address" {...register('address')} />
        </Field>
        <Field label={m.account.city} error={errors.city?.message} optional>
          <Input autoComplete="address-level1" {...register('city')} />
        </Field>
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" loading={save.isPending} disabled={!formState.isDirty}>
            {m.common.save}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
