import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';

const t = m.reviews;

interface StarInputProps {
  value: number | null;
  onChange: (stars: number) => void;
  error?: string | undefined;
  className?: string;
}

/**
 * Choosing 1 to 5 stars: a fieldset of native radio buttons, each labelled ("4 sao"), drawn as stars.
 * The browser gives the keyboard for free (Tab into the group, arrows to move and choose).
 */
export function StarInput({ value, onChange, error, className }: StarInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className={cn('flex flex-col gap-1.5', className)} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{t.starsLegend}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-1">
          {[1, 2, 3, 4, 5].map((stars) => {
            const id = `${name}-${stars}`;
            const lit = value !== null && stars <= value;
            return (
              <span key={stars} className="relative">
                <input
                  id={id}
                  type="radio"
                  name={name}
                  value={stars}
                  checked={value === stars}
                  onChange={() => onChange(stars)}
                  className="peer absolute inset-0 size-full cursor-pointer opacity-0"
                  aria-invalid={error ? true : undefined}
                />
                <label
                  htmlFor={id}
                  className="flex size-10 cursor-pointer items-center justify-center rounded-lg peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500"
                >
                  <Star aria-hidden className={cn('size-7', lit ? 'fill-warning-500 text-warning-500' : 'fill-transparent text-line-strong')} />
                  <span className="sr-only">{t.starLabel(stars)}</span>
                </label>
              </span>
            );
          })}
        </div>
        {value ? <span className="text-sm text-ink-soft">{t.starWords[value - 1]}</span> : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
