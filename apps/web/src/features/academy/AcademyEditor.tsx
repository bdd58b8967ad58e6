import type { AcademyPartBody, AcademyPartDto } from '@market/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ExternalLink, GraduationCap, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/Dialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryStates } from '../../components/ui/QueryStates';
import { showApiError } from '../../lib/show-api-error';
import { usePageTitle } from '../../lib/use-page-title';
import { academyApi, academyKeys, PLATFORM_ACADEMY, useAcademyParts } from './academy-api';
import { moved } from './academy-form';
import { AcademyPartDialog } from './AcademyPartDialog';
import { m } from '../../lib/messages';

const t = m.academy.editor;

interface AcademyEditorProps {
  /** Whose parts to read: the host's id, or `platform`. Saving always writes the caller's own academy. */
  academyId: string;
  title: string;
  lead: string;
  /** The public page of this academy. */
  publicPath: string;
}

const bodyOf = (part: AcademyPartDto, position: number): AcademyPartBody => ({
  id: part.id,
  title: part.title,
  description: part.description,
  position,
  items: part.items,
});

/** The parts of one academy, kept by its owner: add, edit, reorder and delete. */
export function AcademyEditor({ academyId, title, lead, publicPath }: AcademyEditorProps) {
  usePageTitle(title);
  const client = useQueryClient();
  const list = useAcademyParts(academyId);
  const [editing, setEditing] = useState<AcademyPartDto | 'new' | null>(null);
  const [removing, setRemoving] = useState<AcademyPartDto | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: academyKeys.all });

  const save = useMutation({ mutationFn: academyApi.save, onSuccess: () => (toast.success(t.saved), refresh()) });
  const remove = useMutation({
    mutationFn: academyApi.remove,
    onSuccess: () => (toast.success(t.removed), setRemoving(null), refresh()),
    onError: showApiError,
  });
  // Moving renumbers the list 0, 1, 2…, saving only the parts whose position changes (ties included).
  const move = useMutation({
    mutationFn: async ({ from, to }: { from: number; to: number }) => {
      const order = moved(list.data?.data ?? [], from, to);
      for (const [index, part] of order.entries()) if (part.position !== index) await academyApi.save(bodyOf(part, index));
    },
    onSuccess: () => toast.success(t.moved),
    onError: showApiError,
    onSettled: refresh,
  });

  const parts = list.data?.data ?? [];
  const nextPosition = parts.length === 0 ? 0 : Math.min(10_000, Math.max(...parts.map((part) => part.position)) + 1);
  const add = (
    <Button onClick={() => setEditing('new')} leadingIcon={<Plus className="size-4" aria-hidden />}>
      {t.addPart}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={title}
        description={lead}
        actions={
          <>
            <ButtonLink to={publicPath} variant="secondary">
              <ExternalLink className="size-4" aria-hidden />
              {t.viewPublic}
            </ButtonLink>
            {add}
          </>
        }
      />
      <Card className="overflow-hidden">
        <QueryStates
          query={list}
          empty={parts.length === 0}
          emptyState={<EmptyState icon={<GraduationCap />} title={t.emptyTitle} body={t.emptyBody} action={add} />}
        >
          <ol className="divide-y divide-line" aria-busy={move.isPending}>
            {parts.map((part, index) => (
              <li key={part.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:px-6">
                <div className="min-w-0 flex-1">
                  <h2 className="font-medium text-ink">{part.title}</h2>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
                    <Badge tone="neutral">{t.position(part.position)}</Badge>
                    <span>{t.itemCount(part.items.length)}</span>
                  </p>
                  {part.description ? <p className="mt-1 line-clamp-2 text-sm text-muted">{part.description}</p> : null}
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t.moveUp(part.title)}
                    disabled={index === 0 || move.isPending}
                    onClick={() => move.mutate({ from: index, to: index - 1 })}
                  >
                    <ArrowUp className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t.moveDown(part.title)}
                    disabled={index === parts.length - 1 || move.isPending}
                    onClick={() => move.mutate({ from: index, to: index + 1 })}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={t.edit(part.title)} onClick={() => setEditing(part)}>
                    <Pencil className="size-4" aria-hidden />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={t.remove(part.title)} onClick={() => setRemoving(part)}>
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        </QueryStates>
      </Card>
      {editing ? (
        <AcademyPartDialog
          key={editing === 'new' ? 'new' : editing.id}
          part={editing === 'new' ? null : editing}
          nextPosition={nextPosition}
          onClose={() => setEditing(null)}
          onSave={(body) => save.mutateAsync(body)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={removing ? t.removeTitle(removing.title) : ''}
        description={t.removeBody}
        confirmLabel={t.removeConfirm}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </>
  );
}

/** The platform's academy (the public `/academy`), kept by admins. */
export function PlatformAcademyEditor() {
  return <AcademyEditor academyId={PLATFORM_ACADEMY} title={t.adminTitle} lead={t.adminLead} publicPath="/academy" />;
}
