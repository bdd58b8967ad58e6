import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/** The header a scheduler signs its webhook calls in. */
export const SCHEDULER_SIGNATURE_HEADER = 'x-scheduler-signature';
/** How old a signed call may be: a captured call cannot be replayed later than this. */
export const SCHEDULER_TOLERANCE_SECONDS = 300;

/** What the OpenAPI document tells a scheduler's operator, once, for every scheduler webhook. */
export const SCHEDULER_SIGNATURE_DOC =
  `Ký bằng SCHEDULER_WEBHOOK_SECRET: header \`${SCHEDULER_SIGNATURE_HEADER}: t=<giây Unix>,v1=<hex>\`, trong đó ` +
  '`v1 = HMAC-SHA256(secret, t + "." + nội dung gốc của body)` (chữ thường hex). Lệch quá ' +
  `${SCHEDULER_TOLERANCE_SECONDS} giây so với đồng hồ máy chủ, thiếu hoặc sai chữ ký: 401 INVALID_WEBHOOK_SIGNATURE. ` +
  'Có thể gửi nhiều `v1` (khi đổi secret).';

export function schedulerSignature(rawBody: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** The header a scheduler sends with `rawBody` (tests and scripts use it). */
export function schedulerSignatureHeader(rawBody: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${schedulerSignature(rawBody, secret, timestamp)}`;
}

export type SchedulerSignatureCheck =
  { ok: true } | { ok: false; reason: 'NO_HEADER' | 'MALFORMED_HEADER' | 'NO_MATCHING_SIGNATURE' | 'TIMESTAMP_OUT_OF_TOLERANCE' };

const sameHex = (received: string, expected: string) =>
  /^[0-9a-f]{64}$/i.test(received) && timingSafeEqual(Buffer.from(received.toLowerCase(), 'latin1'), Buffer.from(expected, 'latin1'));

/** Checks a signed call: some `v1` must match (compared in constant time) and `t` be within the tolerance either way. Pure. */
export function verifySchedulerSignature(rawBody: string, header: string | undefined, secret: string, nowSeconds: number): SchedulerSignatureCheck {
  if (!header) return { ok: false, reason: 'NO_HEADER' };
  let timestamp = NaN;
  const signatures: string[] = [];
  for (const item of header.split(',')) {
    const at = item.indexOf('=');
    if (at < 0) continue;
    const key = item.slice(0, at).trim();
    const value = item.slice(at + 1).trim();
    if (key === 't') timestamp = /^\d{1,12}$/.test(value) ? Number(value) : NaN;
    else if (key === 'v1') signatures.push(value);
  }
  if (!Number.isFinite(timestamp) || signatures.length === 0) return { ok: false, reason: 'MALFORMED_HEADER' };
  const expected = schedulerSignature(rawBody, secret, timestamp);
  // Every candidate is compared, so the time taken does not tell which one matched.
  if (!signatures.map((s) => sameHex(s, expected)).includes(true)) return { ok: false, reason: 'NO_MATCHING_SIGNATURE' };
  // A clock ahead of ours by more than the tolerance is refused too: such a call could be kept and replayed later.
  if (Math.abs(nowSeconds - timestamp) > SCHEDULER_TOLERANCE_SECONDS) return { ok: false, reason: 'TIMESTAMP_OUT_OF_TOLERANCE' };
  return { ok: true };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received, where a scope keeps it for a signature over those bytes. */
    rawBody?: string;
  }
}

const unreadable = new WeakSet<FastifyRequest>();

/**
 * Keeps JSON bodies of `scope` as received (beside the parsed body its schema validates) and refuses
 * every call of it whose signature does not hold, before its input is validated: an unsigned caller
 * learns nothing of the route's input.
 */
export function requireSchedulerSignature(
  scope: FastifyInstance,
  options: { secret: string; nowSeconds?: () => number; onRefused?: (request: FastifyRequest, reason: string) => void },
) {
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      // Told only once the signature holds (see below).
      unreadable.add(request);
      done(null, undefined);
    }
  });
  scope.addHook('preValidation', async (request) => {
    const header = request.headers[SCHEDULER_SIGNATURE_HEADER];
    const now = options.nowSeconds?.() ?? Math.floor(Date.now() / 1000);
    const check = verifySchedulerSignature(request.rawBody ?? '', Array.isArray(header) ? header[0] : header, options.secret, now);
    if (!check.ok) {
      options.onRefused?.(request, check.reason);
      throw new AppError('INVALID_WEBHOOK_SIGNATURE');
    }
    if (unreadable.has(request)) throw new AppError('INVALID_INPUT_PARAMS');
  });
}
