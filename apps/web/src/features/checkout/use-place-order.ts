import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { continueToPayment } from '../orders/continue-to-payment';
import { useCheckout, type CheckoutRequest } from './api';

/** Why the last attempt failed, when the page has more to say than the toast. */
export type PlaceOrderProblem = 'SOLD_OUT' | 'ALREADY_HELD' | null;

function problemOf(error: unknown): PlaceOrderProblem {
  if (!isApiError(error)) return null;
  const codes = [error.code, ...(Array.isArray(error.messages) ? error.messages.map((entry) => entry.code) : [])];
  if (codes.includes('TICKET_ALREADY_HOLD')) return 'ALREADY_HELD';
  if (codes.includes('TICKET_SOLDE_OUT')) return 'SOLD_OUT';
  return null;
}

/**
 * Places the order and moves on (result page or provider). A failure is toasted by the API client;
 * sold-out and already-held tickets are also explained on the page, and `onSoldOut` re-quotes.
 */
export function usePlaceOrder({ onSoldOut }: { onSoldOut: () => void }) {
  const checkout = useCheckout();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<PlaceOrderProblem>(null);
  const [leaving, setLeaving] = useState(false);

  const place = (request: CheckoutRequest) => {
    setProblem(null);
    checkout.mutate(request, {
      onSuccess: (order) => setLeaving(continueToPayment(order, navigate)),
      onError: (error) => {
        const next = problemOf(error);
        setProblem(next);
        if (next === 'SOLD_OUT') onSoldOut();
      },
    });
  };

  return { place, problem, busy: checkout.isPending || leaving, leaving };
}
