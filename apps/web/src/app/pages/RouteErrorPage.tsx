import { TriangleExclamationPoint } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../components/ui/Button';
import { m } from '../../lib/messages';
import { NotFoundPage } from './NotFoundPage';
import { StatusPage } from './StatusPage';

/** When a page crashes or its code cannot be loaded (e.g. after a new release): offer a reload. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="flex min-h-dvh flex-col">
      <StatusPage
        icon={<TriangleExclamationPoint />}
        title={m.guard.crashTitle}
        body={m.guard.crashBody}
        action={<Button onClick={() => window.location.reload()}>{m.guard.reload}</Button>}
      />
    </div>
  );
}
