import { Field } from './Field';
import { useFilterChanged } from './list-toolbar-context';
import { DateInput } from './DateInput';

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
        <DateInput value={from} onChange={(iso) => change({ from: iso })} />
      </Field>
      <Field label={labels.to}>
        <DateInput value={to} onChange={(iso) => change({ to: iso })} />
      </Field>
    </>
  );
}
