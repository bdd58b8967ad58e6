import type { CmsTextField } from '@market/contract';
import { Field } from '../../../../components/ui/Field';
import { Textarea } from '../../../../components/ui/Textarea';
import { fieldLabel } from '../content-types';
import { errorOf, type FieldProps } from './types';

/** A long plain text (Strapi's `text`). */
export function LongTextField({ name, field, value, onChange, path, errors }: FieldProps<CmsTextField, string>) {
  return (
    <Field label={fieldLabel(name, field)} optional={!field.required} error={errorOf(errors, path)}>
      <Textarea rows={3} value={value ?? ''} maxLength={field.maxLength} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}
