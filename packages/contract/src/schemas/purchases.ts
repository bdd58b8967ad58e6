import { z } from 'zod';
import { PaymentMethod, PaymentProvider, PaymentStatus, ProductItemType } from '../enums.js';
import { PageQuery } from './common.js';

/** `POST users/payments`: a person's own payments, newest first (the filters travel in the body). */
export const MyPaymentsBody = PageQuery.extend({
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(100).default(20),
  status: PaymentStatus.schema.optional(),
});
export type MyPaymentsBody = z.infer<typeof MyPaymentsBody>;

export const PaymentRecordDto = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderCode: z.string(),
  /** VND, an integer. */
  amount: z.number().int(),
  currency: z.literal('VND'),
  provider: PaymentProvider.schema.nullable(),
  method: PaymentMethod.schema.nullable(),
  status: PaymentStatus.schema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PaymentRecordDto = z.infer<typeof PaymentRecordDto>;

/** `POST users/payments/check`: which of these product items has the caller already paid for? */
export const CheckPurchasesBody = z.object({ productItemIds: z.array(z.uuid()).min(1).max(100) });
export type CheckPurchasesBody = z.infer<typeof CheckPurchasesBody>;
export const PurchaseCheckDto = z.object({
  productItemId: z.uuid(),
  purchased: z.boolean(),
  type: ProductItemType.schema.nullable(),
  orderId: z.uuid().nullable(),
  purchasedAt: z.string().nullable(),
});
export type PurchaseCheckDto = z.infer<typeof PurchaseCheckDto>;
export const PurchaseChecksDto = z.object({ data: z.array(PurchaseCheckDto) });
export type PurchaseChecksDto = z.infer<typeof PurchaseChecksDto>;
