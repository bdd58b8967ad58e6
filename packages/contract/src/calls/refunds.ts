import { IdParam, paged } from '../schemas/common.js';
import {
  AdminRefundsQuery,
  CreateRefundBody,
  MyRefundsQuery,
  RefundAccountBody,
  RefundApprovalCounts,
  RefundDto,
  RefundStatusCounts,
  UpdateRefundBody,
} from '../schemas/refunds.js';
import { call } from './call.js';

/** Refund requests: the buyer asks and gives bank details; the admin decides. */
export const refundCalls = {
  create: call({ method: 'POST', path: '/api/v1/refunds', access: 'user', body: CreateRefundBody, response: RefundDto, status: 201 }),
  listMine: call({ method: 'GET', path: '/api/v1/refunds', access: 'user', query: MyRefundsQuery, response: paged(RefundDto) }),
  setAccount: call({ method: 'PUT', path: '/api/v1/refunds/:id/account', access: 'user', params: IdParam, body: RefundAccountBody, response: RefundDto }),
  withdraw: call({ method: 'POST', path: '/api/v1/refunds/:id/withdraw', access: 'user', params: IdParam, response: RefundDto }),
  countByStatus: call({ method: 'GET', path: '/api/v1/refunds/status/count', access: 'admin', response: RefundStatusCounts }),
  countByApproval: call({ method: 'GET', path: '/api/v1/refunds/approval/count', access: 'admin', response: RefundApprovalCounts }),
  listAll: call({ method: 'GET', path: '/api/v1/refunds/all', access: 'admin', query: AdminRefundsQuery, response: paged(RefundDto) }),
  decide: call({ method: 'PUT', path: '/api/v1/refunds/:id', access: 'admin', params: IdParam, body: UpdateRefundBody, response: RefundDto }),
} as const;
