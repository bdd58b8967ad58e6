import { Field } from './Field';
import { Input } from './Input';
import { useFilterChanged } from './list-toolbar-context';

interface DateRangeFieldsProps {
  /** Vietnam calendar days (YYYY-MM-DD); '' leaves that end open. */
  from: string;
  to: string;
  labels: { from: string; to: string };
  onChange: (change: { from: string } | { to: string }) => void;
}

/**
 * "Từ ngày" and "Đến ngày" of a filtered list or a report: each end bounds the other, and inside a
 * `ListToolbar` a change tells it (back to the first page) as the other filters do.
 */
export function DateRangeFields({ from, to, labels, onChange }: DateRangeFieldsProps) {
  const filterChanged = useFilterChanged();
  const change = (next: { from: string } | { to: string }) => {
    onChange(next);
    filterChanged();
  };
  return (
    <>
      <Field label={labels.from}>
        <Input type="date" value={from} max={to || undefined} onChange={(event) => change({ from: event.target.value })} />
      </Field>
      <Field label={labels.to}>
        <Input type="date" value={to} min={from || undefined} onChange={(event) => change({ to: event.target.value })} />
      </Field>
    </>
  );
}
