import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
}

interface RadioListProps<V extends string> {
  legend: ReactNode;
  description?: ReactNode;
  options: readonly RadioOption<V>[];
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
}

/** One choice among a few, each with a line of explanation: native radios in a fieldset, so keyboards and screen readers know it. */
export function RadioList<V extends string>({ legend, description, options, value, onChange, disabled }: RadioListProps<V>) {
  const name = useId();
  return (
    <fieldset disabled={disabled} aria-describedby={description ? `${name}-description` : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      {description ? (
        <p id={`${name}-description`} className="mt-0.5 text-[13px] text-muted">
          {description}
        </p>
      ) : null}
      <div className="mt-3 space-y-2">
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border px-3.5 py-2.5 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                checked ? 'border-brand-500 bg-brand-50' : 'border-line hover:border-line-strong',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                // Named by its label alone; the explanation is its description.
                aria-labelledby={`${id}-label`}
                aria-describedby={option.description ? `${id}-description` : undefined}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span className="min-w-0">
                <span id={`${id}-label`} className="block text-sm font-medium text-ink">
                  {option.label}
                </span>
                {option.description ? (
                  <span id={`${id}-description`} className="mt-0.5 block text-[13px] text-muted">
                    {option.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
