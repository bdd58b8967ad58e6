import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryDto, CreateRootCategoryBody, CreateSubCategoryBody, UpdateCategoryBody } from '@market/contract';
import { api } from '../../../lib/api';
import { categoryKeys } from '../../catalogue/api';

/** Form calls are quiet: the dialog puts field errors under their fields and toasts the rest. */
const quiet = { toast: false } as const;

export const adminCategoriesApi = {
  createRoot: (body: CreateRootCategoryBody) => api.post<CategoryDto>('/api/v1/admin/category/root', body, quiet),
  createSub: (body: CreateSubCategoryBody) => api.post<CategoryDto>('/api/v1/admin/category/sub', body, quiet),
  update: (id: string, body: UpdateCategoryBody) => api.patch<CategoryDto>(`/api/v1/admin/category/${id}`, body, quiet),
  toggleStatus: (id: string) => api.patch<CategoryDto>(`/api/v1/admin/category/toggle-status/${id}`),
  remove: (id: string) => api.delete<{ success: true }>(`/api/v1/admin/category/${id}`),
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
