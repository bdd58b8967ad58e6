import type { EventCategoryDto } from '@market/contract';
import { Shapes } from 'lucide-react';
import { m } from '../../../lib/messages';
import { KindsPage } from '../kinds/KindsPage';
import { adminEventCategoriesApi, useEventCategories, useEventCategoryMutation } from './api';
import { EventCategoryFormDialog } from './EventCategoryFormDialog';

const t = m.eventCategories;
const useRemove = (onDone: () => void) => useEventCategoryMutation((row: EventCategoryDto) => adminEventCategoriesApi.remove(row.id), onDone);

/** `/admin/event-categories`: the kinds of event (Hội thảo, Workshop…) people filter by, in display order. */
export function EventCategoriesPage() {
  return (
    <KindsPage
      texts={t}
      emptyIcon={<Shapes />}
      emptyOffersAdd
      rowTestId="event-category-row"
      count={{ label: t.events, of: (row) => row.eventCount }}
      useRows={useEventCategories}
      useRemove={useRemove}
      renderForm={({ row, ...props }) => <EventCategoryFormDialog {...props} eventCategory={row} />}
    />
  );
}
