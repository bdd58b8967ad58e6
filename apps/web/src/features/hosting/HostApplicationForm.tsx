import { HostApplicationBody, type HostApplicationDto } from '@market/contract';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Textarea } from '../../components/ui/Textarea';
import { applyServerErrors, blanksToUndefined, contractResolver } from '../../lib/form';
import { cm } from '../../lib/console-messages';
import { useSubmitHostApplication } from './api';
import { HostCategoriesField, HostKindField } from './HostChoiceFields';

const t = cm.hosting;

export interface HostApplicationForm {
  displayName: string;
  headline: string;
  bio: string;
  expertise: string;
  phone: string;
  email: string;
  website: string;
  businessName: string;
  taxCode: string;
  experienceYears: string;
  documentName: string;
  documentUrl: string;
  categoryIds: string[];
  /** '' = not chosen. */
  hostCategoryId: string;
}

const FIELDS = [
  'displayName',
  'headline',
  'bio',
  'expertise',
  'phone',
  'email',
  'website',
  'businessName',
  'taxCode',
  'experienceYears',
  'categoryIds',
  'hostCategoryId',
] as const;
/** Whole-call error codes shown under one field. */
const CODE_FIELDS = {
  PHONE_NUMBER_NOT_UPDATED: 'phone',
  INVALID_PHONE: 'phone',
  INVALID_DISPLAY_NAME: 'displayName',
  CATEGORY_NOT_FOUND: 'categoryIds',
  HOST_CATEGORY_NOT_FOUND: 'hostCategoryId',
} as const;

/**
 * The form's values → the contract's body (blank = not given; one optional document). No categories
 * are left out, except when resubmitting an application that had some: [] then clears them (and
 * likewise null clears an earlier kind of host).
 */
export function toApplicationBody(values: HostApplicationForm, previous: HostApplicationDto | null = null): HostApplicationBody {
  const { documentName, documentUrl, experienceYears, categoryIds, ...rest } = values;
  const documentGiven = documentName.trim() !== '' || documentUrl.trim() !== '';
  const hadCategories = (previous?.categoryIds.length ?? 0) > 0;
  // "Chưa chọn" on a resubmission whose earlier kind was set clears it.
  const clearsKind = rest.hostCategoryId === '' && Boolean(previous?.hostCategoryId);
  return {
    ...blanksToUndefined(rest),
    ...(clearsKind ? { hostCategoryId: null } : {}),
    experienceYears: experienceYears.trim() === '' ? undefined : Number(experienceYears),
    documents: documentGiven ? [{ name: documentName, url: documentUrl }] : undefined,
    categoryIds: categoryIds.length > 0 || hadCategories ? categoryIds : undefined,
  } as HostApplicationBody;
}

function defaultsOf(previous: HostApplicationDto | null): HostApplicationForm {
  const doc = previous?.documents[0];
  return {
    displayName: previous?.displayName ?? '',
    headline: previous?.headline ?? '',
    bio: previous?.bio ?? '',
    expertise: previous?.expertise ?? '',
    phone: previous?.phone ?? '',
    email: previous?.email ?? '',
    website: previous?.website ?? '',
    businessName: previous?.businessName ?? '',
    taxCode: previous?.taxCode ?? '',
    experienceYears: previous?.experienceYears == null ? '' : String(previous.experienceYears),
    documentName: doc?.name ?? '',
    documentUrl: doc?.url ?? '',
    categoryIds: previous?.categoryIds ?? [],
    hostCategoryId: previous?.hostCategoryId ?? '',
  };
}

/** Becoming a host: a first application, or (with `previous`) a rejected one edited and sent again. */
export function HostApplicationFormView({ previous = null, onDone }: { previous?: HostApplicationDto | null; onDone?: () => void }) {
  const { register, handleSubmit, setError, formState, control } = useForm<HostApplicationForm, unknown, HostApplicationBody>({
    resolver: contractResolver(HostApplicationBody, (values: HostApplicationForm) => toApplicationBody(values, previous)),
    defaultValues: defaultsOf(previous),
  });
  const submit = useSubmitHostApplication(() => {
    toast.success(previous ? t.resubmitted : t.submitted);
    onDone?.();
  });
  const errors = formState.errors;
  const docError = (errors as Record<string, { message?: string } | undefined>).documents?.message;
  return (
    <form
      noValidate
      aria-label={t.title}
      onSubmit={handleSubmit((body) =>
        submit.mutate(body, {
          onError: (error) => applyServerErrors(error, setError, [...FIELDS, 'documentUrl'], CODE_FIELDS),
        }),
      )}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t.displayName} hint={t.displayNameHint} error={errors.displayName?.message}>
          <Input autoComplete="organization" {...register('displayName')} />
        </Field>
        <Field label={t.phone} hint={t.phoneHint} error={errors.phone?.message} optional>
          <Input type="tel" inputMode="tel" autoComplete="tel" {...register('phone')} />
        </Field>
      </div>
      <Field label={t.headline} error={errors.headline?.message} optional>
        <Input placeholder={t.headlinePlaceholder} {...register('headline')} />
      </Field>
      <Field label={t.bio} error={errors.bio?.message} optional>
        <Textarea rows={5} {...register('bio')} />
      </Field>
      <HostKindField control={control} error={errors.hostCategoryId?.message} />
      <HostCategoriesField control={control} error={errors.categoryIds?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t.expertise} error={errors.expertise?.message} optional>
          <Input {...register('expertise')} />
        </Field>
        <Field label={t.experienceYears} error={errors.experienceYears?.message} optional>
          <Input type="number" inputMode="numeric" min={0} max={80} {...register('experienceYears')} />
        </Field>
        <Field label={t.email} error={errors.email?.message} optional>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field label={t.website} error={errors.website?.message} optional>
          <Input type="url" placeholder="https://" {...register('website')} />
        </Field>
        <Field label={t.businessName} error={errors.businessName?.message} optional>
          <Input {...register('businessName')} />
        </Field>
        <Field label={t.taxCode} error={errors.taxCode?.message} optional>
          <Input inputMode="numeric" {...register('taxCode')} />
        </Field>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm text-ink-soft">{t.documentsLead}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t.documentName} optional>
            <Input {...register('documentName')} />
          </Field>
          <Field label={t.documentUrl} error={docError ?? errors.documentUrl?.message} optional>
            <Input type="url" placeholder="https://" {...register('documentUrl')} />
          </Field>
        </div>
      </fieldset>
      <div>
        <Button type="submit" loading={submit.isPending}>
          {previous ? t.resubmit : t.submit}
        </Button>
      </div>
    </form>
  );
}
