import type { CmsJsonField } from '@market/contract';
import { Field } from '../../../../components/ui/Field';
import { Textarea } from '../../../../components/ui/Textarea';
import { cmsConsoleMessages } from '../../../../lib/cms-console-messages';
import { fieldLabel } from '../content-types';
import { errorOf, type FieldProps } from './types';

/** Free JSON, as text. */
export function JsonField({ name, field, value, onChange, path, errors }: FieldProps<CmsJsonField, string>) {
  return (
    <Field label={fieldLabel(name, field)} optional={!field.required} error={errorOf(errors, path)} hint={cmsConsoleMessages.fields.jsonHint}>
      <Textarea rows={6} spellCheck={false} className="font-mono text-[13px]" value={value ?? ''} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}
