import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorState } from '../../components/ui/ErrorState';
import { Spinner } from '../../components/ui/Spinner';
import { CardFormFooter } from './CardFormFooter';
import { cardMessages } from '../../lib/card-messages';
import { cn } from '../../lib/cn';
import { apiErrorTexts } from '../../lib/show-api-error';
import { loadStripeJs, stripeErrorText, type StripeLoader } from './stripe-card';

const t = cardMessages.entry;

export interface StripeCardEntryProps {
  publishableKey: string;
  onToken: (token: string) => Promise<unknown>;
  submitLabel: string;
  extra?: ReactNode;
  secondary?: ReactNode;
  /** How Stripe.js is loaded; tests hand a fake here (no network). */
  loadStripe?: StripeLoader;
}

type Status = 'loading' | 'ready' | 'failed';

/**
 * Card entry through Stripe.js: the number, expiry and CVC are typed in Stripe's card Element (an
 * iframe from js.stripe.com) and turned into a PaymentMethod there; only its id (`pm_…`) is given to
 * `onToken`, which stores it on the server.
 */
export function StripeCardEntry({ publishableKey, onToken, submitLabel, extra, secondary, loadStripe = loadStripeJs }: StripeCardEntryProps) {
  const labelId = useId();
  const errorId = useId();
  const host = useRef<HTMLDivElement>(null);
  const card = useRef<StripeCardElement | null>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const [complete, setComplete] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let live = true;
    loadStripe(publishableKey).then(
      (loaded) => {
        if (!live) return;
        if (loaded) setStripe(loaded);
        else setStatus('failed');
      },
      () => {
        if (live) setStatus('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [publishableKey, loadStripe, attempt]);

  useEffect(() => {
    if (!stripe || !host.current) return;
    const element = stripe.elements({ locale: 'vi' }).create('card', {
      hidePostalCode: true,
      style: { base: { fontSize: '16px', color: '#1f2937', '::placeholder': { color: '#9ca3af' } }, invalid: { color: '#dc2626' } },
    });
    element.on('ready', () => setStatus('ready'));
    element.on('change', (event) => {
      setComplete(event.complete);
      setFieldError(event.error ? stripeErrorText(event.error) : null);
    });
    element.mount(host.current);
    card.current = element;
    return () => {
      card.current = null;
      element.destroy();
    };
  }, [stripe]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const element = card.current;
    if (!stripe || !element || status !== 'ready') return;
    if (!complete) {
      if (!fieldError) setFieldError(t.stripe.incomplete);
      element.focus();
      return;
    }
    setPending(true);
    try {
      const result = await stripe.createPaymentMethod({ type: 'card', card: element });
      if (result.error) {
        setFailure(stripeErrorText(result.error));
        element.focus();
        return;
      }
      await onToken(result.paymentMethod.id);
      element.clear();
      setComplete(false);
    } catch (error) {
      setFailure(apiErrorTexts(error).join(' '));
    } finally {
      setPending(false);
    }
  }

  if (status === 'failed') {
    return (
      <ErrorState
        title={t.stripe.loadFailedTitle}
        body={t.stripe.loadFailedBody}
        onRetry={() => {
          setStatus('loading');
          setAttempt((n) => n + 1);
        }}
        className="rounded-xl border border-line py-8"
      />
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t.legend} aria-busy={status === 'loading'} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t.stripe.note}</p>
      <div className="flex flex-col gap-1.5">
        {/* The Element is an iframe: a label cannot point at it, so clicking the label focuses it. */}
        <span id={labelId} className="text-sm font-medium text-ink" onClick={() => card.current?.focus()}>
          {t.legend}
        </span>
        <div
          role="group"
          aria-labelledby={labelId}
          aria-describedby={fieldError ? errorId : undefined}
          aria-invalid={fieldError ? true : undefined}
          className={cn(
            'relative min-h-11 rounded-lg border bg-white px-3 py-3 focus-within:ring-2 focus-within:ring-brand-500',
            fieldError ? 'border-danger-600' : 'border-line',
          )}
        >
          <div ref={host} data-testid="stripe-card-element" />
          {status === 'loading' ? (
            <div role="status" className="absolute inset-0 flex items-center gap-2 px-3 text-sm text-muted">
              <Spinner className="size-4" />
              {t.stripe.loading}
            </div>
          ) : null}
        </div>
        {fieldError ? (
          <p id={errorId} className="text-[13px] leading-snug font-medium text-danger-600" aria-live="polite">
            {fieldError}
          </p>
        ) : null}
      </div>
      <CardFormFooter extra={extra} failure={failure} secondary={secondary} submitLabel={submitLabel} pending={pending} disabled={status !== 'ready'} />
    </form>
  );
}
