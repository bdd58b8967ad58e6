import { AffiliateTrackingBody } from '../schemas/affiliates.js';
import {
  AdminCreateOrderBody,
  AdminOrderDto,
  AdminOrderSummaryDto,
  AdminOrderUploadAccepted,
  AdminOrdersQuery,
  IssueInvoiceBody,
  AdminProductItemsQuery,
  AdminUpdateOrderBody,
} from '../schemas/admin-orders.js';
import { IdParam, OkResponse, paged } from '../schemas/common.js';
import { ProductItemSummary } from '../schemas/commerce.js';
import { CheckPurchasesBody, MyPaymentsBody, PaymentRecordDto, PurchaseChecksDto } from '../schemas/purchases.js';
import { ReportBody, ReportDto, TodayReportDto } from '../schemas/reports.js';
import { call } from './call.js';

/** v1 /admin/order: the admin's orders console. */
export const adminOrderCalls = {
  list: call({ method: 'GET', path: '/api/v1/admin/order', access: 'admin', query: AdminOrdersQuery, response: paged(AdminOrderSummaryDto) }),
  create: call({ method: 'POST', path: '/api/v1/admin/order', access: 'admin', body: AdminCreateOrderBody, response: AdminOrderDto, status: 201 }),
  productItems: call({
    method: 'GET',
    path: '/api/v1/admin/order/product-items',
    access: 'admin',
    query: AdminProductItemsQuery,
    response: paged(ProductItemSummary),
  }),
  get: call({ method: 'GET', path: '/api/v1/admin/order/:id', access: 'admin', params: IdParam, response: AdminOrderDto }),
  update: call({ method: 'PATCH', path: '/api/v1/admin/order/:id', access: 'admin', params: IdParam, body: AdminUpdateOrderBody, response: AdminOrderDto }),
  remove: call({ method: 'DELETE', path: '/api/v1/admin/order/:id', access: 'admin', params: IdParam, status: 204 }),
  /** Not in the spec: the VAT invoice asked for at checkout is recorded as issued, with its number. */
  issueInvoice: call({
    method: 'PUT',
    path: '/api/v1/admin/order/:id/invoice',
    access: 'admin',
    params: IdParam,
    body: IssueInvoiceBody,
    response: AdminOrderDto,
  }),
  upload: call({ method: 'POST', path: '/api/v1/admin/order/upload', access: 'admin', multipart: true, response: AdminOrderUploadAccepted, status: 202 }),
} as const;

export const reportCalls = {
  summary: call({ method: 'POST', path: '/api/reports', access: 'admin', body: ReportBody, response: ReportDto }),
  today: call({ method: 'GET', path: '/api/reports/today', access: 'admin', response: TodayReportDto }),
} as const;

export const affiliateCalls = {
  track: call({ method: 'POST', path: '/api/v2/affiliate/tracking', access: 'public', body: AffiliateTrackingBody, response: OkResponse, status: 201 }),
} as const;

/** A person's payments and what they already own, read from the commerce ledger. */
export const purchaseCalls = {
  myPayments: call({ method: 'POST', path: '/api/v1/users/payments', access: 'user', body: MyPaymentsBody, response: paged(PaymentRecordDto) }),
  checkPurchases: call({ method: 'POST', path: '/api/v1/users/payments/check', access: 'user', body: CheckPurchasesBody, response: PurchaseChecksDto }),
} as const;
