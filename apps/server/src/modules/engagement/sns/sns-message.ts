import { createVerify, type KeyObject } from 'node:crypto';
import type { SnsMessageBody } from '@market/contract';

/**
 * Amazon SNS messages to an HTTP(S) subscription, as AWS documents them ("Verifying the signatures of
 * Amazon SNS messages"): the string to sign is `Key\nValue\n` for each of these fields, in this order
 * (byte order of the names), a missing optional field left out. Pure.
 */
const SIGNED_FIELDS = {
  Notification: ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'],
  SubscriptionConfirmation: ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'],
  UnsubscribeConfirmation: ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'],
} as const satisfies Record<SnsMessageBody['Type'], readonly (keyof SnsMessageBody)[]>;

/** Only Subject may be absent (a Notification published without one). */
const OPTIONAL = new Set<string>(['Subject']);

/** The canonical string the signature covers, or null when a field it needs is missing. */
export function snsStringToSign(message: SnsMessageBody): string | null {
  let text = '';
  for (const field of SIGNED_FIELDS[message.Type]) {
    const value = message[field];
    if (value === undefined || value === null) {
      if (OPTIONAL.has(field)) continue;
      return null;
    }
    if (typeof value !== 'string') return null;
    text += `${field}\n${value}\n`;
  }
  return text;
}

/** Version 1 is SHA1withRSA, version 2 SHA256withRSA; any other version is refused. */
export function snsSignatureAlgorithm(version: string | undefined): 'RSA-SHA1' | 'RSA-SHA256' | null {
  return version === '1' ? 'RSA-SHA1' : version === '2' ? 'RSA-SHA256' : null;
}

const SNS_HOST = /^sns\.[a-z]{2}(?:-[a-z]+)+-\d\.amazonaws\.com(?:\.cn)?$/;

/**
 * Whether a URL is one of SNS's own endpoints: https on the default port, a host
 * `sns.<region>.amazonaws.com` (`.com.cn` in China), no credentials. The signing certificate and the
 * subscription's confirmation are fetched from nowhere else.
 */
export function isSnsUrl(url: URL): boolean {
  return url.protocol === 'https:' && (url.port === '' || url.port === '443') && !url.username && !url.password && SNS_HOST.test(url.hostname);
}

/** The signing certificate's URL as SNS names it (a `.pem` file on an SNS host), or null. */
export function snsCertificateUrl(text: string | undefined, trusted: (url: URL) => boolean = isSnsUrl): URL | null {
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return trusted(url) && url.pathname.endsWith('.pem') ? url : null;
}

export type SnsVerification =
  { ok: true } | { ok: false; reason: 'UNSIGNED' | 'UNKNOWN_SIGNATURE_VERSION' | 'MISSING_FIELD' | 'CERTIFICATE_URL_NOT_ALLOWED' | 'BAD_SIGNATURE' };

/** The checks needing no certificate: signed, a known version, every signed field present, a certificate from SNS. */
export function precheckSnsMessage(message: SnsMessageBody, trusted: (url: URL) => boolean = isSnsUrl): SnsVerification & { certificateUrl?: URL } {
  if (!message.Signature || !message.SignatureVersion || !message.SigningCertURL) return { ok: false, reason: 'UNSIGNED' };
  if (!snsSignatureAlgorithm(message.SignatureVersion)) return { ok: false, reason: 'UNKNOWN_SIGNATURE_VERSION' };
  if (snsStringToSign(message) === null) return { ok: false, reason: 'MISSING_FIELD' };
  const certificateUrl = snsCertificateUrl(message.SigningCertURL, trusted);
  if (!certificateUrl) return { ok: false, reason: 'CERTIFICATE_URL_NOT_ALLOWED' };
  return { ok: true, certificateUrl };
}

/** Checks the signature of a prechecked message against the signing certificate's public key. */
export function verifySnsSignature(message: SnsMessageBody, publicKey: KeyObject): SnsVerification {
  const algorithm = snsSignatureAlgorithm(message.SignatureVersion);
  const text = snsStringToSign(message);
  if (!algorithm || text === null || !message.Signature) return { ok: false, reason: 'UNSIGNED' };
  try {
    const valid = createVerify(algorithm).update(text, 'utf8').verify(publicKey, message.Signature, 'base64');
    return valid ? { ok: true } : { ok: false, reason: 'BAD_SIGNATURE' };
  } catch {
    return { ok: false, reason: 'BAD_SIGNATURE' };
  }
}

/** What an Amazon SES notice delivered through SNS says about recipients (a bounce, a complaint), or null for anything else. */
export interface SesNotice {
  notificationType: 'Bounce' | 'Complaint' | 'Delivery';
  /** A hard bounce or a complaint: mail to these addresses should stop. */
  undeliverable: boolean;
  recipients: string[];
}

export function readSesNotice(message: string): SesNotice | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const notice = parsed as Record<string, unknown>;
  // SES event publishing says eventType; identity notifications say notificationType.
  const type = notice.notificationType ?? notice.eventType;
  const addressesOf = (list: unknown, key: string) =>
    Array.isArray(list)
      ? list.map((r) => (r && typeof r === 'object' ? (r as Record<string, unknown>)[key] : null)).filter((a): a is string => typeof a === 'string')
      : [];
  if (type === 'Bounce') {
    const bounce = (notice.bounce ?? {}) as Record<string, unknown>;
    return { notificationType: 'Bounce', undeliverable: bounce.bounceType === 'Permanent', recipients: addressesOf(bounce.bouncedRecipients, 'emailAddress') };
  }
  if (type === 'Complaint') {
    const complaint = (notice.complaint ?? {}) as Record<string, unknown>;
    return { notificationType: 'Complaint', undeliverable: true, recipients: addressesOf(complaint.complainedRecipients, 'emailAddress') };
  }
  if (type === 'Delivery') {
    const delivery = (notice.delivery ?? {}) as Record<string, unknown>;
    const recipients = Array.isArray(delivery.recipients) ? delivery.recipients.filter((a): a is string => typeof a === 'string') : [];
    return { notificationType: 'Delivery', undeliverable: false, recipients };
  }
  return null;
}
