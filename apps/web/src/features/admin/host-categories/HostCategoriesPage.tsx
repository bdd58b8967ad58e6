import type { HostCategoryDto } from '@market/contract';
import { Tags } from 'lucide-react';
import { m } from '../../../lib/messages';
import { KindsPage } from '../kinds/KindsPage';
import { hostCategoriesApi, useHostCategories, useHostCategoryMutation } from './api';
import { HostCategoryFormDialog } from './HostCategoryFormDialog';

const t = m.catalogue.hostCategories;
const useRemove = (onDone: () => void) => useHostCategoryMutation((row: HostCategoryDto) => hostCategoriesApi.remove(row.id), onDone);

/** `/admin/host-categories`: the kinds a host is filed as (Giảng viên, Diễn giả…), in display order. */
export function HostCategoriesPage() {
  return (
    <KindsPage
      texts={t}
      emptyIcon={<Tags />}
      rowTestId="host-category-row"
      useRows={useHostCategories}
      useRemove={useRemove}
      renderForm={({ row, ...props }) => <HostCategoryFormDialog {...props} hostCategory={row} />}
    />
  );
}
