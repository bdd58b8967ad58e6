import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { m } from '../../lib/messages';

export function CartLink() {
  return (
    <Link
      to="/cart"
      aria-label={m.nav.cart}
      className="inline-flex size-10 items-center justify-center rounded-lg text-ink-soft transition-colors hover:bg-sunken hover:text-ink"
    >
      <ShoppingCart className="size-5" aria-hidden />
    </Link>
  );
}
