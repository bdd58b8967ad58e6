import type { InvoiceRequestBody, InvoiceRequestDto } from '@market/contract';
import type { OrderStatus } from './order-status.js';
import type { NewOrderRow, OrderRow } from './orders.repository.js';

/** An invoice records a sale that happened: a paid order, or one refunded since (it was paid first). */
const INVOICEABLE_STATUSES: readonly OrderStatus[] = ['PAID', 'REFUNDED'];

/**
 * A VAT invoice asked for at checkout, kept on the order's row (orders.table.ts: all four columns or
 * none; the number and the time once an admin issued it).
 */
export function invoiceColumns(body: InvoiceRequestBody | undefined): Partial<NewOrderRow> {
  if (!body) return {};
  return { invoiceCompanyName: body.companyName, invoiceTaxCode: body.taxCode, invoiceAddress: body.companyAddress, invoiceEmail: body.email };
}

/** The order's invoice request as the buyer, its hosts and admins see it; null when none was asked for. */
export function invoiceDtoOf(
  o: Pick<OrderRow, 'invoiceCompanyName' | 'invoiceTaxCode' | 'invoiceAddress' | 'invoiceEmail' | 'invoiceNumber' | 'invoiceIssuedAt'>,
): InvoiceRequestDto | null {
  if (!o.invoiceTaxCode) return null;
  return {
    companyName: o.invoiceCompanyName ?? '',
    taxCode: o.invoiceTaxCode,
    companyAddress: o.invoiceAddress ?? '',
    email: o.invoiceEmail ?? '',
    status: o.invoiceIssuedAt ? 'ISSUED' : 'REQUESTED',
    invoiceNumber: o.invoiceNumber,
    issuedAt: o.invoiceIssuedAt?.toISOString() ?? null,
  };
}

/**
 * Why the admin cannot record (or correct) this order's invoice now, or null when they can: the issue
 * route refuses with it, and the console's `issueInvoice` action is its absence, so the web never
 * re-derives the rule.
 */
export function invoiceRefusal(o: Pick<OrderRow, 'invoiceTaxCode' | 'paidAt' | 'status'>): 'INVOICE_NOT_REQUESTED' | 'INVOICE_NOT_ISSUABLE' | null {
  if (!o.invoiceTaxCode) return 'INVOICE_NOT_REQUESTED';
  if (!o.paidAt || !INVOICEABLE_STATUSES.includes(o.status as OrderStatus)) return 'INVOICE_NOT_ISSUABLE';
  return null;
}
