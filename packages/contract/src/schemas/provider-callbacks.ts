import { z } from 'zod';

/** What VNPay's IPN expects back, always with HTTP 200 (codes of its official demo). */
export const VnpayIpnAnswerDto = z.object({ RspCode: z.enum(['00', '01', '02', '04', '97', '99']), Message: z.string() });

/** MoMo's IPN body (v2 capture wallet); other fields MoMo may add are kept for the signature check. */
export const MomoIpnBody = z.looseObject({
  partnerCode: z.string(),
  orderId: z.string(),
  requestId: z.string(),
  amount: z.union([z.number(), z.string()]),
  orderInfo: z.string(),
  orderType: z.string(),
  transId: z.union([z.number(), z.string()]),
  resultCode: z.union([z.number(), z.string()]),
  message: z.string(),
  payType: z.string(),
  responseTime: z.union([z.number(), z.string()]),
  extraData: z.string(),
  signature: z.string(),
});

/** Stripe's event as the exact text received: the signature covers those bytes. */
export const StripeWebhookBody = z.string().describe('Sự kiện Stripe (JSON), kiểm tra chữ ký trên đúng nội dung gốc');

/** App Store Server Notifications V2. */
export const AppleNotificationBody = z.object({ signedPayload: z.string() });

export const ReceivedDto = z.object({ received: z.literal(true) });
