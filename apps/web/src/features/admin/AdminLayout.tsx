import {
  Building2,
  ChartColumn,
  FolderTree,
  Inbox,
  LibraryBig,
  ShieldAlert,
  ShieldCheck,
  LayoutDashboard,
  ListOrdered,
  Mail,
  Megaphone,
  Package,
  ReceiptText,
  Shapes,
  Store,
  Tags,
  Ticket,
  Undo2,
  Users,
  BookOpen,
  GraduationCap,
} from 'lucide-react';
import { ConsoleShell, type ConsoleNavItem } from '../../app/layouts/ConsoleShell';
import { m } from '../../lib/messages';

const items: readonly ConsoleNavItem[] = [
  { to: '/admin', label: m.admin.nav.overview, icon: <LayoutDashboard />, end: true },
  { to: '/admin/outbox', label: m.admin.nav.outbox, icon: <Inbox /> },
  { to: '/admin/notifications', label: m.admin.nav.announce, icon: <Megaphone /> },
  { to: '/admin/users', label: m.admin.nav.users, icon: <Users /> },
  { to: '/admin/email-collections', label: m.people.emails.title, icon: <Mail /> },
  { to: '/admin/host-applications', label: m.hosting.admin.nav, icon: <Store /> },
  { to: '/admin/categories', label: m.admin.nav.categories, icon: <FolderTree /> },
  { to: '/admin/businesses', label: m.admin.nav.businesses, icon: <Building2 /> },
  { to: '/admin/host-categories', label: m.admin.nav.hostCategories, icon: <Tags /> },
  { to: '/admin/events', label: m.admin.nav.events, icon: <Ticket /> },
  { to: '/admin/courses', label: m.adminCourses.title, icon: <BookOpen /> },
  { to: '/admin/moderation', label: m.moderationQueue.nav, icon: <ShieldCheck />, end: true },
  { to: '/admin/moderation/keywords', label: m.moderationKeywords.title, icon: <ShieldAlert /> },
  { to: '/admin/library', label: m.library.platformTitle, icon: <LibraryBig /> },
  { to: '/admin/academy', label: m.academy.editor.adminTitle, icon: <GraduationCap /> },
  { to: '/admin/event-categories', label: m.eventCategories.title, icon: <Shapes /> },
  { to: '/admin/products', label: m.adminProducts.nav, icon: <Package /> },
  { to: '/admin/orders', label: m.admin.nav.orders, icon: <ReceiptText /> },
  { to: '/admin/refunds', label: m.admin.nav.refunds, icon: <Undo2 /> },
  { to: '/admin/order-items', label: m.bookings.nav.adminOrderItems, icon: <ListOrdered /> },
  { to: '/admin/reports', label: m.admin.nav.reports, icon: <ChartColumn /> },
];

/** The admin console: sidebar of sections, the chosen one on the right. */
export function AdminLayout() {
  return <ConsoleShell title={m.admin.console} navLabel={m.admin.navLabel} items={items} />;
}
