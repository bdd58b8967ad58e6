import type { HostApplicationBody } from '@market/contract';
import { useController, type Control } from 'react-hook-form';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Select } from '../../components/ui/Select';
import { Spinner } from '../../components/ui/Spinner';
import { m } from '../../lib/messages';
import { cm } from '../../lib/console-messages';
import { useCategoryTree, useHostCategoryOptions } from '../catalogue/api';
import { CategoryPicker } from '../catalogue/CategoryPicker';
import type { HostApplicationForm } from './HostApplicationForm';

const t = cm.hosting;
/** The contract's limit on an application's categories. */
export const MAX_APPLICATION_CATEGORIES = 10;

interface ChoiceFieldProps {
  control: Control<HostApplicationForm, unknown, HostApplicationBody>;
  error?: string;
}

/** A list the form needs is loading, or failed to load (with a retry); the rest of the form stays usable. */
function ListStatus({ pending, loadingText, onRetry, retrying }: { pending: boolean; loadingText: string; onRetry: () => void; retrying: boolean }) {
  if (pending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-4 text-brand-600" />
        <span role="status">{loadingText}</span>
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-ink-soft">
      <span>{t.listFailed}</span>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        {m.common.retry}
      </Button>
    </div>
  );
}

/** What the applicant teaches or organises: categories from the tree (at most 10). */
export function HostCategoriesField({ control, error }: ChoiceFieldProps) {
  const categories = useCategoryTree();
  const picked = useController({ control, name: 'categoryIds' });
  if (categories.isSuccess) {
    return (
      <CategoryPicker
        label={t.categories}
        description={t.categoriesHint}
        tree={categories.tree}
        value={picked.field.value}
        onChange={picked.field.onChange}
        max={MAX_APPLICATION_CATEGORIES}
        error={error}
      />
    );
  }
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">{t.categories}</legend>
      <ListStatus pending={categories.isPending} loadingText={t.categoriesLoading} onRetry={() => void categories.refetch()} retrying={categories.isFetching} />
      {error ? <p className="text-[13px] leading-snug font-medium text-danger-600">{error}</p> : null}
    </fieldset>
  );
}

/** What kind of host the applicant is (optional): one of the kinds the admins keep. */
export function HostKindField({ control, error }: ChoiceFieldProps) {
  const kinds = useHostCategoryOptions();
  // Controlled, so the previous choice shows once the options arrive.
  const { value, onChange, onBlur, name } = useController({ control, name: 'hostCategoryId' }).field;
  const options = (kinds.data ?? []).map((kind) => ({ value: kind.id, label: kind.name }));
  return (
    <div className="flex flex-col gap-2">
      <Field label={t.hostCategory} hint={kinds.isSuccess ? t.hostCategoryHint : undefined} error={error} optional>
        <Select name={name} value={value} onChange={onChange} onBlur={onBlur} options={options} placeholder={t.hostCategoryNone} disabled={!kinds.isSuccess} />
      </Field>
      {kinds.isSuccess ? null : (
        <ListStatus pending={kinds.isPending} loadingText={t.hostCategoriesLoading} onRetry={() => void kinds.refetch()} retrying={kinds.isFetching} />
      )}
    </div>
  );
}
