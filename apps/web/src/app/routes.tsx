import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LoadingState } from '../components/ui/LoadingState';
import { AuthLayout } from '../features/auth/AuthLayout';
import { RequireAuth, RequireRole } from '../features/auth/guards';
import { m } from '../lib/messages';
import { PublicLayout } from './layouts/PublicLayout';
import { RootLayout } from './layouts/RootLayout';
import { ComingSoonPage } from './pages/ComingSoonPage';
import { ForbiddenPage } from './pages/ForbiddenPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';

/** Pages are loaded on first visit; shells, guards and status pages ship with the first bundle. */
const page =
  <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

const soon = (title: string): RouteObject['element'] => <ComingSoonPage title={title} />;

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: () => <LoadingState className="min-h-dvh" />,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            index: true,
            lazy: page(
              () => import('./pages/HomePage'),
              (mod) => mod.HomePage,
            ),
          },
          {
            path: 'search',
            lazy: page(
              () => import('./pages/SearchPage'),
              (mod) => mod.SearchPage,
            ),
          },
          {
            path: 'hosts',
            lazy: page(
              () => import('../features/profiles/HostsPage'),
              (mod) => mod.HostsPage,
            ),
          },
          {
            path: 'hosts/:username',
            lazy: page(
              () => import('../features/profiles/HostPage'),
              (mod) => mod.HostPage,
            ),
          },
          {
            path: 'events',
            lazy: page(
              () => import('../features/events/EventsPage'),
              (mod) => mod.EventsPage,
            ),
          },
          {
            path: 'events/:slug',
            lazy: page(
              () => import('../features/events/EventPage'),
              (mod) => mod.EventPage,
            ),
          },
          {
            path: 'calendars/:id',
            lazy: page(
              () => import('../features/calendars/CalendarPage'),
              (mod) => mod.CalendarPage,
            ),
          },
          { path: 'courses', element: soon(m.nav.courses) },
          { path: 'ebooks', element: soon(m.nav.ebooks) },
          { path: 'memberships', element: soon(m.nav.memberships) },
          { path: 'help', element: soon(m.footer.help) },
          { path: 'terms', element: soon(m.footer.terms) },
          { path: 'privacy', element: soon(m.footer.privacy) },
          {
            Component: RequireAuth,
            children: [
              // Commerce (buyer side): cart, checkout, the provider's way back, and the buyer's orders.
              {
                path: 'cart',
                lazy: page(
                  () => import('../features/cart/CartPage'),
                  (mod) => mod.CartPage,
                ),
              },
              {
                path: 'checkout',
                lazy: page(
                  () => import('../features/checkout/CheckoutPage'),
                  (mod) => mod.CheckoutPage,
                ),
              },
              {
                path: 'payment/result',
                lazy: page(
                  () => import('../features/orders/PaymentResultPage'),
                  (mod) => mod.PaymentResultPage,
                ),
              },
              {
                path: 'me/orders',
                lazy: page(
                  () => import('../features/orders/OrdersPage'),
                  (mod) => mod.OrdersPage,
                ),
              },
              {
                path: 'me/orders/:id',
                lazy: page(
                  () => import('../features/orders/OrderDetailPage'),
                  (mod) => mod.OrderDetailPage,
                ),
              },
              // The buyer's refund requests (asked from an order's lines).
              {
                path: 'me/refunds',
                lazy: page(
                  () => import('../features/refunds/MyRefundsPage'),
                  (mod) => mod.MyRefundsPage,
                ),
              },
              // After payment: my tickets (QR codes) and my calendar bookings.
              {
                path: 'me/tickets',
                lazy: page(
                  () => import('../features/tickets/MyTicketsPage'),
                  (mod) => mod.MyTicketsPage,
                ),
              },
              {
                path: 'me/bookings',
                lazy: page(
                  () => import('../features/bookings/MyBookingsPage'),
                  (mod) => mod.MyBookingsPage,
                ),
              },
              {
                path: 'notifications',
                lazy: page(
                  () => import('../features/notifications/NotificationsPage'),
                  (mod) => mod.NotificationsPage,
                ),
              },
              {
                path: 'account',
                lazy: page(
                  () => import('../features/account/AccountLayout'),
                  (mod) => mod.AccountLayout,
                ),
                children: [
                  { index: true, element: <Navigate to="profile" replace /> },
                  {
                    path: 'profile',
                    lazy: page(
                      () => import('../features/account/ProfilePage'),
                      (mod) => mod.ProfilePage,
                    ),
                  },
                  {
                    path: 'experience',
                    lazy: page(
                      () => import('../features/account/ExperiencePage'),
                      (mod) => mod.ExperiencePage,
                    ),
                  },
                  {
                    path: 'bank',
                    element: <RequireRole role="HOST" />,
                    children: [
                      {
                        index: true,
                        lazy: page(
                          () => import('../features/account/BankPage'),
                          (mod) => mod.BankPage,
                        ),
                      },
                    ],
                  },
                  {
                    path: 'phone',
                    lazy: page(
                      () => import('../features/account/PhonePage'),
                      (mod) => mod.PhonePage,
                    ),
                  },
                  {
                    path: 'password',
                    lazy: page(
                      () => import('../features/account/PasswordPage'),
                      (mod) => mod.PasswordPage,
                    ),
                  },
                  {
                    path: 'interests',
                    lazy: page(
                      () => import('../features/account/InterestsPage'),
                      (mod) => mod.InterestsPage,
                    ),
                  },
                  {
                    path: 'categories',
                    lazy: page(
                      () => import('../features/account/CategoriesPage'),
                      (mod) => mod.CategoriesPage,
                    ),
                  },
                  {
                    path: 'notifications',
                    lazy: page(
                      () => import('../features/account/NotificationSettingsPage'),
                      (mod) => mod.NotificationSettingsPage,
                    ),
                  },
                  {
                    path: 'host',
                    lazy: page(
                      () => import('../features/hosting/HostApplicationPage'),
                      (mod) => mod.HostApplicationPage,
                    ),
                  },
                  {
                    path: 'delete',
                    lazy: page(
                      () => import('../features/account/DeleteAccountPage'),
                      (mod) => mod.DeleteAccountPage,
                    ),
                  },
                ],
              },
            ],
          },
          { path: '403', Component: ForbiddenPage },
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        path: 'auth',
        Component: AuthLayout,
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          {
            path: 'signup',
            lazy: page(
              () => import('../features/auth/SignupPage'),
              (mod) => mod.SignupPage,
            ),
          },
          {
            path: 'verify',
            lazy: page(
              () => import('../features/auth/VerifyPage'),
              (mod) => mod.VerifyPage,
            ),
          },
          {
            path: 'login',
            lazy: page(
              () => import('../features/auth/LoginPage'),
              (mod) => mod.LoginPage,
            ),
          },
          {
            path: 'forgot-password',
            lazy: page(
              () => import('../features/auth/ForgotPasswordPage'),
              (mod) => mod.ForgotPasswordPage,
            ),
          },
        ],
      },
      {
        path: 'admin',
        element: <RequireRole role="ADMIN" />,
        children: [
          {
            lazy: page(
              () => import('../features/admin/AdminLayout'),
              (mod) => mod.AdminLayout,
            ),
            children: [
              {
                index: true,
                lazy: page(
                  () => import('../features/admin/AdminHomePage'),
                  (mod) => mod.AdminHomePage,
                ),
              },
              {
                path: 'outbox',
                lazy: page(
                  () => import('../features/admin/OutboxPage'),
                  (mod) => mod.OutboxPage,
                ),
              },
              {
                path: 'notifications',
                lazy: page(
                  () => import('../features/admin/AnnouncePage'),
                  (mod) => mod.AnnouncePage,
                ),
              },
              {
                path: 'users',
                lazy: page(
                  () => import('../features/admin/users/UsersPage'),
                  (mod) => mod.UsersPage,
                ),
              },
              {
                path: 'email-collections',
                lazy: page(
                  () => import('../features/admin/email-collections/EmailCollectionsPage'),
                  (mod) => mod.EmailCollectionsPage,
                ),
              },
              {
                path: 'host-applications',
                lazy: page(
                  () => import('../features/admin/host-applications/HostApplicationsPage'),
                  (mod) => mod.HostApplicationsPage,
                ),
              },
              {
                path: 'categories',
                lazy: page(
                  () => import('../features/admin/categories/CategoriesPage'),
                  (mod) => mod.CategoriesPage,
                ),
              },
              {
                path: 'businesses',
                lazy: page(
                  () => import('../features/admin/businesses/BusinessesPage'),
                  (mod) => mod.BusinessesPage,
                ),
              },
              {
                path: 'host-categories',
                lazy: page(
                  () => import('../features/admin/host-categories/HostCategoriesPage'),
                  (mod) => mod.HostCategoriesPage,
                ),
              },
              {
                path: 'events',
                lazy: page(
                  () => import('../features/admin/events/AdminEventsPage'),
                  (mod) => mod.AdminEventsPage,
                ),
              },
              {
                path: 'event-categories',
                lazy: page(
                  () => import('../features/admin/event-categories/EventCategoriesPage'),
                  (mod) => mod.EventCategoriesPage,
                ),
              },
              {
                path: 'order-items',
                lazy: page(
                  () => import('../features/admin/order-items/OrderItemsPage'),
                  (mod) => mod.OrderItemsPage,
                ),
              },
              // Orders console, refund queue and the summary report.
              {
                path: 'orders',
                lazy: page(
                  () => import('../features/admin/orders/AdminOrdersPage'),
                  (mod) => mod.AdminOrdersPage,
                ),
              },
              {
                path: 'refunds',
                lazy: page(
                  () => import('../features/admin/refunds/AdminRefundsPage'),
                  (mod) => mod.AdminRefundsPage,
                ),
              },
              {
                path: 'reports',
                lazy: page(
                  () => import('../features/admin/reports/ReportsPage'),
                  (mod) => mod.ReportsPage,
                ),
              },
              { path: '*', element: <ComingSoonPage /> },
            ],
          },
        ],
      },
      {
        path: 'studio',
        element: <RequireRole role="HOST" />,
        children: [
          {
            lazy: page(
              () => import('../features/studio/StudioLayout'),
              (mod) => mod.StudioLayout,
            ),
            children: [
              {
                index: true,
                lazy: page(
                  () => import('../features/studio/StudioHomePage'),
                  (mod) => mod.StudioHomePage,
                ),
              },
              {
                path: 'events',
                lazy: page(
                  () => import('../features/studio/events/EventsPage'),
                  (mod) => mod.EventsPage,
                ),
              },
              {
                path: 'events/new',
                lazy: page(
                  () => import('../features/studio/events/EventEditorPage'),
                  (mod) => mod.EventEditorPage,
                ),
              },
              {
                path: 'events/:id/edit',
                lazy: page(
                  () => import('../features/studio/events/EventEditorPage'),
                  (mod) => mod.EventEditorPage,
                ),
              },
              {
                path: 'events/:id/attendees',
                lazy: page(
                  () => import('../features/studio/attendees/AttendeesPage'),
                  (mod) => mod.AttendeesPage,
                ),
              },
              {
                path: 'bookings',
                lazy: page(
                  () => import('../features/studio/bookings/StudioBookingsPage'),
                  (mod) => mod.StudioBookingsPage,
                ),
              },
              {
                path: 'checkin',
                lazy: page(
                  () => import('../features/studio/checkin/CheckinPage'),
                  (mod) => mod.CheckinPage,
                ),
              },
              {
                path: 'calendars',
                lazy: page(
                  () => import('../features/studio/calendars/CalendarsPage'),
                  (mod) => mod.CalendarsPage,
                ),
              },
              {
                path: 'calendars/:id',
                lazy: page(
                  () => import('../features/studio/calendars/CalendarWeekPage'),
                  (mod) => mod.CalendarWeekPage,
                ),
              },
              {
                path: 'vouchers',
                lazy: page(
                  () => import('../features/studio/vouchers/VouchersPage'),
                  (mod) => mod.VouchersPage,
                ),
              },
              {
                path: 'discounts',
                lazy: page(
                  () => import('../features/studio/discounts/DiscountsPage'),
                  (mod) => mod.DiscountsPage,
                ),
              },
              { path: '*', element: <ComingSoonPage /> },
            ],
          },
        ],
      },
    ],
  },
];
