import { createECDH, createHmac, createPrivateKey, createPublicKey, sign, X509Certificate, type KeyObject } from 'node:crypto';
import jsrsasign from 'jsrsasign';

/**
 * A local stand-in for Apple's signing chain (providers.md §5.5 A-1): root → intermediate (OID
 * 1.2.840.113635.100.6.2.1) → leaf (OID 1.2.840.113635.100.6.11.1), P-256 keys, so the sandbox can
 * sign App Store notifications that Apple's own library verifies offline.
 *
 * The keys derive from a seed: every server process (and every test) given the same seed trusts the
 * same root and can verify what another one signed, with nothing written to disk.
 */
export interface AppleSigningChain {
  rootDer: Buffer;
  rootPem: string;
  /** The JWS header's `x5c`: leaf, intermediate, root as standard base64 DER. */
  x5c: [string, string, string];
  leafKey: KeyObject;
}

// The group order of P-256: a private key must be in [1, n-1].
const P256_ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

function derivedKey(seed: string, label: string): { privatePem: string; publicPem: string; key: KeyObject } {
  for (let counter = 0; ; counter++) {
    const d = createHmac('sha256', seed).update(`apple-sandbox:${label}:${counter}`).digest();
    const scalar = BigInt(`0x${d.toString('hex')}`);
    if (scalar === 0n || scalar >= P256_ORDER) continue;
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(d);
    const point = ecdh.getPublicKey();
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      d: d.toString('base64url'),
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    };
    const key = createPrivateKey({ key: jwk, format: 'jwk' });
    return {
      key,
      privatePem: key.export({ type: 'pkcs8', format: 'pem' }).toString(),
      publicPem: createPublicKey(key).export({ type: 'spki', format: 'pem' }).toString(),
    };
  }
}

type Extension = Record<string, unknown>;
function certificate(input: { serial: number; subject: string; issuer: string; publicPem: string; signerPem: string; extensions: Extension[] }): string {
  const cert = new jsrsasign.KJUR.asn1.x509.Certificate({
    version: 3,
    serial: { int: input.serial },
    issuer: { str: input.issuer },
    subject: { str: input.subject },
    // Verification happens at each payload's signedDate, so the window covers any date we sign at.
    notbefore: '20200101000000Z',
    notafter: '20991231235959Z',
    sbjpubkey: input.publicPem,
    ext: input.extensions,
    sigalg: 'SHA256withECDSA',
    cakey: input.signerPem,
  } as never);
  return cert.getPEM();
}

const ROOT_NAME = '/C=VN/O=Hoc Su Kien Sandbox/CN=Sandbox Apple Root CA';
const INTERMEDIATE_NAME = '/C=VN/O=Hoc Su Kien Sandbox/CN=Sandbox Apple Worldwide Developer Relations CA';
const LEAF_NAME = '/C=VN/O=Hoc Su Kien Sandbox/CN=Sandbox App Store Receipt Signing';

const chains = new Map<string, AppleSigningChain>();

export function localAppleChain(seed: string): AppleSigningChain {
  const cached = chains.get(seed);
  if (cached) return cached;
  const root = derivedKey(seed, 'root');
  const intermediate = derivedKey(seed, 'intermediate');
  const leaf = derivedKey(seed, 'leaf');
  const rootPem = certificate({
    serial: 1,
    subject: ROOT_NAME,
    issuer: ROOT_NAME,
    publicPem: root.publicPem,
    signerPem: root.privatePem,
    extensions: [
      { extname: 'basicConstraints', critical: true, cA: true },
      { extname: 'keyUsage', critical: true, names: ['keyCertSign', 'cRLSign'] },
    ],
  });
  const intermediatePem = certificate({
    serial: 2,
    subject: INTERMEDIATE_NAME,
    issuer: ROOT_NAME,
    publicPem: intermediate.publicPem,
    signerPem: root.privatePem,
    extensions: [
      { extname: 'basicConstraints', critical: true, cA: true, pathLen: 0 },
      { extname: 'keyUsage', critical: true, names: ['keyCertSign', 'cRLSign'] },
      { extname: '1.2.840.113635.100.6.2.1', extn: '0500' },
    ],
  });
  const leafPem = certificate({
    serial: 3,
    subject: LEAF_NAME,
    issuer: INTERMEDIATE_NAME,
    publicPem: leaf.publicPem,
    signerPem: intermediate.privatePem,
    extensions: [
      { extname: 'basicConstraints', cA: false },
      { extname: 'keyUsage', critical: true, names: ['digitalSignature'] },
      { extname: '1.2.840.113635.100.6.11.1', extn: '0500' },
    ],
  });
  const der = (pem: string) => new X509Certificate(pem).raw;
  const chain: AppleSigningChain = {
    rootDer: der(rootPem),
    rootPem,
    x5c: [der(leafPem).toString('base64'), der(intermediatePem).toString('base64'), der(rootPem).toString('base64')],
    leafKey: leaf.key,
  };
  chains.set(seed, chain);
  return chain;
}

