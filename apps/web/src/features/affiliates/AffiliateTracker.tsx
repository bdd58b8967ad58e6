import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { firstSightThisSession, referralCode, rememberReferral } from './referral';

/** Watches every address for `?ref=CODE`: remembers the code and reports the landing once per session. */
export function AffiliateTracker() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const code = referralCode(new URLSearchParams(search).get('ref'));
    if (!code) return;
    rememberReferral(code);
    if (!firstSightThisSession(code)) return;
    // The report (and the contract's id check) loads only for visitors who arrive with a code.
    void import('./report-landing').then(({ reportLanding }) => reportLanding(code, pathname));
  }, [pathname, search]);
  return null;
}
