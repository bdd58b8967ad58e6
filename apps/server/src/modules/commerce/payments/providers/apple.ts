import { readFileSync } from 'node:fs';
import { X509Certificate } from 'node:crypto';
import {
  Environment,
  SignedDataVerifier,
  VerificationException,
  VerificationStatus,
  type JWSTransactionDecodedPayload,
  type ResponseBodyV2DecodedPayload,
} from '@apple/app-store-server-library';
import type { CallbackOutcome } from '../payment-provider.js';

/**
 * App Store Server Notifications V2 (providers.md §5): `{"signedPayload": JWS}` verified offline with
 * Apple's own library against the roots we trust, then the nested `signedTransactionInfo` likewise.
 */
export type AppleEnvironment = 'Sandbox' | 'Production';

export interface AppleVerifierOptions {
  /** DER certificates of the roots to trust (Apple Root CA - G3 in production). */
  rootCertificates: Buffer[];
  bundleId: string;
  environment: AppleEnvironment;
  /** Apple requires the app's numeric id to verify production notifications. */
  appAppleId?: number;
}

export interface AppleVerifier {
  verify(body: unknown): Promise<AppleVerification>;
}

export type AppleVerification =
  { ok: true; notification: ResponseBodyV2DecodedPayload; transaction: JWSTransactionDecodedPayload | null } | { ok: false; reason: string };

const statusName = (status: number) => VerificationStatus[status] ?? String(status);

/**
 * Certificates from `APPLE_ROOT_CERTS`: PEM text (one or more certificates), or paths to PEM/DER files
 * separated by commas.
 */
export function parseAppleRootCertificates(value: string | undefined): Buffer[] {
  if (!value?.trim()) return [];
  const pems = (text: string) => text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  if (value.includes('-----BEGIN')) return pems(value.replace(/\\n/g, '\n')).map((pem) => new X509Certificate(pem).raw);
  return value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .flatMap((file) => {
      const content = readFileSync(file);
      const text = content.toString('latin1');
      return text.includes('-----BEGIN') ? pems(text).map((pem) => new X509Certificate(pem).raw) : [new X509Certificate(content).raw];
    });
}

export function createAppleVerifier(options: AppleVerifierOptions): AppleVerifier {
  const environment = options.environment === 'Production' ? Environment.PRODUCTION : Environment.SANDBOX;
  // Online checks (OCSP, "now" instead of signedDate) need Apple's servers; certificates are checked at signedDate.
  const verifier =
    environment === Environment.PRODUCTION && options.appAppleId === undefined
      ? null
      : new SignedDataVerifier(options.rootCertificates, false, environment, options.bundleId, options.appAppleId);
  return {
    async verify(body) {
      if (!verifier) return { ok: false, reason: 'APPLE_APP_APPLE_ID missing' };
      if (options.rootCertificates.length === 0) return { ok: false, reason: 'no trusted root' };
      const signedPayload = body && typeof body === 'object' ? (body as { signedPayload?: unknown }).signedPayload : undefined;
      if (typeof signedPayload !== 'string' || signedPayload.split('.').length !== 3) return { ok: false, reason: 'MALFORMED' };
      try {
        const notification = await verifier.verifyAndDecodeNotification(signedPayload);
        const signedTransaction = notification.data?.signedTransactionInfo;
        const transaction = signedTransaction ? await verifier.verifyAndDecodeTransaction(signedTransaction) : null;
        return { ok: true, notification, transaction };
      } catch (error) {
        return { ok: false, reason: error instanceof VerificationException ? statusName(error.status) : 'MALFORMED' };
      }
    },
  };
}

export type AppleReading =
  | { kind: 'settle'; outcome: CallbackOutcome }
  /** Verified and worth keeping, but settles no payment here (REFUND for now, subscription types, TEST). */
  | { kind: 'record'; dedupeKey: string; reference: string | null; note: string };

/** VND from Apple's milliunits; -1 (never a real amount) when it is not a whole number of đồng. */
export function appleAmount(price: number | undefined): number {
  return typeof price === 'number' && Number.isSafeInteger(price) && price % 1000 === 0 ? price / 1000 : -1;
}

