/** A labelled progress bar (0–100) for background work, e.g. a bulk upload's job. */
export function ProgressBar({ value, label, caption }: { value: number; label: string; caption: string }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink-soft">{caption}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2.5 w-full overflow-hidden rounded-full bg-sunken"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${value}%` }} />
      </div>
      <p className="text-xs text-muted tabular-nums">{`${value}%`}</p>
    </div>
  );
}
