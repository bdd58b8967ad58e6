import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartCountDto, CartDto, CartItemDto, ProductItemLine } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import type { z } from 'zod';
import { callApi } from '../../lib/api';
import { withCartItem, withoutCartItem } from './cart-cache';
import { queryKeysFactory } from '../../lib/query-keys';

export type CartCount = z.infer<typeof CartCountDto>;

/** Every cart query lives under one key: a change anywhere refreshes the page and the header badge. */
const keys = queryKeysFactory('cart');
export const cartKeys = { ...keys, detail: () => keys.key('detail'), count: () => keys.key('count') };

export const cartApi = {
  get: (signal?: AbortSignal) => callApi(calls.carts.list, {}, { signal }),
  /** Quiet: a badge that cannot load simply shows nothing. */
  count: (signal?: AbortSignal) => callApi(calls.carts.count, {}, { signal, toast: false }),
  /** Adding a product already in the cart adds to its quantity. */
  add: (line: ProductItemLine) => callApi(calls.carts.add, { body: line }),
  setQuantity: (id: string, quantity: number) => callApi(calls.carts.setQuantity, { params: { id }, body: { quantity } }),
  remove: (id: string) => callApi(calls.carts.remove, { params: { id } }),
};

export function useCart() {
  return useQuery({ queryKey: cartKeys.detail(), queryFn: ({ signal }) => cartApi.get(signal), staleTime: 0 });
}

export function useCartCount(enabled: boolean) {
  return useQuery({ queryKey: cartKeys.count(), queryFn: ({ signal }) => cartApi.count(signal), enabled, select: (data) => data.count });
}

/** Adds lines one after the other (the server takes one line per call); stops at the first failure. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lines: readonly ProductItemLine[]) => {
      const added: CartItemDto[] = [];
      for (const line of lines) added.push(await cartApi.add(line));
      return added;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

export function useSetCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: string; quantity: number }) => cartApi.setQuantity(id, quantity),
    onSuccess: (item) => queryClient.setQueryData<CartDto>(cartKeys.detail(), (cart) => cart && withCartItem(cart, item)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: CartItemDto) => cartApi.remove(item.id),
    onSuccess: (_, item) => queryClient.setQueryData<CartDto>(cartKeys.detail(), (cart) => cart && withoutCartItem(cart, item.id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