/**
 * A one-time purchase (ONE_TIME_CHARGE) pays the payment whose reference is the transaction's
 * `appAccountToken` (the UUID the app passed to StoreKit). Everything else verified is recorded.
 * Returns null when the notification has no id to deduplicate it by.
 */
export function readAppleNotification(notification: ResponseBodyV2DecodedPayload, transaction: JWSTransactionDecodedPayload | null): AppleReading | null {
  const dedupeKey = notification.notificationUUID;
  if (!dedupeKey) return null;
  const type = String(notification.notificationType ?? 'UNKNOWN');
  const reference = transaction?.appAccountToken ?? null;
  if (type !== 'ONE_TIME_CHARGE' || !transaction || !reference)
    return { kind: 'record', dedupeKey, reference, note: notification.subtype ? `${type}:${notification.subtype}` : type };
  return {
    kind: 'settle',
    outcome: {
      provider: 'APPLE',
      reference,
      amount: appleAmount(transaction.price),
      currency: String(transaction.currency ?? ''),
      success: true,
      resultCode: type,
      providerTransactionId: transaction.transactionId ?? null,
      dedupeKey,
      payload: { notification, transaction },
    },
  };
}

/** The charge target settling App Store subscription notifications (the memberships context contributes it). */
export const APP_STORE_SUBSCRIPTIONS = 'app-store-subscriptions';

/** The subscription notification types that change a subscription (providers.md §5.3); others are only recorded. */
const SUBSCRIPTION_TYPES = new Set(['SUBSCRIBED', 'DID_RENEW', 'DID_FAIL_TO_RENEW', 'GRACE_PERIOD_EXPIRED', 'EXPIRED', 'REFUND']);

/** What an App Store subscription notification says, as its charge target reads it from the outcome's payload. */
export interface AppStoreSubscriptionEvent {
  type: string;
  subtype: string | null;
  transactionId: string;
  originalTransactionId: string;
  /** The UUID the app gave StoreKit at purchase: the id of the subscription it opened through our API. */
  appAccountToken: string | null;
  /** ms. */
  expiresDate: number | null;
}

/**
 * A verified subscription notification that changes a subscription, as a charge for its target: no
 * attempt of ours names it (`reference` is Apple's transaction), the subscription is named by its
 * `originalTransactionId`. Deduplicated by `notificationUUID` (prefixed like the other subscription
 * variants' keys). Null: a type that is only recorded, or no transaction to name a subscription by.
 */
export function readAppleSubscription(notification: ResponseBodyV2DecodedPayload, transaction: JWSTransactionDecodedPayload | null): CallbackOutcome | null {
  const type = String(notification.notificationType ?? '');
  const uuid = notification.notificationUUID;
  if (!uuid || !SUBSCRIPTION_TYPES.has(type) || !transaction?.transactionId || !transaction.originalTransactionId) return null;
  // A one-time purchase's REFUND is not a subscription's: it stays with the one-time reading.
  if (String(transaction.type ?? '') !== 'Auto-Renewable Subscription') return null;
  const subtype = notification.subtype ? String(notification.subtype) : null;
  const event: AppStoreSubscriptionEvent = {
    type,
    subtype,
    transactionId: transaction.transactionId,
    originalTransactionId: transaction.originalTransactionId,
    appAccountToken: transaction.appAccountToken ?? null,
    expiresDate: transaction.expiresDate ?? null,
  };
  return {
    provider: 'APPLE',
    reference: transaction.transactionId,
    amount: appleAmount(transaction.price),
    currency: String(transaction.currency ?? ''),
    success: type === 'SUBSCRIBED' || type === 'DID_RENEW',
    resultCode: subtype ? `${type}:${subtype}` : type,
    providerTransactionId: transaction.transactionId,
    dedupeKey: `subscription:${uuid}`,
    payload: { event, notification, transaction },
    charge: { target: APP_STORE_SUBSCRIPTIONS, subject: transaction.originalTransactionId },
  };
}
