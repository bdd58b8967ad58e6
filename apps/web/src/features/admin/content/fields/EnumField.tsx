import type { CmsEnumerationField } from '@market/contract';
import { Field } from '../../../../components/ui/Field';
import { Select } from '../../../../components/ui/Select';
import { cmsConsoleMessages } from '../../../../lib/cms-console-messages';
import { contentMessages } from '../../../../lib/content-messages';
import { fieldLabel } from '../content-types';
import { errorOf, type FieldProps } from './types';

/** Names of values the public pages already name (the FAQ's groups); other values show as declared. */
const known: Record<string, string> = contentMessages.help.groups;

/** One of the declared values. */
export function EnumField({ name, field, value, onChange, path, errors }: FieldProps<CmsEnumerationField, string>) {
  const options = field.values.map((v) => ({ value: v, label: known[v] ? `${known[v]} (${v})` : v }));
  return (
    <Field label={fieldLabel(name, field)} optional={!field.required} error={errorOf(errors, path)}>
      <Select options={options} placeholder={cmsConsoleMessages.fields.choose} value={value ?? ''} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}
