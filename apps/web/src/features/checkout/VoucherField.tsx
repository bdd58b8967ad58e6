import { VoucherCode, errorMessage, formatVnd, type QuotationDto } from '@market/contract';
import { TicketPercent, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { m } from '../../lib/messages';

const t = m.checkout;

interface VoucherFieldProps {
  /** The code sent with the quotation, if any. */
  applied: string | undefined;
  /** The latest quotation's view of it; null while a new quotation is on its way. */
  result: Pick<QuotationDto, 'voucher' | 'voucherProblem'> | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** "Mã giảm giá" + "Áp dụng"; then either the voucher that applies, with what it saves, or why it does not. */
export function VoucherField({ applied, result, onApply, onRemove }: VoucherFieldProps) {
  const [text, setText] = useState(applied ?? '');
  const [invalid, setInvalid] = useState<string | undefined>();
  const pending = applied !== undefined && result === null;

  if (applied && result?.voucher) {
    const { voucher } = result;
    return (
      <div className="flex items-start gap-3 rounded-xl border border-success-100 bg-success-50 px-4 py-3" role="status">
        <TicketPercent className="mt-0.5 size-5 shrink-0 text-success-600" aria-hidden />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold text-success-700">{t.voucherApplied(voucher.code)}</p>
          <p className="text-ink-soft">
            {voucher.name} · {t.voucherSaves(formatVnd(voucher.amount))}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t.removeVoucherOf(voucher.code)}
          leadingIcon={<X className="size-4" aria-hidden />}
          onClick={() => {
            setText('');
            onRemove();
          }}
        >
          {t.removeVoucher}
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = VoucherCode.safeParse(text);
    if (!parsed.success) {
      setInvalid(errorMessage('INVALID_VOUCHER'));
      return;
    }
    setInvalid(undefined);
    setText(parsed.data);
    onApply(parsed.data);
  };
  const problem = applied && result?.voucherProblem ? result.voucherProblem.message || errorMessage(result.voucherProblem.code) : undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Field label={t.voucher} error={invalid ?? problem}>
        <div className="flex gap-2">
          <Input
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t.voucherPlaceholder}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="uppercase placeholder:normal-case"
          />
          <Button type="submit" variant="secondary" loading={pending} disabled={!text.trim()}>
            {t.apply}
          </Button>
        </div>
      </Field>
      {problem ? (
        <button
          type="button"
          onClick={() => {
            setText('');
            onRemove();
          }}
          className="mt-1.5 text-[13px] font-medium text-brand-700 hover:underline"
        >
          {t.removeVoucher}
        </button>
      ) : null}
    </form>
  );
}
