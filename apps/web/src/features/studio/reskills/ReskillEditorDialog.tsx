import type { ReskillDto, ReskillStatus, UpdateReskillBody } from '@market/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { SelectField } from '../../../components/ui/SelectField';
import { Switch } from '../../../components/ui/Switch';
import { Textarea } from '../../../components/ui/Textarea';
import { m } from '../../../lib/messages';
import { rm } from '../../../lib/reskills-messages';
import { showApiError } from '../../../lib/show-api-error';
import { toast } from '../../../lib/toast';
import { reskillsApi, useReskillWrite } from '../../reskills/reskills.api';
import { PriceEditor, type PriceDraft } from './PriceEditor';

const t = rm.editor;
type Kind = 'RESKILL' | 'LAUNCHPAD';
const typeOptions = (['RESKILL', 'LAUNCHPAD'] as const).map((value) => ({ value, label: rm.types[value]! }));
const statusOptions = (['DRAFT', 'PUBLISHED', 'UNPUBLISHED'] as const).map((value) => ({ value, label: rm.studio.statuses[value]! }));
let drafts = 0;
const newKey = () => `price-${++drafts}`;

const draftsOf = (reskill?: ReskillDto): PriceDraft[] =>
  (reskill?.prices ?? []).map((price) => ({
    key: price.id,
    id: price.id,
    title: price.title,
    amount: String(price.amount),
    active: price.status === 'ACTIVE',
    hasBeenPaid: price.hasBeenPaid,
    products: price.products.map((p) => ({ productItemType: p.productItemType, productItemId: p.productItemId, title: p.title })),
  }));

/** A new programme, or the editing of one: its kind, text, status and prices with what each includes, saved at once. */
export function ReskillEditorDialog({ reskill, onClose }: { reskill?: ReskillDto; onClose: () => void }) {
  const create = useReskillWrite(reskillsApi.create);
  const update = useReskillWrite(({ id, body }: { id: string; body: UpdateReskillBody }) => reskillsApi.update(id, body));
  const [type, setType] = useState<Kind>(reskill?.type ?? 'RESKILL');
  const [title, setTitle] = useState(reskill?.title ?? '');
  const [description, setDescription] = useState(reskill?.description ?? '');
  const [image, setImage] = useState(reskill?.image ?? '');
  const [status, setStatus] = useState<ReskillStatus>(reskill?.status ?? 'DRAFT');
  const [isMain, setIsMain] = useState(reskill?.isMain ?? false);
  const [prices, setPrices] = useState<PriceDraft[]>(() => draftsOf(reskill));
  const [errors, setErrors] = useState<{ title?: string; prices?: Record<string, string> }>({});
  const pending = create.isPending || update.isPending;

  const save = async () => {
    const priceErrors = Object.fromEntries(prices.filter((p) => p.title.trim().length < 2).map((p) => [p.key, t.priceTitleRequired]));
    const next = { title: title.trim().length < 3 ? t.titleRequired : undefined, prices: priceErrors };
    setErrors(next);
    if (next.title || Object.keys(priceErrors).length) return;
    const body = {
      type,
      title: title.trim(),
      description: description.trim() || null,
      image: image.trim() || null,
      status,
      isMain,
      prices: prices.map((p) => ({
        ...(p.id ? { id: p.id } : {}),
        title: p.title.trim(),
        amount: p.amount === '' ? 0 : Number(p.amount),
        status: p.active ? ('ACTIVE' as const) : ('INACTIVE' as const),
        products: p.products.map(({ productItemType, productItemId }) => ({ productItemType, productItemId })),
      })),
    };
    try {
      if (reskill) await update.mutateAsync({ id: reskill.id, body: reskill.type === type ? { ...body, type: undefined } : body });
      else await create.mutateAsync(body);
      toast.success(rm.studio.saved);
      onClose();
    } catch (error) {
      showApiError(error);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={reskill ? t.editTitle : t.createTitle}
      className="max-w-2xl"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            {m.common.cancel}
          </Button>
          <Button onClick={() => void save()} loading={pending}>
            {t.save}
          </Button>
        </>
      }
    >
      <div className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto pr-1">
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField label={t.type} value={type} options={typeOptions} onValueChange={(value) => value && setType(value)} />
          <SelectField label={t.status} value={status} options={statusOptions} onValueChange={(value) => value && setStatus(value)} />
        </div>
        <Field label={t.title} error={errors.title}>
          <Input maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)} />
        </Field>
        <Field label={t.description} optional>
          <Textarea rows={3} value={description} onChange={(event) => setDescription(event.target.value)} />
        </Field>
        <Field label={t.image} optional>
          <Input type="url" maxLength={2048} value={image} onChange={(event) => setImage(event.target.value)} placeholder="https://" />
        </Field>
        <Switch checked={isMain} onCheckedChange={setIsMain} label={t.isMain} description={t.isMainHint} />
        <section className="flex flex-col gap-3" aria-labelledby="reskill-prices-heading">
          <div>
            <h3 id="reskill-prices-heading" className="text-sm font-semibold text-ink">
              {t.prices}
            </h3>
            <p className="text-[13px] text-muted">{t.pricesHint}</p>
          </div>
          {prices.map((draft) => (
            <PriceEditor
              key={draft.key}
              draft={draft}
              error={errors.prices?.[draft.key]}
              onChange={(next) => setPrices((all) => all.map((p) => (p.key === draft.key ? next : p)))}
              onRemove={() => setPrices((all) => all.filter((p) => p.key !== draft.key))}
            />
          ))}
          <Button
            variant="secondary"
            className="self-start"
            leadingIcon={<Plus className="size-4" aria-hidden />}
            onClick={() => setPrices((all) => [...all, { key: newKey(), title: '', amount: '', active: true, hasBeenPaid: false, products: [] }])}
          >
            {t.addPrice}
          </Button>
        </section>
      </div>
    </Dialog>
  );
}
