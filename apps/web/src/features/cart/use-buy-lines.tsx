import type { ProductItemLine } from '@market/contract';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { ActionToast } from '../../components/toast/ActionToast';
import { m } from '../../lib/messages';
import { useSession } from '../auth/session';
import { loginPath } from '../auth/next-path';
import { useAddToCart } from './api';
import { checkoutPathForItems } from '../checkout/checkout-items';

/**
 * "Thêm vào giỏ" and "Mua ngay" for product lines picked on a page. A visitor is sent to log in and
 * comes back: to this page for the cart, straight to checkout for "Mua ngay".
 */
export function useBuyLines() {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const add = useAddToCart();

  const addToCart = (lines: ProductItemLine[], onAdded?: () => void) => {
    if (!user) {
      navigate(loginPath(location.pathname + location.search));
      return;
    }
    add.mutate(lines, {
      onSuccess: () => {
        onAdded?.();
        const count = lines.reduce((total, line) => total + line.quantity, 0);
        toast.success(({ closeToast }) => (
          <ActionToast text={m.cart.added(count)} actionLabel={m.cart.viewCart} onAction={() => navigate('/cart')} closeToast={closeToast} />
        ));
      },
    });
  };

  const buyNow = (lines: ProductItemLine[]) => navigate(checkoutPathForItems(lines));

  return { addToCart, buyNow, adding: add.isPending };
}
