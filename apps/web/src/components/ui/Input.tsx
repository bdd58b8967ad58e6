import type { Ref, InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { fieldControlProps, useFieldControl } from './field-context';
import { controlClasses } from './field-styles';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** An icon or text drawn inside the field, on the left. */
  leading?: ReactNode;
  /** Something drawn inside the field, on the right (e.g. a toggle button). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ leading, trailing, className, ...rest }: InputProps) {
  const wired = fieldControlProps(useFieldControl(), rest);
  const input = <input {...rest} {...wired} className={cn(controlClasses, 'h-11', leading ? 'pl-10' : null, trailing ? 'pr-11' : null, className)} />;
  if (!leading && !trailing) return input;
  return (
    <div className="relative">
      {leading ? <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted">{leading}</span> : null}
      {input}
      {trailing ? <span className="absolute inset-y-0 right-1 flex items-center">{trailing}</span> : null}
    </div>
  );
}
