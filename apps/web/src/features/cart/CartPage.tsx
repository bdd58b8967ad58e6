import { ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { PageHeader } from '../../components/ui/PageHeader';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { checkoutPathForCart } from '../checkout/checkout-items';
import { useCart } from './api';
import { CartGroup } from './CartGroup';
import { CartSummary } from './CartSummary';
import { useCartSelection } from './use-cart-selection';
import { useRemoveWithUndo } from './use-remove-with-undo';

const t = m.cart;

/** `/cart`: the signed-in buyer's cart, one card per host, and the way to checkout. */
export function CartPage() {
  usePageTitle(t.title);
  const cart = useCart();
  const selection = useCartSelection(cart.data);
  const { remove, removingId } = useRemoveWithUndo();
  const navigate = useNavigate();

  let body;
  if (cart.isPending) body = <LoadingState className="min-h-[40vh]" />;
  else if (cart.isError) body = <ErrorState className="min-h-[40vh]" onRetry={() => void cart.refetch()} retrying={cart.isFetching} />;
  else if (cart.data.groups.length === 0) {
    body = (
      <Card>
        <EmptyState icon={<ShoppingCart />} title={t.emptyTitle} body={t.emptyBody} action={<ButtonLink to="/events">{t.browseEvents}</ButtonLink>} />
      </Card>
    );
  } else {
    const subtotal = selection.selected.reduce((total, item) => total + item.subtotal, 0);
    body = (
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-8">
        <div className="flex min-w-0 flex-col gap-4">
          <label className="flex items-center gap-3 px-1 text-sm font-medium text-ink-soft">
            <input
              type="checkbox"
              className="size-4.5 accent-brand-600"
              checked={selection.allSelected}
              disabled={selection.selectable.length === 0}
              onChange={(event) => selection.setAll(event.target.checked)}
            />
            {t.selectAll}
          </label>
          {cart.data.groups.map((group) => (
            <CartGroup
              key={group.host.id}
              group={group}
              isSelected={selection.isSelected}
              onSelectedChange={selection.setSelected}
              onRemove={remove}
              removingId={removingId}
            />
          ))}
        </div>
        <CartSummary
          selectedCount={selection.selected.length}
          totalCount={selection.lines.length}
          subtotal={subtotal}
          onCheckout={() => navigate(checkoutPathForCart(selection.selected.map((item) => item.id)))}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 sm:px-6 sm:py-10">
      <PageHeader title={t.title} description={t.lead} />
      {body}
    </div>
  );
}
