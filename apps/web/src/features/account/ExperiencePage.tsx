import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AchievementBody, EducationBody, JobType, WorkBody, type MyProfileDto } from '@market/contract';
import { Award, Briefcase, GraduationCap, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { FormDateInput } from '../../components/ui/DateInput';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog, Dialog } from '../../components/ui/Dialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { ListSkeleton } from '../../components/ui/LoadingState';
import { Select } from '../../components/ui/Select';
import { Textarea } from '../../components/ui/Textarea';
import { applyServerErrors, blanksToUndefined, contractResolver } from '../../lib/form';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { myProfileKey, profileApi } from './profile-api';
import { SectionCard } from './SectionCard';

type Kind = 'work' | 'education' | 'achievement';

/** `/account/experience`: works, educations and achievements, each a list with add and delete. */
export function ExperiencePage() {
  usePageTitle(m.profiles.experienceNav);
  const me = useQuery({ queryKey: myProfileKey, queryFn: ({ signal }) => profileApi.me(signal) });
  const [adding, setAdding] = useState<Kind | null>(null);
  const [removing, setRemoving] = useState<{ kind: Kind; id: string } | null>(null);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: ({ kind, id }: { kind: Kind; id: string }) =>
      kind === 'work' ? profileApi.deleteWork(id) : kind === 'education' ? profileApi.deleteEducation(id) : profileApi.deleteAchievement(id),
    onSuccess: async () => {
      setRemoving(null);
      toast.success(m.profiles.deleted);
      await queryClient.invalidateQueries({ queryKey: myProfileKey });
    },
  });

  if (me.isPending) return <ListSkeleton rows={4} />;
  if (me.isError) return <ErrorState onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  const profile: MyProfileDto = me.data;
  const addButton = (kind: Kind, label: string) => (
    <Button size="sm" variant="secondary" leadingIcon={<Plus />} onClick={() => setAdding(kind)}>
      {label}
    </Button>
  );
  const deleteButton = (kind: Kind, id: string, name: string) => (
    <Button size="sm" variant="ghost" aria-label={`${m.profiles.delete} ${name}`} onClick={() => setRemoving({ kind, id })}>
      <Trash2 className="size-4" />
    </Button>
  );

  return (
    <div className="space-y-6">
      <SectionCard title={m.profiles.works} description={m.profiles.experienceLead} actions={addButton('work', m.profiles.addWork)}>
        <Rows
          icon={<Briefcase />}
          empty={m.profiles.noWorks}
          items={profile.works.map((w) => ({
            id: w.id,
            title: `${w.position} · ${w.company}`,
            meta: [
              w.jobType ? m.profiles.jobTypes[w.jobType] : null,
              w.startDate ? `${w.startDate} – ${w.isCurrent ? m.profiles.present : (w.endDate ?? '…')}` : null,
            ]
              .filter(Boolean)
              .join(' · '),
            action: deleteButton('work', w.id, w.position),
          }))}
        />
      </SectionCard>
      <SectionCard title={m.profiles.educations} actions={addButton('education', m.profiles.addEducation)}>
        <Rows
          icon={<GraduationCap />}
          empty={m.profiles.noEducations}
          items={profile.educations.map((e) => ({
            id: e.id,
            title: e.school,
            meta: [e.degree, e.fieldOfStudy, e.startYear || e.endYear ? `${e.startYear ?? '…'} – ${e.endYear ?? '…'}` : null].filter(Boolean).join(' · '),
            action: deleteButton('education', e.id, e.school),
          }))}
        />
      </SectionCard>
      <SectionCard title={m.profiles.achievements} actions={addButton('achievement', m.profiles.addAchievement)}>
        <Rows
          icon={<Award />}
          empty={m.profiles.noAchievements}
          items={profile.achievements.map((a) => ({
            id: a.id,
            title: a.title,
            meta: [a.issuer, a.issuedAt].filter(Boolean).join(' · '),
            action: deleteButton('achievement', a.id, a.title),
          }))}
        />
      </SectionCard>

      {adding === 'work' ? <WorkDialog onClose={() => setAdding(null)} /> : null}
      {adding === 'education' ? <EducationDialog onClose={() => setAdding(null)} /> : null}
      {adding === 'achievement' ? <AchievementDialog onClose={() => setAdding(null)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={m.profiles.deleteTitle}
        description={m.profiles.deleteBody}
        confirmLabel={m.profiles.delete}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </div>
  );
}

function Rows({ items, empty, icon }: { items: { id: string; title: string; meta: string; action: ReactNode }[]; empty: string; icon: ReactNode }) {
  if (!items.length) return <EmptyState icon={icon} title={empty} className="py-6" />;
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <li key={item.id} className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
          <div className="min-w-0">
            <p className="truncate font-medium text-ink">{item.title}</p>
            {item.meta ? <p className="text-sm text-muted">{item.meta}</p> : null}
          </div>
          {item.action}
        </li>
      ))}
    </ul>
  );
}

