import type { CmsNumberField } from '@market/contract';
import { Field } from '../../../../components/ui/Field';
import { Input } from '../../../../components/ui/Input';
import { fieldLabel } from '../content-types';
import { errorOf, type FieldProps } from './types';

/** An integer or a decimal, kept as typed until saved (then checked against its min and max). */
export function NumberField({ name, field, value, onChange, path, errors }: FieldProps<CmsNumberField, string>) {
  return (
    <Field label={fieldLabel(name, field)} optional={!field.required} error={errorOf(errors, path)}>
      <Input
        type="text"
        inputMode={field.type === 'integer' ? 'numeric' : 'decimal'}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        className="max-w-48"
      />
    </Field>
  );
}
