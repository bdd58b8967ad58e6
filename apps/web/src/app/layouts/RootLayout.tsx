import { Outlet, ScrollRestoration } from 'react-router';
import { AffiliateTracker } from '../../features/affiliates/AffiliateTracker';
import { scrollKey } from './scroll-key';

/** Above every page: scroll position handling, and the affiliate code a visitor may arrive with. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <AffiliateTracker />
      <Outlet />
    </>
  );
}
