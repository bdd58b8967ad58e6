import type { PaymentProviderAdapter } from '../payment-provider.js';
import { SANDBOX_PATHS, providerId, signSession } from '../sandbox/sandbox-links.js';
import { createAppleVerifier, parseAppleRootCertificates, type AppleVerifier } from './apple.js';
import { localAppleChain } from './apple-chain.js';
import type { PaymentsConfig, ProviderOptions } from './payments-config.js';

/**
 * In-app purchases: the app buys through StoreKit with our reference as `appAccountToken`, and the
 * App Store notifies us. There is no page to send a browser to, except the sandbox's imitation of the
 * purchase sheet. Refunds are granted by Apple to the buyer, never asked for by a merchant.
 */
export function createAppleAdapter(config: PaymentsConfig, options: ProviderOptions): PaymentProviderAdapter {
  const sandbox = config.mode === 'sandbox';
  return {
    name: 'APPLE',
    // StoreKit is started by the app; the sandbox page is signed here.
    startsLocally: true,
    async createPayment(intent) {
      if (!sandbox) return { payUrl: null, providerTransactionId: null };
      const token = signSession(
        {
          id: intent.reference,
          reference: intent.reference,
          orderId: intent.orderId,
          amount: intent.amount,
          description: intent.description,
          returnUrl: intent.returnUrl,
          expiresAt: Math.floor(intent.expiresAt.getTime() / 1000),
        },
        config.sandboxSecret,
      );
      return { payUrl: `${options.publicUrl}${SANDBOX_PATHS.apple}/${encodeURIComponent(intent.reference)}?t=${token}`, providerTransactionId: null };
    },
    async refund() {
      if (sandbox) return { ok: true, refundId: providerId('apple_refund_'), code: 'SANDBOX' };
      return { ok: false, refundId: null, code: 'NOT_SUPPORTED' };
    },
  };
}

/**
 * The verifier of App Store notifications for this mode: the sandbox trusts its local chain as well.
 * Configured roots are read at once (a wrong APPLE_ROOT_CERTS stops the start); the local chain, a
 * quarter of a second of key work, only when the first notification arrives.
 */
export function appleVerifierFor(config: PaymentsConfig): AppleVerifier {
  const configured = parseAppleRootCertificates(config.apple.rootCerts);
  let verifier: AppleVerifier | null = null;
  const build = () => {
    const rootCertificates = config.mode === 'sandbox' ? [localAppleChain(config.sandboxSecret).rootDer, ...configured] : configured;
    return createAppleVerifier({
      rootCertificates,
      bundleId: config.apple.bundleId,
      environment: config.apple.environment,
      appAppleId: config.apple.appAppleId,
    });
  };
  return { verify: (body) => (verifier ??= build()).verify(body) };
}
