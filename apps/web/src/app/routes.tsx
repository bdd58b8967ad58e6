import { Navigate, type RouteObject } from 'react-router';
import { LoadingState } from '../components/ui/LoadingState';
import { AuthLayout } from '../features/auth/AuthLayout';
import { RequireAuth, RequireRole } from '../features/auth/guards';
import { eventsLoader } from '../features/events/events-loader';
import { PublicLayout } from './layouts/PublicLayout';
import { publicPostRoutes } from './post-routes';
import { RootLayout } from './layouts/RootLayout';
import { ForbiddenPage } from './pages/ForbiddenPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { adminPages, studioPages } from './console-routes';
import { page } from './route-page';

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
            lazy: page(() => import('./pages/HomePage'), 'HomePage'),
          },
          {
            path: 'search',
            lazy: page(() => import('../features/search/SearchPage'), 'SearchPage'),
          },
          {
            path: 'hosts',
            lazy: page(() => import('../features/profiles/HostsPage'), 'HostsPage'),
          },
          {
            path: 'hosts/:username',
            lazy: page(() => import('../features/profiles/HostPage'), 'HostPage'),
          },
          {
            path: 'events',
            // The list is asked for while the page's code loads; filters changed on the page are the
            // page's own queries, so the loader runs only on arrival.
            loader: eventsLoader,
            shouldRevalidate: () => false,
            lazy: page(() => import('../features/events/EventsPage'), 'EventsPage'),
          },
          {
            path: 'events/:slug',
            lazy: page(() => import('../features/events/EventPage'), 'EventPage'),
          },
          {
            path: 'calendars',
            lazy: page(() => import('../features/calendars/CalendarsPage'), 'CalendarsPage'),
          },
          {
            path: 'calendars/:id',
            lazy: page(() => import('../features/calendars/CalendarPage'), 'CalendarPage'),
          },
          {
            path: 'courses',
            lazy: page(() => import('../features/courses/CoursesPage'), 'CoursesPage'),
          },
          {
            path: 'courses/:slug',
            lazy: page(() => import('../features/courses/CoursePage'), 'CoursePage'),
          },
          // A certificate's page is public: whoever holds the link can verify it.
          {
            path: 'certificates/:serial',
            lazy: page(() => import('../features/courses/CertificatePage'), 'CertificatePage'),
          },
          {
            path: 'ebooks',
            lazy: page(() => import('../features/ebooks/EbooksPage'), 'EbooksPage'),
          },
          {
            path: 'ebooks/:slug',
            lazy: page(() => import('../features/ebooks/EbookPage'), 'EbookPage'),
          },
          {
            path: 'academy',
            lazy: page(() => import('../features/academy/AcademyPage'), 'AcademyPage'),
          },
          {
            path: 'academy/:id',
            lazy: page(() => import('../features/academy/AcademyPage'), 'AcademyPage'),
          },
          {
            path: 'combos',
            lazy: page(() => import('../features/combos/CombosPage'), 'CombosPage'),
          },
          {
            path: 'combos/:slug',
            lazy: page(() => import('../features/combos/ComboPage'), 'ComboPage'),
          },
          ...publicPostRoutes,
          {
            path: 'memberships',
            lazy: page(() => import('../features/memberships/MembershipsPage'), 'MembershipsPage'),
          },
          // Reskill programmes and career launchpads (one page each kind, one detail page for both).
          {
            path: 'reskills',
            lazy: page(() => import('../features/reskills/ReskillsPage'), 'ReskillsPage'),
          },
          {
            path: 'launchpads',
            lazy: page(() => import('../features/reskills/ReskillsPage'), 'LaunchpadsPage'),
          },
          {
            path: 'reskills/:id',
            lazy: page(() => import('../features/reskills/ReskillPage'), 'ReskillPage'),
          },
          // Editorial pages, drawn from the content service (apps/cms) through the server.
          { path: 'help', lazy: page(() => import('../features/content/HelpPage'), 'HelpPage') },
          { path: 'terms', lazy: page(() => import('../features/content/LegalPage'), 'TermsPage') },
          { path: 'privacy', lazy: page(() => import('../features/content/LegalPage'), 'PrivacyPage') },
          {
            Component: RequireAuth,
            children: [
              // Subscribing to a membership price, and the member's own subscriptions.
              {
                path: 'memberships/subscribe/:priceId',
                lazy: page(() => import('../features/memberships/SubscribePage'), 'SubscribePage'),
              },
              {
                path: 'me/subscription',
                lazy: page(() => import('../features/memberships/MySubscriptionPage'), 'MySubscriptionPage'),
              },
              {
                path: 'me/subscription/periods/:id',
                lazy: page(() => import('../features/memberships/SubscriptionReceiptPage'), 'SubscriptionReceiptPage'),
              },
              // Commerce (buyer side): cart, checkout, the provider's way back, and the buyer's orders.
              {
                path: 'cart',
                lazy: page(() => import('../features/cart/CartPage'), 'CartPage'),
              },
              {
                path: 'checkout',
                lazy: page(() => import('../features/checkout/CheckoutPage'), 'CheckoutPage'),
              },
              {
                path: 'payment/result',
                lazy: page(() => import('../features/orders/PaymentResultPage'), 'PaymentResultPage'),
              },
              {
                path: 'me/orders',
                lazy: page(() => import('../features/orders/OrdersPage'), 'OrdersPage'),
              },
              {
                path: 'me/orders/:id',
                lazy: page(() => import('../features/orders/OrderDetailPage'), 'OrderDetailPage'),
              },
              // The buyer's refund requests (asked from an order's lines).
              {
                path: 'me/refunds',
                lazy: page(() => import('../features/refunds/MyRefundsPage'), 'MyRefundsPage'),
              },
              // After payment: my tickets (QR codes) and my calendar bookings.
              {
                path: 'me/tickets',
                lazy: page(() => import('../features/tickets/MyTicketsPage'), 'MyTicketsPage'),
              },
              {
                path: 'me/bookings',
                lazy: page(() => import('../features/bookings/MyBookingsPage'), 'MyBookingsPage'),
              },
              // Learning: the courses bought (the player has its own focused frame, below).
              {
                path: 'me/learning',
                lazy: page(() => import('../features/courses/MyLearningPage'), 'MyLearningPage'),
              },
              // Saved events, courses, ebooks and combos ("Đã lưu").
              {
                path: 'me/saved',
                lazy: page(() => import('../features/saved/SavedPage'), 'SavedPage'),
              },
              {
                path: 'me/ebooks',
                lazy: page(() => import('../features/ebooks/MyEbooksPage'), 'MyEbooksPage'),
              },
              {
                path: 'me/reskills',
                lazy: page(() => import('../features/reskills/MyReskillsPage'), 'MyReskillsPage'),
              },
              {
                path: 'notifications',
                lazy: page(() => import('../features/notifications/NotificationsPage'), 'NotificationsPage'),
              },
              {
                path: 'account',
                lazy: page(() => import('../features/account/AccountLayout'), 'AccountLayout'),
                children: [
                  { index: true, element: <Navigate to="profile" replace /> },
                  {
                    path: 'profile',
                    lazy: page(() => import('../features/account/ProfilePage'), 'ProfilePage'),
                  },
                  {
                    path: 'experience',
                    lazy: page(() => import('../features/account/ExperiencePage'), 'ExperiencePage'),
                  },
                  {
                    path: 'bank',
                    element: <RequireRole role="HOST" />,
                    children: [
                      {
                        index: true,
                        lazy: page(() => import('../features/account/BankPage'), 'BankPage'),
                      },
                    ],
                  },
                  {
                    path: 'phone',
                    lazy: page(() => import('../features/account/PhonePage'), 'PhonePage'),
                  },
                  {
                    path: 'password',
                    lazy: page(() => import('../features/account/PasswordPage'), 'PasswordPage'),
                  },
                  {
                    path: 'interests',
                    lazy: page(() => import('../features/account/InterestsPage'), 'InterestsPage'),
                  },
                  {
                    path: 'categories',
                    lazy: page(() => import('../features/account/CategoriesPage'), 'CategoriesPage'),
                  },
                  {
                    path: 'notifications',
                    lazy: page(() => import('../features/account/NotificationSettingsPage'), 'NotificationSettingsPage'),
                  },
                  {
                    path: 'host',
                    lazy: page(() => import('../features/hosting/HostApplicationPage'), 'HostApplicationPage'),
                  },
                  {
                    path: 'cards',
                    lazy: page(() => import('../features/cards/PaymentCardsPage'), 'PaymentCardsPage'),
                  },
                  {
                    path: 'layoff-support',
                    lazy: page(() => import('../features/layoff/LayoffSupportPage'), 'LayoffSupportPage'),
                  },
                  {
                    path: 'delete',
                    lazy: page(() => import('../features/account/DeleteAccountPage'), 'DeleteAccountPage'),
                  },
                ],
              },
            ],
          },
          { path: '403', Component: ForbiddenPage },
          { path: '*', Component: NotFoundPage },
        ],
      },
      // The course player: its own compact header, none of the shop's header and footer around the lesson.
      {
        Component: RequireAuth,
        children: [
          {
            path: 'learn/:slug',
            lazy: page(() => import('../features/courses/LearnPage'), 'LearnPage'),
          },
        ],
      },
      {
        path: 'auth',
        Component: AuthLayout,
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          {
            path: 'signup',
            lazy: page(() => import('../features/auth/SignupPage'), 'SignupPage'),
          },
          {
            path: 'verify',
            lazy: page(() => import('../features/auth/VerifyPage'), 'VerifyPage'),
          },
          {
            path: 'login',
            lazy: page(() => import('../features/auth/LoginPage'), 'LoginPage'),
          },
          {
            path: 'social/google',
            lazy: page(() => import('../features/auth/GoogleReturnPage'), 'GoogleReturnPage'),
          },
          {
            path: 'social/zalo',
            lazy: page(() => import('../features/auth/ZaloReturnPage'), 'ZaloReturnPage'),
          },
          {
            path: 'forgot-password',
            lazy: page(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
          },
        ],
      },
      {
        path: 'admin',
        element: <RequireRole role="ADMIN" />,
        children: [
          {
            lazy: page(() => import('../features/admin/AdminLayout'), 'AdminLayout'),
            children: adminPages,
          },
        ],
      },
      {
        path: 'studio',
        element: <RequireRole role="HOST" />,
        children: [
          {
            lazy: page(() => import('../features/studio/StudioLayout'), 'StudioLayout'),
            children: studioPages,
          },
        ],
      },
    ],
  },
];
