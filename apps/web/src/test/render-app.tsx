import type { UserDto } from '@market/contract';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { createAppQueryClient } from '../app/query-setup';
import { routes } from '../app/routes';
import { sessionKey } from '../features/auth/session';

interface RenderAppOptions {
  /** The signed-in account; null for a visitor; leave out to let the app ask the (mocked) server. */
  user?: UserDto | null;
}

/** The whole app (providers, routes, guards) at `path`, in memory. */
export function renderApp(path: string, { user }: RenderAppOptions = {}) {
  const queryClient = createAppQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } });
  if (user !== undefined) queryClient.setQueryData(sessionKey, user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
