import type { ComboBody, ComboDto } from '@market/contract';
import { Package, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ConfirmDialog, Dialog } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryStates } from '../../../components/ui/QueryStates';
import { Switch } from '../../../components/ui/Switch';
import { Textarea } from '../../../components/ui/Textarea';
import { m } from '../../../lib/messages';
import { showApiError } from '../../../lib/show-api-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../auth/session';
import { combosApi, useComboCandidates, useComboWrite, useMyCombos } from '../../combos/api';
import { priceText } from '../../events/event-price';
import { PriceInput } from '../PriceInput';

const t = m.studioCombos;

/** `/studio/combos`: my combos, put on sale or taken off, and a new one made from my products. */
export function StudioCombosPage() {
  usePageTitle(t.title);
  const { user } = useSession();
  const list = useMyCombos(user?.id ?? '');
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<ComboDto | null>(null);
  const change = useComboWrite(({ id, status }: { id: string; status: 'PUBLISHED' | 'UNPUBLISHED' }) => combosApi.changeState(id, { status }));
  const remove = useComboWrite((id: string) => combosApi.remove(id));
  const rows = list.data?.data ?? [];
  const create = (
    <Button onClick={() => setCreating(true)} leadingIcon={<Plus className="size-4" aria-hidden />}>
      {t.create}
    </Button>
  );
  return (
    <>
      <PageHeader title={t.title} description={t.lead} actions={create} />
      <Card className="overflow-hidden">
        <QueryStates
          query={list}
          empty={rows.length === 0}
          emptyState={<EmptyState icon={<Package />} title={t.emptyTitle} body={t.emptyBody} action={create} />}
        >
          <ul className="divide-y divide-line">
            {rows.map((combo) => (
              <li key={combo.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:px-6" data-testid="studio-combo">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <Link to={`/combos/${combo.slug}`} className="font-medium text-ink hover:text-brand-700">
                      {combo.title}
                    </Link>
                    <Badge tone={combo.status === 'PUBLISHED' ? 'success' : 'neutral'}>{t.statuses[combo.status] ?? combo.status}</Badge>
                  </p>
                  <p className="mt-1 text-sm text-muted">
                    {priceText(combo.price)} · {m.combos.itemCount(combo.items.length)}
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  {combo.status === 'PUBLISHED' ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() =>
                        change.mutate({ id: combo.id, status: 'UNPUBLISHED' }, { onSuccess: () => toast.success(t.changed), onError: showApiError })
                      }
                    >
                      {t.unpublish}
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      onClick={() => change.mutate({ id: combo.id, status: 'PUBLISHED' }, { onSuccess: () => toast.success(t.changed), onError: showApiError })}
                    >
                      {t.publish}
                    </Button>
                  )}
                  <Button variant="ghost" size="icon" aria-label={`${t.remove}: ${combo.title}`} onClick={() => setRemoving(combo)}>
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </QueryStates>
      </Card>
      {creating ? <ComboDialog onClose={() => setCreating(false)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={removing ? `${t.remove}: ${removing.title}` : ''}
        description={t.confirmRemove}
        confirmLabel={t.remove}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => (toast.success(t.removed), setRemoving(null)), onError: showApiError })}
      />
    </>
  );
}

function ComboDialog({ onClose }: { onClose: () => void }) {
  const candidates = useComboCandidates(true);
  const create = useComboWrite((body: ComboBody) => combosApi.create(body));
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [published, setPublished] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ title?: string; items?: string }>({});
  const products = (candidates.data?.data ?? []).filter((p) => p.productItemType !== 'COMBO' && p.productItemType !== 'CALENDAR_FRAME');
  const chosen = products.filter((p) => picked.includes(p.productItemId));
  const value = chosen.reduce((sum, p) => sum + p.price, 0);

  const save = async () => {
    const next = { title: title.trim().length < 3 ? m.validation.tooShort(3) : undefined, items: chosen.length < 2 ? t.pickHint : undefined };
    setErrors(next);
    if (next.title || next.items) return;
    try {
      await create.mutateAsync({
        title: title.trim(),
        description: description.trim() || null,
        price: price === '' ? 0 : Number(price),
        status: published ? 'PUBLISHED' : 'DRAFT',
        items: chosen.map((p) => ({
          productItemType: p.productItemType as 'TICKET_TIER' | 'ONLINE_COURSE' | 'E_BOOK',
          productItemId: p.productItemId,
          quantity: 1,
        })),
      });
      toast.success(t.created);
      onClose();
    } catch (error) {
      showApiError(error);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t.create}
      className="max-w-xl"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {m.common.cancel}
          </Button>
          <Button onClick={() => void save()} loading={create.isPending}>
            {t.saveDraft}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field label={t.fields.title} error={errors.title}>
          <Input maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)} />
        </Field>
        <Field label={t.fields.description} optional>
          <Textarea rows={3} value={description} onChange={(event) => setDescription(event.target.value)} />
        </Field>
        <Field label={t.fields.price}>
          <PriceInput value={price} onChange={setPrice} />
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-ink">{t.fields.items}</legend>
          <p className={errors.items ? 'text-sm text-danger-700' : 'text-sm text-muted'}>{errors.items ?? t.pickHint}</p>
          <QueryStates query={candidates} empty={products.length === 0} emptyState={<p className="text-sm text-muted">{t.noCandidates}</p>}>
            <ul className="max-h-64 divide-y divide-line overflow-y-auto rounded-xl border border-line">
              {products.map((p) => (
                <li key={p.productItemId}>
                  <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-sunken">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      checked={picked.includes(p.productItemId)}
                      onChange={(event) =>
                        setPicked((current) => (event.target.checked ? [...current, p.productItemId] : current.filter((id) => id !== p.productItemId)))
                      }
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-ink">{p.title}</span>
                      {p.subtitle ? <span className="block truncate text-muted">{p.subtitle}</span> : null}
                    </span>
                    <span className="shrink-0 text-muted">{priceText(p.price)}</span>
                  </label>
                </li>
              ))}
            </ul>
          </QueryStates>
          {chosen.length ? <p className="text-sm text-muted">{t.itemsValue(priceText(value))}</p> : null}
        </fieldset>
        <Switch checked={published} onCheckedChange={setPublished} label={t.fields.publish} />
      </div>
    </Dialog>
  );
}
