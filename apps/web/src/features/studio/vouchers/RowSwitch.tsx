import { cn } from '../../../lib/cn';

interface RowSwitchProps {
  checked: boolean;
  /** Names the switch for assistive tech ("Bật mã TET2027"). */
  label: string;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** The compact on/off switch of a table row (the form's `Switch` carries a label row of its own). */
export function RowSwitch({ checked, label, onChange, disabled }: RowSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60',
        checked ? 'bg-brand-600' : 'bg-line-strong',
      )}
    >
      <span className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5.5' : 'translate-x-0.5')} />
    </button>
  );
}
