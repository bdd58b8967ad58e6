import type { CmsComponentField } from '@market/contract';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/Button';
import { cmsConsoleMessages } from '../../../../lib/cms-console-messages';
import { fieldLabel, formValues, type FormValues } from '../content-types';
import { FieldList } from './FieldRenderer';
import { errorOf, type FieldProps } from './types';

const t = cmsConsoleMessages.fields;

/** A part (Strapi's component): one group of fields, or a repeatable list of them that can be reordered. */
export function ComponentField({ name, field, value, onChange, path, errors, types }: FieldProps<CmsComponentField, FormValues | FormValues[] | null>) {
  const label = fieldLabel(name, field);
  const error = errorOf(errors, path);
  const blank = () => formValues(field.fields, undefined, types);

  if (!field.repeatable) {
    const part = value as FormValues | null;
    return (
      <fieldset className="rounded-xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold text-ink">{label}</legend>
        {part ? (
          <>
            <FieldList fields={field.fields} values={part} onChange={onChange} path={path} errors={errors} types={types} />
            <Button size="sm" variant="ghost" className="mt-3" leadingIcon={<Trash2 className="size-4" aria-hidden />} onClick={() => onChange(null)}>
              {t.removePart(label)}
            </Button>
          </>
        ) : (
          <Button size="sm" variant="secondary" leadingIcon={<Plus className="size-4" aria-hidden />} onClick={() => onChange(blank())}>
            {t.addPart(label)}
          </Button>
        )}
        {error ? <p className="mt-2 text-[13px] font-medium text-danger-600">{error}</p> : null}
      </fieldset>
    );
  }

  const items = (value as FormValues[] | null) ?? [];
  const set = (index: number, item: FormValues) => onChange(items.map((current, i) => (i === index ? item : current)));
  const move = (index: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
  };
  return (
    <fieldset className="rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{label}</legend>
      {items.length === 0 ? <p className="text-sm text-muted">{t.emptyList}</p> : null}
      <ol className="flex flex-col gap-3">
        {items.map((item, index) => (
          <li key={typeof item.id === 'number' ? item.id : `new-${index}`} className="rounded-lg bg-sunken/50 p-3">
            <div className="mb-2 flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-ink-soft">{t.item(label, index + 1)}</span>
              <span className="flex gap-1">
                <Button size="sm" variant="ghost" aria-label={t.moveUp(index + 1)} disabled={index === 0} onClick={() => move(index, -1)}>
                  <ArrowUp className="size-4" aria-hidden />
                </Button>
                <Button size="sm" variant="ghost" aria-label={t.moveDown(index + 1)} disabled={index === items.length - 1} onClick={() => move(index, 1)}>
                  <ArrowDown className="size-4" aria-hidden />
                </Button>
                <Button size="sm" variant="ghost" aria-label={t.removeItem(label, index + 1)} onClick={() => onChange(items.filter((_, i) => i !== index))}>
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </span>
            </div>
            <FieldList fields={field.fields} values={item} onChange={(next) => set(index, next)} path={`${path}.${index}`} errors={errors} types={types} />
          </li>
        ))}
      </ol>
      <Button
        size="sm"
        variant="secondary"
        className="mt-3"
        leadingIcon={<Plus className="size-4" aria-hidden />}
        disabled={field.max !== undefined && items.length >= field.max}
        onClick={() => onChange([...items, blank()])}
      >
        {t.addItem(label)}
      </Button>
      {error ? <p className="mt-2 text-[13px] font-medium text-danger-600">{error}</p> : null}
    </fieldset>
  );
}
