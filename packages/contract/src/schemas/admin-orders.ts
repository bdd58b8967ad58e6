import { z } from 'zod';
import { OrderStatus, PaymentMethod, ProductItemType } from '../enums.js';
import { Email, PageQuery } from './common.js';
import { InvoiceStatus, OrderDto, OrderSummaryDto, PaymentDto, ProductItemLine } from './commerce.js';
import { VnDate } from './reports.js';

/**
 * The admin's orders console (v1 /admin/order): every order with its buyer, orders recorded for a
 * buyer (bank transfer, invoice), status moves through the order transition table, bulk upload.
 */
export const ADMIN_ORDER_UPLOAD_QUEUE = 'commerce.admin-orders-upload' as const;
export const ADMIN_ORDER_UPLOAD_MAX_ROWS = 2_000;
/** How long an unpaid order an admin recorded keeps its places (an invoice takes days, not minutes). */
export const ADMIN_ORDER_HOLD_HOURS = 72;

/** Who paid: a provider, ADMIN for an order an admin recorded, FREE for a 0 ₫ order. */
export const OrderProviderFilter = z.enum(['VNPAY', 'MOMO', 'STRIPE', 'APPLE', 'ADMIN', 'FREE']);

export const AdminOrdersQuery = PageQuery.extend({
  status: OrderStatus.schema.optional(),
  provider: OrderProviderFilter.optional(),
  /** Created on or after this Vietnam day. */
  from: VnDate.optional(),
  /** Created on or before this Vietnam day. */
  to: VnDate.optional(),
  /** Order code or the buyer's e-mail (or name). */
  search: z.string().trim().max(100).optional(),
  /** Orders whose buyer asked for a VAT invoice: still to issue (REQUESTED), issued (ISSUED), or either (ANY). */
  invoice: z.enum([...InvoiceStatus.options, 'ANY']).optional(),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

export const OrderBuyerDto = z.object({
  id: z.uuid(),
  fullName: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type OrderBuyerDto = z.infer<typeof OrderBuyerDto>;

/** What the console may do with an order now, by the server's rules (the order transition table, the invoice rule), on the list's rows and the detail alike. */
export const AdminOrderActions = z.object({
  /** Record money received outside any provider (never for an order that owes money back). */
  markPaid: z.boolean(),
  cancel: z.boolean(),
  /** Only an order that never moved money. */
  remove: z.boolean(),
  /** Record (or correct) the number of the VAT invoice its buyer asked for: only once the order was paid (refunded since counts). */
  issueInvoice: z.boolean(),
});
export type AdminOrderActions = z.infer<typeof AdminOrderActions>;

export const AdminOrderSummaryDto = OrderSummaryDto.extend({
  buyer: OrderBuyerDto,
  /** The admin who recorded the order, when one did. */
  createdBy: z.uuid().nullable(),
  note: z.string().nullable(),
  referrerCode: z.string().nullable(),
  actions: AdminOrderActions,
});
export type AdminOrderSummaryDto = z.infer<typeof AdminOrderSummaryDto>;

/** Every payment row of an order: attempts (PAY) and money given back (REFUND). */
export const AdminPaymentDto = PaymentDto.extend({
  transactionType: z.string(),
  reference: z.string(),
  providerTransactionId: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type AdminPaymentDto = z.infer<typeof AdminPaymentDto>;

export const AdminOrderDto = OrderDto.extend({
  buyer: OrderBuyerDto,
  createdBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  note: z.string().nullable(),
  referrerCode: z.string().nullable(),
  payments: z.array(AdminPaymentDto),
  actions: AdminOrderActions,
});
export type AdminOrderDto = z.infer<typeof AdminOrderDto>;

const Note = z.string().trim().max(1000, 'INVALID_INPUT_PARAMS');

/** An order an admin records for a buyer: paid at once (money already received) or left pending with holds. */
export const AdminCreateOrderBody = z
  .object({
    userId: z.uuid().optional(),
    email: Email.optional(),
    items: z.array(ProductItemLine).min(1, 'NO_ITEM_PURCHASED').max(50),
    paid: z.boolean().default(true),
    method: PaymentMethod.schema.default('BANK_TRANSFER'),
    note: Note.optional(),
  })
  .refine((b) => Boolean(b.userId) !== Boolean(b.email), { message: 'INVALID_INPUT_PARAMS', path: ['email'] });
export type AdminCreateOrderBody = z.input<typeof AdminCreateOrderBody>;

/** A note, and/or a status reached through the order transition table (PAID records the money received, CANCELLED releases the holds). */
export const AdminUpdateOrderBody = z
  .object({
    note: Note.nullable().optional(),
    status: OrderStatus.schema.optional(),
    /** How the money was received, when marking PAID. */
    method: PaymentMethod.schema.optional(),
  })
  .refine((b) => b.note !== undefined || b.status !== undefined, { message: 'INVALID_INPUT_PARAMS', path: ['status'] });
export type AdminUpdateOrderBody = z.infer<typeof AdminUpdateOrderBody>;

export const AdminProductItemsQuery = PageQuery.extend({
  /** Event or calendar title, tier name, or host name. */
  search: z.string().trim().max(100).optional(),
  /** Only this kind (a kind the server does not sell lists nothing). */
  type: ProductItemType.schema.optional(),
});
export type AdminProductItemsQuery = z.infer<typeof AdminProductItemsQuery>;

export const AdminOrderUploadAccepted = z.object({ jobId: z.string(), queue: z.literal(ADMIN_ORDER_UPLOAD_QUEUE), rows: z.number().int() });
export type AdminOrderUploadAccepted = z.infer<typeof AdminOrderUploadAccepted>;

export const AdminOrderUploadRowResult = z.object({
  /** The line of the file (the header is line 1). */
  row: z.number().int(),
  email: z.string().nullable(),
  productItemId: z.string().nullable(),
  status: z.enum(['CREATED', 'REFUSED']),
  orderId: z.uuid().nullable(),
  orderCode: z.string().nullable(),
  code: z.string().nullable(),
  reason: z.string().nullable(),
});
export type AdminOrderUploadRowResult = z.infer<typeof AdminOrderUploadRowResult>;

export const AdminOrderUploadResult = z.object({
  total: z.number().int(),
  created: z.number().int(),
  refused: z.number().int(),
  rows: z.array(AdminOrderUploadRowResult),
});
export type AdminOrderUploadResult = z.infer<typeof AdminOrderUploadResult>;

/** The admin records the VAT invoice issued for an order's request (its number, as on the e-invoice). */
export const IssueInvoiceBody = z.object({ invoiceNumber: z.string().trim().min(1, 'INVALID_INPUT_PARAMS').max(50, 'INVALID_INPUT_PARAMS') });
export type IssueInvoiceBody = z.infer<typeof IssueInvoiceBody>;
