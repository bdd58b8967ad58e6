/** Shared look of text-like controls: calm border, brand focus ring, red when invalid. */
export const controlClasses =
  'block w-full rounded-lg border border-line-strong bg-surface px-3.5 text-[15px] text-ink shadow-xs ' +
  'placeholder:text-subtle transition-[border-color,box-shadow] ' +
  'focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none ' +
  'aria-invalid:border-danger-500 aria-invalid:focus:ring-danger-500/15 ' +
  'disabled:cursor-not-allowed disabled:bg-sunken disabled:text-muted';
