import { useRef, type KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn';
import { m } from '../../../lib/messages';
import { EVENT_TABS, type EventTab } from './api';

const t = m.studioEvents;

/** The status tabs of my events (a scrollable strip on phones; arrow keys move between tabs). */
export function EventTabs({ value, onChange, panelId }: { value: EventTab; onChange: (tab: EventTab) => void; panelId: string }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + EVENT_TABS.length) % EVENT_TABS.length;
    onChange(EVENT_TABS[next]!);
    refs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={t.tabsLabel} className="-mb-px flex gap-1 overflow-x-auto">
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
            id={`event-tab-${tab}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'shrink-0 border-b-2 px-3 py-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
              selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-muted hover:text-ink',
            )}
          >
            {t.tabs[tab]}
          </button>
        );
      })}
    </div>
  );
}
