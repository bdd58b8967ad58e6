import { Link } from 'react-router';
import { Callout } from '../../components/ui/Callout';
import { m } from '../../lib/messages';
import { ordersPath } from '../orders/paths';
import type { PlaceOrderProblem } from './use-place-order';

const t = m.checkout;

/** What to do when the tickets just sold out, or when an earlier order still holds them. */
export function CheckoutProblem({ problem }: { problem: PlaceOrderProblem }) {
  if (problem === 'SOLD_OUT') {
    return (
      <Callout tone="warning" title={t.soldOutTitle}>
        {t.soldOutBody}
      </Callout>
    );
  }
  if (problem === 'ALREADY_HELD') {
    return (
      <Callout
        tone="warning"
        title={t.heldTitle}
        action={
          <Link to={ordersPath} className="font-semibold text-brand-700 underline underline-offset-2">
            {t.toOrders}
          </Link>
        }
      >
        {t.heldBody}
      </Callout>
    );
  }
  return null;
}
