import { useEffect } from 'react';
import { BRAND } from './messages';

/** Sets the browser tab's title to "<title> · Học & Sự kiện". */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND}` : `${BRAND} – Khoá học, sự kiện và hơn thế nữa`;
  }, [title]);
}
