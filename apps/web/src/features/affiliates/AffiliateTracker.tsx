import { ProductItemRef } from '@market/contract';
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { affiliatesApi, type AffiliateVisitBody } from './api';
import { firstSightThisSession, referralCode, rememberReferral } from './referral';

/** The product a landing page shows, when it is one the tracking call can name. */
function landingProduct(pathname: string): Pick<AffiliateVisitBody, 'productItemType' | 'productItemId'> {
  const id = matchPath('/calendars/:id', pathname)?.params.id;
  return id && ProductItemRef.shape.productItemId.safeParse(id).success ? { productItemType: 'CALENDAR', productItemId: id } : {};
}

/** Watches every address for `?ref=CODE`: remembers the code and reports the landing once per session. */
export function AffiliateTracker() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const code = referralCode(new URLSearchParams(search).get('ref'));
    if (!code) return;
    rememberReferral(code);
    if (!firstSightThisSession(code)) return;
    affiliatesApi.track({ code, landingPath: pathname, ...landingProduct(pathname) }).catch(() => {});
  }, [pathname, search]);
  return null;
}