/** A compact JWS as the App Store signs it: ES256 with the raw r||s signature, the chain in `x5c`. */
export function signAppleJws(chain: AppleSigningChain, payload: object): string {
  const header = Buffer.from(JSON.stringify({ alg: 'ES256', x5c: chain.x5c })).toString('base64url');
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = sign('sha256', Buffer.from(`${header}.${body}`), { key: chain.leafKey, dsaEncoding: 'ieee-p1363' });
  return `${header}.${body}.${signature.toString('base64url')}`;
}

export interface LocalPurchase {
  bundleId: string;
  /** Our payment reference, passed to StoreKit as the purchase's `appAccountToken`. */
  reference: string;
  /** VND. */
  amount: number;
  transactionId: string;
  notificationUUID: string;
  productId?: string;
  notificationType?: 'ONE_TIME_CHARGE' | 'REFUND';
  /** ms; defaults to now. */
  signedDate?: number;
}

/** The `{ signedPayload }` body the App Store sends for a one-time purchase, signed by the local chain. */
export function localAppleNotification(chain: AppleSigningChain, purchase: LocalPurchase): { signedPayload: string } {
  const now = purchase.signedDate ?? Date.now();
  const transaction = {
    transactionId: purchase.transactionId,
    originalTransactionId: purchase.transactionId,
    bundleId: purchase.bundleId,
    productId: purchase.productId ?? `${purchase.bundleId}.order`,
    purchaseDate: now,
    originalPurchaseDate: now,
    quantity: 1,
    type: 'Consumable',
    appAccountToken: purchase.reference,
    inAppOwnershipType: 'PURCHASED',
    signedDate: now,
    environment: 'Sandbox',
    transactionReason: 'PURCHASE',
    storefront: 'VNM',
    storefrontId: '143471',
    // Apple states prices in milliunits of the currency.
    price: purchase.amount * 1000,
    currency: 'VND',
  };
  const payload = {
    notificationType: purchase.notificationType ?? 'ONE_TIME_CHARGE',
    notificationUUID: purchase.notificationUUID,
    version: '2.0',
    signedDate: now,
    data: { bundleId: purchase.bundleId, environment: 'Sandbox', signedTransactionInfo: signAppleJws(chain, transaction) },
  };
  return { signedPayload: signAppleJws(chain, payload) };
}

export interface LocalSubscriptionEvent {
  bundleId: string;
  notificationType: 'SUBSCRIBED' | 'DID_RENEW' | 'DID_FAIL_TO_RENEW' | 'GRACE_PERIOD_EXPIRED' | 'EXPIRED' | 'REFUND';
  subtype?: string;
  notificationUUID: string;
  transactionId: string;
  originalTransactionId: string;
  /** The subscription's id, as the app passed it to StoreKit. */
  appAccountToken: string;
  /** VND. */
  amount: number;
  /** ms: the end of the period this transaction paid. */
  expiresDate: number;
  productId?: string;
}

/** The `{ signedPayload }` body the App Store sends about an auto-renewable subscription, signed by the local chain. */
export function localAppleSubscriptionNotification(chain: AppleSigningChain, event: LocalSubscriptionEvent): { signedPayload: string } {
  const now = Date.now();
  const transaction = {
    transactionId: event.transactionId,
    originalTransactionId: event.originalTransactionId,
    bundleId: event.bundleId,
    productId: event.productId ?? `${event.bundleId}.membership.monthly`,
    purchaseDate: now,
    originalPurchaseDate: now,
    expiresDate: event.expiresDate,
    quantity: 1,
    type: 'Auto-Renewable Subscription',
    appAccountToken: event.appAccountToken,
    inAppOwnershipType: 'PURCHASED',
    signedDate: now,
    environment: 'Sandbox',
    transactionReason: event.notificationType === 'DID_RENEW' ? 'RENEWAL' : 'PURCHASE',
    storefront: 'VNM',
    storefrontId: '143471',
    price: event.amount * 1000,
    currency: 'VND',
  };
  const payload = {
    notificationType: event.notificationType,
    ...(event.subtype ? { subtype: event.subtype } : {}),
    notificationUUID: event.notificationUUID,
    version: '2.0',
    signedDate: now,
    data: { bundleId: event.bundleId, environment: 'Sandbox', signedTransactionInfo: signAppleJws(chain, transaction) },
  };
  return { signedPayload: signAppleJws(chain, payload) };
}
