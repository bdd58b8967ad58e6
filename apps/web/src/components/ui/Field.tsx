import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { FieldContext } from './field-context';

interface FieldProps {
  /** The visible label, tied to the control with `for`/`id`. */
  label: ReactNode;
  /** A helping sentence under the control (e.g. the password rule). */
  hint?: ReactNode;
  /** The error text; the control is then marked invalid and described by it. */
  error?: string;
  /** Shows "không bắt buộc" beside (not inside) the label. */
  optional?: boolean;
  /** An id for the control; generated when absent. */
  id?: string;
  className?: string;
  /** Something on the label's line, on the right (e.g. "Quên mật khẩu?"). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A label, a control, a hint and an error, wired together for screen readers. */
export function Field({ label, hint, error, optional, id, className, aside, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <div className="flex items-baseline gap-1.5">
          <label htmlFor={controlId} className="text-sm font-medium text-ink">
            {label}
          </label>
          {optional ? <span className="text-xs text-muted">({m.common.optional})</span> : null}
        </div>
        {aside}
      </div>
      <FieldContext.Provider value={{ id: controlId, invalid: Boolean(error), describedBy }}>{children}</FieldContext.Provider>
      {hint && !error ? (
        <p id={hintId} className="text-[13px] leading-snug text-muted">
          {hint}
        </p>
      ) : null}
      {hint && error ? (
        <p id={hintId} className="sr-only">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-[13px] leading-snug font-medium text-danger-600" aria-live="polite">
          {error}
        </p>
      ) : null}
    </div>
  );
}
