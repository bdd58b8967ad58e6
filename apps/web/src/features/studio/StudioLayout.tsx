import {
  BadgePercent,
  BookOpen,
  Package,
  CalendarCheck,
  CalendarDays,
  ChartColumn,
  LayoutDashboard,
  Library,
  ReceiptText,
  Newspaper,
  ScanLine,
  Tag,
  Ticket,
  FolderOpen,
  GraduationCap,
  Rocket,
} from 'lucide-react';
import { ConsoleShell, type ConsoleNavItem } from '../../app/layouts/ConsoleShell';
import { m } from '../../lib/messages';
import { cm } from '../../lib/console-messages';
import { rm } from '../../lib/reskills-messages';

const items: readonly ConsoleNavItem[] = [
  { to: '/studio', label: cm.studio.nav.home, icon: <LayoutDashboard />, end: true },
  { to: '/studio/events', label: cm.studio.nav.events, icon: <Ticket /> },
  { to: '/studio/courses', label: cm.studio.nav.courses, icon: <BookOpen /> },
  { to: '/studio/calendars', label: cm.studio.nav.calendars, icon: <CalendarDays /> },
  { to: '/studio/bookings', label: m.bookings.nav.studioBookings, icon: <CalendarCheck /> },
  { to: '/studio/orders', label: cm.studio.nav.orders, icon: <ReceiptText /> },
  { to: '/studio/checkin', label: m.bookings.nav.checkin, icon: <ScanLine /> },
  { to: '/studio/ebooks', label: cm.studio.nav.ebooks, icon: <Library /> },
  { to: '/studio/combos', label: m.combos.title, icon: <Package /> },
  { to: '/studio/reskills', label: rm.studio.nav, icon: <Rocket /> },
  { to: '/studio/posts', label: cm.studio.nav.posts, icon: <Newspaper /> },
  { to: '/studio/library', label: m.library.title, icon: <FolderOpen /> },
  { to: '/studio/academy', label: m.academy.editor.studioTitle, icon: <GraduationCap /> },
  { to: '/studio/vouchers', label: cm.studio.nav.vouchers, icon: <Tag /> },
  { to: '/studio/discounts', label: cm.studio.nav.discounts, icon: <BadgePercent /> },
  { to: '/studio/revenue', label: cm.studio.nav.revenue, icon: <ChartColumn />, soon: true },
];

/** The host studio: events and calendars today; the tools still to come are shown as "Sắp có". */
export function StudioLayout() {
  return <ConsoleShell title={cm.studio.title} navLabel={cm.studio.navLabel} items={items} />;
}
