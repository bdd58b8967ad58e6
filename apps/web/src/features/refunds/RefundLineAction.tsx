import type { OrderDto, OrderItemDto } from '@market/contract';
import { Link } from 'react-router';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { m } from '../../lib/messages';
import { useRefundsOfLines } from './api';
import { RefundRequestDialog } from './RefundRequestDialog';
import { RefundStatusBadge } from './RefundStatusBadge';

const t = m.refunds;

/**
 * Under a line of the buyer's order: "Yêu cầu hoàn tiền" when the line can be refunded, why not when
 * it no longer can (used, started), or where its request stands (with a link to the buyer's refunds).
 */
export function RefundLineAction({ order, item }: { order: OrderDto; item: OrderItemDto }) {
  const [open, setOpen] = useState(false);
  const refunds = useRefundsOfLines();
  if (item.refundedAt) return <Badge tone="neutral">{t.refunded}</Badge>;
  // Newest first: the line's latest request decides (a rejected one may be asked again).
  const latest = refunds.data?.data.find((refund) => refund.orderItemId === item.id);
  const ongoing = latest && (latest.approval === 'PENDING' || latest.approval === 'APPROVED');
  if (ongoing) {
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <RefundStatusBadge refund={latest} />
        <Link to="/me/refunds" className="text-[13px] font-medium text-brand-700 hover:underline">
          {t.viewRequests}
        </Link>
      </span>
    );
  }
  // The server's one rule (paid, not refunded, not free, not started, not used), sent with the line, and why not.
  if (!item.refundable) return item.refundRefusal ? <p className="text-[13px] text-muted">{item.refundRefusal}</p> : null;
  if (refunds.isPending) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t.requestOf(item.subtitle ? `${item.title} – ${item.subtitle}` : item.title)}
        onClick={() => setOpen(true)}
      >
        {t.request}
      </Button>
      {open ? <RefundRequestDialog order={order} item={item} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
