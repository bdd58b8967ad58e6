import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Textarea } from '../../components/ui/Textarea';
import { MAX_ITEMS, moved, newItem, type DraftErrors, type ItemDraft } from './academy-form';
import { m } from '../../lib/messages';

const t = m.academy.editor;

interface ItemsEditorProps {
  items: ItemDraft[];
  onChange: (items: ItemDraft[]) => void;
  errors: DraftErrors;
}

/** The items of a part, each a small form; added, removed and moved with buttons (keyboard-friendly). */
export function AcademyItemsEditor({ items, onChange, errors }: ItemsEditorProps) {
  // A new item's title takes the focus, so a keyboard user types straight into it.
  const [focusKey, setFocusKey] = useState<string | null>(null);
  useEffect(() => {
    if (focusKey) document.getElementById(`${focusKey}-title`)?.focus();
  }, [focusKey]);

  const update = (index: number, patch: Partial<ItemDraft>) => onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const add = () => {
    const item = newItem();
    onChange([...items, item]);
    setFocusKey(item.key);
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-ink">{t.itemsLegend}</legend>
      <p className="-mt-1 text-[13px] text-muted">{t.itemsHint}</p>
      {items.length === 0 ? <p className="rounded-xl border border-dashed border-line-strong px-4 py-5 text-center text-sm text-muted">{t.noItems}</p> : null}
      <ol className="flex flex-col gap-3">
        {items.map((item, index) => {
          const n = index + 1;
          const error = (field: string) => errors[`items.${index}.${field}`];
          return (
            <li key={item.key} className="rounded-xl border border-line bg-sunken/40 p-4" data-testid="academy-item-draft">
              <div className="mb-3 flex items-center justify-between gap-2">
                <h3 className="text-sm font-semibold text-ink">{t.item(n)}</h3>
                <div className="flex gap-1">
                  <Button variant="ghost" size="icon" aria-label={t.itemUp(n)} disabled={index === 0} onClick={() => onChange(moved(items, index, index - 1))}>
                    <ArrowUp className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t.itemDown(n)}
                    disabled={index === items.length - 1}
                    onClick={() => onChange(moved(items, index, index + 1))}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={t.itemRemove(n)} onClick={() => onChange(items.filter((_, i) => i !== index))}>
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={t.itemFields.title} error={error('title')} id={`${item.key}-title`} className="sm:col-span-2">
                  <Input maxLength={200} value={item.title} onChange={(event) => update(index, { title: event.target.value })} />
                </Field>
                <Field label={t.itemFields.description} optional error={error('description')} className="sm:col-span-2">
                  <Textarea rows={2} maxLength={2000} value={item.description} onChange={(event) => update(index, { description: event.target.value })} />
                </Field>
                <Field label={t.itemFields.link} optional hint={t.itemFields.linkHint} error={error('link')}>
                  <Input inputMode="url" maxLength={2048} value={item.link} onChange={(event) => update(index, { link: event.target.value })} />
                </Field>
                <Field label={t.itemFields.image} optional error={error('image')}>
                  <Input inputMode="url" maxLength={2048} value={item.image} onChange={(event) => update(index, { image: event.target.value })} />
                </Field>
              </div>
            </li>
          );
        })}
      </ol>
      {errors.items ? (
        <p className="text-[13px] font-medium text-danger-600" aria-live="polite">
          {errors.items}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={add}
        disabled={items.length >= MAX_ITEMS}
        leadingIcon={<Plus className="size-4" aria-hidden />}
      >
        {t.addItem}
      </Button>
    </fieldset>
  );
}
