import type { CmsTextField } from '@market/contract';
import { useState } from 'react';
import { Field } from '../../../../components/ui/Field';
import { Tabs } from '../../../../components/ui/Tabs';
import { Textarea } from '../../../../components/ui/Textarea';
import { cmsConsoleMessages } from '../../../../lib/cms-console-messages';
import { RichText } from '../../../content/RichText';
import { fieldLabel } from '../content-types';
import { errorOf, type FieldProps } from './types';

const t = cmsConsoleMessages.fields;

/** A rich text (Strapi v4's Markdown): written in a text box, shown as the public pages show it. */
export function RichTextField({ name, field, value, onChange, path, errors }: FieldProps<CmsTextField, string>) {
  const [mode, setMode] = useState<'write' | 'show'>('write');
  const label = fieldLabel(name, field);
  const panelId = `rich-${path}`;
  return (
    <Field
      label={label}
      optional={!field.required}
      error={errorOf(errors, path)}
      hint={t.markdownHint}
      aside={
        <Tabs
          label={t.mode(label)}
          idPrefix={panelId}
          panelId={panelId}
          variant="underline"
          value={mode}
          onChange={setMode}
          tabs={[
            { value: 'write', label: t.write },
            { value: 'show', label: t.show },
          ]}
        />
      }
    >
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${mode}`}>
        {mode === 'write' ? (
          <Textarea rows={8} value={value ?? ''} maxLength={field.maxLength} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <div className="min-h-24 rounded-lg border border-line bg-sunken/40 px-3 py-2.5">
            <RichText text={value} />
          </div>
        )}
      </div>
    </Field>
  );
}
