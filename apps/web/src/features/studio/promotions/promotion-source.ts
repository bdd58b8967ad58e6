import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged, PromotionState } from '@market/contract';
import { promotionKeys, type LoadPromotionOrderItems } from '../vouchers/promotions.api';

export interface PromotionsFilter {
  q: string;
  /** '' = any validity. */
  validity: PromotionState | '';
  page: number;
}

/** What the shared promotion pages and dialogs need of vouchers or discounts: their query keys and calls. */
export interface PromotionSource<Row, Detail extends Row, Body> {
  keys: {
    all: readonly unknown[];
    list: (filter: PromotionsFilter) => readonly unknown[];
    detail: (id: string) => readonly unknown[];
  };
  api: {
    list: (filter: PromotionsFilter, signal?: AbortSignal) => Promise<Paged<Row>>;
    get: (id: string, signal?: AbortSignal) => Promise<Detail>;
    create: (body: Body) => Promise<Detail>;
    replace: (id: string, body: Body) => Promise<Detail>;
    patch: (id: string, body: { active: boolean }) => Promise<Detail>;
    remove: (id: string) => Promise<unknown>;
    orderItems: LoadPromotionOrderItems;
  };
}

export function usePromotionList<Row, Detail extends Row, Body>(source: PromotionSource<Row, Detail, Body>, filter: PromotionsFilter) {
  return useQuery({ queryKey: source.keys.list(filter), queryFn: ({ signal }) => source.api.list(filter, signal), placeholderData: keepPreviousData });
}

export function usePromotionDetail<Row, Detail extends Row, Body>(source: PromotionSource<Row, Detail, Body>, id: string | null) {
  return useQuery({ queryKey: source.keys.detail(id ?? ''), queryFn: ({ signal }) => source.api.get(id ?? '', signal), enabled: Boolean(id) });
}

/** A change to vouchers or discounts: their lists and the products' discount marks are asked again. */
export function usePromotionMutation<Row, Detail extends Row, Body, A, R>(
  source: PromotionSource<Row, Detail, Body>,
  fn: (args: A) => Promise<R>,
  onSuccess?: (result: R) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: source.keys.all });
      void queryClient.invalidateQueries({ queryKey: promotionKeys.allProducts });
      onSuccess?.(result);
    },
  });
}
