import { Tabs } from '../../components/ui/Tabs';
import { m } from '../../lib/messages';
import { EVENT_TABS, type EventTab } from './event-filters';

const TABS = EVENT_TABS.map((tab) => ({ value: tab, label: m.events.tabs[tab] ?? tab }));

/** Sắp diễn ra / Hôm nay / Đang diễn ra / Đã diễn ra / Tất cả. */
export function EventTabs({ value, onChange, panelId }: { value: EventTab; onChange: (tab: EventTab) => void; panelId: string }) {
  return <Tabs label={m.events.tabsLabel} tabs={TABS} value={value} onChange={onChange} panelId={panelId} idPrefix="events-tab" />;
}
