import type { ReactNode } from 'react';
import { Field } from './Field';
import { useFilterChanged } from './list-toolbar-context';
import { Select, type SelectOption } from './Select';

interface SelectFieldProps<V extends string> {
  /** The visible label, which also names the select for assistive tech. */
  label: ReactNode;
  /** The chosen value: one of `options`, or `''` for the placeholder choice. */
  value: V | '';
  /** The values offered; the select can only ever hand back one of these or `''`. */
  options: readonly (SelectOption & { value: V })[];
  /** A first, empty choice (e.g. "Tất cả trạng thái"). */
  placeholder?: string;
  /** Called with the chosen value; then the enclosing `ListToolbar` is told. */
  onValueChange: (value: V | '') => void;
  className?: string;
}

/**
 * A labelled drop-down filter: `Field` + `Select`, handing back the typed value.
 *
 * Why: list pages each repeated a hand-made `<label htmlFor>` + `<Select id>` pair and cast
 * `event.target.value` to their filter type; `Field` wires label and control through
 * `FieldContext`, and the one cast lives here, where the options prove it safe.
 */
export function SelectField<V extends string>({ label, value, options, placeholder, onValueChange, className }: SelectFieldProps<V>) {
  const filterChanged = useFilterChanged();
  return (
    <Field label={label} className={className}>
      <Select
        options={options}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value as V | '');
          filterChanged();
        }}
      />
    </Field>
  );
}
