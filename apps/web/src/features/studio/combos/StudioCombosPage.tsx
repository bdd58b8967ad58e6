import type { ComboDto, ComboStateBody } from '@market/contract';
import { Package, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { showApiError } from '../../../lib/show-api-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../auth/session';
import { combosApi, useComboWrite, useMyCombos } from '../../combos/api';
import { StudioList, StudioRow } from '../StudioList';
import { ComboEditorDialog } from './ComboEditorDialog';
import { priceText } from '../../events/event-price';

const t = cm.studioCombos;

/** `/studio/combos`: my combos, put on sale or taken off, and a new one made from my products. */
export function StudioCombosPage() {
  usePageTitle(t.title);
  const { user } = useSession();
  const list = useMyCombos(user?.id ?? '');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ComboDto | null>(null);
  const [removing, setRemoving] = useState<ComboDto | null>(null);
  const change = useComboWrite(({ id, status }: { id: string; status: ComboStateBody['status'] }) => combosApi.changeState(id, { status }));
  const changeTo = (combo: ComboDto, status: ComboStateBody['status']) =>
    change.mutate({ id: combo.id, status }, { onSuccess: () => toast.success(t.changed), onError: showApiError });
  const remove = useComboWrite((id: string) => combosApi.remove(id));
  const create = (
    <Button onClick={() => setCreating(true)} leadingIcon={<Plus className="size-4" aria-hidden />}>
      {t.create}
    </Button>
  );
  return (
    <>
      <StudioList title={t.title} description={t.lead} create={create} query={list} empty={{ icon: <Package />, title: t.emptyTitle, body: t.emptyBody }}>
        {(combo) => (
          <StudioRow
            key={combo.id}
            testId="studio-combo"
            to={`/combos/${combo.slug}`}
            title={combo.title}
            badges={
              <Badge tone={combo.status === 'PUBLISHED' ? 'success' : combo.status === 'REJECTED' ? 'danger' : 'neutral'}>
                {t.statuses[combo.status] ?? combo.status}
              </Badge>
            }
            actions={
              <div className="flex shrink-0 flex-wrap gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`${t.edit}: ${combo.title}`}
                  onClick={() => setEditing(combo)}
                  leadingIcon={<Pencil className="size-4" aria-hidden />}
                >
                  {t.edit}
                </Button>
                {combo.status === 'PUBLISHED' ? (
                  <Button variant="secondary" size="sm" onClick={() => changeTo(combo, 'UNPUBLISHED')}>
                    {t.unpublish}
                  </Button>
                ) : combo.status === 'PENDING_APPROVAL_WITH_ADMIN' ? null : (
                  <Button size="sm" onClick={() => changeTo(combo, 'PUBLISHED')}>
                    {combo.status === 'REJECTED' ? t.resubmit : t.publish}
                  </Button>
                )}
                {combo.status === 'PUBLISHED' || combo.status === 'UNPUBLISHED' ? (
                  <Button variant="ghost" size="sm" onClick={() => changeTo(combo, 'DRAFT')}>
                    {t.toDraft}
                  </Button>
                ) : null}
                <Button variant="ghost" size="icon" aria-label={`${t.remove}: ${combo.title}`} onClick={() => setRemoving(combo)}>
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
            }
          >
            <p className="mt-1 text-sm text-muted">
              {priceText(combo.price)} · {m.combos.itemCount(combo.items.length)}
            </p>
            {combo.status === 'REJECTED' || combo.status === 'PENDING_APPROVAL_WITH_ADMIN' ? (
              <p className="mt-1 text-sm text-muted">{combo.status === 'REJECTED' ? t.rejectedHint : t.pendingHint}</p>
            ) : null}
          </StudioRow>
        )}
      </StudioList>
      {creating ? <ComboEditorDialog onClose={() => setCreating(false)} /> : null}
      {editing ? <ComboEditorDialog combo={editing} onClose={() => setEditing(null)} /> : null}
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
