import { z } from 'zod';
import { BookingStatus, OrderItemStatus, OrderStatus, PaymentMethod, PaymentProvider, PaymentStatus, ProductItemType, RefundStatus } from '../enums.js';
import { Email, PageQuery } from './common.js';

/**
 * Carts, quotations, orders and payments. A product item is a (type, id) pair (spec 3.3): a TICKET_TIER
 * id is a ticket tier's id, a CALENDAR_FRAME id a calendar frame's id. Money is an integer of VND.
 */
const Vnd = z.number().int();
export const MAX_QUANTITY = 50;
export const Quantity = z.coerce.number().int('INVALID_INPUT_PARAMS').min(1, 'INVALID_INPUT_PARAMS').max(MAX_QUANTITY, 'INVALID_INPUT_PARAMS');

export const ProductItemRef = z.object({ productItemType: ProductItemType.schema, productItemId: z.uuid() });
export type ProductItemRef = z.infer<typeof ProductItemRef>;
export const ProductItemLine = ProductItemRef.extend({ quantity: Quantity.default(1) });
export type ProductItemLine = z.infer<typeof ProductItemLine>;

export const HostChip = z.object({ id: z.uuid(), fullName: z.string(), username: z.string().nullable(), avatar: z.string().nullable() });
export type HostChip = z.infer<typeof HostChip>;

