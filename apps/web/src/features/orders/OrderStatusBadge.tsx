import type { OrderDto } from '@market/contract';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { m } from '../../lib/messages';

const tones: Record<OrderDto['status'], BadgeTone> = {
  PENDING: 'warning',
  PENDING_UPGRADE: 'warning',
  PAID: 'success',
  FAILED: 'danger',
  CANCELLED: 'neutral',
  REFUNDED: 'brand',
};

export function OrderStatusBadge({ status }: { status: OrderDto['status'] }) {
  return <Badge tone={tones[status]}>{m.orders.statuses[status] ?? status}</Badge>;
}
