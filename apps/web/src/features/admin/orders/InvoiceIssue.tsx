import { IssueInvoiceBody, type AdminOrderDto, type InvoiceRequestDto } from '@market/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { cm } from '../../../lib/console-messages';
import { toast } from '../../../lib/toast';
import { InvoiceRequestInfo } from '../../orders/InvoiceRequestInfo';
import { adminOrdersApi, useOrdersMutation } from './api';

const t = cm.adminOrders.invoice;

/**
 * The buyer's VAT invoice request and the admin's record of the invoice issued (its number; again to
 * correct it), offered only as the server's `actions.issueInvoice` says: the rule is the issue route's.
 */
export function InvoiceIssue({ order, invoice }: { order: Pick<AdminOrderDto, 'id' | 'actions'>; invoice: InvoiceRequestDto }) {
  const [number, setNumber] = useState(invoice.invoiceNumber ?? '');
  const [error, setError] = useState<string | undefined>();
  const issue = useOrdersMutation(adminOrdersApi.issueInvoice);
  const submit = () => {
    const parsed = IssueInvoiceBody.safeParse({ invoiceNumber: number });
    if (!parsed.success) {
      setError(t.numberRequired);
      return;
    }
    issue.mutate({ id: order.id, body: parsed.data }, { onSuccess: () => toast.success(t.issued) });
  };
  return (
    <div className="flex flex-col gap-3">
      <InvoiceRequestInfo invoice={invoice} />
      {order.actions.issueInvoice ? (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Field label={t.number} error={error} className="sm:flex-1">
            <Input
              value={number}
              onChange={(event) => {
                setNumber(event.target.value);
                setError(undefined);
              }}
              maxLength={50}
            />
          </Field>
          <Button type="submit" size="sm" loading={issue.isPending} disabled={invoice.status === 'ISSUED' && number.trim() === invoice.invoiceNumber}>
            {invoice.status === 'ISSUED' ? t.correct : t.markIssued}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-muted">{t.notPaid}</p>
      )}
    </div>
  );
}
