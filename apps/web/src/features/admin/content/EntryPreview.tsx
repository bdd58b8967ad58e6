import type { CmsContentType, CmsFields } from '@market/contract';
import { Card } from '../../../components/ui/Card';
import type { CmsFile } from '../../../lib/cms';
import { cmsConsoleMessages } from '../../../lib/cms-console-messages';
import { contentMessages } from '../../../lib/content-messages';
import { RichText } from '../../content/RichText';
import { fieldLabel, titleFieldOf, type FormValues, type LinkedEntry } from './content-types';
import { FileThumb } from './fields/FileThumb';

const t = cmsConsoleMessages;

/** An FAQ as the help page shows it: its group, the question, the answer opened. */
function FaqPreview({ values }: { values: FormValues }) {
  const group = String(values.group ?? 'GENERAL');
  return (
    <section>
      <h3 className="mb-3 text-lg font-semibold text-ink">{contentMessages.help.groups[group] ?? group}</h3>
      <div className="rounded-2xl border border-line bg-surface">
        <details open className="px-4 py-3">
          <summary className="cursor-pointer font-medium text-ink">{String(values.question ?? '')}</summary>
          <RichText text={String(values.answer ?? '')} className="mt-2 text-sm text-muted" />
        </details>
      </div>
    </section>
  );
}

/** Any other entry: its title as a heading, rich texts drawn as the public pages draw them, the rest listed. */
function Fields({ fields, values, level = 0 }: { fields: CmsFields; values: FormValues; level?: number }) {
  const titleField = level === 0 ? titleFieldOf(fields) : undefined;
  return (
    <div className="flex flex-col gap-3">
      {titleField && values[titleField] ? <h3 className="text-xl font-semibold text-ink">{String(values[titleField])}</h3> : null}
      {Object.entries(fields).map(([name, field]) => {
        const value = values[name];
        if (name === titleField || value === '' || value === null || value === undefined) return null;
        if (Array.isArray(value) && value.length === 0) return null;
        const label = <p className="text-xs font-medium tracking-wide text-muted uppercase">{fieldLabel(name, field)}</p>;
        let body;
        if (field.type === 'richtext') body = <RichText text={String(value)} />;
        else if (field.type === 'media')
          body = (
            <div className="flex flex-wrap gap-2">
              {(value as CmsFile[]).map((f) => (
                <FileThumb key={f.id} file={f} />
              ))}
            </div>
          );
        else if (field.type === 'relation') body = <p className="text-sm text-ink">{(value as LinkedEntry[]).map((e) => e.label).join(', ')}</p>;
        else if (field.type === 'component')
          body = (
            <div className="flex flex-col gap-2">
              {(field.repeatable ? (value as FormValues[]) : [value as FormValues]).map((item, i) => (
                <div key={i} className="rounded-lg border border-line p-3">
                  <Fields fields={field.fields} values={item} level={level + 1} />
                </div>
              ))}
            </div>
          );
        else if (field.type === 'boolean') body = <p className="text-sm text-ink">{value ? t.fields.yes : '—'}</p>;
        else body = <p className="text-sm whitespace-pre-line text-ink">{String(value)}</p>;
        return (
          <div key={name}>
            {label}
            {body}
          </div>
        );
      })}
    </div>
  );
}

/** The entry as typed (not yet saved), drawn as the public pages draw it. */
export function EntryPreview({ type, values }: { type: CmsContentType; values: FormValues }) {
  return (
    <Card className="h-fit p-5 sm:p-6" role="region" aria-label={t.previewHeading}>
      <h2 className="text-base font-semibold text-ink">{t.previewHeading}</h2>
      <p className="mb-4 text-[13px] text-muted">{t.previewHint}</p>
      {type.singularName === 'faq' ? <FaqPreview values={values} /> : <Fields fields={type.attributes} values={values} />}
    </Card>
  );
}
