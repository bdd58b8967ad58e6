import {
  BusinessDto, CategoryBusinessParams, CategoryDetailDto, CategoryDto, CategoryHostsBody, CategoryHostsQuery, CategoryListQuery, CreateNestedCategoriesBody,
  CreateNestedCategoriesUnderBody, CreateRootCategoryBody, CreateSubCategoryBody, CreatedCategories, SlugParam, UpdateCategoryBody,
} from '../schemas/catalogue.js';
import { IdParam, OkResponse, paged } from '../schemas/common.js';
import { HostCardDto } from '../schemas/profiles.js';
import { call } from './call.js';

export const categoryCalls = {
  list: call({ method: 'GET', path: '/api/v1/category', access: 'public', query: CategoryListQuery, response: paged(CategoryDto) }),
  getBySlug: call({ method: 'GET', path: '/api/v1/category/slug/:slug', access: 'public', params: SlugParam, response: CategoryDetailDto }),
  get: call({ method: 'GET', path: '/api/v1/category/:id', access: 'public', params: IdParam, response: CategoryDetailDto }),
  hosts: call({ method: 'GET', path: '/api/v1/category/:id/users', access: 'public', params: IdParam, query: CategoryHostsQuery, response: paged(HostCardDto) }),
  createNested: call({ method: 'POST', path: '/api/v1/category/nested', access: 'admin', body: CreateNestedCategoriesBody, response: CreatedCategories, status: 201 }),
  createNestedUnder: call({
    method: 'POST', path: '/api/v1/category/:id/nested', access: 'admin', params: IdParam, body: CreateNestedCategoriesUnderBody, response: CreatedCategories, status: 201,
  }),
  createRoot: call({ method: 'POST', path: '/api/v1/admin/category/root', access: 'admin', body: CreateRootCategoryBody, response: CategoryDto, status: 201 }),
  createSub: call({ method: 'POST', path: '/api/v1/admin/category/sub', access: 'admin', body: CreateSubCategoryBody, response: CategoryDto, status: 201 }),
  assignToBusiness: call({
    method: 'PATCH', path: '/api/v1/admin/category/assign-to-business/:categoryId/:businessId', access: 'admin', params: CategoryBusinessParams, response: BusinessDto,
  }),
  unassignFromBusiness: call({ method: 'PATCH', path: '/api/v1/admin/category/unassign-to-business', access: 'admin', body: CategoryBusinessParams, response: BusinessDto }),
  assignHosts: call({ method: 'PATCH', path: '/api/v1/admin/category/assign-to-host', access: 'admin', body: CategoryHostsBody, response: CategoryDto }),
  unassignHosts: call({ method: 'PATCH', path: '/api/v1/admin/category/unassign-to-host', access: 'admin', body: CategoryHostsBody, response: CategoryDto }),
  toggleStatus: call({ method: 'PATCH', path: '/api/v1/admin/category/toggle-status/:id', access: 'admin', params: IdParam, response: CategoryDto }),
  update: call({ method: 'PATCH', path: '/api/v1/admin/category/:id', access: 'admin', params: IdParam, body: UpdateCategoryBody, response: CategoryDto }),
  remove: call({ method: 'DELETE', path: '/api/v1/admin/category/:id', access: 'admin', params: IdParam, response: OkResponse }),
} as const;
