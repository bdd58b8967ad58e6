import { Outlet, ScrollRestoration } from 'react-router';

/** Above every page: scroll position handling. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
