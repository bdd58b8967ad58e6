import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BookingStatus, OrderItemStatus, OrderStatus } from '@market/contract';
import { isOneOf } from '../../../platform/db/checks.js';
import { users } from '../../identity/users/users.table.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const vnd = (name: string) => bigint(name, { mode: 'number' });

/**
 * An order: what a buyer asked for, at which prices, and where its payment stands. Amounts are VND
 * and frozen at checkout; `total = subtotal − discountTotal − voucherTotal`, never below 0.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown to people and sent to providers as the merchant reference: DH + 10 upper-case letters/digits. */
    code: text('code').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Order status (spec 3.4), moved only by the order transition table. */
    status: text('status').notNull().default('PENDING'),
    subtotal: vnd('subtotal').notNull(),
    discountTotal: vnd('discount_total').notNull().default(0),
    voucherTotal: vnd('voucher_total').notNull().default(0),
    total: vnd('total').notNull(),
    currency: text('currency').notNull().default('VND'),
    voucherId: uuid('voucher_id'),
    voucherCode: text('voucher_code'),
    provider: text('provider'),
    method: text('method'),
    /** Until when the holds of a PENDING order are kept. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    referrerCode: text('referrer_code'),
    /** Set when an admin recorded the order for the buyer (bank transfer, invoice, bulk upload). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    /**
     * A VAT invoice the buyer asked for at checkout (all four or none): the company, its tax code
     * (MST), its address and where to send the invoice; the admin records its number once issued.
     */
    invoiceCompanyName: text('invoice_company_name'),
    invoiceTaxCode: text('invoice_tax_code'),
    invoiceAddress: text('invoice_address'),
    invoiceEmail: text('invoice_email'),
    invoiceNumber: text('invoice_number'),
    invoiceIssuedAt: timestamp('invoice_issued_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_code_key').on(t.code),
    // The admin's "asked for a VAT invoice" filter.
    index('orders_invoice_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.invoiceTaxCode} is not null`),
    check(
      'orders_invoice_check',
      sql`(${t.invoiceTaxCode} is null) = (${t.invoiceCompanyName} is null) and (${t.invoiceTaxCode} is null) = (${t.invoiceAddress} is null) and (${t.invoiceTaxCode} is null) = (${t.invoiceEmail} is null) and (${t.invoiceIssuedAt} is null) = (${t.invoiceNumber} is null) and (${t.invoiceNumber} is null or ${t.invoiceTaxCode} is not null)`,
    ),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_idx').on(t.status, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc()),
    // The expiry job finds pending orders whose holds ran out.
    index('orders_pending_expiry_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'PENDING'`),
    check('orders_amounts_check', sql`${t.subtotal} >= 0 and ${t.discountTotal} >= 0 and ${t.voucherTotal} >= 0 and ${t.total} >= 0`),
    check('orders_status_check', isOneOf(t.status, OrderStatus.values)),
  ],
);

/**
 * One line of an order: a product item (spec 3.3 type + id) with its quantity and frozen prices. While
 * the order is pending the line *is* the hold (status HOLDING); payment turns it into SUCCESS.
 * `hostId`, `eventId` and `calendarId` are copied in so host lists need no joins through products.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    productId: uuid('product_id').notNull(),
    /**
     * What the product belongs to, as its type says (EVENT, CALENDAR, a course...): the one link from
     * a line to its parent whatever the type. `eventId`/`calendarId` repeat it for the lists that read them.
     */
    parentType: text('parent_type'),
    parentId: uuid('parent_id'),
    /** TICKET_TIER: the event; CALENDAR_FRAME: the calendar. */
    eventId: uuid('event_id'),
    calendarId: uuid('calendar_id'),
    title: text('title').notNull(),
    /** e.g. the tier name or the frame's time, shown under the title. */
    subtitle: text('subtitle'),
    /** Where the product lives on the site (/events/<slug>, /calendars/<id>), frozen like the title. */
    link: text('link'),
    unitPrice: vnd('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    discountId: uuid('discount_id'),
    discountAmount: vnd('discount_amount').notNull().default(0),
    voucherAmount: vnd('voucher_amount').notNull().default(0),
    total: vnd('total').notNull(),
    /** Order item status (spec 3.4): HOLDING | SUCCESS | CANCELED. */
    status: text('status').notNull().default('HOLDING'),
    /** Calendar frames only: the booking's approval status (HOLDING → PENDING → APPROVED | REJECTED, CANCELED). */
    bookingStatus: text('booking_status'),
    bookingNote: text('booking_note'),
    /** Set when a refund of this line succeeded. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** When the product happens (session or frame start), for "upcoming" lists. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_user_idx').on(t.userId, t.productType, t.createdAt.desc()),
    index('order_items_product_idx').on(t.productType, t.productId, t.status),
    index('order_items_host_idx').on(t.hostId, t.productType, t.createdAt.desc()),
    index('order_items_event_idx')
      .on(t.eventId, t.status)
      .where(sql`${t.eventId} is not null`),
    index('order_items_calendar_idx')
      .on(t.calendarId, t.status)
      .where(sql`${t.calendarId} is not null`),
    index('order_items_parent_idx')
      .on(t.parentType, t.parentId, t.status)
      .where(sql`${t.parentId} is not null`),
    index('order_items_created_idx').on(t.createdAt.desc()),
    check(
      'order_items_amounts_check',
      sql`${t.unitPrice} >= 0 and ${t.quantity} > 0 and ${t.total} >= 0 and ${t.discountAmount} >= 0 and ${t.voucherAmount} >= 0`,
    ),
    check('order_items_status_check', isOneOf(t.status, OrderItemStatus.values)),
    check('order_items_booking_status_check', sql`${t.bookingStatus} is null or ${isOneOf(t.bookingStatus, BookingStatus.values)}`),
  ],
);

/** Who referred a visitor (affiliate code), and the orders it led to. */
export const affiliateVisits = pgTable(
  'affiliate_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
    landingPath: text('landing_path'),
    productType: text('product_type'),
    productId: uuid('product_id'),
    meta: jsonb('meta'),
    createdAt: createdAt(),
  },
  (t) => [index('affiliate_visits_code_idx').on(t.code, t.createdAt.desc()), index('affiliate_visits_user_idx').on(t.userId, t.createdAt.desc())],
);
