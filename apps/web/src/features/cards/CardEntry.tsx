import type { CardProvider } from '@market/contract';
import { CreditCard } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Callout } from '../../components/ui/Callout';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { CardFormFooter } from './CardFormFooter';
import { cardMessages } from '../../lib/card-messages';
import { apiErrorTexts } from '../../lib/show-api-error';
import { StripeCardEntry } from './StripeCardEntry';
import type { StripeLoader } from './stripe-card';
import { brandOf, digitsOf, formatCardNumber, formatExpiry, sandboxTokenOf, validateCardEntry, type CardEntryErrors, type CardEntryValues } from './card-entry';

const t = cardMessages.entry;
const FIELDS = ['number', 'expiry', 'cvc'] as const;

export interface CardEntryProps {
  /** How this server stores cards (`entry` of GET /subscriptions/card). */
  provider: CardProvider;
  /** Stripe's publishable key (`publishableKey` of GET /subscriptions/card); needed in Stripe mode. */
  publishableKey?: string;
  /** How Stripe.js is loaded in Stripe mode (tests hand a fake). */
  loadStripe?: StripeLoader;
  /**
   * Receives the provider's token for the card typed (never the number). A rejection is shown
   * under the form; resolving clears the entry.
   */
  onToken: (token: string) => Promise<unknown>;
  submitLabel?: string;
  /** Shown above the submit button (e.g. "make it my default card"). */
  extra?: ReactNode;
  /** Beside the submit button (e.g. "Huỷ"). */
  secondary?: ReactNode;
}

/**
 * Card entry turned into a provider token in the browser. In the sandbox the token is made here from
 * the last four digits and the expiry; the number and the CVC stay in this component.
 */
export function CardEntry({ provider, publishableKey, loadStripe, onToken, submitLabel = t.submit, extra, secondary }: CardEntryProps) {
  const [values, setValues] = useState<CardEntryValues>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardEntryErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);

  if (provider !== 'SANDBOX') {
    // Stripe mode: Stripe.js turns the card into a PaymentMethod (pm_…); without a publishable key it cannot.
    if (!publishableKey) return <Callout tone="warning">{t.stripeUnavailable}</Callout>;
    return (
      <StripeCardEntry
        key={publishableKey}
        publishableKey={publishableKey}
        loadStripe={loadStripe}
        onToken={onToken}
        submitLabel={submitLabel}
        extra={extra}
        secondary={secondary}
      />
    );
  }

  const brand = brandOf(digitsOf(values.number));
  const change = (field: keyof CardEntryValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // An error goes away once its field is corrected, not before.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateCardEntry({ ...values, [field]: value })[field] }));
  };
  const checkOne = (field: keyof CardEntryValues) => {
    if (!values[field]) return;
    setErrors((current) => ({ ...current, [field]: validateCardEntry(values)[field] }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = validateCardEntry(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      ({ number: numberRef, expiry: expiryRef, cvc: cvcRef })[first].current?.focus();
      return;
    }
    setPending(true);
    try {
      await onToken(sandboxTokenOf(values));
      setValues({ number: '', expiry: '', cvc: '' });
    } catch (error) {
      setFailure(apiErrorTexts(error).join(' '));
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t.legend} className="flex flex-col gap-4">
      <Callout tone="info">{t.sandboxNote}</Callout>
      <Field label={t.number} error={errors.number}>
        <Input
          ref={numberRef}
          name="cc-number"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 5678 9012 3456"
          maxLength={23}
          value={values.number}
          onChange={(event) => change('number', formatCardNumber(event.target.value))}
          onBlur={() => checkOne('number')}
          leading={<CreditCard className="size-4" aria-hidden />}
          trailing={brand ? <span className="pr-2 text-xs font-medium text-muted">{cardMessages.brands[brand]}</span> : undefined}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.expiry} hint={t.expiryHint} error={errors.expiry}>
          <Input
            ref={expiryRef}
            name="cc-exp"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YY"
            maxLength={5}
            value={values.expiry}
            onChange={(event) => change('expiry', formatExpiry(event.target.value, values.expiry))}
            onBlur={() => checkOne('expiry')}
          />
        </Field>
        <Field label={t.cvc} hint={t.cvcHint} error={errors.cvc}>
          <Input
            ref={cvcRef}
            name="cc-csc"
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            value={values.cvc}
            onChange={(event) => change('cvc', digitsOf(event.target.value))}
            onBlur={() => checkOne('cvc')}
          />
        </Field>
      </div>
      <CardFormFooter extra={extra} failure={failure} secondary={secondary} submitLabel={submitLabel} pending={pending} />
    </form>
  );
}
