import { verifyMomoCreate, type MomoCreateRequest, type MomoCredentials } from '../providers/momo.js';
import { SANDBOX_PATHS } from './sandbox-links.js';

/** MoMo's answer to a create request (providers.md §2.2). */
export interface MomoCreateResponse {
  partnerCode: string;
  requestId: string;
  orderId: string;
  amount: number;
  responseTime: number;
  message: string;
  resultCode: number;
  payUrl?: string;
  deeplink?: string;
  qrCodeUrl?: string;
}

const ORDER_ID = /^[0-9a-zA-Z]([-_.]*[0-9a-zA-Z]+)*$/;

/** The create request as the sandbox pay page receives it: every field as query text, signature included. */
export function momoCreateQuery(request: MomoCreateRequest): string {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(request)) if (value !== undefined) fields[key] = String(value);
  return new URLSearchParams(fields).toString();
}

/** Reads the pay page's query back into a create request (numbers and booleans from text). */
export function momoCreateFromQuery(query: URLSearchParams): MomoCreateRequest | null {
  const text = (key: string) => query.get(key) ?? undefined;
  const required = ['partnerCode', 'requestId', 'amount', 'orderId', 'orderInfo', 'redirectUrl', 'ipnUrl', 'requestType', 'signature'];
  if (required.some((key) => !query.get(key)) || !/^\d{1,12}$/.test(query.get('amount')!)) return null;
  return {
    partnerCode: text('partnerCode')!,
    partnerName: text('partnerName'),
    storeId: text('storeId'),
    requestId: text('requestId')!,
    amount: Number(query.get('amount')),
    orderId: text('orderId')!,
    orderInfo: text('orderInfo')!,
    redirectUrl: text('redirectUrl')!,
    ipnUrl: text('ipnUrl')!,
    requestType: text('requestType')!,
    extraData: query.get('extraData') ?? '',
    lang: query.get('lang') === 'en' ? 'en' : 'vi',
    autoCapture: query.get('autoCapture') !== 'false',
    signature: text('signature')!,
  };
}

/**
 * What MoMo's `POST /v2/gateway/api/create` does with a request, played locally: checks the signature
 * (13 when it is wrong), the order id format (42) and the wallet's amount range (22), then answers a
 * payUrl, which here is our sandbox page carrying the request exactly as sent.
 */
export function simulateMomoCreate(request: MomoCreateRequest, credentials: MomoCredentials, publicUrl: string, now = Date.now()): MomoCreateResponse {
  const base = { partnerCode: request.partnerCode, requestId: request.requestId, orderId: request.orderId, amount: request.amount, responseTime: now };
  if (!verifyMomoCreate(request, credentials)) return { ...base, resultCode: 13, message: 'Merchant authentication failed.' };
  if (!ORDER_ID.test(request.orderId)) return { ...base, resultCode: 42, message: 'Invalid orderId.' };
  if (request.amount < 1_000 || request.amount > 50_000_000) return { ...base, resultCode: 22, message: 'Transaction amount is out of range.' };
  const payUrl = `${publicUrl}${SANDBOX_PATHS.momo}?${momoCreateQuery(request)}`;
  return { ...base, resultCode: 0, message: 'Thành công.', payUrl, deeplink: payUrl, qrCodeUrl: payUrl };
}
