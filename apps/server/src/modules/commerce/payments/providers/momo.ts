import type { CallbackOutcome, SettleResult } from '../payment-provider.js';
import { hmacHex, sameHex } from './signing.js';

/**
 * MoMo API v2 "AIO" (providers.md §2): HMAC-SHA256 over `key=value` pairs joined with `&`, keys in a
 * fixed alphabetical order, values NOT URL-encoded, and our access key inserted although it is not in
 * the body. Pure.
 */
export interface MomoCredentials {
  partnerCode: string;
  accessKey: string;
  secretKey: string;
}

type Scalar = string | number;
function raw(pairs: readonly (readonly [string, Scalar | null | undefined])[]): string {
  return pairs.map(([key, value]) => `${key}=${value === null || value === undefined ? '' : String(value)}`).join('&');
}

// --- Create ---
export interface MomoCreateRequest {
  partnerCode: string;
  partnerName?: string;
  storeId?: string;
  requestId: string;
  amount: number;
  orderId: string;
  orderInfo: string;
  redirectUrl: string;
  ipnUrl: string;
  requestType: string;
  extraData: string;
  lang: 'vi' | 'en';
  autoCapture?: boolean;
  orderExpireTime?: number;
  signature: string;
}
export type MomoCreateFields = Omit<MomoCreateRequest, 'signature' | 'partnerCode'>;

export function momoCreateRaw(request: Omit<MomoCreateRequest, 'signature'>, accessKey: string): string {
  return raw([
    ['accessKey', accessKey],
    ['amount', request.amount],
    ['extraData', request.extraData],
    ['ipnUrl', request.ipnUrl],
    ['orderId', request.orderId],
    ['orderInfo', request.orderInfo],
    ['partnerCode', request.partnerCode],
    ['redirectUrl', request.redirectUrl],
    ['requestId', request.requestId],
    ['requestType', request.requestType],
  ]);
}

export function signMomoCreate(fields: MomoCreateFields, credentials: MomoCredentials): MomoCreateRequest {
  const unsigned = { partnerCode: credentials.partnerCode, ...fields };
  return { ...unsigned, signature: hmacHex('sha256', credentials.secretKey, momoCreateRaw(unsigned, credentials.accessKey)) };
}

/** What MoMo checks on a create request (our sandbox plays MoMo with it). */
export function verifyMomoCreate(request: MomoCreateRequest, credentials: MomoCredentials): boolean {
  return (
    request.partnerCode === credentials.partnerCode &&
    sameHex(request.signature, hmacHex('sha256', credentials.secretKey, momoCreateRaw(request, credentials.accessKey)))
  );
}

// --- IPN and redirect ---
export interface MomoIpn {
  partnerCode: string;
  orderId: string;
  requestId: string;
  amount: number;
  orderInfo: string;
  orderType: string;
  transId: number;
  resultCode: number;
  message: string;
  payType: string;
  responseTime: number;
  extraData: string;
  signature: string;
}

export function momoIpnRaw(ipn: Omit<MomoIpn, 'signature'>, accessKey: string): string {
  return raw([
    ['accessKey', accessKey],
    ['amount', ipn.amount],
    ['extraData', ipn.extraData],
    ['message', ipn.message],
    ['orderId', ipn.orderId],
    ['orderInfo', ipn.orderInfo],
    ['orderType', ipn.orderType],
    ['partnerCode', ipn.partnerCode],
    ['payType', ipn.payType],
    ['requestId', ipn.requestId],
    ['responseTime', ipn.responseTime],
    ['resultCode', ipn.resultCode],
    ['transId', ipn.transId],
  ]);
}

export function signMomoIpn(fields: Omit<MomoIpn, 'signature'>, credentials: MomoCredentials): MomoIpn {
  return { ...fields, signature: hmacHex('sha256', credentials.secretKey, momoIpnRaw(fields, credentials.accessKey)) };
}

const textFields = ['partnerCode', 'orderId', 'requestId', 'orderInfo', 'orderType', 'message', 'payType', 'extraData', 'signature'] as const;
const numberFields = ['amount', 'transId', 'resultCode', 'responseTime'] as const;

/**
 * Checks an IPN body (or the redirect's query, where numbers arrive as text) against our partner code
 * and signature. Numbers are signed as plain decimal text, so they are re-rendered from the received value.
 */
