import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  APP_STORE_SUBSCRIPTIONS,
  appleAmount,
  createAppleVerifier,
  parseAppleRootCertificates,
  readAppleNotification,
  readAppleSubscription,
} from './apple.js';
import { localAppleChain, localAppleNotification, localAppleSubscriptionNotification, signAppleJws } from './apple-chain.js';

const BUNDLE = 'vn.hocsukien.app';
const chain = localAppleChain('unit-test-seed');
const verifier = createAppleVerifier({ rootCertificates: [chain.rootDer], bundleId: BUNDLE, environment: 'Sandbox' });
const purchase = (extra: Partial<Parameters<typeof localAppleNotification>[1]> = {}) =>
  localAppleNotification(chain, {
    bundleId: BUNDLE,
    reference: '6f1c1f57-6f0e-4c38-9d1e-2a4b8a1c9e10',
    amount: 99_000,
    transactionId: '2000000123456789',
    notificationUUID: randomUUID(),
    ...extra,
  });

function tamper(jws: string, change: (payload: Record<string, unknown>) => void): string {
  const [header, body, signature] = jws.split('.') as [string, string, string];
  const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
  change(payload);
  return `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
}

describe('App Store notifications', () => {
  it('verifies a one-time purchase signed by the local chain with Apple library and reads it as a payment in VND', async () => {
    const body = purchase();
    const verified = await verifier.verify(body);
    expect(verified.ok).toBe(true);
    if (!verified.ok) return;
    const reading = readAppleNotification(verified.notification, verified.transaction);
    expect(reading).toMatchObject({
      kind: 'settle',
      outcome: {
        provider: 'APPLE',
        reference: '6f1c1f57-6f0e-4c38-9d1e-2a4b8a1c9e10',
        amount: 99_000,
        currency: 'VND',
        success: true,
        resultCode: 'ONE_TIME_CHARGE',
        providerTransactionId: '2000000123456789',
        dedupeKey: verified.notification.notificationUUID,
      },
    });
  });

  it('derives the same root from the same seed, so another process trusts what this one signed', () => {
    expect(localAppleChain('unit-test-seed')).toBe(chain);
    expect(localAppleChain('another-seed').rootDer.equals(chain.rootDer)).toBe(false);
  });

  it('refuses a tampered payload, a chain it does not trust, a production verifier and another bundle', async () => {
    const body = purchase();
    expect(await verifier.verify({ signedPayload: tamper(body.signedPayload, (p) => (p.notificationType = 'REFUND')) })).toEqual({
      ok: false,
      reason: 'VERIFICATION_FAILURE',
    });
    const stranger = localAppleChain('stranger');
    expect(
      (
        await verifier.verify(
          localAppleNotification(stranger, { bundleId: BUNDLE, reference: 'r', amount: 1, transactionId: '1', notificationUUID: randomUUID() }),
        )
      ).ok,
    ).toBe(false);
    const production = createAppleVerifier({ rootCertificates: [chain.rootDer], bundleId: BUNDLE, environment: 'Production', appAppleId: 1234 });
    // A sandbox purchase carries no appAppleId, so production refuses it on that before its environment.
    expect(await production.verify(body)).toEqual({ ok: false, reason: 'INVALID_APP_IDENTIFIER' });
    const other = createAppleVerifier({ rootCertificates: [chain.rootDer], bundleId: 'vn.other.app', environment: 'Sandbox' });
    expect(await other.verify(body)).toEqual({ ok: false, reason: 'INVALID_APP_IDENTIFIER' });
  });

  it('refuses a nested transaction that was not signed by the chain', async () => {
    const forgedTransaction = tamper(
      signAppleJws(chain, { bundleId: BUNDLE, environment: 'Sandbox', price: 1000, currency: 'VND', appAccountToken: 'r', signedDate: Date.now() }),
      (p) => (p.price = 1),
    );
    const body = {
      signedPayload: signAppleJws(chain, {
        notificationType: 'ONE_TIME_CHARGE',
        notificationUUID: randomUUID(),
        version: '2.0',
        signedDate: Date.now(),
        data: { bundleId: BUNDLE, environment: 'Sandbox', signedTransactionInfo: forgedTransaction },
      }),
    };
    expect(await verifier.verify(body)).toEqual({ ok: false, reason: 'VERIFICATION_FAILURE' });
  });

  it('refuses bodies that are not a signed payload, and trusts nothing without roots', async () => {
    expect(await verifier.verify({})).toEqual({ ok: false, reason: 'MALFORMED' });
    expect(await verifier.verify({ signedPayload: 'a.b' })).toEqual({ ok: false, reason: 'MALFORMED' });
    expect(await verifier.verify({ signedPayload: 'a.b.c' })).toMatchObject({ ok: false });
    const empty = createAppleVerifier({ rootCertificates: [], bundleId: BUNDLE, environment: 'Sandbox' });
    expect((await empty.verify(purchase())).ok).toBe(false);
    const withoutAppId = createAppleVerifier({ rootCertificates: [chain.rootDer], bundleId: BUNDLE, environment: 'Production' });
    expect((await withoutAppId.verify(purchase())).ok).toBe(false);
  });

  it('records a refund without settling anything', async () => {
    const verified = await verifier.verify(purchase({ notificationType: 'REFUND' }));
    expect(verified.ok && readAppleNotification(verified.notification, verified.transaction)).toMatchObject({
      kind: 'record',
      note: 'REFUND',
      reference: '6f1c1f57-6f0e-4c38-9d1e-2a4b8a1c9e10',
    });
  });

  it('reads a subscription renewal as a charge for its target, named by the original transaction, and a purchase refund not', async () => {
    const renewal = await verifier.verify(
      localAppleSubscriptionNotification(chain, {
        bundleId: BUNDLE,
        notificationType: 'DID_RENEW',
        notificationUUID: 'b7e0a0a4-1111-4111-8111-111111111111',
        transactionId: '2000000000000002',
        originalTransactionId: '2000000000000001',
        appAccountToken: '6f1c1f57-6f0e-4c38-9d1e-2a4b8a1c9e10',
        amount: 199_000,
        expiresDate: Date.now() + 86_400_000,
      }),
    );
    expect(renewal.ok && readAppleSubscription(renewal.notification, renewal.transaction)).toMatchObject({
      provider: 'APPLE',
      reference: '2000000000000002',
      amount: 199_000,
      success: true,
      resultCode: 'DID_RENEW',
      dedupeKey: 'subscription:b7e0a0a4-1111-4111-8111-111111111111',
      charge: { target: APP_STORE_SUBSCRIPTIONS, subject: '2000000000000001' },
    });
    const refund = await verifier.verify(purchase({ notificationType: 'REFUND' }));
    expect(refund.ok && readAppleSubscription(refund.notification, refund.transaction)).toBeNull();
  });

  it('turns milliunits into đồng and refuses fractions', () => {
    expect([appleAmount(99_000_000), appleAmount(1500), appleAmount(undefined)]).toEqual([99_000, -1, -1]);
  });

  it('reads trusted roots from PEM text, escaped newlines included', () => {
    expect(parseAppleRootCertificates(chain.rootPem)[0]!.equals(chain.rootDer)).toBe(true);
    expect(parseAppleRootCertificates(chain.rootPem.replace(/\n/g, '\\n'))).toHaveLength(1);
    expect(parseAppleRootCertificates(undefined)).toEqual([]);
  });
});
