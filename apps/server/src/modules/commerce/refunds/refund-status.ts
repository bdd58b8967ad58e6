import type { RefundApproval as RefundApprovalEnum, RefundMode as RefundModeEnum, RefundStatus as RefundStatusEnum, UpdateRefundBody } from '@market/contract';
import { refundRefusal as timingRefusal } from '../products/refundability.js';

export type RefundStatus = (typeof RefundStatusEnum.values)[number];
export type RefundApproval = (typeof RefundApprovalEnum.values)[number];
export type RefundMode = (typeof RefundModeEnum.values)[number];

/** Where a refund stands: the admin's decision and where the money is. */
export interface RefundState {
  approval: RefundApproval;
  status: RefundStatus;
}

/**
 * APPROVE / REJECT: the admin's decision. ASK_INFO: the admin needs (other) bank details;
 * PROVIDE_INFO: the buyer gives them. CONFIRM_TRANSFER: the admin transferred a MANUAL refund;
 * PROVIDER_OK: the provider gave an AUTO refund back. FAIL: the money could not be sent back;
 * RETRY: the admin tries an approved refund that failed again. WITHDRAW: the buyer takes back a
 * request nobody has decided on yet. PROVIDER_RETURNED: the provider gave the buyer the money back
 * by itself (Apple refunds its buyers on their own request) before our transfer was made, so the
 * refund is done and nothing is transferred twice.
 */
export type RefundAction =
  'APPROVE' | 'REJECT' | 'ASK_INFO' | 'PROVIDE_INFO' | 'CONFIRM_TRANSFER' | 'PROVIDER_OK' | 'FAIL' | 'RETRY' | 'WITHDRAW' | 'PROVIDER_RETURNED';

type Key = `${RefundApproval}/${RefundStatus}`;
interface Edge {
  to: RefundState;
  /** The modes the move exists for (both when absent). */
  modes?: readonly RefundMode[];
}

const state = (approval: RefundApproval, status: RefundStatus): RefundState => ({ approval, status });
// A rejected request is closed without money moving: FAILED, and no longer "open" for the line.
const REJECTED = state('REJECTED', 'FAILED');
// Withdrawn by the buyer: closed the same way, and the line is free for a new request.
const WITHDRAWN = state('CANCELLED', 'FAILED');
const MANUAL = ['MANUAL'] as const;
const AUTO = ['AUTO'] as const;

/**
 * The one table of refund moves. A request starts PENDING/PENDING, or PENDING/AWAITING_INFO when a
 * MANUAL refund has no bank account yet; approval starts the money moving (PROCESSING); SUCCESS is
 * final. Rejecting frees the line for a new request (the open-request index only counts PENDING and
 * APPROVED), so a rejected refund never moves again.
 */
const MOVES: Record<RefundAction, Partial<Record<Key, Edge>>> = {
  APPROVE: { 'PENDING/PENDING': { to: state('APPROVED', 'PROCESSING') } },
  REJECT: {
    'PENDING/PENDING': { to: REJECTED },
    'PENDING/AWAITING_INFO': { to: REJECTED },
    'APPROVED/FAILED': { to: REJECTED },
    'APPROVED/AWAITING_INFO': { to: REJECTED, modes: MANUAL },
    // An AUTO refund in PROCESSING may be moving money at the provider: it is not taken back.
    'APPROVED/PROCESSING': { to: REJECTED, modes: MANUAL },
  },
  ASK_INFO: {
    'PENDING/PENDING': { to: state('PENDING', 'AWAITING_INFO'), modes: MANUAL },
    'APPROVED/PROCESSING': { to: state('APPROVED', 'AWAITING_INFO'), modes: MANUAL },
    'APPROVED/FAILED': { to: state('APPROVED', 'AWAITING_INFO'), modes: MANUAL },
  },
  PROVIDE_INFO: {
    'PENDING/AWAITING_INFO': { to: state('PENDING', 'PENDING'), modes: MANUAL },
    // A correction before the admin decides.
    'PENDING/PENDING': { to: state('PENDING', 'PENDING'), modes: MANUAL },
    // Already approved: the transfer can go ahead with the new account.
    'APPROVED/AWAITING_INFO': { to: state('APPROVED', 'PROCESSING'), modes: MANUAL },
  },
  CONFIRM_TRANSFER: { 'APPROVED/PROCESSING': { to: state('APPROVED', 'SUCCESS'), modes: MANUAL } },
  PROVIDER_OK: { 'APPROVED/PROCESSING': { to: state('APPROVED', 'SUCCESS'), modes: AUTO } },
  FAIL: { 'APPROVED/PROCESSING': { to: state('APPROVED', 'FAILED') } },
  RETRY: { 'APPROVED/FAILED': { to: state('APPROVED', 'PROCESSING') } },
  WITHDRAW: { 'PENDING/PENDING': { to: WITHDRAWN }, 'PENDING/AWAITING_INFO': { to: WITHDRAWN } },
  // Any transfer not made yet (a MANUAL refund): once made (SUCCESS) the money went back twice, which only people can settle.
  PROVIDER_RETURNED: {
    'PENDING/PENDING': { to: state('APPROVED', 'SUCCESS'), modes: MANUAL },
    'PENDING/AWAITING_INFO': { to: state('APPROVED', 'SUCCESS'), modes: MANUAL },
    'APPROVED/AWAITING_INFO': { to: state('APPROVED', 'SUCCESS'), modes: MANUAL },
    'APPROVED/PROCESSING': { to: state('APPROVED', 'SUCCESS'), modes: MANUAL },
    'APPROVED/FAILED': { to: state('APPROVED', 'SUCCESS'), modes: MANUAL },
  },
};

