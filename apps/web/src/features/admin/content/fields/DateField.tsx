import type { CmsDateField } from '@market/contract';
import { Field } from '../../../../components/ui/Field';
import { Input } from '../../../../components/ui/Input';
import { fieldLabel } from '../content-types';
import { errorOf, type FieldProps } from './types';

/** A date (`yyyy-mm-dd`) or a date and time (the browser's local time, saved as an instant). */
export function DateField({ name, field, value, onChange, path, errors }: FieldProps<CmsDateField, string>) {
  return (
    <Field label={fieldLabel(name, field)} optional={!field.required} error={errorOf(errors, path)}>
      <Input
        type={field.type === 'date' ? 'date' : 'datetime-local'}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        className="max-w-64"
      />
    </Field>
  );
}
