import type { RouteObject } from 'react-router';
import { ComingSoonPage } from './pages/ComingSoonPage';
import { studioPostRoutes } from './post-routes';
import { page } from './route-page';

/** The admin console's pages (inside its layout and the ADMIN guard). */
export const adminPages: RouteObject[] = [
  {
    index: true,
    lazy: page(() => import('../features/admin/AdminHomePage'), 'AdminHomePage'),
  },
  {
    path: 'outbox',
    lazy: page(() => import('../features/admin/OutboxPage'), 'OutboxPage'),
  },
  {
    path: 'notifications',
    lazy: page(() => import('../features/admin/AnnouncePage'), 'AnnouncePage'),
  },
  {
    path: 'users',
    lazy: page(() => import('../features/admin/users/UsersPage'), 'UsersPage'),
  },
  {
    path: 'email-collections',
    lazy: page(() => import('../features/admin/email-collections/EmailCollectionsPage'), 'EmailCollectionsPage'),
  },
  {
    path: 'host-applications',
    lazy: page(() => import('../features/admin/host-applications/HostApplicationsPage'), 'HostApplicationsPage'),
  },
  {
    path: 'categories',
    lazy: page(() => import('../features/admin/categories/CategoriesPage'), 'CategoriesPage'),
  },
  {
    path: 'businesses',
    lazy: page(() => import('../features/admin/businesses/BusinessesPage'), 'BusinessesPage'),
  },
  {
    path: 'host-categories',
    lazy: page(() => import('../features/admin/host-categories/HostCategoriesPage'), 'HostCategoriesPage'),
  },
  {
    path: 'events',
    lazy: page(() => import('../features/admin/events/AdminEventsPage'), 'AdminEventsPage'),
  },
  {
    path: 'courses',
    lazy: page(() => import('../features/admin/courses/AdminCoursesPage'), 'AdminCoursesPage'),
  },
  {
    path: 'moderation',
    lazy: page(() => import('../features/admin/moderation/ModerationQueuePage'), 'ModerationQueuePage'),
  },
  {
    path: 'moderation/keywords',
    lazy: page(() => import('../features/admin/moderation/KeywordsPage'), 'KeywordsPage'),
  },
  {
    path: 'library',
    lazy: page(() => import('../features/admin/library/PlatformLibraryPage'), 'PlatformLibraryPage'),
  },
  {
    path: 'academy',
    lazy: page(() => import('../features/admin/academy/AdminAcademyPage'), 'AdminAcademyPage'),
  },
  {
    path: 'event-categories',
    lazy: page(() => import('../features/admin/event-categories/EventCategoriesPage'), 'EventCategoriesPage'),
  },
  {
    path: 'memberships',
    lazy: page(() => import('../features/admin/memberships/AdminMembershipsPage'), 'AdminMembershipsPage'),
  },
  {
    path: 'memberships/:id/registered',
    lazy: page(() => import('../features/admin/memberships/RegisteredPage'), 'RegisteredPage'),
  },
  {
    path: 'order-items',
    lazy: page(() => import('../features/admin/order-items/OrderItemsPage'), 'OrderItemsPage'),
  },
  {
    path: 'products',
    lazy: page(() => import('../features/admin/products/AdminProductsPage'), 'AdminProductsPage'),
  },
  // Orders console, refund queue and the summary report.
  {
    path: 'orders',
    lazy: page(() => import('../features/admin/orders/AdminOrdersPage'), 'AdminOrdersPage'),
  },
  {
    path: 'refunds',
    lazy: page(() => import('../features/admin/refunds/AdminRefundsPage'), 'AdminRefundsPage'),
  },
  {
    path: 'reviews',
    lazy: page(() => import('../features/admin/reviews/AdminReviewsPage'), 'AdminReviewsPage'),
  },
  {
    path: 'layoff-requests',
    lazy: page(() => import('../features/layoff/admin/LayoffQueuePage'), 'LayoffQueuePage'),
  },
  {
    path: 'content',
    lazy: page(() => import('../features/admin/content/ContentHomePage'), 'ContentHomePage'),
  },
  // The content service's administration: static paths, ranked before a content type's `content/:type`.
  {
    path: 'content/media',
    lazy: page(() => import('../features/admin/content/media/MediaLibraryPage'), 'MediaLibraryPage'),
  },
  {
    path: 'content/roles',
    lazy: page(() => import('../features/admin/content/accounts/RolesPage'), 'RolesPage'),
  },
  {
    path: 'content/roles/:id',
    lazy: page(() => import('../features/admin/content/accounts/RoleEditorPage'), 'RoleEditorPage'),
  },
  {
    path: 'content/accounts',
    lazy: page(() => import('../features/admin/content/accounts/EditorAccountsPage'), 'EditorAccountsPage'),
  },
  {
    path: 'content/:type',
    lazy: page(() => import('../features/admin/content/ContentTypePage'), 'ContentTypePage'),
  },
  {
    path: 'content/:type/:id',
    lazy: page(() => import('../features/admin/content/ContentTypePage'), 'EntryPage'),
  },
  {
    path: 'reports',
    lazy: page(() => import('../features/admin/reports/ReportsPage'), 'ReportsPage'),
  },
  { path: '*', element: <ComingSoonPage /> },
];

