import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { UserRole } from '@market/contract';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { ForbiddenPage } from '../../app/pages/ForbiddenPage';
import { loginPath } from './next-path';
import { hasRole, useSession } from './session';

/** Renders its children (or the nested routes) for a signed-in account; visitors go to the login page. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, isLoading, isError, refetch } = useSession();
  const location = useLocation();
  if (isLoading) return <LoadingState className="min-h-[40vh]" />;
  if (!user && isError) return <ErrorState onRetry={refetch} className="min-h-[40vh]" />;
  if (!user) return <Navigate to={loginPath(location.pathname + location.search + location.hash)} replace />;
  return <>{children ?? <Outlet />}</>;
}

/**
 * Like `RequireAuth`, and the account must have `role` (an admin also passes the HOST guard);
 * anyone else sees the 403 page.
 */
export function RequireRole({ role, children }: { role: UserRole; children?: ReactNode }) {
  const { user } = useSession();
  return <RequireAuth>{user && !hasRole(user.role, role) ? <ForbiddenPage /> : (children ?? <Outlet />)}</RequireAuth>;
}
