import { z } from 'zod';
import { AppleNotificationBody, MomoIpnBody, ReceivedDto, StripeWebhookBody, VnpayIpnAnswerDto } from '../schemas/provider-callbacks.js';
import { call } from './call.js';

const IPN = '/api/v2/payments/ipn';
const MomoAcknowledged = z.null().describe('Đã ghi nhận');

/** The payment providers' server-to-server notifications, for orders and for membership plans. */
export const providerCallbackCalls = {
  vnpay: call({ method: 'GET', path: `${IPN}/vnpay`, access: 'provider', response: VnpayIpnAnswerDto }),
  vnpaySubscription: call({ method: 'GET', path: `${IPN}/vnpay/subscription`, access: 'provider', response: VnpayIpnAnswerDto }),
  momo: call({ method: 'POST', path: `${IPN}/momo`, access: 'provider', body: MomoIpnBody, response: MomoAcknowledged, status: 204 }),
  momoSubscription: call({ method: 'POST', path: `${IPN}/momo/subscription`, access: 'provider', body: MomoIpnBody, response: MomoAcknowledged, status: 204 }),
  stripe: call({ method: 'POST', path: `${IPN}/stripe`, access: 'provider', body: StripeWebhookBody, response: ReceivedDto }),
  stripeSubscription: call({ method: 'POST', path: `${IPN}/stripe/subscription`, access: 'provider', body: StripeWebhookBody, response: ReceivedDto }),
  apple: call({ method: 'POST', path: `${IPN}/apple`, access: 'provider', body: AppleNotificationBody, response: ReceivedDto }),
  appleSubscription: call({ method: 'POST', path: `${IPN}/apple/subscription`, access: 'provider', body: AppleNotificationBody, response: ReceivedDto }),
} as const;
