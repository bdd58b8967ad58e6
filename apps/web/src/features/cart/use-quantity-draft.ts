import { useEffect, useRef, useState } from 'react';

/**
 * A quantity the buyer is changing: shown at once, saved once it has stopped changing for `delay` ms
 * (so five taps on "+" are one call). Until the save settles the draft is shown; after it, the
 * server's figure again (on failure that is the old quantity, and the error is toasted).
 */
export function useQuantityDraft(saved: number, save: (quantity: number) => Promise<unknown>, delay = 500) {
  const [draft, setDraft] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (quantity: number) => {
    setDraft(quantity);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (quantity === saved) {
        setDraft((current) => (current === quantity ? null : current));
        return;
      }
      save(quantity)
        .catch(() => {})
        .finally(() => setDraft((current) => (current === quantity ? null : current)));
    }, delay);
  };

  return { quantity: draft ?? saved, change, dirty: draft !== null };
}
