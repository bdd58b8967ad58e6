import type { InvoiceRequestDto } from '@market/contract';
import { Badge } from '../../components/ui/Badge';
import { m } from '../../lib/messages';
import { formatDateTime } from '../../lib/time';

const t = m.orders.invoice;

/** An order's VAT invoice request: the company billed, where the invoice goes, and whether it was issued (its number). */
export function InvoiceRequestInfo({ invoice }: { invoice: InvoiceRequestDto }) {
  const rows: [string, string][] = [
    [t.companyName, invoice.companyName],
    [t.taxCode, invoice.taxCode],
    [t.companyAddress, invoice.companyAddress],
    [t.email, invoice.email],
  ];
  return (
    <div className="flex flex-col gap-3" data-testid="invoice-request">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <InvoiceStatusBadge invoice={invoice} />
        {invoice.invoiceNumber && invoice.issuedAt ? (
          <span className="text-ink-soft">{t.issuedAs(invoice.invoiceNumber, formatDateTime(invoice.issuedAt))}</span>
        ) : null}
      </div>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function InvoiceStatusBadge({ invoice }: { invoice: Pick<InvoiceRequestDto, 'status'> }) {
  return <Badge tone={invoice.status === 'ISSUED' ? 'success' : 'warning'}>{t.statuses[invoice.status]}</Badge>;
}
