import type { FastifyRequest } from 'fastify';

/**
 * Where this very server listens, to deliver the sandbox's callbacks over a real HTTP request (not
 * PUBLIC_URL, which may be a proxy or the web app's dev server, and not an in-process call).
 */
export function ownOrigin(request: FastifyRequest): string {
  const address = request.server.server.address();
  if (address && typeof address === 'object') {
    const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
    return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  }
  return `${request.protocol}://${request.host}`;
}

export interface Delivery {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** How many times to try before giving up (providers retry an unacknowledged notification). */
  attempts: number;
  delayMs: number;
  /** Whether the provider would consider the answer an acknowledgement. */
  acknowledged: (status: number, body: string) => boolean;
}

export interface DeliveryReport {
  acknowledged: boolean;
  attempts: number;
  status: number | null;
  body: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends a notification as the provider does: again after a pause until it is acknowledged or tries run out. */
export async function deliver(delivery: Delivery): Promise<DeliveryReport> {
  let report: DeliveryReport = { acknowledged: false, attempts: 0, status: null, body: null };
  for (let attempt = 1; attempt <= delivery.attempts; attempt++) {
    if (attempt > 1) await sleep(delivery.delayMs);
    try {
      const response = await fetch(delivery.url, {
        method: delivery.method,
        headers: delivery.headers,
        body: delivery.body,
        signal: AbortSignal.timeout(15_000),
        redirect: 'manual',
      });
      const body = await response.text();
      report = { acknowledged: delivery.acknowledged(response.status, body), attempts: attempt, status: response.status, body };
    } catch {
      report = { acknowledged: false, attempts: attempt, status: null, body: null };
    }
    if (report.acknowledged) break;
  }
  return report;
}
