import { useRef, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';

interface TabsProps<T extends string> {
  /** The tablist's accessible name. */
  label: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
  /** Prefix of each tab's id (`<prefix>-<value>`). */
  idPrefix: string;
  /** Pills on public pages, an underlined strip in the studio. */
  variant?: 'pill' | 'underline';
  className?: string;
}

const styles = {
  pill: {
    // Scrolls sideways on phones; wraps onto a second line on wider screens, so no tab is cut off.
    list: '-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:gap-2 sm:overflow-visible sm:px-0',
    tab: 'h-10 shrink-0 rounded-full px-4 focus-visible:outline-offset-2',
    on: 'bg-brand-600 text-white',
    off: 'bg-surface text-ink-soft ring-1 ring-line-strong ring-inset hover:text-ink',
  },
  underline: {
    list: '-mb-px flex gap-1 overflow-x-auto',
    tab: 'shrink-0 border-b-2 px-3 py-3',
    on: 'border-brand-600 text-brand-700',
    off: 'border-transparent text-muted hover:text-ink',
  },
};

/**
 * A row of tabs that scrolls on phones. Choosing a tab is choosing it (no separate activation);
 * arrow keys, Home and End move between tabs as the WAI-ARIA tabs pattern expects.
 */
export function Tabs<T extends string>({ label, tabs, value, onChange, panelId, idPrefix, variant = 'pill', className }: TabsProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const style = styles[variant];

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const keys: Record<string, number> = { ArrowRight: (index + 1) % tabs.length, ArrowLeft: (index + last) % tabs.length, Home: 0, End: last };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(tabs[next]!.value);
    refs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={cn(style.list, className)}>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${tab.value}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
              style.tab,
              selected ? style.on : style.off,
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
