import type { RefundDto, UpdateRefundBody } from '@market/contract';
import { m } from '../../../lib/messages';

const t = m.refunds.admin;

export interface ReviewAction {
  key: string;
  label: string;
  body: Omit<UpdateRefundBody, 'note'>;
  tone: 'primary' | 'secondary' | 'danger';
}

const approve: ReviewAction = { key: 'approve', label: t.approve, body: { approval: 'APPROVED' }, tone: 'primary' };
const reject: ReviewAction = { key: 'reject', label: t.reject, body: { approval: 'REJECTED' }, tone: 'danger' };
const transferred: ReviewAction = { key: 'transferred', label: t.markTransferred, body: { status: 'SUCCESS' }, tone: 'primary' };
const failed: ReviewAction = { key: 'failed', label: t.markFailed, body: { status: 'FAILED' }, tone: 'secondary' };
const askInfo: ReviewAction = { key: 'ask-info', label: t.askInfo, body: { status: 'AWAITING_INFO' }, tone: 'secondary' };
const retry: ReviewAction = { key: 'retry', label: t.retry, body: { status: 'PROCESSING' }, tone: 'primary' };

/**
 * The buttons a refund offers the admin, following the server's refund transition table (an action
 * the table refuses is never offered). An AUTO refund succeeds only by the provider's answer.
 */
export function reviewActions(refund: Pick<RefundDto, 'approval' | 'status' | 'mode'>): ReviewAction[] {
  const manual = refund.mode === 'MANUAL';
  const at = `${refund.approval}/${refund.status}`;
  switch (at) {
    case 'PENDING/PENDING':
      return manual ? [approve, askInfo, reject] : [approve, reject];
    case 'PENDING/AWAITING_INFO':
      return [reject];
    case 'APPROVED/PROCESSING':
      return manual ? [transferred, askInfo, failed, reject] : [failed];
    case 'APPROVED/FAILED':
      return manual ? [retry, askInfo, reject] : [retry, reject];
    case 'APPROVED/AWAITING_INFO':
      return [reject];
    default:
      return [];
  }
}
