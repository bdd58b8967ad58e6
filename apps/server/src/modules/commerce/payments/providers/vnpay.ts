import type { CallbackOutcome, SettleResult } from '../payment-provider.js';
import { asciiText, hmacHex, sameHex, vietnamTimestamp } from './signing.js';

/**
 * VNPay payment gateway v2.1.0 (providers.md §1): the signed pay URL, the signed return/IPN query,
 * the IPN answer codes and the pipe-signed refund/querydr requests. Pure: no HTTP, no clock unless given.
 */
export interface VnpayCredentials {
  tmnCode: string;
  hashSecret: string;
}

export const VNPAY_VERSION = '2.1.0';
export type VnpParams = Record<string, string>;

/** `application/x-www-form-urlencoded` as VNPay's own Node demo does it: space is `+`, hex is upper-case. */
export function vnpEncode(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+');
}

/**
 * The string VNPay signs: every non-empty `vnp_*` parameter except the hash itself, sorted by key,
 * values encoded. Other parameters (our own `orderId` on the return URL) never enter the hash.
 */
export function vnpCanonical(params: Record<string, string | null | undefined>): string {
  return Object.keys(params)
    .filter((key) => key.startsWith('vnp_') && key !== 'vnp_SecureHash' && key !== 'vnp_SecureHashType')
    .filter((key) => params[key] !== undefined && params[key] !== null && params[key] !== '')
    .sort()
    .map((key) => `${key}=${vnpEncode(params[key]!)}`)
    .join('&');
}

export function vnpSign(params: Record<string, string | null | undefined>, hashSecret: string): string {
  return hmacHex('sha512', hashSecret, vnpCanonical(params));
}

/** The query VNPay sends or expects: the canonical pairs then `vnp_SecureHash`. */
export function vnpSignedQuery(params: Record<string, string | null | undefined>, hashSecret: string): string {
  const canonical = vnpCanonical(params);
  return `${canonical}&vnp_SecureHash=${hmacHex('sha512', hashSecret, canonical)}`;
}

export interface VnpayPayment {
  reference: string;
  /** VND. */
  amount: number;
  description: string;
  returnUrl: string;
  ipAddress: string;
  createdAt: Date;
  expiresAt: Date;
  locale?: 'vn' | 'en';
  bankCode?: string;
}

/** VNPay wants a bare IP address; Node reports IPv4 clients on a dual stack as `::ffff:a.b.c.d`. */
function bareIp(ip: string): string {
  return ip.replace(/^::ffff:/, '') || '127.0.0.1';
}

/** The parameters of a pay request (`vnp_Command=pay`), unsigned. */
export function vnpayPayParams(payment: VnpayPayment, tmnCode: string): VnpParams {
  const params: VnpParams = {
    vnp_Version: VNPAY_VERSION,
    vnp_Command: 'pay',
    vnp_TmnCode: tmnCode,
    vnp_Amount: String(Math.round(payment.amount) * 100),
    vnp_CurrCode: 'VND',
    vnp_TxnRef: payment.reference,
    vnp_OrderInfo: asciiText(payment.description) || `Thanh toan ${payment.reference}`,
    vnp_OrderType: 'other',
    vnp_Locale: payment.locale ?? 'vn',
    vnp_ReturnUrl: payment.returnUrl,
    vnp_IpAddr: bareIp(payment.ipAddress),
    vnp_CreateDate: vietnamTimestamp(payment.createdAt),
    vnp_ExpireDate: vietnamTimestamp(payment.expiresAt),
  };
  if (payment.bankCode) params.vnp_BankCode = payment.bankCode;
  return params;
}

/** Where to send the buyer: `baseUrl` is VNPay's `vpcpay.html` (or our sandbox copy of it). */
export function buildVnpayPayUrl(payment: VnpayPayment, credentials: VnpayCredentials, baseUrl: string): string {
  return `${baseUrl}?${vnpSignedQuery(vnpayPayParams(payment, credentials.tmnCode), credentials.hashSecret)}`;
}

export type VnpayVerification = { ok: true; params: VnpParams } | { ok: false; reason: 'MISSING_HASH' | 'BAD_SIGNATURE' | 'REPEATED_PARAMETER' };

/**
 * Checks a query VNPay signed (pay URL, return URL, IPN) over the values exactly as received, once
 * URL-decoded. A `vnp_*` key given twice is refused: which copy counts would be ambiguous.
 */
