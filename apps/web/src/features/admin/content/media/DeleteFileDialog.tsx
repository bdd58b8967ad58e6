import { Link } from 'react-router';
import { Callout } from '../../../../components/ui/Callout';
import { Button } from '../../../../components/ui/Button';
import { Dialog } from '../../../../components/ui/Dialog';
import { m } from '../../../../lib/messages';
import { cmsAdminMessages } from '../../../../lib/cms-admin-messages';
import { toast } from '../../../../lib/toast';
import { typeById, typeLink } from '../content-types';
import { useDeleteFile, useFileUses, type LibraryFile } from './media-admin';

const t = cmsAdminMessages.media;

/** "Xoá tệp?" after asking which entries show it: a file in use is deleted only once the editor has read where. */
export function DeleteFileDialog({ file, onClose }: { file: LibraryFile | null; onClose: () => void }) {
  const uses = useFileUses(file?.id ?? null);
  const remove = useDeleteFile();
  const total = uses.data?.meta.total ?? 0;
  const used = total > 0;

  const confirm = () =>
    file &&
    remove.mutate(file.id, {
      onSuccess: () => {
        toast.success(t.deleted);
        onClose();
      },
      onError: (failure) => toast.error(failure.message),
    });

  const usesNotice = (
    <>
      {uses.isPending ? (
        <p role="status">{t.checkingUse}</p>
      ) : uses.isError ? (
        <Callout tone="warning">{t.useCheckFailed}</Callout>
      ) : used ? (
        <Callout tone="warning" title={t.usedTitle(total)}>
          <p>{t.usedBody}</p>
          <ul className="mt-2 list-disc pl-5">
            {uses.data.data.map((use) => {
              const type = typeById(use.contentType);
              const name = `${type?.displayName ?? use.contentType}: ${use.title ?? `#${use.id}`}`;
              return (
                <li key={`${use.contentType}-${use.id}`}>
                  {type ? (
                    <Link
                      to={type.kind === 'collectionType' ? `${typeLink(type)}/${use.id}?locale=${use.locale}` : `${typeLink(type)}?locale=${use.locale}`}
                      className="underline"
                    >
                      {name}
                    </Link>
                  ) : (
                    name
                  )}
                </li>
              );
            })}
          </ul>
        </Callout>
      ) : (
        <p>{t.unused}</p>
      )}
    </>
  );

  return (
    <Dialog
      open={file !== null}
      onOpenChange={(open) => !open && onClose()}
      title={file ? t.deleteTitle(file.name) : ''}
      description={t.deleteBody}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {m.common.cancel}
          </Button>
          <Button variant="danger" onClick={confirm} loading={remove.isPending} disabled={uses.isPending}>
            {used || uses.isError ? t.deleteAnyway : t.removeShort}
          </Button>
        </>
      }
    >
      <div className="text-sm">{usesNotice}</div>
    </Dialog>
  );
}
