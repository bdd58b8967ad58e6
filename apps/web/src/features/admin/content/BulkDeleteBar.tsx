import type { CmsContentType } from '@market/contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Callout } from '../../../components/ui/Callout';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { cmsConsoleMessages } from '../../../lib/cms-console-messages';
import { toast } from '../../../lib/toast';
import { useDeleteEntries, type Entry } from './cms-admin';
import { entryTitle } from './content-types';

const t = cmsConsoleMessages;

/**
 * The chosen entries of a collection's list: how many, deleted together after a confirmation naming
 * how many; each entry that could not be deleted is reported with the service's reason and stays chosen.
 */
export function BulkDeleteBar({
  type,
  locale,
  selected,
  onSelect,
}: {
  type: CmsContentType;
  locale: string;
  selected: Entry[];
  onSelect: (ids: number[]) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [failures, setFailures] = useState<{ id: number; title: string; message: string }[]>([]);
  const remove = useDeleteEntries(type);
  const count = selected.length;

  function confirm() {
    const titles = new Map(selected.map((entry) => [entry.id, entryTitle(type, entry)]));
    remove.mutate(
      { ids: selected.map((entry) => entry.id), locale },
      {
        onSuccess: ({ deleted, failed }) => {
          setConfirming(false);
          setFailures(failed.map((f) => ({ ...f, title: titles.get(f.id) ?? `#${f.id}` })));
          onSelect(failed.map((f) => f.id));
          if (deleted.length) toast.success(t.bulkDeleted(deleted.length));
        },
      },
    );
  }

  return (
    <>
      {failures.length ? (
        <Callout
          tone="warning"
          className="mx-4 mt-4"
          title={t.bulkFailedTitle(failures.length)}
          action={
            <Button size="sm" variant="secondary" onClick={() => setFailures([])}>
              {t.dismiss}
            </Button>
          }
        >
          <p>{t.bulkFailedBody}</p>
          <ul className="mt-1 list-disc pl-5">
            {failures.map((f) => (
              <li key={f.id}>{t.bulkFailure(f.title, f.message)}</li>
            ))}
          </ul>
        </Callout>
      ) : null}
      {count ? (
        <div className="flex flex-wrap items-center gap-3 border-b border-line bg-sunken px-4 py-2.5 text-sm">
          <p role="status" className="font-medium text-ink">
            {t.selectedCount(count)}
          </p>
          <Button size="sm" variant="ghost" onClick={() => onSelect([])}>
            {t.clearSelection}
          </Button>
          <Button size="sm" variant="danger" className="ml-auto" leadingIcon={<Trash2 className="size-4" aria-hidden />} onClick={() => setConfirming(true)}>
            {t.deleteSelected(count)}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming && count > 0}
        onOpenChange={(open) => !remove.isPending && setConfirming(open)}
        title={t.bulkDeleteTitle(count)}
        description={t.bulkDeleteBody(count)}
        confirmLabel={t.deleteSelected(count)}
        tone="danger"
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