/** What a product item is, as a buyer sees it in a cart, a quotation or an order. */
export const ProductItemSummary = ProductItemRef.extend({
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string().nullable(),
  /** Where the product lives on the site, e.g. /events/hoi-thao-ai. */
  link: z.string().nullable(),
  host: HostChip,
  unitPrice: Vnd,
  /** How many more can be bought right now (null: unlimited). */
  available: z.number().int().nullable(),
  maxPerOrder: z.number().int(),
  /** When it happens (session or frame start), if it does. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type ProductItemSummary = z.infer<typeof ProductItemSummary>;

/** Why a line cannot be bought as it stands (INVALID_PRODUCT_ITEM, TICKET_SOLDE_OUT...), or null. */
export const LineProblem = z.object({ code: z.string(), message: z.string() }).nullable();

// --- Carts (v1 and v2) ---
export const AddToCartBody = ProductItemLine;
export type AddToCartBody = z.infer<typeof AddToCartBody>;
export const UpdateCartItemBody = z.object({ quantity: Quantity });
export type UpdateCartItemBody = z.infer<typeof UpdateCartItemBody>;

export const CartItemDto = z.object({
  id: z.uuid(),
  quantity: z.number().int(),
  product: ProductItemSummary,
  /** unitPrice × quantity, before any discount. */
  subtotal: Vnd,
  problem: LineProblem,
  addedAt: z.string(),
});
export type CartItemDto = z.infer<typeof CartItemDto>;
/** The cart grouped by host for display; one checkout pays lines of several hosts in one order. */
export const CartGroupDto = z.object({ host: HostChip, items: z.array(CartItemDto), subtotal: Vnd });
export type CartGroupDto = z.infer<typeof CartGroupDto>;
export const CartDto = z.object({ groups: z.array(CartGroupDto), count: z.number().int(), subtotal: Vnd });
export type CartDto = z.infer<typeof CartDto>;
/** v1 lists the cart flat. */
export const CartListDto = z.object({ data: z.array(CartItemDto), count: z.number().int(), subtotal: Vnd });
export type CartListDto = z.infer<typeof CartListDto>;
export const CartCountDto = z.object({ count: z.number().int() });

// --- Quotation ---
export const VoucherCode = z
  .string()
  .trim()
  .min(3, 'INVALID_VOUCHER')
  .max(40, 'INVALID_VOUCHER')
  .regex(/^[A-Za-z0-9_-]+$/, 'INVALID_VOUCHER')
  .transform((v) => v.toUpperCase());

/** Either explicit lines or cart items by id; a voucher code is optional. */
export const QuotationBody = z
  .object({
    items: z.array(ProductItemLine).max(50).optional(),
    cartItemIds: z.array(z.uuid()).max(50).optional(),
    voucherCode: VoucherCode.optional(),
  })
  .refine((b) => (b.items?.length ?? 0) + (b.cartItemIds?.length ?? 0) > 0, { message: 'NO_ITEM_PURCHASED', path: ['items'] });
export type QuotationBody = z.infer<typeof QuotationBody>;

export const QuotationLineDto = z.object({
  product: ProductItemSummary,
  quantity: z.number().int(),
  subtotal: Vnd,
  discountAmount: Vnd,
  voucherAmount: Vnd,
  total: Vnd,
  discount: z.object({ id: z.uuid(), name: z.string(), type: z.string(), value: z.number().int() }).nullable(),
  problem: LineProblem,
});
export type QuotationLineDto = z.infer<typeof QuotationLineDto>;
export const QuotationDto = z.object({
  lines: z.array(QuotationLineDto),
  subtotal: Vnd,
  discountTotal: Vnd,
  voucherTotal: Vnd,
  total: Vnd,
  currency: z.literal('VND'),
  voucher: z.object({ code: z.string(), name: z.string(), type: z.string(), value: z.number().int(), amount: Vnd }).nullable(),
  /** Why the voucher typed does not apply (VOUCHER_EXPIRED...), with its message; null when it applies or none was typed. */
  voucherProblem: LineProblem,
  /** True when every line can be bought as quoted. */
  purchasable: z.boolean(),
});
export type QuotationDto = z.infer<typeof QuotationDto>;

// --- Orders ---
export const CheckoutProvider = z.enum([...PaymentProvider.values]);
/** A Vietnamese tax code (mã số thuế): 10 digits, or 10 digits, "-" and 3 digits for a branch. */
export const TAX_CODE_PATTERN = /^\d{10}(-\d{3})?$/;
export const TaxCode = z.string().trim().regex(TAX_CODE_PATTERN, 'INVALID_TAX_CODE');

/** A VAT invoice asked for at checkout: the company billed and where the invoice is sent. */
export const InvoiceRequestBody = z.object({
  companyName: z.string().trim().min(2, 'INVALID_INVOICE_REQUEST').max(200, 'INVALID_INVOICE_REQUEST'),
  taxCode: TaxCode,
  companyAddress: z.string().trim().min(5, 'INVALID_INVOICE_REQUEST').max(300, 'INVALID_INVOICE_REQUEST'),
  email: Email,
});
export type InvoiceRequestBody = z.infer<typeof InvoiceRequestBody>;
export const InvoiceStatus = z.enum(['REQUESTED', 'ISSUED']);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;
/** The invoice request of an order: what was asked, and its number once an admin issued it. */
export const InvoiceRequestDto = InvoiceRequestBody.extend({
  status: InvoiceStatus,
  invoiceNumber: z.string().nullable(),
  issuedAt: z.string().nullable(),
});
export type InvoiceRequestDto = z.infer<typeof InvoiceRequestDto>;

export const CheckoutBody = z
  .object({
    items: z.array(ProductItemLine).max(50).optional(),
    cartItemIds: z.array(z.uuid()).max(50).optional(),
    voucherCode: VoucherCode.optional(),
    /** Ignored for a free order. */
    provider: CheckoutProvider.default('VNPAY'),
    method: PaymentMethod.schema.optional(),
    /** An affiliate's code remembered from the visit. */
    referrerCode: z.string().trim().min(1).max(64).optional(),
    /** A note for the host (calendar bookings). */
    note: z.string().trim().max(1000).optional(),
    /** A VAT invoice for a company (optional). */
    invoice: InvoiceRequestBody.optional(),
  })
  .refine((b) => (b.items?.length ?? 0) + (b.cartItemIds?.length ?? 0) > 0, { message: 'NO_ITEM_PURCHASED', path: ['items'] });
export type CheckoutBody = z.infer<typeof CheckoutBody>;

export const PaymentDto = z.object({
  id: z.uuid(),
  provider: z.string(),
  method: z.string().nullable(),
  amount: Vnd,
  currency: z.literal('VND'),
  status: PaymentStatus.schema,
  /** Where to send the buyer to pay (a provider's page, or our sandbox page). */
  payUrl: z.string().nullable(),
  resultCode: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PaymentDto = z.infer<typeof PaymentDto>;

/**
 * Money a provider confirmed for an order that the order did not take (paid twice; paid after the
 * order ended, e.g. a late App Store purchase), told beside the order's own payment with the refund
 * that sends it back, so an order never reads as paid by it.
 */
export const OwedBackDto = z.object({
  paymentId: z.uuid(),
  provider: z.string(),
  amount: Vnd,
  paidAt: z.string().nullable(),
  refundId: z.uuid(),
  refundStatus: RefundStatus.schema,
});
export type OwedBackDto = z.infer<typeof OwedBackDto>;

export const OrderItemDto = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  productItemType: ProductItemType.schema,
  productItemId: z.uuid(),
  eventId: z.uuid().nullable(),
  calendarId: z.uuid().nullable(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** Where the product lives on the site, e.g. /events/hoi-thao-ai. */
  link: z.string().nullable(),
  host: HostChip,
  unitPrice: Vnd,
  quantity: z.number().int(),
  discountAmount: Vnd,
  voucherAmount: Vnd,
  total: Vnd,
  status: OrderItemStatus.schema,
  bookingStatus: BookingStatus.schema.nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /**
   * The buyer may ask for this line's money back now, by the server's one rule (paid, not refunded, not
   * free, not started, not used: a downloaded e-book, a started course, a checked-in ticket, a combo
   * holding one; a digital item within its days). Lists of lines outside their order say false.
   */
  refundable: z.boolean(),
  /** Why a paid line can no longer be refunded, as the buyer is told (null when it can, or when no refund applies: unpaid, refunded, free). */
  refundRefusal: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderItemDto = z.infer<typeof OrderItemDto>;

export const OrderDto = z.object({
  id: z.uuid(),
  code: z.string(),
  userId: z.uuid(),
  status: OrderStatus.schema,
  subtotal: Vnd,
  discountTotal: Vnd,
  voucherTotal: Vnd,
  total: Vnd,
  currency: z.literal('VND'),
  voucherCode: z.string().nullable(),
  provider: z.string().nullable(),
  method: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  items: z.array(OrderItemDto),
  /** The order's own latest payment attempt (money it did not take is in `owedBack`, never here). */
  payment: PaymentDto.nullable(),
  /** Money received that the order did not take, each going back through its refund (oldest first). */
  owedBack: z.array(OwedBackDto),
  /** The VAT invoice asked for at checkout, if any. */
  invoice: InvoiceRequestDto.nullable(),
});
export type OrderDto = z.infer<typeof OrderDto>;

/** An order in a list: the lines' titles are enough. */
export const OrderSummaryDto = OrderDto.omit({ items: true }).extend({ itemCount: z.number().int(), titles: z.array(z.string()) });
export type OrderSummaryDto = z.infer<typeof OrderSummaryDto>;

export const OrdersQuery = PageQuery.extend({ status: OrderStatus.schema.optional() });
export type OrdersQuery = z.infer<typeof OrdersQuery>;

export const OrderProductParams = z.object({ type: ProductItemType.schema, id: z.uuid() });

// --- Payments ---
export const RetryPaymentBody = z.object({ orderId: z.uuid(), provider: CheckoutProvider.optional(), method: PaymentMethod.schema.optional() });
export type RetryPaymentBody = z.infer<typeof RetryPaymentBody>;

export const PayoutChannelDto = z.object({
  provider: CheckoutProvider,
  name: z.string(),
  description: z.string(),
  methods: z.array(PaymentMethod.schema),
  /** Web checkout offers it (Apple in-app purchase is for the mobile app only). */
  web: z.boolean(),
  sandbox: z.boolean(),
});
export type PayoutChannelDto = z.infer<typeof PayoutChannelDto>;
export const PayoutChannelsDto = z.object({ data: z.array(PayoutChannelDto) });
