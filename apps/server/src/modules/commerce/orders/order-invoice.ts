import type { InvoiceRequestBody, InvoiceRequestDto } from '@market/contract';
import type { NewOrderRow, OrderRow } from './orders.repository.js';

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
