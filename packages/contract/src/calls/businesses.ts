import { BusinessBody, BusinessDto, BusinessListQuery, SlugParam, UpdateBusinessBody } from '../schemas/catalogue.js';
import { IdParam, OkResponse, paged } from '../schemas/common.js';
import { call } from './call.js';

export const businessCalls = {
  create: call({ method: 'POST', path: '/api/v1/businesses', access: 'admin', body: BusinessBody, response: BusinessDto, status: 201 }),
  list: call({ method: 'GET', path: '/api/v1/businesses', access: 'public', query: BusinessListQuery, response: paged(BusinessDto) }),
  get: call({ method: 'GET', path: '/api/v1/businesses/get-by-id/:id', access: 'public', params: IdParam, response: BusinessDto }),
  getBySlug: call({ method: 'GET', path: '/api/v1/businesses/:slug', access: 'public', params: SlugParam, response: BusinessDto }),
  update: call({ method: 'PATCH', path: '/api/v1/businesses/:id', access: 'admin', params: IdParam, body: UpdateBusinessBody, response: BusinessDto }),
  remove: call({ method: 'DELETE', path: '/api/v1/businesses/:id', access: 'admin', params: IdParam, response: OkResponse }),
} as const;
