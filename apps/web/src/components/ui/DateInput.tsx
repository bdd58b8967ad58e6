import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { m } from '../../lib/messages';
import { dayTextToIso, isoToDayText, typedDayText } from './date-text';
import { useFieldControl } from './field-context';
import { Input, type InputProps } from './Input';

type DateInputProps = Omit<InputProps, 'value' | 'onChange' | 'type' | 'min' | 'max'> & {
  /** The day as yyyy-mm-dd ('' for none). */
  value: string;
  /** Told the day once it is whole and real (yyyy-mm-dd), or '' while it is not. */
  onChange: (iso: string) => void;
};

/**
 * A day typed as people in Vietnam write it, dd/mm/yyyy, whatever the browser's language (a native date
 * field shows mm/dd/yyyy in many): digits only, the slashes come by themselves, and the form keeps yyyy-mm-dd.
 */
export function DateInput({ value, onChange, onBlur, placeholder, ...rest }: DateInputProps) {
  const [text, setText] = useState(() => isoToDayText(value));
  // A value set from outside (a form reset, a cleared filter) replaces what is shown.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== (dayTextToIso(text) ?? '')) setText(isoToDayText(value));
  }
  return (
    <Input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      placeholder={placeholder ?? m.common.datePlaceholder}
      value={text}
      onChange={(event) => {
        const typed = event.target.value.length < text.length ? event.target.value : typedDayText(event.target.value);
        setText(typed);
        const iso = dayTextToIso(typed) ?? '';
        setShown(iso);
        if (iso !== value) onChange(iso);
      }}
      onBlur={onBlur}
    />
  );
}

/** `DateInput` bound to a react-hook-form field holding yyyy-mm-dd. */
export function FormDateInput<T extends FieldValues>({
  control,
  name,
  ...rest
}: { control: Control<T, unknown, unknown>; name: FieldPath<T> } & Omit<DateInputProps, 'value' | 'onChange' | 'name'>) {
  const { field } = useController({ control, name });
  return <DateInput {...rest} name={field.name} value={typeof field.value === 'string' ? field.value : ''} onChange={field.onChange} onBlur={field.onBlur} />;
}

/**
 * A day and an hour (yyyy-mm-ddTHH:mm, as a native datetime field keeps it): the day as dd/mm/yyyy, the
 * hour on the 24-hour clock; empty until the day is whole.
 */
export function FormDateTimeInput<T extends FieldValues>({ control, name }: { control: Control<T, unknown, unknown>; name: FieldPath<T> }) {
  const { field } = useController({ control, name });
  const field_ = useFieldControl();
  const value = typeof field.value === 'string' ? field.value : '';
  const [day = '', hour = ''] = value.split('T');
  const [time, setTime] = useState(hour.slice(0, 5));
  const join = (nextDay: string, nextTime: string) => field.onChange(nextDay ? `${nextDay}T${nextTime || '00:00'}` : '');
  return (
    <div className="flex gap-2">
      <DateInput name={field.name} value={day} onChange={(nextDay) => join(nextDay, time)} onBlur={field.onBlur} className="min-w-0 flex-1" />
      <Input
        type="time"
        id={field_ ? `${field_.id}-time` : undefined}
        aria-label={m.common.timeOfDay}
        value={time}
        onChange={(event) => {
          setTime(event.target.value);
          join(day, event.target.value);
        }}
        className="w-28 shrink-0"
      />
    </div>
  );
}
