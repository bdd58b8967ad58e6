import { HostCategoryBody, HostCategoryDto, HostCategoryListQuery, SlugParam, UpdateHostCategoryBody } from '../schemas/catalogue.js';
import { IdParam, OkResponse, paged } from '../schemas/common.js';
import { call } from './call.js';

export const hostCategoryCalls = {
  create: call({ method: 'POST', path: '/api/v1/host-categories', access: 'admin', body: HostCategoryBody, response: HostCategoryDto, status: 201 }),
  list: call({ method: 'GET', path: '/api/v1/host-categories', access: 'public', query: HostCategoryListQuery, response: paged(HostCategoryDto) }),
  getBySlug: call({ method: 'GET', path: '/api/v1/host-categories/:slug', access: 'public', params: SlugParam, response: HostCategoryDto }),
  update: call({
    method: 'PATCH',
    path: '/api/v1/host-categories/:id',
    access: 'admin',
    params: IdParam,
    body: UpdateHostCategoryBody,
    response: HostCategoryDto,
  }),
  remove: call({ method: 'DELETE', path: '/api/v1/host-categories/:id', access: 'admin', params: IdParam, response: OkResponse }),
} as const;
