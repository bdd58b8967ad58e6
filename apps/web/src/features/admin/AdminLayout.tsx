import {
  Building2,
  ChartColumn,
  FolderTree,
  Inbox,
  LibraryBig,
  LifeBuoy,
  ShieldAlert,
  ShieldCheck,
  LayoutDashboard,
  ListOrdered,
  Mail,
  Megaphone,
  MessageSquareText,
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
  Crown,
  Newspaper,
} from 'lucide-react';
import { ConsoleShell, type ConsoleNavItem } from '../../app/layouts/ConsoleShell';
import { m } from '../../lib/messages';
import { cm } from '../../lib/console-messages';
import { layoffMessages } from '../../lib/layoff-messages';
import { cmsConsoleMessages } from '../../lib/cms-console-messages';

const items: readonly ConsoleNavItem[] = [
  { to: '/admin', label: cm.admin.nav.overview, icon: <LayoutDashboard />, end: true },
  { to: '/admin/outbox', label: cm.admin.nav.outbox, icon: <Inbox /> },
  { to: '/admin/notifications', label: cm.admin.nav.announce, icon: <Megaphone /> },
  { to: '/admin/users', label: cm.admin.nav.users, icon: <Users /> },
  { to: '/admin/email-collections', label: m.people.emails.title, icon: <Mail /> },
  { to: '/admin/host-applications', label: cm.hosting.admin.nav, icon: <Store /> },
  { to: '/admin/categories', label: cm.admin.nav.categories, icon: <FolderTree /> },
  { to: '/admin/businesses', label: cm.admin.nav.businesses, icon: <Building2 /> },
  { to: '/admin/host-categories', label: cm.admin.nav.hostCategories, icon: <Tags /> },
  { to: '/admin/events', label: cm.admin.nav.events, icon: <Ticket /> },
  { to: '/admin/courses', label: cm.adminCourses.title, icon: <BookOpen /> },
  { to: '/admin/moderation', label: cm.moderationQueue.nav, icon: <ShieldCheck />, end: true },
  { to: '/admin/moderation/keywords', label: cm.moderationKeywords.title, icon: <ShieldAlert /> },
  { to: '/admin/reviews', label: cm.adminReviews.nav, icon: <MessageSquareText /> },
  { to: '/admin/library', label: m.library.platformTitle, icon: <LibraryBig /> },
  { to: '/admin/academy', label: m.academy.editor.adminTitle, icon: <GraduationCap /> },
  { to: '/admin/event-categories', label: m.eventCategories.title, icon: <Shapes /> },
  { to: '/admin/memberships', label: cm.adminMemberships.nav, icon: <Crown /> },
  { to: '/admin/products', label: cm.adminProducts.nav, icon: <Package /> },
  { to: '/admin/orders', label: cm.admin.nav.orders, icon: <ReceiptText /> },
  { to: '/admin/refunds', label: cm.admin.nav.refunds, icon: <Undo2 /> },
  { to: '/admin/layoff-requests', label: layoffMessages.admin.nav, icon: <LifeBuoy /> },
  { to: '/admin/order-items', label: m.bookings.nav.adminOrderItems, icon: <ListOrdered /> },
  { to: '/admin/content', label: cmsConsoleMessages.nav, icon: <Newspaper /> },
  { to: '/admin/reports', label: cm.admin.nav.reports, icon: <ChartColumn /> },
];

/** The admin console: sidebar of sections, the chosen one on the right. */
export function AdminLayout() {
  return <ConsoleShell title={cm.admin.console} navLabel={cm.admin.navLabel} items={items} />;
}
