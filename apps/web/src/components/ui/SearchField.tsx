import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Field } from './Field';
import { Input } from './Input';
import { useFilterChanged } from './list-toolbar-context';

interface SearchFieldProps {
  /** The visible label, which also names the search box for assistive tech. */
  label: ReactNode;
  value: string;
  /** Called with the new text on every keystroke (debounce in the caller); then the enclosing `ListToolbar` is told. */
  onValueChange: (value: string) => void;
  placeholder?: string;
  /** Classes for the whole field (label and box), e.g. `max-w-md`. */
  className?: string;
  maxLength?: number;
}

/**
 * A labelled search box with the magnifier icon, as list pages put at the top of their filters.
 *
 * Why: every admin list hand-wired a `<label htmlFor>` to an `<Input type="search">` with its own
 * `useId`; `Field` already ties label and control together through `FieldContext`, so this keeps the
 * wiring (and the icon) in one place and leaves the page only its label, text and state.
 */
export function SearchField({ label, value, onValueChange, placeholder, className, maxLength }: SearchFieldProps) {
  const filterChanged = useFilterChanged();
  return (
    <Field label={label} className={className}>
      <Input
        type="search"
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        leading={<Search className="size-4" aria-hidden />}
        onChange={(event) => {
          onValueChange(event.target.value);
          filterChanged();
        }}
      />
    </Field>
  );
}
