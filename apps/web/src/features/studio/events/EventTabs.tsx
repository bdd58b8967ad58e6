import { Tabs } from '../../../components/ui/Tabs';
import { cm } from '../../../lib/console-messages';
import { EVENT_TABS, type EventTab } from './api';

const t = cm.studioEvents;
const TABS = EVENT_TABS.map((tab) => ({ value: tab, label: t.tabs[tab] ?? tab }));

/** The status tabs of my events. */
export function EventTabs({ value, onChange, panelId }: { value: EventTab; onChange: (tab: EventTab) => void; panelId: string }) {
  return <Tabs label={t.tabsLabel} tabs={TABS} value={value} onChange={onChange} panelId={panelId} idPrefix="event-tab" variant="underline" />;
}
