import { productTypeOf, type QuotationDto } from '@market/contract';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Callout } from '../../components/ui/Callout';
import { Card, CardBody } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { Textarea } from '../../components/ui/Textarea';
import { m } from '../../lib/messages';
import { currentReferral } from '../affiliates/referral';
import type { CheckoutRequest } from './api';
import type { CheckoutSource } from './checkout-items';
import { CheckoutProblem } from './CheckoutProblem';
import { firstInvalidField, invoiceOf, InvoiceRequestFields, noInvoice, type InvoiceRequestState } from './InvoiceRequestFields';
import { PaymentSection } from './PaymentSection';
import { PriceSummary } from './PriceSummary';
import { QuotationLines } from './QuotationLines';
import { usePaymentChoice } from './use-payment-choice';
import { usePlaceOrder } from './use-place-order';
import { VoucherField } from './VoucherField';

const t = m.checkout;
const NOTE_MAX = 1000;

interface CheckoutFormProps {
  source: CheckoutSource;
  quotation: QuotationDto;
  /** A new quotation is on its way: paying waits for it. */
  refreshing: boolean;
  voucherCode: string | undefined;
  voucherResult: Pick<QuotationDto, 'voucher' | 'voucherProblem'> | null;
  onVoucherChange: (code: string | undefined) => void;
  requote: () => void;
}

function payLabel(quotation: QuotationDto): string {
  if (quotation.total > 0) return t.pay;
  return quotation.lines.every((line) => productTypeOf(line.product.productItemType).countsAsTickets) ? t.freeTickets : t.confirmFree;
}

/** The checkout itself: what is bought, a voucher, a note for calendar bookings, how to pay, and the button. */
export function CheckoutForm({ source, quotation, refreshing, voucherCode, voucherResult, onVoucherChange, requote }: CheckoutFormProps) {
  const payment = usePaymentChoice();
  const { choice } = payment;
  const [note, setNote] = useState('');
  const [invoice, setInvoice] = useState<InvoiceRequestState>(noInvoice);
  const order = usePlaceOrder({ onSoldOut: requote });
  const free = quotation.total === 0;
  const booking = quotation.lines.some((line) => productTypeOf(line.product.productItemType).isBooking);
  const canPay = quotation.purchasable && !refreshing && (free || choice !== null);

  const submit = () => {
    const asked = free ? ({ ok: true, body: undefined } as const) : invoiceOf(invoice);
    if (!asked.ok) {
      setInvoice(asked.state);
      const first = firstInvalidField(asked.state);
      if (first) document.getElementById(first)?.focus();
      return;
    }
    const request: CheckoutRequest = {
      ...source,
      // Only a voucher the quotation accepted is sent; one it refused is left out rather than failing the order.
      voucherCode: quotation.voucher ? voucherCode : undefined,
      provider: choice?.provider ?? 'VNPAY',
      method: free ? undefined : choice?.method,
      referrerCode: currentReferral(),
      note: booking && note.trim() ? note.trim() : undefined,
      invoice: asked.body,
    };
    order.place(request);
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-8">
      <div className="flex min-w-0 flex-col gap-4">
        <Card role="region" aria-labelledby="checkout-items">
          <CardBody>
            <h2 id="checkout-items" className="mb-4 text-base font-semibold text-ink">
              {t.items}
            </h2>
            <QuotationLines lines={quotation.lines} />
            {!quotation.purchasable ? (
              <Callout tone="warning" className="mt-4">
                {t.notPurchasable}
              </Callout>
            ) : null}
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <VoucherField applied={voucherCode} result={voucherResult} onApply={onVoucherChange} onRemove={() => onVoucherChange(undefined)} />
          </CardBody>
        </Card>
        {booking ? (
          <Card>
            <CardBody>
              <Field label={t.note} optional hint={t.noteHint}>
                <Textarea value={note} onChange={(event) => setNote(event.target.value)} maxLength={NOTE_MAX} rows={3} />
              </Field>
            </CardBody>
          </Card>
        ) : null}
        {free ? null : (
          <Card>
            <CardBody>
              <InvoiceRequestFields state={invoice} onChange={setInvoice} />
            </CardBody>
          </Card>
        )}
        {free ? null : <PaymentSection payment={payment} />}
      </div>

      <Card
        role="region"
        aria-label={t.summary}
        className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 rounded-none border-x-0 border-b-0 px-4 py-3 shadow-pop sm:mx-0 sm:gap-4 sm:rounded-2xl sm:border sm:p-6 sm:shadow-card lg:top-24 lg:bottom-auto lg:self-start"
      >
        <h2 className="hidden text-base font-semibold text-ink sm:block">{t.summary}</h2>
        <PriceSummary figures={quotation} />
        <CheckoutProblem problem={order.problem} />
        <Button size="lg" fullWidth disabled={!canPay} loading={order.busy} onClick={submit}>
          {order.leaving ? t.redirecting : payLabel(quotation)}
        </Button>
        {free ? null : (
          <p className="hidden items-start gap-2 text-[13px] text-muted sm:flex">
            <ShieldCheck className="mt-px size-4 shrink-0 text-success-600" aria-hidden />
            {t.secure}
          </p>
        )}
      </Card>
    </div>
  );
}
