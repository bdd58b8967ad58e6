import { slugify, type CmsTextField, type CmsUidField } from '@market/contract';
import { Field } from '../../../../components/ui/Field';
import { Input } from '../../../../components/ui/Input';
import { fieldLabel } from '../content-types';
import { errorOf, type FieldProps } from './types';

/** A short text: string, e-mail or uid (a slug, which a button proposes from its target field). */
export function TextField({
  name,
  field,
  value,
  onChange,
  path,
  errors,
  siblings,
}: FieldProps<CmsTextField | CmsUidField, string> & { siblings?: Record<string, unknown> }) {
  const max = 'maxLength' in field && field.maxLength !== undefined ? field.maxLength : field.type === 'uid' ? undefined : 255;
  const source = field.type === 'uid' && field.targetField ? siblings?.[field.targetField] : undefined;
  return (
    <Field
      label={fieldLabel(name, field)}
      optional={!field.required}
      error={errorOf(errors, path)}
      hint={field.type === 'uid' ? 'Chỉ gồm chữ không dấu, số và dấu gạch ngang.' : undefined}
    >
      <Input
        type={field.type === 'email' ? 'email' : 'text'}
        value={value ?? ''}
        maxLength={max}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          if (field.type === 'uid' && !value && typeof source === 'string' && source) onChange(slugify(source));
        }}
      />
    </Field>
  );
}
