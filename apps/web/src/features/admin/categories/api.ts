import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRootCategoryBody, CreateSubCategoryBody, UpdateCategoryBody } from '@market/contract';
import * as calls from '../../../lib/endpoints.generated';
import { callApi } from '../../../lib/api';
import { categoryKeys } from '../../catalogue/api';

/** Form calls are quiet: the dialog puts field errors under their fields and toasts the rest. */
const quiet = { toast: false } as const;

const c = calls.categories;

export const adminCategoriesApi = {
  createRoot: (body: CreateRootCategoryBody) => callApi(c.createRoot, { body }, quiet),
  createSub: (body: CreateSubCategoryBody) => callApi(c.createSub, { body }, quiet),
  update: (id: string, body: UpdateCategoryBody) => callApi(c.update, { params: { id }, body }, quiet),
  toggleStatus: (id: string) => callApi(c.toggleStatus, { params: { id } }),
  remove: (id: string) => callApi(c.remove, { params: { id } }),
};

/** A change to the tree: every category list (the console's and the public ones) is refreshed. */
export function useCategoryMutation<A, R>(fn: (args: A) => Promise<R>, onSuccess?: (result: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
      onSuccess?.(result);
    },
  });
}
