import type { CartItemDto } from '@market/contract';
import { toast } from '../../lib/toast';
import { ActionToast } from '../../components/toast/ActionToast';
import { m } from '../../lib/messages';
import { useAddToCart, useRemoveCartItem } from './api';

/** Removes a line at once and offers "Hoàn tác", which puts the same product and quantity back. */
export function useRemoveWithUndo() {
  const remove = useRemoveCartItem();
  const add = useAddToCart();

  const undo = (item: CartItemDto) =>
    add.mutate([{ productItemType: item.product.productItemType, productItemId: item.product.productItemId, quantity: item.quantity }], {
      onSuccess: () => toast.success(m.cart.restored),
    });

  const run = (item: CartItemDto) =>
    remove.mutate(item, {
      onSuccess: () =>
        toast.success(
          ({ closeToast }) => (
            <ActionToast text={m.cart.removed(item.product.title)} actionLabel={m.cart.undo} onAction={() => undo(item)} closeToast={closeToast} />
          ),
          { toastId: `cart-removed:${item.id}` },
        ),
    });

  return { remove: run, removingId: remove.isPending ? (remove.variables?.id ?? null) : null };
}
