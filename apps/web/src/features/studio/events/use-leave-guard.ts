import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving the editor with unsaved changes: inside the app (a confirm dialog driven by
 * the returned blocker) and when the tab is closed or reloaded (the browser's own prompt).
 * `allowLeave` lets a save move on at once, before the form has re-rendered as clean.
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    blocker,
    allowLeave: () => {
      allowed.current = true;
    },
  };
}
