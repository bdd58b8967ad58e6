import { COMBO_ITEM_TYPES, type ComboDto, type ComboItemInput, type UpdateComboBody } from '@market/contract';
import { ImagePlus, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { QueryStates } from '../../../components/ui/QueryStates';
import { Switch } from '../../../components/ui/Switch';
import { Textarea } from '../../../components/ui/Textarea';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { showApiError } from '../../../lib/show-api-error';
import { uploadFile } from '../../../lib/upload';
import { combosApi, useComboCandidates, useComboWrite } from '../../combos/api';
import { priceText } from '../../events/event-price';
import { PriceInput } from '../PriceInput';

const t = cm.studioCombos;
type ItemType = ComboItemInput['productItemType'];
/** One product the host may put in the combo (a candidate on sale, or an item it already holds). */
interface Option {
  id: string;
  type: ItemType;
  title: string;
  subtitle: string | null;
  price: number;
}
const isItemType = (type: string): type is ItemType => (COMBO_ITEM_TYPES as readonly string[]).includes(type);

/**
 * A new combo, or the editing of one (`combo`): title, description, cover, price and items. Its items
 * are shown locked when the server says they may no longer change (`canEditItems`: an order names it).
 */
export function ComboEditorDialog({ combo, onClose }: { combo?: ComboDto; onClose: () => void }) {
  const itemsOpen = !combo || combo.canEditItems;
  const candidates = useComboCandidates(itemsOpen);
  const create = useComboWrite(combosApi.create);
  const update = useComboWrite(({ id, body }: { id: string; body: UpdateComboBody }) => combosApi.update(id, body));
  const [title, setTitle] = useState(combo?.title ?? '');
  const [description, setDescription] = useState(combo?.description ?? '');
  const [price, setPrice] = useState(combo ? String(combo.price) : '');
  const [cover, setCover] = useState<string | null>(combo?.coverImage ?? null);
  const [uploading, setUploading] = useState(false);
  const [published, setPublished] = useState(false);
  const [picked, setPicked] = useState<string[]>(combo?.items.map((i) => i.productItemId) ?? []);
  const [errors, setErrors] = useState<{ title?: string; items?: string }>({});

  const held: Option[] = (combo?.items ?? []).map((i) => ({
    id: i.productItemId,
    type: i.productItemType,
    title: i.title,
    subtitle: i.subtitle,
    price: i.unitPrice,
  }));
  const offered: Option[] = (candidates.data?.data ?? []).flatMap((p) =>
    isItemType(p.productItemType) ? [{ id: p.productItemId, type: p.productItemType, title: p.title, subtitle: p.subtitle, price: p.price }] : [],
  );
  // The combo's own items first (one of them may be off sale now), then the other candidates.
  const options = [...held, ...offered.filter((o) => !held.some((h) => h.id === o.id))];
  const chosen = options.filter((o) => picked.includes(o.id));
  const value = chosen.reduce((sum, o) => sum + o.price * (combo?.items.find((i) => i.productItemId === o.id)?.quantity ?? 1), 0);
  const pending = create.isPending || update.isPending;

  const chooseCover = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      setCover(await uploadFile(file, 'combos'));
    } catch (error) {
      showApiError(error);
    } finally {
      setUploading(false);
    }
  };

  const save = async () => {
    const next = {
      title: title.trim().length < 3 ? m.validation.tooShort(3) : undefined,
      items: itemsOpen && chosen.length < 2 ? t.pickHint : undefined,
    };
    setErrors(next);
    if (next.title || next.items) return;
    const fields = { title: title.trim(), description: description.trim() || null, coverImage: cover, price: price === '' ? 0 : Number(price) };
    // An item kept keeps its quantity; a new one counts once.
    const items = chosen.map((o) => ({
      productItemType: o.type,
      productItemId: o.id,
      quantity: combo?.items.find((i) => i.productItemId === o.id)?.quantity ?? 1,
    }));
    try {
      if (combo) await update.mutateAsync({ id: combo.id, body: itemsOpen ? { ...fields, items } : fields });
      else await create.mutateAsync({ ...fields, status: published ? 'PUBLISHED' : 'DRAFT', items });
      toast.success(combo ? t.saved : t.created);
      onClose();
    } catch (error) {
      showApiError(error);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={combo ? t.editTitle : t.create}
      className="max-w-xl"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {m.common.cancel}
          </Button>
          <Button onClick={() => void save()} loading={pending} disabled={uploading}>
            {t.saveDraft}
          </Button>
        </>
      }
    >
      <div className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto pr-1">
        <Field label={t.fields.title} error={errors.title}>
          <Input maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)} />
        </Field>
        <Field label={t.fields.description} optional>
          <Textarea rows={3} value={description} onChange={(event) => setDescription(event.target.value)} />
        </Field>
        <Field label={t.fields.price}>
          <PriceInput value={price} onChange={setPrice} />
        </Field>
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium text-ink">{t.fields.cover}</span>
          <div className="flex flex-wrap items-center gap-3">
            {cover ? <img src={cover} alt="" className="aspect-video w-32 rounded-lg object-cover ring-1 ring-line" /> : null}
            <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-line-strong bg-surface px-3 text-sm font-medium text-ink shadow-sm focus-within:outline-2 focus-within:outline-brand-500 hover:bg-sunken">
              <ImagePlus className="size-4" aria-hidden />
              {uploading ? m.common.loading : t.chooseCover}
              <input type="file" accept="image/*" className="sr-only" disabled={uploading} onChange={(event) => void chooseCover(event.target.files?.[0])} />
            </label>
            {cover ? (
              <Button variant="ghost" size="sm" onClick={() => setCover(null)} leadingIcon={<X className="size-4" aria-hidden />}>
                {t.removeCover}
              </Button>
            ) : null}
          </div>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-ink">{t.fields.items}</legend>
          {itemsOpen ? (
            <>
              <p className={errors.items ? 'text-sm text-danger-700' : 'text-sm text-muted'}>{errors.items ?? t.pickHint}</p>
              <QueryStates query={candidates} empty={options.length === 0} emptyState={<p className="text-sm text-muted">{t.noCandidates}</p>}>
                <ul className="max-h-64 divide-y divide-line overflow-y-auto rounded-xl border border-line">
                  {options.map((o) => (
                    <li key={o.id}>
                      <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-sunken">
                        <input
                          type="checkbox"
                          className="size-4 accent-brand-600"
                          checked={picked.includes(o.id)}
                          onChange={(event) => setPicked((current) => (event.target.checked ? [...current, o.id] : current.filter((id) => id !== o.id)))}
                        />
                        <ItemText option={o} />
                      </label>
                    </li>
                  ))}
                </ul>
              </QueryStates>
            </>
          ) : (
            <>
              <p className="rounded-lg bg-warning-50 px-3 py-2 text-sm text-warning-700" data-testid="combo-items-locked">
                {t.itemsLocked}
              </p>
              <ul className="divide-y divide-line rounded-xl border border-line">
                {held.map((o) => (
                  <li key={o.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                    <ItemText option={o} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {chosen.length ? <p className="text-sm text-muted">{t.itemsValue(priceText(value))}</p> : null}
        </fieldset>
        {combo ? null : <Switch checked={published} onCheckedChange={setPublished} label={t.fields.publish} />}
      </div>
    </Dialog>
  );
}

function ItemText({ option }: { option: Option }) {
  return (
    <>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-ink">{option.title}</span>
        {option.subtitle ? <span className="block truncate text-muted">{option.subtitle}</span> : null}
      </span>
      <span className="shrink-0 text-muted">{priceText(option.price)}</span>
    </>
  );
}
