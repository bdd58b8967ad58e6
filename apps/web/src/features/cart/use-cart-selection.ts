import type { CartDto, CartItemDto } from '@market/contract';
import { useState } from 'react';

/**
 * Which lines go to checkout. Every line that can be bought is picked unless the buyer unticks it,
 * so lines added later arrive picked; a line with a problem is never picked.
 */
export function useCartSelection(cart: CartDto | undefined) {
  const [unpicked, setUnpicked] = useState<ReadonlySet<string>>(() => new Set());
  const lines = cart?.groups.flatMap((group) => group.items) ?? [];
  const selectable = lines.filter((item) => item.problem === null);
  const isSelected = (item: CartItemDto) => item.problem === null && !unpicked.has(item.id);
  const selected = selectable.filter(isSelected);

  const setSelected = (item: CartItemDto, on: boolean) =>
    setUnpicked((current) => {
      const next = new Set(current);
      if (on) next.delete(item.id);
      else next.add(item.id);
      return next;
    });
  const allSelected = selectable.length > 0 && selected.length === selectable.length;
  const setAll = (on: boolean) => setUnpicked(on ? new Set() : new Set(selectable.map((item) => item.id)));

  return { lines, selectable, selected, isSelected, setSelected, allSelected, setAll };
}
