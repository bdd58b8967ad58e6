import type { DbOrTx } from '../../../platform/db/database.js';
import type { PaymentMethod as PaymentMethodEnum } from '@market/contract';

type PaymentMethod = (typeof PaymentMethodEnum.values)[number];

export type ProviderName = 'STRIPE' | 'VNPAY' | 'MOMO' | 'APPLE';

/** What a provider needs to start collecting one payment attempt. */
export interface PaymentIntent {
  paymentId: string;
  /** The merchant reference sent to the provider (unique per provider): [A-Za-z0-9-]. */
  reference: string;
  orderId: string;
  orderCode: string;
  userId: string;
  /** VND, an integer > 0. */
  amount: number;
  /** Plain ASCII, no diacritics (VNPay demands it): "Thanh toan don hang DH...". */
  description: string;
  method: PaymentMethod | null;
  /** Where the buyer's browser comes back to (our /payment/result page). */
  returnUrl: string;
  ipAddress: string;
  createdAt: Date;
  expiresAt: Date;
}

/** One payment provider: starts a payment and, where it can, refunds one. Callbacks arrive by HTTP (see the IPN routes). */
export interface PaymentProviderAdapter {
  readonly name: ProviderName;
  /**
   * createPayment makes no network call (it signs a URL here), so checkout asks it inside its
   * transaction and writes the answer with the attempt: one commit per order instead of two.
   */
  readonly startsLocally?: boolean;
  /** Returns where to send the buyer. In sandbox mode this is a page served by this server. */
  createPayment(intent: PaymentIntent): Promise<{ payUrl: string | null; providerTransactionId?: string | null }>;
  /** Gives back `amount` of a settled payment. */
  refund(input: {
    reference: string;
    providerTransactionId: string | null;
    amount: number;
    paidAmount: number;
    reason: string;
    paidAt: Date | null;
    refundReference: string;
  }): Promise<{ ok: boolean; refundId: string | null; code: string | null }>;
}

/** A verified callback, reduced to what settles a payment. */
export interface CallbackOutcome {
  provider: ProviderName;
  /** Our reference echoed by the provider. */
  reference: string;
  /** VND the provider says it collected (already divided back from VNPay's ×100 or Apple's milliunits). */
  amount: number;
  currency: string;
  success: boolean;
  /** The provider's own result code, kept for support ("00", "1006", "checkout.session.completed"...). */
  resultCode: string;
  providerTransactionId: string | null;
  /** Identifies this notification at the provider (so a redelivery is recognised). */
  dedupeKey: string;
  payload: unknown;
  /**
   * A charge the provider made by itself (a subscription's renewal): no attempt of ours is pending,
   * `reference` is the provider's, and `target` names who settles it (see ChargeSettlement).
   */
  charge?: { target: string; subject: string };
}

/** What settling a callback did, for the route to answer the provider in its own terms. */
export type SettleResult = 'SETTLED' | 'DUPLICATE' | 'NOT_FOUND' | 'AMOUNT_MISMATCH' | 'ALREADY_SETTLED';

export interface PaymentSettlement {
  settle(outcome: CallbackOutcome): Promise<SettleResult>;
  /**
   * The same, inside the caller's transaction (a stored card's charge settled by the task that made
   * it): answers what to run once the caller has committed (telling people).
   */
  settleIn(tx: DbOrTx, outcome: CallbackOutcome): Promise<{ result: SettleResult; after: () => Promise<void> }>;
}