export function verifyVnpayQuery(query: string | URLSearchParams, hashSecret: string): VnpayVerification {
  const search = typeof query === 'string' ? new URLSearchParams(query.startsWith('?') ? query.slice(1) : query) : query;
  const params: VnpParams = {};
  for (const [key, value] of search) {
    if (!key.startsWith('vnp_')) continue;
    if (key in params) return { ok: false, reason: 'REPEATED_PARAMETER' };
    params[key] = value;
  }
  if (!params.vnp_SecureHash) return { ok: false, reason: 'MISSING_HASH' };
  if (!sameHex(params.vnp_SecureHash, vnpSign(params, hashSecret))) return { ok: false, reason: 'BAD_SIGNATURE' };
  return { ok: true, params };
}

/** VND from VNPay's ×100 amount; -1 (never a real amount) when it is not a whole number of đồng. */
export function vnpayAmount(wire: string | undefined): number {
  if (!wire || !/^\d{1,15}$/.test(wire) || !wire.endsWith('00')) return -1;
  return Number(wire) / 100;
}

/** A verified return/IPN query as a settlement: paid iff both ResponseCode and TransactionStatus are 00. */
export function vnpayOutcome(params: VnpParams): CallbackOutcome {
  const transactionNo = params.vnp_TransactionNo ?? '';
  const responseCode = params.vnp_ResponseCode ?? '';
  const { vnp_SecureHash: _hash, vnp_SecureHashType: _type, ...payload } = params;
  return {
    provider: 'VNPAY',
    reference: params.vnp_TxnRef ?? '',
    amount: vnpayAmount(params.vnp_Amount),
    currency: 'VND',
    success: responseCode === '00' && params.vnp_TransactionStatus === '00',
    resultCode: responseCode,
    providerTransactionId: transactionNo && transactionNo !== '0' ? transactionNo : null,
    dedupeKey: `${params.vnp_TxnRef ?? ''}:${transactionNo}:${responseCode}`,
    payload,
  };
}

/** The IPN answer, in the order of VNPay's official demo. `00` means "recorded", failures included. */
export const VNPAY_IPN_MESSAGES = {
  '00': 'Confirm Success',
  '01': 'Order not found',
  '02': 'Order already confirmed',
  '04': 'Invalid amount',
  '97': 'Invalid signature',
  // The typo is VNPay's own.
  '99': 'Unknow error',
} as const;
export type VnpayIpnCode = keyof typeof VNPAY_IPN_MESSAGES;
export interface VnpayIpnAnswer {
  RspCode: VnpayIpnCode;
  Message: string;
}

const ipnCodeOf: Record<SettleResult | 'BAD_SIGNATURE' | 'ERROR', VnpayIpnCode> = {
  BAD_SIGNATURE: '97',
  NOT_FOUND: '01',
  AMOUNT_MISMATCH: '04',
  ALREADY_SETTLED: '02',
  DUPLICATE: '02',
  SETTLED: '00',
  ERROR: '99',
};

export function vnpayIpnAnswer(result: SettleResult | 'BAD_SIGNATURE' | 'ERROR'): VnpayIpnAnswer {
  const code = ipnCodeOf[result];
  return { RspCode: code, Message: VNPAY_IPN_MESSAGES[code] };
}

/** VNPay stops delivering an IPN once we answer 00 or 02; any other answer makes it retry. */
export function vnpayIpnIsFinal(rspCode: string | undefined): boolean {
  return rspCode === '00' || rspCode === '02';
}

/** How a payment ended, as VNPay's pay page reports it (providers.md §1.5). */
export interface VnpayResult {
  responseCode: string;
  payDate: Date;
  transactionNo: string;
  bankCode?: string;
  bankTranNo?: string;
  cardType?: string;
}

/** The signed return/IPN query VNPay sends for a pay request it received (what the sandbox sends). */
export function vnpayCallbackQuery(pay: VnpParams, result: VnpayResult, hashSecret: string): string {
  const paid = result.responseCode === '00';
  const params: Record<string, string | undefined> = {
    vnp_TmnCode: pay.vnp_TmnCode,
    vnp_Amount: pay.vnp_Amount,
    vnp_BankCode: result.bankCode ?? 'NCB',
    vnp_BankTranNo: paid ? result.bankTranNo : undefined,
    vnp_CardType: result.cardType ?? 'ATM',
    vnp_PayDate: vietnamTimestamp(result.payDate),
    vnp_OrderInfo: pay.vnp_OrderInfo,
    vnp_TransactionNo: result.transactionNo,
    vnp_ResponseCode: result.responseCode,
    vnp_TransactionStatus: paid ? '00' : '02',
    vnp_TxnRef: pay.vnp_TxnRef,
  };
  return vnpSignedQuery(params, hashSecret);
}

