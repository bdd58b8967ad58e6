import { EventCategoryBody, UpdateEventCategoryBody, type EventCategoryDto } from '@market/contract';
import { toast } from '../../../lib/toast';
import { m } from '../../../lib/messages';
import { KindFormDialog } from '../kinds/KindFormDialog';
import { adminEventCategoriesApi, useEventCategoryMutation } from './api';

const t = m.eventCategories;
const schemas = { create: EventCategoryBody, update: UpdateEventCategoryBody };

/** Adds an event category (eventCategory undefined) or edits one: name, optional slug, description, icon, position. */
export function EventCategoryFormDialog({ open, onClose, eventCategory }: { open: boolean; onClose: () => void; eventCategory?: EventCategoryDto }) {
  return open ? <EventCategoryFormDialogBody onClose={onClose} eventCategory={eventCategory} /> : null;
}

function EventCategoryFormDialogBody({ onClose, eventCategory }: { onClose: () => void; eventCategory?: EventCategoryDto }) {
  const save = useEventCategoryMutation(
    (body: unknown) =>
      eventCategory
        ? adminEventCategoriesApi.update(eventCategory.id, body as UpdateEventCategoryBody)
        : adminEventCategoriesApi.create(body as EventCategoryBody),
    () => {
      toast.success(eventCategory ? t.saved : t.created);
      onClose();
    },
  );
  return <KindFormDialog kind={eventCategory} onClose={onClose} texts={t} schemas={schemas} save={save} formId="event-category" />;
}
