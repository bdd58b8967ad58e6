import { HostCategoryBody, UpdateHostCategoryBody, type HostCategoryDto } from '@market/contract';
import { toast } from '../../../lib/toast';
import { m } from '../../../lib/messages';
import { KindFormDialog } from '../kinds/KindFormDialog';
import { hostCategoriesApi, useHostCategoryMutation } from './api';

const t = m.catalogue.hostCategories;
const schemas = { create: HostCategoryBody, update: UpdateHostCategoryBody };

/** Adds a host category (hostCategory undefined) or edits one. */
export function HostCategoryFormDialog({ open, onClose, hostCategory }: { open: boolean; onClose: () => void; hostCategory?: HostCategoryDto }) {
  return open ? <HostCategoryFormDialogBody onClose={onClose} hostCategory={hostCategory} /> : null;
}

function HostCategoryFormDialogBody({ onClose, hostCategory }: { onClose: () => void; hostCategory?: HostCategoryDto }) {
  const save = useHostCategoryMutation(
    (body: unknown) =>
      hostCategory ? hostCategoriesApi.update(hostCategory.id, body as UpdateHostCategoryBody) : hostCategoriesApi.create(body as HostCategoryBody),
    () => {
      toast.success(hostCategory ? t.saved : t.created);
      onClose();
    },
  );
  return <KindFormDialog kind={hostCategory} onClose={onClose} texts={t} schemas={schemas} save={save} formId="host-category" />;
}
