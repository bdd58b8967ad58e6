import { billingPeriodLabel, formatVnd, VoucherCode, errorMessage, type SubscriptionOfferDto, type SubscriptionVoucherQuoteDto } from '@market/contract';
import { Crown, TicketPercent, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { StatusPage } from '../../app/pages/StatusPage';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Callout } from '../../components/ui/Callout';
import { ErrorState } from '../../components/ui/ErrorState';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { LoadingState } from '../../components/ui/LoadingState';
import { PageHeader } from '../../components/ui/PageHeader';
import { isApiError } from '../../lib/api-error';
import { apiErrorTexts } from '../../lib/show-api-error';
import { sm } from '../../lib/subscription-messages';
import { toast } from '../../lib/toast';
import { usePageTitle } from '../../lib/use-page-title';
import { SubscribePayment, type PaymentChoice } from './SubscribePayment';
import { day, MY_SUBSCRIPTION_PATH } from './subscription-format';
import { subscriptionsApi, useSubscriptionAction, useSubscriptionOffer } from './subscriptions.api';

const t = sm.subscribe;

/** Only web addresses and paths of this site are followed (never `javascript:`). */
const safePayUrl = (url: string | null) => (url && ((url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\//i.test(url)) ? url : null);

function VoucherBox({
  priceId,
  quote,
  onQuote,
}: {
  priceId: string;
  quote: SubscriptionVoucherQuoteDto | null;
  onQuote: (q: SubscriptionVoucherQuoteDto | null) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  if (quote)
    return (
      <div role="status" className="flex items-start gap-3 rounded-xl border border-success-100 bg-success-50 px-4 py-3">
        <TicketPercent className="mt-0.5 size-5 shrink-0 text-success-600" aria-hidden />
        <p className="min-w-0 flex-1 text-sm font-medium text-success-700">{t.voucherApplied(quote.voucherCode, formatVnd(quote.discount))}</p>
        <Button variant="ghost" size="sm" leadingIcon={<X className="size-4" aria-hidden />} onClick={() => onQuote(null)}>
          {t.voucherRemove}
        </Button>
      </div>
    );

  async function apply(event: FormEvent) {
    event.preventDefault();
    const parsed = VoucherCode.safeParse(text);
    if (!parsed.success) return setError(errorMessage('INVALID_VOUCHER'));
    setError(undefined);
    setPending(true);
    try {
      onQuote(await subscriptionsApi.voucher(priceId, parsed.data));
    } catch (failure) {
      setError(apiErrorTexts(failure).join(' '));
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void apply(event)} className="flex items-end gap-2">
      <Field label={t.voucher} error={error} className="flex-1">
        <Input value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" />
      </Field>
      <Button type="submit" variant="secondary" loading={pending} className={error ? 'mb-6' : undefined}>
        {t.voucherApply}
      </Button>
    </form>
  );
}

function Summary({ offer, quote }: { offer: SubscriptionOfferDto; quote: SubscriptionVoucherQuoteDto | null }) {
  const { price, period } = offer;
  const row = (label: string, value: string, strong = false) => (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className={strong ? 'font-semibold text-ink' : 'text-muted'}>{label}</dt>
      <dd className={strong ? 'text-lg font-semibold text-ink tabular-nums' : 'text-ink tabular-nums'}>{value}</dd>
    </div>
  );
  return (
    <dl className="text-sm">
      {row(t.plan, offer.membership.name)}
      {row(t.price, `${formatVnd(price.amount)} / ${billingPeriodLabel(price.period)}`)}
      {row(t.period, period.end ? t.periodRange(day(period.start), day(period.end)) : t.lifetime(day(period.start)))}
      <div className="my-2 h-px bg-line" />
      {row(t.subtotal, formatVnd(quote?.amount ?? price.amount))}
      {quote ? row(t.discount, `−${formatVnd(quote.discount)}`) : null}
      {row(t.total, formatVnd(quote?.total ?? price.amount), true)}
    </dl>
  );
}

/** `/memberships/subscribe/:priceId` (signed in): the plan and first period, a voucher, how to pay, and "Đăng ký". */
export function SubscribePage() {
  const { priceId = '' } = useParams();
  usePageTitle(t.title);
  const navigate = useNavigate();
  const offer = useSubscriptionOffer(priceId);
  const [quote, setQuote] = useState<SubscriptionVoucherQuoteDto | null>(null);
  const [choice, setChoice] = useState<PaymentChoice | null>(null);
  const subscribe = useSubscriptionAction(async (how: PaymentChoice) => {
    const body = how.startsWith('card:') ? { cardId: how.slice(5) } : { provider: how as 'VNPAY' | 'MOMO' };
    return subscriptionsApi.subscribe(priceId, { ...body, ...(quote ? { voucherCode: quote.voucherCode } : {}) });
  });

  if (offer.isPending) return <LoadingState className="min-h-[50vh]" />;
  if (offer.isError) {
    if (isApiError(offer.error) && offer.error.status === 404)
      return <StatusPage icon={<Crown />} title={t.title} body={t.notFound} action={<ButtonLink to="/memberships">{t.back}</ButtonLink>} />;
    return <ErrorState onRetry={() => void offer.refetch()} retrying={offer.isFetching} className="min-h-[50vh]" />;
  }
  const data = offer.data;
  const how = choice ?? 'VNPAY';
  const mine = data.mine && data.mine.status !== 'EXPIRED' && data.mine.status !== 'FAILED' ? data.mine : null;

  const submit = () =>
    subscribe.mutate(how, {
      onSuccess: (result) => {
        const payUrl = safePayUrl(result.payUrl);
        if (payUrl) return window.location.assign(payUrl);
        toast.success(t.subscribedByCard);
        void navigate(MY_SUBSCRIPTION_PATH);
      },
    });

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={t.title} description={data.membership.name} />
      {mine ? (
        <Callout tone="info" className="mb-6" action={<ButtonLink to={MY_SUBSCRIPTION_PATH}>{t.seeMine}</ButtonLink>}>
          {mine.status === 'PENDING' ? t.pendingMine : t.alreadyMine}
        </Callout>
      ) : null}
      <div className="grid gap-6 md:grid-cols-[1fr_18rem]">
        <div className="flex flex-col gap-6">
          <SubscribePayment value={how} onChange={setChoice} />
        </div>
        <aside aria-label={t.total} className="flex flex-col gap-4 self-start rounded-2xl bg-surface p-5 ring-1 ring-line">
          <Summary offer={data} quote={quote} />
          <p className="text-xs text-muted">
            {data.period.end ? t.renewNote(formatVnd(data.price.amount), billingPeriodLabel(data.price.period)) : t.periodNote}
          </p>
          <VoucherBox priceId={priceId} quote={quote} onQuote={setQuote} />
          <Button onClick={submit} loading={subscribe.isPending} disabled={Boolean(mine)} fullWidth>
            {t.submit}
          </Button>
        </aside>
      </div>
    </div>
  );
}
