import { IdParam, paged } from '../schemas/common.js';
import {
  AdminHostProfileDetailDto,
  AdminHostProfileDto,
  AdminHostProfilesQuery,
  ApproveHostsBody,
  ApproveHostsResult,
  HostApplicationBody,
  HostApplicationDto,
  HostApplicationStatusDto,
  RejectHostsBody,
  RejectHostsResult,
} from '../schemas/hosts.js';
import { call } from './call.js';

export const hostCalls = {
  submit: call({ method: 'POST', path: '/api/v1/users/register-host', access: 'user', body: HostApplicationBody, response: HostApplicationDto, status: 201 }),
  resubmit: call({ method: 'PATCH', path: '/api/v1/users/resubmit-host', access: 'user', body: HostApplicationBody, response: HostApplicationDto }),
  getMine: call({ method: 'GET', path: '/api/v2/users/register-host', access: 'user', response: HostApplicationDto }),
  /** A first application, or a rejected one sent again. */
  submitOrResubmit: call({
    method: 'POST',
    path: '/api/v2/users/register-host',
    access: 'user',
    body: HostApplicationBody,
    response: HostApplicationDto,
    status: 201,
  }),
  status: call({ method: 'GET', path: '/api/v2/users/register-host/status', access: 'user', response: HostApplicationStatusDto }),

  list: call({
    method: 'GET',
    path: '/api/v1/admin/users/host-profiles',
    access: 'admin',
    query: AdminHostProfilesQuery,
    response: paged(AdminHostProfileDto),
  }),
  get: call({ method: 'GET', path: '/api/v1/admin/users/host-profiles/:id', access: 'admin', params: IdParam, response: AdminHostProfileDetailDto }),
  approve: call({ method: 'PATCH', path: '/api/v1/admin/users/approve', access: 'admin', body: ApproveHostsBody, response: ApproveHostsResult }),
  reject: call({ method: 'PATCH', path: '/api/v1/admin/users/reject', access: 'admin', body: RejectHostsBody, response: RejectHostsResult }),
} as const;
