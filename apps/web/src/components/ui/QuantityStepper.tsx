import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** The smallest value (1 in a cart, 0 where choosing nothing is allowed). */
  min?: number;
  max: number;
  /** Accessible names: of the number field and of the two buttons. */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
  className?: string;
}

const buttonClass =
  'inline-flex size-9 items-center justify-center text-ink-soft transition-colors hover:bg-sunken hover:text-ink ' +
  'focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/**
 * − [n] +: a number field between two buttons. Typing is free while the field has focus; what was
 * typed is kept within [min, max] when it loses focus.
 */
export function QuantityStepper({ value, onChange, min = 1, max, label, decreaseLabel, increaseLabel, disabled, className }: QuantityStepperProps) {
  const [text, setText] = useState<string | null>(null);
  const clamp = (n: number) => Math.min(Math.max(n, min), Math.max(max, min));

  return (
    <div className={cn('inline-flex h-9 items-center overflow-hidden rounded-lg border border-line-strong bg-surface', className)}>
      <button type="button" aria-label={decreaseLabel} className={buttonClass} disabled={disabled || value <= min} onClick={() => onChange(clamp(value - 1))}>
        <Minus className="size-4" aria-hidden />
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={Math.max(max, min)}
        disabled={disabled}
        value={text ?? String(value)}
        onFocus={() => setText(String(value))}
        onChange={(event) => {
          setText(event.target.value);
          const n = Number.parseInt(event.target.value, 10);
          if (Number.isInteger(n) && n >= min && n <= max) onChange(n);
        }}
        onBlur={() => {
          const n = Number.parseInt(text ?? '', 10);
          if (Number.isInteger(n) && clamp(n) !== value) onChange(clamp(n));
          setText(null);
        }}
        className="h-full w-11 [appearance:textfield] border-x border-line bg-transparent text-center text-sm font-medium text-ink tabular-nums outline-none focus-visible:bg-brand-50 disabled:opacity-60 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button type="button" aria-label={increaseLabel} className={buttonClass} disabled={disabled || value >= max} onClick={() => onChange(clamp(value + 1))}>
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}
