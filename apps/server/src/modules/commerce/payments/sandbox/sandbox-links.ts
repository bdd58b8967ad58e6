import { randomBytes } from 'node:crypto';
import { hmacHex, sameHex } from '../providers/signing.js';

/**
 * The sandbox keeps no state: what a real provider would remember about a Checkout Session or an
 * App Store sheet travels in the page's link, signed, so any server process can serve the page.
 */
export const SANDBOX_PATHS = {
  vnpay: '/sandbox/vnpay/paymentv2/vpcpay.html',
  momo: '/sandbox/momo/pay',
  stripe: '/sandbox/stripe/checkout',
  apple: '/sandbox/apple/purchase',
} as const;

/** Where each provider delivers its server-to-server notification (registered with the provider, not sent per payment). */
export const IPN_PATHS = {
  VNPAY: '/api/v2/payments/ipn/vnpay',
  MOMO: '/api/v2/payments/ipn/momo',
  STRIPE: '/api/v2/payments/ipn/stripe',
  APPLE: '/api/v2/payments/ipn/apple',
} as const;

/** What a simulated Checkout Session or App Store sheet knows about the payment. */
export interface SandboxSession {
  /** Checkout Session id (Stripe) or our reference (Apple). */
  id: string;
  reference: string;
  orderId: string;
  amount: number;
  description: string;
  returnUrl: string;
  /** Epoch seconds. */
  expiresAt: number;
}

export function signSession(session: SandboxSession, key: string): string {
  const body = Buffer.from(JSON.stringify(session)).toString('base64url');
  return `${body}.${hmacHex('sha256', key, body)}`;
}

/** The session a token carries, or null when it was not signed with `key` or is malformed. */
export function readSession(token: string | undefined, key: string): SandboxSession | null {
  const [body, signature, extra] = (token ?? '').split('.');
  if (!body || !signature || extra !== undefined || !sameHex(signature, hmacHex('sha256', key, body))) return null;
  try {
    const s = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SandboxSession;
    const valid =
      typeof s.id === 'string' &&
      typeof s.reference === 'string' &&
      typeof s.orderId === 'string' &&
      Number.isSafeInteger(s.amount) &&
      typeof s.returnUrl === 'string' &&
      typeof s.expiresAt === 'number';
    return valid ? { ...s, description: String(s.description ?? '') } : null;
  } catch {
    return null;
  }
}

/** An id in the provider's style: `cs_test_…`, `pi_…`, `evt_…`. */
export function providerId(prefix: string): string {
  return `${prefix}${randomBytes(18).toString('base64url').replace(/[-_]/g, '0')}`;
}

/** A decimal id of `digits` digits (VNPay transaction numbers, MoMo transIds, Apple transaction ids). */
export function numericId(digits: number): string {
  const bytes = randomBytes(digits);
  return Array.from(bytes, (b, i) => (i === 0 ? 1 + (b % 9) : b % 10)).join('');
}

/** Appends query parameters to a URL that may already have some (our return URL carries `orderId`). */
export function withQuery(url: string, query: string): string {
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