/** A dialog with a form that adds one record and refreshes my profile. */
function AddDialog<F extends FieldValues, B>({
  title,
  onClose,
  resolver,
  defaultValues,
  save,
  fields,
  children,
}: {
  title: string;
  onClose: () => void;
  resolver: Resolver<F, unknown, B>;
  defaultValues: F;
  save: (body: B) => Promise<unknown>;
  fields: readonly Path<F>[];
  children: (form: ReturnType<typeof useForm<F, unknown, B>>) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const form = useForm<F, unknown, B>({ resolver, defaultValues: defaultValues as never });
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async () => {
      toast.success(m.profiles.added);
      await queryClient.invalidateQueries({ queryKey: myProfileKey });
      onClose();
    },
    onError: (error) => applyServerErrors(error, form.setError, fields),
  });
  const id = `add-${title}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      className="max-w-lg"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {m.profiles.cancel}
          </Button>
          <Button type="submit" form={id} loading={mutation.isPending}>
            {m.profiles.add}
          </Button>
        </>
      }
    >
      <form id={id} noValidate onSubmit={form.handleSubmit((body) => mutation.mutate(body))} className="grid gap-4 sm:grid-cols-2">
        {children(form)}
      </form>
    </Dialog>
  );
}

const jobTypeOptions = JobType.values.map((value) => ({ value, label: m.profiles.jobTypes[value] ?? value }));

interface WorkForm {
  position: string;
  company: string;
  jobType: string;
  location: string;
  startDate: string;
  endDate: string;
  isCurrent: boolean;
  description: string;
}
const workFields = ['position', 'company', 'jobType', 'location', 'startDate', 'endDate', 'description'] as const;

function WorkDialog({ onClose }: { onClose: () => void }) {
  return (
    <AddDialog<WorkForm, WorkBody>
      title={m.profiles.addWork}
      onClose={onClose}
      resolver={
        contractResolver(WorkBody, (v: WorkForm) => blanksToUndefined({ ...v, endDate: v.isCurrent ? '' : v.endDate })) as Resolver<WorkForm, unknown, WorkBody>
      }
      defaultValues={{ position: '', company: '', jobType: '', location: '', startDate: '', endDate: '', isCurrent: false, description: '' }}
      save={profileApi.addWork}
      fields={workFields}
    >
      {({ register, control, watch, formState: { errors } }) => (
        <>
          <Field label={m.profiles.position} error={errors.position?.message} className="sm:col-span-2">
            <Input {...register('position')} />
          </Field>
          <Field label={m.profiles.company} error={errors.company?.message} className="sm:col-span-2">
            <Input {...register('company')} />
          </Field>
          <Field label={m.profiles.jobType} error={errors.jobType?.message} optional>
            <Select options={jobTypeOptions} placeholder="—" {...register('jobType')} />
          </Field>
          <Field label={m.profiles.location} error={errors.location?.message} optional>
            <Input {...register('location')} />
          </Field>
          <Field label={m.profiles.startDate} error={errors.startDate?.message} optional>
            <FormDateInput control={control} name="startDate" />
          </Field>
          <Field label={m.profiles.endDate} error={errors.endDate?.message} optional>
            <FormDateInput control={control} name="endDate" disabled={watch('isCurrent')} />
          </Field>
          <label className="flex items-center gap-2 text-sm text-ink sm:col-span-2">
            <input type="checkbox" className="size-4 accent-brand-600" {...register('isCurrent')} />
            {m.profiles.isCurrent}
          </label>
          <Field label={m.profiles.description} error={errors.description?.message} optional className="sm:col-span-2">
            <Textarea rows={3} {...register('description')} />
          </Field>
        </>
      )}
    </AddDialog>
  );
}

interface EducationForm {
  school: string;
  degree: string;
  fieldOfStudy: string;
  startYear: string;
  endYear: string;
  description: string;
}
const educationFields = ['school', 'degree', 'fieldOfStudy', 'startYear', 'endYear', 'description'] as const;
const yearOrUndefined = (v: string) => (v.trim() === '' ? undefined : Number(v));

function EducationDialog({ onClose }: { onClose: () => void }) {
  return (
    <AddDialog<EducationForm, EducationBody>
      title={m.profiles.addEducation}
      onClose={onClose}
      resolver={
        contractResolver(EducationBody, (v: EducationForm) => ({
          ...blanksToUndefined({ ...v }),
          startYear: yearOrUndefined(v.startYear),
          endYear: yearOrUndefined(v.endYear),
        })) as Resolver<EducationForm, unknown, EducationBody>
      }
      defaultValues={{ school: '', degree: '', fieldOfStudy: '', startYear: '', endYear: '', description: '' }}
      save={profileApi.addEducation}
      fields={educationFields}
    >
      {({ register, formState: { errors } }) => (
        <>
          <Field label={m.profiles.school} error={errors.school?.message} className="sm:col-span-2">
            <Input {...register('school')} />
          </Field>
          <Field label={m.profiles.degree} error={errors.degree?.message} optional>
            <Input {...register('degree')} />
          </Field>
          <Field label={m.profiles.fieldOfStudy} error={errors.fieldOfStudy?.message} optional>
            <Input {...register('fieldOfStudy')} />
          </Field>
          <Field label={m.profiles.startYear} error={errors.startYear?.message} optional>
            <Input type="number" inputMode="numeric" {...register('startYear')} />
          </Field>
          <Field label={m.profiles.endYear} error={errors.endYear?.message} optional>
            <Input type="number" inputMode="numeric" {...register('endYear')} />
          </Field>
          <Field label={m.profiles.description} error={errors.description?.message} optional className="sm:col-span-2">
            <Textarea rows={3} {...register('description')} />
          </Field>
        </>
      )}
    </AddDialog>
  );
}

interface AchievementForm {
  title: string;
  issuer: string;
  issuedAt: string;
  url: string;
  description: string;
}
const achievementFields = ['title', 'issuer', 'issuedAt', 'url', 'description'] as const;

function AchievementDialog({ onClose }: { onClose: () => void }) {
  return (
    <AddDialog<AchievementForm, AchievementBody>
      title={m.profiles.addAchievement}
      onClose={onClose}
      resolver={contractResolver(AchievementBody) as Resolver<AchievementForm, unknown, AchievementBody>}
      defaultValues={{ title: '', issuer: '', issuedAt: '', url: '', description: '' }}
      save={profileApi.addAchievement}
      fields={achievementFields}
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <Field label={m.profiles.title} error={errors.title?.message} className="sm:col-span-2">
            <Input {...register('title')} />
          </Field>
          <Field label={m.profiles.issuer} error={errors.issuer?.message} optional>
            <Input {...register('issuer')} />
          </Field>
          <Field label={m.profiles.issuedAt} error={errors.issuedAt?.message} optional>
            <FormDateInput control={control} name="issuedAt" />
          </Field>
          <Field label={m.profiles.url} error={errors.url?.message} optional className="sm:col-span-2">
            <Input type="url" inputMode="url" {...register('url')} />
          </Field>
          <Field label={m.profiles.description} error={errors.description?.message} optional className="sm:col-span-2">
            <Textarea rows={3} {...register('description')} />
          </Field>
        </>
      )}
    </AddDialog>
  );
}
