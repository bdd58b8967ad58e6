import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROFILE_AGE_BANDS, UpdateUserProfileBody, type MyProfileDto } from '@market/contract';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { ListSkeleton } from '../../components/ui/LoadingState';
import { Select } from '../../components/ui/Select';
import { applyServerErrors, contractResolver } from '../../lib/form';
import { m } from '../../lib/messages';
import { myProfileKey, profileApi } from './profile-api';
import { SectionCard } from './SectionCard';

interface PublicForm {
  headline: string;
  ageBand: string;
  zalo: string;
  facebook: string;
}

const ageOptions = PROFILE_AGE_BANDS.map((value) => ({ value, label: value === '>43' ? 'Trên 43' : value }));

function formValues(p: MyProfileDto): PublicForm {
  return { headline: p.headline ?? '', ageBand: p.ageBand ?? '', zalo: p.socialContacts.ZALO ?? '', facebook: p.socialContacts.FACEBOOK ?? '' };
}

/** Cleared fields go as null (headline, age band) or '' (a contact: the server then drops it). */
function toBody(v: PublicForm) {
  return {
    headline: v.headline.trim() === '' ? null : v.headline,
    ageBand: v.ageBand === '' ? null : v.ageBand,
    socialContacts: { ZALO: v.zalo.trim(), FACEBOOK: v.facebook.trim() },
  };
}

/** The public-profile part of `/account/profile`: headline, age band and contacts. */
export function PublicProfileCard() {
  const me = useQuery({ queryKey: myProfileKey, queryFn: ({ signal }) => profileApi.me(signal) });
  if (me.isPending) return <ListSkeleton rows={2} />;
  if (me.isError) return null;
  return <PublicProfileEditor key={me.data.id} profile={me.data} />;
}

function PublicProfileEditor({ profile }: { profile: MyProfileDto }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, reset, formState } = useForm<PublicForm, unknown, UpdateUserProfileBody>({
    resolver: contractResolver(UpdateUserProfileBody, toBody) as Resolver<PublicForm, unknown, UpdateUserProfileBody>,
    defaultValues: formValues(profile),
  });
  const save = useMutation({
    mutationFn: (body: UpdateUserProfileBody) => profileApi.updatePublic(profile.username, body),
    onSuccess: async (updated, body) => {
      toast.success(m.common.saved);
      reset({
        headline: updated.headline ?? '',
        ageBand: body.ageBand ?? '',
        zalo: updated.socialContacts.ZALO ?? '',
        facebook: updated.socialContacts.FACEBOOK ?? '',
      });
      await queryClient.invalidateQueries({ queryKey: myProfileKey });
    },
    onError: (error) => applyServerErrors(error, setError, ['headline', 'ageBand']),
  });
  const errors = formState.errors;
  return (
    <SectionCard
      title={m.profiles.publicTitle}
      description={m.profiles.publicLead}
      actions={
        <ButtonLink size="sm" variant="ghost" to={`/hosts/${profile.username}`}>
          {m.profiles.viewPublic}
        </ButtonLink>
      }
    >
      <form noValidate onSubmit={handleSubmit((body) => save.mutate(body))} className="grid gap-5 sm:grid-cols-2">
        <Field label={m.profiles.headline} hint={m.profiles.headlineHint} error={errors.headline?.message} optional className="sm:col-span-2">
          <Input maxLength={160} {...register('headline')} />
        </Field>
        <Field label={m.profiles.ageBand} error={errors.ageBand?.message} optional>
          <Select options={ageOptions} placeholder={m.profiles.ageBandNone} {...register('ageBand')} />
        </Field>
        <div className="hidden sm:block" />
        <Field label={m.profiles.zalo} error={errors.zalo?.message} optional>
          <Input {...register('zalo')} />
        </Field>
        <Field label={m.profiles.facebook} error={errors.facebook?.message} optional>
          <Input type="url" inputMode="url" {...register('facebook')} />
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
