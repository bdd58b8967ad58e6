import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response> | undefined;

/** A JSON answer, as the server sends it. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

/** The server's error body for a code (message: a Vietnamese text or a list of field errors). */
export function apiError(status: number, code: string, message: unknown): Response {
  return json(status, { statusCode: status, code, message });
}

/**
 * Replaces `fetch` (the network is outside the web app) with `handler`; a call it does not answer
 * is a 404 ROUTE_NOT_FOUND. Returns the calls made, in order.
 */
export function mockFetch(handler: Handler): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
      const text = typeof init.body === 'string' ? init.body : undefined;
      const call: RecordedCall = {
        method: (init.method ?? 'GET').toUpperCase(),
        path: url.pathname + url.search,
        headers,
        body: text ? JSON.parse(text) : undefined,
      };
      calls.push(call);
      return (await handler(call)) ?? apiError(404, 'ROUTE_NOT_FOUND', 'Không tìm thấy đường dẫn yêu cầu.');
    }),
  );
  return calls;
}

/** `fetch` as when the network is down. */
export function mockNetworkDown(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
}
