import { AppError } from '../../../../platform/http/errors.js';

export type Fetch = typeof fetch;

/** Providers answer within seconds; MoMo asks clients to wait up to 30 s. */
const TIMEOUT_MS = 30_000;

/**
 * Calls a provider's API and returns its JSON answer whatever the status (providers put their own
 * result codes in the body). A network failure or a non-JSON answer is PAYMENT_PROVIDER_ERROR.
 */
export async function callProvider(
  fetchImpl: Fetch,
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; body: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetchImpl(url, { method: init.method ?? 'POST', headers: init.headers, body: init.body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    // The cause stays attached for the log; the buyer only learns the provider is unavailable.
    throw Object.assign(new AppError('PAYMENT_PROVIDER_ERROR'), { cause: error });
  }
  const text = await response.text();
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object' && !Array.isArray(body)) return { status: response.status, body: body as Record<string, unknown> };
  } catch {
    // fall through
  }
  throw new AppError('PAYMENT_PROVIDER_ERROR');
}

export const jsonHeaders = { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' };

/** `application/x-www-form-urlencoded` with Stripe's bracketed keys for nested values. */
export function formEncode(value: Record<string, unknown>): string {
  const pairs: string[] = [];
  const walk = (prefix: string, v: unknown) => {
    if (v === undefined || v === null) return;
    if (Array.isArray(v)) v.forEach((item, i) => walk(`${prefix}[${i}]`, item));
    else if (typeof v === 'object') for (const [k, inner] of Object.entries(v)) walk(prefix ? `${prefix}[${k}]` : k, inner);
    else pairs.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(String(v))}`);
  };
  walk('', value);
  return pairs.join('&');
}
