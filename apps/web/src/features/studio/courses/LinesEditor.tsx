import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { cm } from '../../../lib/console-messages';

const t = cm.studioCourses.lines;

/** A short list of one-line texts ("what you will learn", requirements): one box a line, added and removed by buttons. */
export function LinesEditor({
  label,
  hint,
  value,
  onChange,
  max,
  maxLength,
  error,
}: {
  label: string;
  hint?: string;
  value: readonly string[];
  onChange: (lines: string[]) => void;
  max: number;
  maxLength: number;
  error?: string | undefined;
}) {
  const id = useId();
  const set = (index: number, text: string) => onChange(value.map((line, i) => (i === index ? text : line)));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">
        {label} <span className="text-xs font-normal text-muted">({t.optional})</span>
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-[13px] text-muted">
          {hint}
        </p>
      ) : null}
      <ol className="flex flex-col gap-2">
        {value.map((line, index) => (
          <li key={index} className="flex items-center gap-2">
            <Input
              aria-label={t.line(label, index + 1)}
              maxLength={maxLength}
              value={line}
              onChange={(event) => set(index, event.target.value)}
              aria-invalid={error ? true : undefined}
            />
            <Button variant="ghost" size="icon" aria-label={t.remove(label, index + 1)} onClick={() => onChange(value.filter((_, i) => i !== index))}>
              <X className="size-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="secondary" size="sm" className="w-fit" disabled={value.length >= max} onClick={() => onChange([...value, ''])}>
        <Plus className="size-4" aria-hidden />
        {t.add}
      </Button>
      {error ? (
        <p id={`${id}-error`} className="text-[13px] font-medium text-danger-600" aria-live="polite">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
