import type { OrderDto } from '@market/contract';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button';
import { m } from '../../lib/messages';
import { PaymentSection } from '../checkout/PaymentSection';
import { usePaymentChoice } from '../checkout/use-payment-choice';
import { useRetryPayment } from './api';
import { continueToPayment } from './continue-to-payment';

/** Pay a pending order again, with the same or another channel; the browser then leaves for the provider. */
export function RetryPayment({ order, label = m.payment.retry }: { order: OrderDto; label?: string }) {
  const payment = usePaymentChoice();
  const retry = useRetryPayment();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const { choice } = payment;

  const submit = () => {
    if (!choice) return;
    retry.mutate(
      { orderId: order.id, provider: choice.provider, method: choice.method },
      { onSuccess: (next) => setLeaving(continueToPayment(next, navigate)) },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <PaymentSection payment={payment} legend={m.payment.retryWith} bare />
      <Button
        size="lg"
        onClick={submit}
        disabled={!choice}
        loading={retry.isPending || leaving}
        leadingIcon={<RotateCcw className="size-4" aria-hidden />}
        className="sm:self-start"
      >
        {leaving ? m.checkout.redirecting : label}
      </Button>
    </div>
  );
}
