import type { Ref, SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { fieldControlProps, useFieldControl } from './field-context';
import { controlClasses } from './field-styles';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly SelectOption[];
  /** A first, empty choice (e.g. "Tất cả"). */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({ options, placeholder, className, ...rest }: SelectProps) {
  const wired = fieldControlProps(useFieldControl(), rest);
  return (
    <div className="relative">
      <select {...rest} {...wired} className={cn(controlClasses, 'h-11 appearance-none pr-10', className)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted" />
    </div>
  );
}
