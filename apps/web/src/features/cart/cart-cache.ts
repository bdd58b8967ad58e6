import type { CartDto, CartGroupDto, CartItemDto } from '@market/contract';

const sum = (items: readonly CartItemDto[]) => items.reduce((total, item) => total + item.subtotal, 0);

function rebuild(cart: CartDto, groups: CartGroupDto[]): CartDto {
  const kept = groups.filter((group) => group.items.length > 0).map((group) => ({ ...group, subtotal: sum(group.items) }));
  // `count` stays the server's own figure until the cart is fetched again.
  return { ...cart, groups: kept, subtotal: sum(kept.flatMap((group) => group.items)) };
}

/** The cart with one line as the server now answers it (until the cart itself is fetched again). */
export function withCartItem(cart: CartDto, item: CartItemDto): CartDto {
  return rebuild(
    cart,
    cart.groups.map((group) => ({ ...group, items: group.items.map((line) => (line.id === item.id ? item : line)) })),
  );
}

/** The cart without a removed line (and without a host left with nothing). */
export function withoutCartItem(cart: CartDto, id: string): CartDto {
  return rebuild(
    cart,
    cart.groups.map((group) => ({ ...group, items: group.items.filter((line) => line.id !== id) })),
  );
}
