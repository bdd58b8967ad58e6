import { IdParam, OkResponse } from '../schemas/common.js';
import {
  AdminMembershipListQuery,
  MembershipBody,
  MembershipDto,
  MembershipListQuery,
  MembershipPage,
  MembershipRegisteredExportQuery,
  MembershipRegisteredQuery,
  MembershipSearchQuery,
  MembershipSubscriberPage,
} from '../schemas/memberships.js';
import { call } from './call.js';

/** Membership plans (spec 7.11): the public pricing reads and the admins' editor. */
export const membershipCalls = {
  /** Active plans, the main one first, then by name. */
  list: call({ method: 'GET', path: '/api/v1/memberships', access: 'public', query: MembershipListQuery, response: MembershipPage }),
  search: call({ method: 'GET', path: '/api/v1/memberships/search', access: 'public', query: MembershipSearchQuery, response: MembershipPage }),
  /** The main plan (else the default one): what the pricing page puts forward. */
  main: call({ method: 'GET', path: '/api/v1/memberships/main', access: 'public', response: MembershipDto }),
  /** An active plan; admins also see an inactive one. */
  get: call({ method: 'GET', path: '/api/v1/memberships/:id', access: 'public', params: IdParam, response: MembershipDto }),

  adminList: call({ method: 'GET', path: '/api/v1/admin/memberships', access: 'admin', query: AdminMembershipListQuery, response: MembershipPage }),
  create: call({ method: 'POST', path: '/api/v1/admin/memberships', access: 'admin', body: MembershipBody, response: MembershipDto, status: 201 }),
  update: call({ method: 'PUT', path: '/api/v1/admin/memberships/:id', access: 'admin', params: IdParam, body: MembershipBody, response: MembershipDto }),
  remove: call({ method: 'DELETE', path: '/api/v1/admin/memberships/:id', access: 'admin', params: IdParam, response: OkResponse }),
  switchStatus: call({ method: 'PATCH', path: '/api/v1/admin/memberships/:id/switch-status', access: 'admin', params: IdParam, response: MembershipDto }),
  registered: call({
    method: 'GET',
    path: '/api/v1/admin/memberships/:id/registered',
    access: 'admin',
    params: IdParam,
    query: MembershipRegisteredQuery,
    response: MembershipSubscriberPage,
  }),
  /** A CSV (UTF-8 with BOM) or XLSX file of the same list. */
  exportRegistered: call({
    method: 'GET',
    path: '/api/v1/admin/memberships/:id/registered/export',
    access: 'admin',
    params: IdParam,
    query: MembershipRegisteredExportQuery,
  }),
} as const;
