import { FileQuestion } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, type QuotationDto } from '@market/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { PageHeader } from '../../components/ui/PageHeader';
import { isApiError } from '../../lib/api-error';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { ordersPath } from '../orders/paths';
import { checkoutKeys, useQuotation } from './api';
import { readCheckoutSource, type CheckoutSource } from './checkout-items';
import { CheckoutForm } from './CheckoutForm';

const t = m.checkout;

function Unavailable({ title, body }: { title: string; body: string }) {
  return (
    <Card>
      <EmptyState
        icon={<FileQuestion />}
        title={title}
        body={body}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <ButtonLink to="/cart">{t.toCart}</ButtonLink>
            <ButtonLink to={ordersPath} variant="secondary">
              {t.toOrders}
            </ButtonLink>
          </div>
        }
      />
    </Card>
  );
}

/** `/checkout?cart=<ids>` or `/checkout?items=<type>:<id>:<qty>,…`: review, voucher, payment channel, pay. */
export function CheckoutPage() {
  usePageTitle(t.title);
  const [params] = useSearchParams();
  const source = readCheckoutSource(params);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 sm:px-6 sm:py-10">
      <PageHeader title={t.title} />
      {source ? <Checkout key={params.toString()} source={source} /> : <Unavailable title={t.invalidTitle} body={t.invalidBody} />}
    </div>
  );
}

/** Why the voucher typed does not apply, when the quotation with it failed as a whole. */
function voucherErrorOf(error: unknown): { code: string; message: string } {
  return isApiError(error) ? { code: error.code, message: error.message } : { code: 'INVALID_VOUCHER', message: errorMessage('INVALID_VOUCHER') ?? '' };
}

function Checkout({ source }: { source: CheckoutSource }) {
  const queryClient = useQueryClient();
  const [voucherCode, setVoucherCode] = useState<string | undefined>();
  const quotation = useQuotation(voucherCode ? { ...source, voucherCode } : source);
  // A quotation that fails only because of the voucher falls back on the one without it.
  const voucherFailed = quotation.isError && voucherCode !== undefined;
  const data = quotation.data ?? (voucherFailed ? queryClient.getQueryData<QuotationDto>(checkoutKeys.quotation(source)) : undefined);

  if (!data && quotation.isPending) return <LoadingState className="min-h-[40vh]" />;
  if (!data) {
    const answered = isApiError(quotation.error) && quotation.error.status >= 400 && quotation.error.status < 500;
    if (answered) return <Unavailable title={t.goneTitle} body={t.goneBody} />;
    return <ErrorState className="min-h-[40vh]" onRetry={() => void quotation.refetch()} retrying={quotation.isFetching} />;
  }
  const voucherResult = quotation.isPlaceholderData ? null : voucherFailed ? { voucher: null, voucherProblem: voucherErrorOf(quotation.error) } : data;
  return (
    <CheckoutForm
      source={source}
      quotation={data}
      refreshing={quotation.isFetching}
      voucherCode={voucherCode}
      voucherResult={voucherResult}
      onVoucherChange={setVoucherCode}
      requote={() => void quotation.refetch()}
    />
  );
}