/** The state an action leads to, or null when the action is not allowed from there (for that mode). */
export function nextRefundState(from: RefundState, action: RefundAction, mode: RefundMode): RefundState | null {
  const edge = MOVES[action][`${from.approval}/${from.status}`];
  if (!edge || (edge.modes && !edge.modes.includes(mode))) return null;
  return edge.to;
}

/**
 * What an admin's request asks for, as actions in order (decision first, then the money). Asking for
 * the state the refund is already in asks for nothing, so approving twice does nothing twice. A
 * SUCCESS for an AUTO refund is never the admin's to declare: the provider's answer decides it.
 */
export function adminActions(current: RefundState, body: Pick<UpdateRefundBody, 'approval' | 'status'>, mode: RefundMode): RefundAction[] | null {
  const actions: RefundAction[] = [];
  let approval = current.approval;
  let status = current.status;
  if (body.approval && body.approval !== approval) {
    const action: RefundAction = body.approval === 'APPROVED' ? 'APPROVE' : 'REJECT';
    const next = nextRefundState({ approval, status }, action, mode);
    if (!next) return null;
    actions.push(action);
    ({ approval, status } = next);
  }
  if (body.status && body.status !== status) {
    const action = ({ SUCCESS: mode === 'AUTO' ? null : 'CONFIRM_TRANSFER', FAILED: 'FAIL', AWAITING_INFO: 'ASK_INFO', PROCESSING: 'RETRY' } as const)[
      body.status
    ];
    if (!action || !nextRefundState({ approval, status }, action, mode)) return null;
    actions.push(action);
  }
  return actions;
}

/** What the buyer may still do with their request (sent to the web as flags, so it never re-derives them). */
export interface BuyerRefundRights {
  /** Take the request back: only while nobody has decided, and never a refund the platform opened itself. */
  withdrawable: boolean;
  /** Give or correct the bank account of a MANUAL refund. */
  accountEditable: boolean;
}

export function buyerRefundRights(refund: RefundState & { mode: RefundMode; openedBySystem: boolean }): BuyerRefundRights {
  return {
    withdrawable: !refund.openedBySystem && nextRefundState(refund, 'WITHDRAW', refund.mode) !== null,
    accountEditable: nextRefundState(refund, 'PROVIDE_INFO', refund.mode) !== null,
  };
}

/** What decides whether a line's money can be asked back. */
export interface RefundableLine {
  orderStatus: string;
  status: string;
  refundedAt: Date | null;
  total: number;
  startsAt: Date | null;
}

/**
 * Why a refund of this line cannot be asked for, or null when it can: paid, not refunded yet, with
 * money to give back, and not started. The request refuses with it; the order line's `refundable`
 * flag is its absence, so the web never re-derives the rule.
 */
export function refundRefusal(line: RefundableLine, now: Date): { code: 'REFUND_NOT_ALLOWED' | 'REFUND_FREE_ITEM'; message?: string } | null {
  if (line.orderStatus !== 'PAID' || line.status !== 'SUCCESS')
    return { code: 'REFUND_NOT_ALLOWED', message: 'Chỉ yêu cầu hoàn tiền được cho sản phẩm đã thanh toán.' };
  if (line.refundedAt) return { code: 'REFUND_NOT_ALLOWED', message: 'Sản phẩm này đã được hoàn tiền.' };
  if (line.total === 0) return { code: 'REFUND_FREE_ITEM' };
  // Timing is the product's rule (products/refundability.ts); a line alone tells only its start time.
  const late = timingRefusal({ startsAt: line.startsAt, paidAt: now, grantsLastingAccess: false, consumed: false }, now);
  return late ? { code: 'REFUND_NOT_ALLOWED', message: late } : null;
}

/** How a paid line is refunded (shared with the web, which asks for bank details when MANUAL). */
export { refundModeFor } from '@market/contract';
