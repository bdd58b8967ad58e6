import { Card, CardBody } from '../../components/ui/Card';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/LoadingState';
import { m } from '../../lib/messages';
import { PaymentChannelPicker } from './PaymentChannelPicker';
import type { PaymentChoiceState } from './use-payment-choice';

interface PaymentSectionProps {
  payment: PaymentChoiceState;
  legend?: string;
  /** Drawn bare (inside another card) rather than as its own card. */
  bare?: boolean;
}

/** The channel picker with its loading, error and "nothing offered" states. */
export function PaymentSection({ payment, legend, bare }: PaymentSectionProps) {
  const { channels, choice, setChoice } = payment;
  let body;
  if (channels.isPending) {
    body = (
      <div className="flex flex-col gap-2" aria-busy="true">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-16 w-full rounded-xl" />
        <Skeleton className="h-16 w-full rounded-xl" />
      </div>
    );
  } else if (channels.isError) {
    body = <ErrorState className="py-6" onRetry={() => void channels.refetch()} retrying={channels.isFetching} />;
  } else if (channels.data.length === 0) {
    body = <p className="text-sm text-muted">{m.checkout.noChannels}</p>;
  } else {
    body = <PaymentChannelPicker channels={channels.data} value={choice} onChange={setChoice} legend={legend} />;
  }
  if (bare) return body;
  return (
    <Card>
      <CardBody>{body}</CardBody>
    </Card>
  );
}
