import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Skeleton } from '../../components/ui/LoadingState';
import { useSession } from '../../features/auth/session';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { loginPath } from '../../features/auth/next-path';
import { m } from '../../lib/messages';
import { CartLink } from './CartLink';

// The menu (Radix dropdown, positioning) loads only for someone signed in.
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));

/** Right side of every header: cart, bell and the user menu — or the sign-in buttons for visitors. */
export function HeaderActions({ showCart = true }: { showCart?: boolean }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  return (
    <div className="flex items-center gap-1 sm:gap-1.5">
      {showCart ? <CartLink /> : null}
      {isLoading ? (
        <Skeleton className="ml-1 h-9 w-28 rounded-full" />
      ) : user ? (
        <>
          <NotificationBell />
          <Suspense fallback={<Skeleton className="ml-1 h-9 w-28 rounded-full" />}>
            <UserMenu user={user} />
          </Suspense>
        </>
      ) : (
        <>
          <ButtonLink to={loginPath(location.pathname === '/' ? undefined : location.pathname + location.search)} variant="ghost" size="sm" className="ml-1">
            {m.nav.login}
          </ButtonLink>
          <ButtonLink to="/auth/signup" size="sm" className="hidden sm:inline-flex">
            {m.nav.signup}
          </ButtonLink>
        </>
      )}
    </div>
  );
}
