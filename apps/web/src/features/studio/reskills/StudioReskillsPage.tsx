import type { ReskillDto } from '@market/contract';
import { GraduationCap, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { rm } from '../../../lib/reskills-messages';
import { showApiError } from '../../../lib/show-api-error';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { priceText } from '../../events/event-price';
import { reskillsApi, useReskills, useReskillWrite } from '../../reskills/reskills.api';
import { StudioList, StudioRow } from '../StudioList';
import { ReskillEditorDialog } from './ReskillEditorDialog';

const t = rm.studio;

/** `/studio/reskills`: my reskill programmes and launchpads, made, edited and deleted here, each with its buyers. */
export function StudioReskillsPage() {
  usePageTitle(t.title);
  const list = useReskills({ mine: 'true', limit: 50 });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ReskillDto | null>(null);
  const [removing, setRemoving] = useState<ReskillDto | null>(null);
  const remove = useReskillWrite((id: string) => reskillsApi.remove(id));
  const create = (
    <Button onClick={() => setCreating(true)} leadingIcon={<Plus className="size-4" aria-hidden />}>
      {t.create}
    </Button>
  );
  return (
    <>
      <StudioList title={t.title} description={t.lead} create={create} query={list} empty={{ icon: <GraduationCap />, title: t.emptyTitle, body: t.emptyBody }}>
        {(reskill) => (
          <StudioRow
            key={reskill.id}
            testId="studio-reskill"
            to={`/reskills/${reskill.id}`}
            title={reskill.title}
            badges={
              <>
                <Badge tone={reskill.status === 'PUBLISHED' ? 'success' : 'neutral'}>{t.statuses[reskill.status] ?? reskill.status}</Badge>
                {reskill.isMain ? <Badge>{t.main}</Badge> : null}
                {reskill.hasBeenPaid ? <Badge tone="warning">{t.paid}</Badge> : null}
              </>
            }
            actions={
              <div className="flex shrink-0 flex-wrap gap-2">
                <ButtonLink to={`/studio/reskills/${reskill.id}/buyers`} variant="secondary" size="sm" aria-label={`${t.buyers}: ${reskill.title}`}>
                  <Users className="size-4" aria-hidden />
                  {t.buyers}
                </ButtonLink>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`${t.edit}: ${reskill.title}`}
                  onClick={() => setEditing(reskill)}
                  leadingIcon={<Pencil className="size-4" aria-hidden />}
                >
                  {t.edit}
                </Button>
                <Button variant="ghost" size="icon" aria-label={`${t.remove}: ${reskill.title}`} onClick={() => setRemoving(reskill)}>
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
            }
          >
            <p className="mt-1 text-sm text-muted">
              {rm.types[reskill.type]} · {t.priceCount(reskill.prices.length)}
              {reskill.fromAmount !== null ? ` · ${rm.list.from(priceText(reskill.fromAmount))}` : ''}
            </p>
          </StudioRow>
        )}
      </StudioList>
      {creating ? <ReskillEditorDialog onClose={() => setCreating(false)} /> : null}
      {editing ? <ReskillEditorDialog reskill={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t.removeTitle}
        description={removing ? t.removeBody(removing.title) : ''}
        confirmLabel={t.remove}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast.success(t.removed);
              setRemoving(null);
            },
            // RESKILL_HAS_BEEN_PAID and the others: their Vietnamese message as a toast.
            onError: (error) => {
              showApiError(error);
              setRemoving(null);
            },
          })
        }
      />
    </>
  );
}
