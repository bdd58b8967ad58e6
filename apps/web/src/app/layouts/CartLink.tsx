import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useCartCount } from '../../features/cart/api';
import { useSession } from '../../features/auth/session';
import { m } from '../../lib/messages';

/** The cart icon in the header; for a signed-in buyer it carries the number of lines in the cart. */
export function CartLink() {
  const { user } = useSession();
  const { data = 0 } = useCartCount(user !== null);
  const count = user ? data : 0;
  return (
    <Link
      to="/cart"
      aria-label={m.cart.link(count)}
      className="relative inline-flex size-10 items-center justify-center rounded-lg text-ink-soft transition-colors hover:bg-sunken hover:text-ink"
    >
      <ShoppingCart className="size-5" aria-hidden />
      {count > 0 ? (
        <span
          data-testid="cart-count"
          aria-hidden
          className="absolute top-1 right-0.5 min-w-4.5 rounded-full bg-brand-600 px-1 text-center text-[11px] leading-4.5 font-semibold text-white ring-2 ring-surface tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
