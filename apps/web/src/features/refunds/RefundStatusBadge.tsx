import type { RefundDto } from '@market/contract';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { m } from '../../lib/messages';

const tones: Record<RefundDto['status'], BadgeTone> = {
  PENDING: 'warning',
  PROCESSING: 'brand',
  SUCCESS: 'success',
  FAILED: 'danger',
  AWAITING_INFO: 'warning',
};

/** Where a refund stands, as the buyer reads it: a rejected request says so rather than "failed". */
export function RefundStatusBadge({ refund }: { refund: Pick<RefundDto, 'status' | 'approval'> }) {
  if (refund.approval === 'REJECTED') return <Badge tone="danger">{m.refunds.approvals.REJECTED}</Badge>;
  return <Badge tone={tones[refund.status]}>{m.refunds.statuses[refund.status] ?? refund.status}</Badge>;
}
