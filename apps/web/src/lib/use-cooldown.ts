import { useCallback, useEffect, useState } from 'react';

/** A countdown in seconds: `start()` begins it, `remaining` reaches 0 when the action is allowed again. */
export function useCooldown(seconds: number, startActive = false) {
  const [until, setUntil] = useState(() => (startActive ? Date.now() + seconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [until]);

  const start = useCallback(() => {
    setUntil(Date.now() + seconds * 1000);
    setNow(Date.now());
  }, [seconds]);

  const remaining = Math.max(0, Math.ceil((until - now) / 1000));
  return { remaining, active: remaining > 0, start };
}
