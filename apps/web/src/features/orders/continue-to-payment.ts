import type { OrderDto } from '@market/contract';
import type { NavigateFunction } from 'react-router';
import { paymentResultPath } from './paths';

/** Only web addresses and paths of this site are followed (never `javascript:`). */
function safePayUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

/**
 * After a checkout or a retry: an order already paid (a free one) opens its result page; otherwise
 * the browser leaves for the provider's page (in the demo, our own sandbox page), which comes back
 * to the result page. Returns true when the browser is leaving.
 */
export function continueToPayment(order: OrderDto, navigate: NavigateFunction): boolean {
  const payUrl = order.status === 'PAID' ? null : safePayUrl(order.payment?.payUrl);
  if (payUrl) {
    window.location.assign(payUrl);
    return true;
  }
  navigate(paymentResultPath(order.id));
  return false;
}