// --- querydr and refund: JSON bodies signed over values joined with `|` (providers.md §1.6) ---

export function vnpPipeSign(values: readonly (string | number | null | undefined)[], hashSecret: string): string {
  return hmacHex('sha512', hashSecret, values.map((v) => (v === null || v === undefined ? '' : String(v))).join('|'));
}

export interface VnpayRefundInput {
  requestId: string;
  /** 02 full refund, 03 partial. */
  transactionType: '02' | '03';
  txnRef: string;
  /** VND. */
  amount: number;
  /** VNPay's transaction number; its demos send 0 when unknown. */
  transactionNo: string | null;
  /** When the original payment was made. */
  transactionDate: Date;
  createBy: string;
  createDate: Date;
  ipAddr: string;
  orderInfo: string;
}

const REFUND_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TransactionType',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_TransactionNo',
  'vnp_TransactionDate',
  'vnp_CreateBy',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

/** The JSON body of a refund request, hash included. */
export function vnpayRefundRequest(input: VnpayRefundInput, credentials: VnpayCredentials): Record<string, string> {
  const body: Record<string, string> = {
    vnp_RequestId: input.requestId,
    vnp_Version: VNPAY_VERSION,
    vnp_Command: 'refund',
    vnp_TmnCode: credentials.tmnCode,
    vnp_TransactionType: input.transactionType,
    vnp_TxnRef: input.txnRef,
    vnp_Amount: String(Math.round(input.amount) * 100),
    vnp_TransactionNo: input.transactionNo ?? '0',
    vnp_TransactionDate: vietnamTimestamp(input.transactionDate),
    vnp_CreateBy: input.createBy,
    vnp_CreateDate: vietnamTimestamp(input.createDate),
    vnp_IpAddr: bareIp(input.ipAddr),
    vnp_OrderInfo: asciiText(input.orderInfo),
  };
  return {
    ...body,
    vnp_SecureHash: vnpPipeSign(
      REFUND_FIELDS.map((k) => body[k]),
      credentials.hashSecret,
    ),
  };
}

/** What VNPay checks on a refund request it receives (the sandbox checks our own this way). */
export function verifyVnpayRefundRequest(body: Record<string, unknown>, hashSecret: string): boolean {
  return sameHex(
    String(body.vnp_SecureHash ?? ''),
    vnpPipeSign(
      REFUND_FIELDS.map((k) => body[k] as string | undefined),
      hashSecret,
    ),
  );
}

const REFUND_RESPONSE_FIELDS = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
] as const;

/** Checks VNPay's answer to a refund over the raw values received (never a converted amount). */
export function verifyVnpayRefundResponse(body: Record<string, unknown>, hashSecret: string): boolean {
  const values = REFUND_RESPONSE_FIELDS.map((k) => (body[k] === undefined || body[k] === null ? '' : String(body[k])));
  return sameHex(String(body.vnp_SecureHash ?? ''), vnpPipeSign(values, hashSecret));
}

export interface VnpayQueryInput {
  requestId: string;
  txnRef: string;
  transactionDate: Date;
  createDate: Date;
  ipAddr: string;
  orderInfo: string;
}

const QUERY_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_TransactionDate',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

/** The JSON body of a querydr request (what a reconciliation job would send), hash included. */
export function vnpayQueryRequest(input: VnpayQueryInput, credentials: VnpayCredentials): Record<string, string> {
  const body: Record<string, string> = {
    vnp_RequestId: input.requestId,
    vnp_Version: VNPAY_VERSION,
    vnp_Command: 'querydr',
    vnp_TmnCode: credentials.tmnCode,
    vnp_TxnRef: input.txnRef,
    vnp_TransactionDate: vietnamTimestamp(input.transactionDate),
    vnp_CreateDate: vietnamTimestamp(input.createDate),
    vnp_IpAddr: bareIp(input.ipAddr),
    vnp_OrderInfo: asciiText(input.orderInfo),
  };
  return {
    ...body,
    vnp_SecureHash: vnpPipeSign(
      QUERY_FIELDS.map((k) => body[k]),
      credentials.hashSecret,
    ),
  };
}