export function verifyMomoIpn(
  body: unknown,
  credentials: MomoCredentials,
): { ok: true; ipn: MomoIpn } | { ok: false; reason: 'MALFORMED' | 'WRONG_PARTNER' | 'BAD_SIGNATURE' } {
  if (!body || typeof body !== 'object') return { ok: false, reason: 'MALFORMED' };
  const input = body as Record<string, unknown>;
  const ipn: Record<string, string | number> = {};
  for (const key of textFields) {
    const value = input[key] ?? (key === 'extraData' ? '' : undefined);
    if (typeof value !== 'string') return { ok: false, reason: 'MALFORMED' };
    ipn[key] = value;
  }
  for (const key of numberFields) {
    const value = input[key];
    const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : typeof value === 'string' ? value : '';
    if (!/^-?\d{1,16}$/.test(text)) return { ok: false, reason: 'MALFORMED' };
    ipn[key] = Number(text);
  }
  const parsed = ipn as unknown as MomoIpn;
  if (parsed.partnerCode !== credentials.partnerCode) return { ok: false, reason: 'WRONG_PARTNER' };
  if (!sameHex(parsed.signature, hmacHex('sha256', credentials.secretKey, momoIpnRaw(parsed, credentials.accessKey))))
    return { ok: false, reason: 'BAD_SIGNATURE' };
  return { ok: true, ipn: parsed };
}

/** Codes after which MoMo will say more: nothing is settled on them (providers.md §2.4). */
const PENDING_CODES = new Set([1000, 7000, 7002, 8000]);

export type MomoReading = { kind: 'settle'; outcome: CallbackOutcome } | { kind: 'pending'; dedupeKey: string; reference: string };

/**
 * A verified IPN as a settlement: 0 is paid (9000, authorised, is paid too since we always capture
 * automatically); in-progress codes settle nothing; every other code is a failure.
 */
export function readMomoIpn(ipn: MomoIpn): MomoReading {
  const dedupeKey = `${ipn.orderId}:${ipn.requestId}:${ipn.transId}:${ipn.resultCode}`;
  if (PENDING_CODES.has(ipn.resultCode)) return { kind: 'pending', dedupeKey, reference: ipn.orderId };
  const { signature: _signature, ...payload } = ipn;
  return {
    kind: 'settle',
    outcome: {
      provider: 'MOMO',
      reference: ipn.orderId,
      amount: ipn.amount,
      currency: 'VND',
      success: ipn.resultCode === 0 || ipn.resultCode === 9000,
      resultCode: String(ipn.resultCode),
      providerTransactionId: ipn.transId ? String(ipn.transId) : null,
      dedupeKey,
      payload,
    },
  };
}

/** MoMo wants 204 No Content once we have recorded the result; anything else is a failure to it. */
export function momoIpnStatus(result: SettleResult): 204 | 400 {
  return result === 'SETTLED' || result === 'DUPLICATE' || result === 'ALREADY_SETTLED' ? 204 : 400;
}

/** Vietnamese messages MoMo puts in `message` for the outcomes the sandbox offers. */
export const MOMO_RESULT_MESSAGES: Record<number, string> = {
  0: 'Thành công.',
  1001: 'Giao dịch thanh toán thất bại do tài khoản người dùng không đủ tiền.',
  1005: 'Giao dịch thất bại do url hoặc QR code đã hết hạn.',
  1006: 'Giao dịch thất bại do người dùng đã từ chối xác nhận thanh toán.',
};

// --- Refund and query ---
export interface MomoRefundFields {
  /** A new id, different from the purchase's orderId. */
  orderId: string;
  requestId: string;
  amount: number;
  /** MoMo's id of the purchase. */
  transId: number;
  lang: 'vi' | 'en';
  description: string;
}

export function momoRefundRaw(fields: MomoRefundFields & { partnerCode: string }, accessKey: string): string {
  return raw([
    ['accessKey', accessKey],
    ['amount', fields.amount],
    ['description', fields.description],
    ['orderId', fields.orderId],
    ['partnerCode', fields.partnerCode],
    ['requestId', fields.requestId],
    ['transId', fields.transId],
  ]);
}

export function signMomoRefund(fields: MomoRefundFields, credentials: MomoCredentials): MomoRefundFields & { partnerCode: string; signature: string } {
  const unsigned = { partnerCode: credentials.partnerCode, ...fields };
  return { ...unsigned, signature: hmacHex('sha256', credentials.secretKey, momoRefundRaw(unsigned, credentials.accessKey)) };
}

export function momoQueryRaw(fields: { partnerCode: string; orderId: string; requestId: string }, accessKey: string): string {
  return raw([
    ['accessKey', accessKey],
    ['orderId', fields.orderId],
    ['partnerCode', fields.partnerCode],
    ['requestId', fields.requestId],
  ]);
}
