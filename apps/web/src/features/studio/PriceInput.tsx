import { Input, type InputProps } from '../../components/ui/Input';

const grouped = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });

/** Digits as people read VND: '1500000' → '1.500.000'. */
export const formatDigits = (digits: string): string => (digits === '' ? '' : grouped.format(Number(digits)));
/** Whatever was typed or pasted → digits only, without leading zeros, at most 10 of them. */
export const onlyDigits = (text: string): string =>
  text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 10);

interface PriceInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'trailing' | 'inputMode'> {
  /** Digits only ('' = blank). */
  value: string;
  onChange: (digits: string) => void;
}

/** An amount of VND, grouped with dots while typing ("150.000 ₫"); the form keeps digits. */
export function PriceInput({ value, onChange, ...rest }: PriceInputProps) {
  return (
    <Input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={formatDigits(value)}
      onChange={(event) => onChange(onlyDigits(event.target.value))}
      trailing={
        <span className="pr-3 text-sm text-muted" aria-hidden>
          ₫
        </span>
      }
    />
  );
}
