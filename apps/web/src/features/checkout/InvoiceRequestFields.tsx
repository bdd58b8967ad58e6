import { errorMessage, InvoiceRequestBody } from '@market/contract';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Switch } from '../../components/ui/Switch';
import { m } from '../../lib/messages';

const t = m.checkout.invoice;
type Values = Record<keyof InvoiceRequestBody, string>;
const FIELDS = ['companyName', 'taxCode', 'companyAddress', 'email'] as const;
const EMPTY: Values = { companyName: '', taxCode: '', companyAddress: '', email: '' };

export interface InvoiceRequestState {
  wanted: boolean;
  values: Values;
  errors: Partial<Record<keyof Values, string>>;
}
export const noInvoice: InvoiceRequestState = { wanted: false, values: EMPTY, errors: {} };

/**
 * What the checkout sends of the invoice: nothing when not wanted, the body when the contract's schema
 * accepts it, else the state with each field's error (and `ok: false`, so the order waits).
 */
export function invoiceOf(state: InvoiceRequestState): { ok: true; body: InvoiceRequestBody | undefined } | { ok: false; state: InvoiceRequestState } {
  if (!state.wanted) return { ok: true, body: undefined };
  const parsed = InvoiceRequestBody.safeParse(state.values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: InvoiceRequestState['errors'] = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Values;
    errors[field] ??= errorMessage(issue.message) ?? issue.message;
  }
  return { ok: false, state: { ...state, errors } };
}

/** A VAT invoice for a company, asked for at checkout (optional): company, tax code, address, the e-mail it goes to. */
export function InvoiceRequestFields({ state, onChange }: { state: InvoiceRequestState; onChange: (next: InvoiceRequestState) => void }) {
  const set = (field: keyof Values, value: string) =>
    onChange({ ...state, values: { ...state.values, [field]: value }, errors: { ...state.errors, [field]: undefined } });
  return (
    <div>
      <Switch checked={state.wanted} onCheckedChange={(wanted) => onChange({ ...state, wanted, errors: {} })} label={t.toggle} description={t.toggleHint} />
      {state.wanted ? (
        <fieldset className="mt-2 grid gap-4 sm:grid-cols-2" data-testid="invoice-fields">
          <legend className="sr-only">{t.legend}</legend>
          <Field label={t.companyName} error={state.errors.companyName} id="invoice-companyName" className="sm:col-span-2">
            <Input value={state.values.companyName} onChange={(e) => set('companyName', e.target.value)} maxLength={200} autoComplete="organization" />
          </Field>
          <Field label={t.taxCode} hint={t.taxCodeHint} error={state.errors.taxCode} id="invoice-taxCode">
            <Input value={state.values.taxCode} onChange={(e) => set('taxCode', e.target.value)} maxLength={14} inputMode="numeric" placeholder="0101234567" />
          </Field>
          <Field label={t.email} hint={t.emailHint} error={state.errors.email} id="invoice-email">
            <Input type="email" value={state.values.email} onChange={(e) => set('email', e.target.value)} maxLength={254} autoComplete="email" />
          </Field>
          <Field label={t.companyAddress} error={state.errors.companyAddress} id="invoice-companyAddress" className="sm:col-span-2">
            <Input value={state.values.companyAddress} onChange={(e) => set('companyAddress', e.target.value)} maxLength={300} autoComplete="street-address" />
          </Field>
        </fieldset>
      ) : null}
    </div>
  );
}

/** The first field with an error, to move the focus to. */
export const firstInvalidField = (state: InvoiceRequestState): string | null => {
  const field = FIELDS.find((f) => state.errors[f]);
  return field ? `invoice-${field}` : null;
};