/** The studio's pages (inside its layout and the HOST guard). */
export const studioPages: RouteObject[] = [
  {
    index: true,
    lazy: page(() => import('../features/studio/StudioHomePage'), 'StudioHomePage'),
  },
  {
    path: 'events',
    lazy: page(() => import('../features/studio/events/EventsPage'), 'EventsPage'),
  },
  {
    path: 'events/new',
    lazy: page(() => import('../features/studio/events/EventEditorPage'), 'EventEditorPage'),
  },
  {
    path: 'events/:id/edit',
    lazy: page(() => import('../features/studio/events/EventEditorPage'), 'EventEditorPage'),
  },
  {
    path: 'courses',
    lazy: page(() => import('../features/studio/courses/StudioCoursesPage'), 'StudioCoursesPage'),
  },
  {
    path: 'ebooks',
    lazy: page(() => import('../features/studio/ebooks/StudioEbooksPage'), 'StudioEbooksPage'),
  },
  {
    path: 'combos',
    lazy: page(() => import('../features/studio/combos/StudioCombosPage'), 'StudioCombosPage'),
  },
  {
    path: 'reskills',
    lazy: page(() => import('../features/studio/reskills/StudioReskillsPage'), 'StudioReskillsPage'),
  },
  {
    path: 'reskills/:id/buyers',
    lazy: page(() => import('../features/studio/reskills/ReskillBuyersPage'), 'ReskillBuyersPage'),
  },
  ...studioPostRoutes,
  {
    path: 'library',
    lazy: page(() => import('../features/studio/library/LibraryPage'), 'LibraryPage'),
  },
  {
    path: 'academy',
    lazy: page(() => import('../features/studio/academy/StudioAcademyPage'), 'StudioAcademyPage'),
  },
  {
    path: 'courses/new',
    lazy: page(() => import('../features/studio/courses/CourseEditorPage'), 'NewCoursePage'),
  },
  {
    path: 'courses/:id',
    lazy: page(() => import('../features/studio/courses/CourseEditorPage'), 'CourseEditorPage'),
  },
  {
    path: 'events/:id/reminders',
    lazy: page(() => import('../features/studio/reminders/RemindersPage'), 'EventRemindersPage'),
  },
  {
    path: 'calendars/:id/reminders',
    lazy: page(() => import('../features/studio/reminders/RemindersPage'), 'CalendarRemindersPage'),
  },
  {
    path: 'events/:id/attendees',
    lazy: page(() => import('../features/studio/attendees/AttendeesPage'), 'AttendeesPage'),
  },
  {
    path: 'bookings',
    lazy: page(() => import('../features/studio/bookings/StudioBookingsPage'), 'StudioBookingsPage'),
  },
  {
    path: 'checkin',
    lazy: page(() => import('../features/studio/checkin/CheckinPage'), 'CheckinPage'),
  },
  {
    path: 'calendars',
    lazy: page(() => import('../features/studio/calendars/CalendarsPage'), 'CalendarsPage'),
  },
  {
    path: 'calendars/:id',
    lazy: page(() => import('../features/studio/calendars/CalendarWeekPage'), 'CalendarWeekPage'),
  },
  {
    path: 'orders',
    lazy: page(() => import('../features/studio/orders/StudioOrdersPage'), 'StudioOrdersPage'),
  },
  {
    path: 'vouchers',
    lazy: page(() => import('../features/studio/vouchers/VouchersPage'), 'VouchersPage'),
  },
  {
    path: 'discounts',
    lazy: page(() => import('../features/studio/discounts/DiscountsPage'), 'DiscountsPage'),
  },
  { path: '*', element: <ComingSoonPage /> },
];
