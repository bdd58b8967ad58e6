import { IdParam, paged } from '../schemas/common.js';
import {
  AdminLayoffRequestDetailDto,
  AdminLayoffRequestDto,
  AdminLayoffRequestsQuery,
  CreateLayoffRequestBody,
  LayoffRequestDetailDto,
  UpdateLayoffRequestStatusBody,
} from '../schemas/layoff-requests.js';
import { call } from './call.js';

/** Layoff discount requests: a person asks with proof; admins approve (granting a discount) or reject. */
export const layoffRequestCalls = {
  create: call({
    method: 'POST',
    path: '/api/v1/layoff-discount-requests',
    access: 'user',
    body: CreateLayoffRequestBody,
    response: LayoffRequestDetailDto,
    status: 201,
  }),
  latest: call({ method: 'GET', path: '/api/v1/layoff-discount-requests/latest', access: 'user', response: LayoffRequestDetailDto }),
  latestRejected: call({ method: 'GET', path: '/api/v1/layoff-discount-requests/latest-rejected', access: 'user', response: LayoffRequestDetailDto }),
  adminList: call({
    method: 'GET',
    path: '/api/v1/admin/layoff-discount-requests',
    access: 'admin',
    query: AdminLayoffRequestsQuery,
    response: paged(AdminLayoffRequestDto),
  }),
  adminGet: call({
    method: 'GET',
    path: '/api/v1/admin/layoff-discount-requests/:id',
    access: 'admin',
    params: IdParam,
    response: AdminLayoffRequestDetailDto,
  }),
  setStatus: call({
    method: 'PATCH',
    path: '/api/v1/admin/layoff-discount-requests/:id/status',
    access: 'admin',
    params: IdParam,
    body: UpdateLayoffRequestStatusBody,
    response: AdminLayoffRequestDetailDto,
  }),
} as const;
