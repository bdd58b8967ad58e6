import { useRef, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { EVENT_TABS, type EventTab } from './event-filters';

interface EventTabsProps {
  value: EventTab;
  onChange: (tab: EventTab) => void;
  /** The id of the list the tabs control. */
  panelId: string;
}

/** Tất cả / Đang diễn ra / Hôm nay / Sắp diễn ra / Đã diễn ra; arrow keys, Home and End move between them. */
export function EventTabs({ value, onChange, panelId }: EventTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = EVENT_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % EVENT_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % EVENT_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(EVENT_TABS[next]!);
    refs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={m.events.tabsLabel} className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
      {EVENT_TABS.map((tab, index) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`events-tab-${tab}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'h-10 shrink-0 rounded-full px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
              selected ? 'bg-brand-600 text-white' : 'bg-surface text-ink-soft ring-1 ring-line-strong ring-inset hover:text-ink',
            )}
          >
            {m.events.tabs[tab]}
          </button>
        );
      })}
    </div>
  );
}
