import type { PaymentProviderAdapter, ProviderName } from '../payment-provider.js';
import { createAppleAdapter } from './apple.adapter.js';
import { createMomoAdapter } from './momo.adapter.js';
import type { PaymentsConfig, ProviderOptions } from './payments-config.js';
import { createStripeAdapter } from './stripe.adapter.js';
import { createVnpayAdapter } from './vnpay.adapter.js';

export type { PaymentsConfig, ProviderOptions } from './payments-config.js';

/** Every provider, live or simulated by this server's sandbox pages as `config.mode` says. */
export function createPaymentProviders(config: PaymentsConfig, options: ProviderOptions): Record<ProviderName, PaymentProviderAdapter> {
  const publicUrl = options.publicUrl.replace(/\/$/, '');
  const resolved = { ...options, publicUrl };
  return {
    VNPAY: createVnpayAdapter(config, resolved),
    MOMO: createMomoAdapter(config, resolved),
    STRIPE: createStripeAdapter(config, resolved),
    APPLE: createAppleAdapter(config, resolved),
  };
}
