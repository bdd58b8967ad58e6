import { z } from 'zod';
import { ProductItemType, RefundApproval, RefundMode, RefundStatus } from '../enums.js';
import { PageQuery } from './common.js';

/**
 * Refunds (spec 3.4, 7.12): a buyer asks for the money of one paid order line back; an admin approves
 * or rejects. AUTO refunds go back through the payment provider; MANUAL ones (orders an admin
 * recorded) are bank transfers to the account the buyer gives.
 */
const Vnd = z.number().int();

/**
 * How a paid line is refunded: through the provider that took the money (AUTO), or by bank transfer
 * (MANUAL). The one place that decides. APPLE is MANUAL: the App Store refunds only its buyers, on
 * their own request, and answers a merchant's refund NOT_SUPPORTED; money we owe back for an App Store
 * charge (a late purchase no subscription can take) is ours to transfer.
 */
export function refundModeFor(provider: string | null | undefined): (typeof RefundMode.values)[number] {
  return provider === 'VNPAY' || provider === 'MOMO' || provider === 'STRIPE' ? 'AUTO' : 'MANUAL';
}

export const RefundReason = z.string('INVALID_REFUND_REASON').trim().min(5, 'INVALID_REFUND_REASON').max(1000, 'INVALID_REFUND_REASON');
const BankName = z.string().trim().min(2, 'INVALID_BANK_ACCOUNT').max(150, 'INVALID_BANK_ACCOUNT');
const BankAccountNumber = z
  .string()
  .transform((v) => v.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(/^\d{6,20}$/, 'INVALID_BANK_ACCOUNT_NUMBER'));
const BankAccountName = z.string().trim().min(2, 'INVALID_BANK_ACCOUNT').max(150, 'INVALID_BANK_ACCOUNT');

/** The account a MANUAL refund is transferred to. */
export const RefundAccountBody = z.object({ bankName: BankName, bankAccountNumber: BankAccountNumber, bankAccountName: BankAccountName });
export type RefundAccountBody = z.input<typeof RefundAccountBody>;

/** Bank details are all given or none (a MANUAL refund without them waits in AWAITING_INFO). */
export const CreateRefundBody = z
  .object({
    orderItemId: z.uuid(),
    reason: RefundReason,
    bankName: BankName.optional(),
    bankAccountNumber: BankAccountNumber.optional(),
    bankAccountName: BankAccountName.optional(),
  })
  .refine((b) => [b.bankName, b.bankAccountNumber, b.bankAccountName].filter(Boolean).length % 3 === 0, {
    message: 'INVALID_BANK_ACCOUNT',
    path: ['bankAccountNumber'],
  });
export type CreateRefundBody = z.input<typeof CreateRefundBody>;

/** The admin's decision: approve or reject, and/or move a processing refund on (MANUAL: transferred, failed, needs info). */
export const UpdateRefundBody = z
  .object({
    approval: z.enum(['APPROVED', 'REJECTED']).optional(),
    status: z.enum(['PROCESSING', 'SUCCESS', 'FAILED', 'AWAITING_INFO']).optional(),
    note: z.string().trim().max(1000, 'INVALID_INPUT_PARAMS').optional(),
  })
  .refine((b) => b.approval !== undefined || b.status !== undefined || b.note !== undefined, { message: 'INVALID_INPUT_PARAMS', path: ['approval'] });
export type UpdateRefundBody = z.infer<typeof UpdateRefundBody>;

export const MyRefundsQuery = PageQuery.extend({ status: RefundStatus.schema.optional(), approval: RefundApproval.schema.optional() });
export type MyRefundsQuery = z.infer<typeof MyRefundsQuery>;
export const AdminRefundsQuery = MyRefundsQuery.extend({
  mode: RefundMode.schema.optional(),
  /** Order code, buyer's name or e-mail, or the product's title. */
  search: z.string().trim().max(100).optional(),
});
export type AdminRefundsQuery = z.infer<typeof AdminRefundsQuery>;

export const RefundDto = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderCode: z.string(),
  orderItemId: z.uuid(),
  item: z.object({
    productItemType: ProductItemType.schema,
    productItemId: z.uuid(),
    title: z.string(),
    subtitle: z.string().nullable(),
    quantity: z.number().int(),
    startsAt: z.string().nullable(),
  }),
  buyer: z.object({ id: z.uuid(), fullName: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  amount: Vnd,
  currency: z.literal('VND'),
  /** A combo line's part given back because one of its events was called off (that event's id); null: the whole line. */
  shareOf: z.uuid().nullable(),
  reason: z.string(),
  status: RefundStatus.schema,
  approval: RefundApproval.schema,
  mode: RefundMode.schema,
  /** The provider the order was paid through (VNPAY, MOMO, STRIPE, APPLE, ADMIN). */
  provider: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  adminNote: z.string().nullable(),
  /** Why the last attempt to pay the money back failed (the provider's answer), if it did. */
  failureReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The buyer may take the request back (nobody has decided yet; never a refund the platform opened itself). */
  withdrawable: z.boolean(),
  /** The buyer may give or correct the bank account (MANUAL refunds, before the transfer). */
  accountEditable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RefundDto = z.infer<typeof RefundDto>;

export const RefundStatusCounts = z.object({ counts: z.record(RefundStatus.schema, z.number().int()), total: z.number().int() });
export type RefundStatusCounts = z.infer<typeof RefundStatusCounts>;
export const RefundApprovalCounts = z.object({ counts: z.record(RefundApproval.schema, z.number().int()), total: z.number().int() });
export type RefundApprovalCounts = z.infer<typeof RefundApprovalCounts>;
