import { IdParam, OkResponse, paged } from '../schemas/common.js';
import { SlugParam } from '../schemas/catalogue.js';
import {
  AdminProductDto,
  AdminProductListQuery,
  ComboBody,
  ComboBuyerDto,
  ComboDto,
  ComboList,
  ComboListQuery,
  ComboStateBody,
  FollowersCountDto,
  HomepageDto,
  HostComboListQuery,
  HostProductStatsQuery,
  PatchProductBody,
  ProductAccessDto,
  ProductAccessQuery,
  ProductDto,
  ProductListQuery,
  ProductMetricsDto,
  ProductOverviewDto,
  ProductStatsDto,
  RecommendQuery,
  StatsPeriodQuery,
  TopProductList,
  TopProductsQuery,
  UpdateComboBody,
} from '../schemas/products.js';
import { PageQuery } from '../schemas/common.js';
import { call } from './call.js';

/** Products (spec 7.15): one listing over every type sold, and a host's figures. */
export const productCalls = {
  list: call({ method: 'GET', path: '/api/v1/products', access: 'public', query: ProductListQuery, response: paged(ProductDto) }),
  eligible: call({ method: 'GET', path: '/api/v1/products/eligible', access: 'host', query: ProductListQuery, response: paged(ProductDto) }),
  cached: call({ method: 'GET', path: '/api/v1/products/cached', access: 'public', query: ProductListQuery, response: paged(ProductDto) }),
  homepage: call({ method: 'GET', path: '/api/v1/products/homepage', access: 'public', response: HomepageDto }),
  top: call({ method: 'GET', path: '/api/v1/products/top', access: 'public', query: TopProductsQuery, response: TopProductList }),
  accessible: call({
    method: 'GET',
    path: '/api/v1/products/:id/accessible',
    access: 'user',
    params: IdParam,
    query: ProductAccessQuery,
    response: ProductAccessDto,
  }),
  patch: call({ method: 'PATCH', path: '/api/v1/products/:id', access: 'host', params: IdParam, body: PatchProductBody, response: ProductDto }),
  adminList: call({
    method: 'GET',
    path: '/api/v1/admin/product',
    access: 'admin',
    query: AdminProductListQuery,
    response: paged(AdminProductDto),
  }),
  hostList: call({ method: 'GET', path: '/api/v1/host/products', access: 'host', query: ProductListQuery, response: paged(ProductDto) }),
  followersCount: call({ method: 'GET', path: '/api/v1/host/:id/followers-count', access: 'public', params: IdParam, response: FollowersCountDto }),
  hostStatistics: call({
    method: 'GET',
    path: '/api/v1/host/products-with-statistics',
    access: 'host',
    query: HostProductStatsQuery,
    response: paged(ProductStatsDto),
  }),
  hostOverview: call({ method: 'GET', path: '/api/v1/host/product-overview', access: 'host', query: StatsPeriodQuery, response: ProductOverviewDto }),
  hostMetrics: call({ method: 'GET', path: '/api/v1/host/metrics/product-statistics', access: 'host', query: StatsPeriodQuery, response: ProductMetricsDto }),
} as const;

/** Combos: a host's bundle of products with its own price (sold as the COMBO product type). */
export const comboCalls = {
  list: call({ method: 'GET', path: '/api/v1/combos', access: 'public', query: ComboListQuery, response: paged(ComboDto) }),
  create: call({ method: 'POST', path: '/api/v1/combos', access: 'host', body: ComboBody, response: ComboDto, status: 201 }),
  recommend: call({ method: 'GET', path: '/api/v1/combos/recommend', access: 'public', query: RecommendQuery, response: ComboList }),
  availableProducts: call({
    method: 'GET',
    path: '/api/v1/combos/available-products',
    access: 'host',
    query: ProductListQuery,
    response: paged(ProductDto),
  }),
  bySlug: call({ method: 'GET', path: '/api/v1/combos/slug/:slug', access: 'public', params: SlugParam, response: ComboDto }),
  holding: call({ method: 'GET', path: '/api/v1/combos/product/:id', access: 'public', params: IdParam, response: ComboList }),
  byHost: call({ method: 'GET', path: '/api/v1/combos/userId/:id', access: 'public', params: IdParam, query: HostComboListQuery, response: paged(ComboDto) }),
  get: call({ method: 'GET', path: '/api/v1/combos/:id', access: 'public', params: IdParam, response: ComboDto }),
  detail: call({ method: 'GET', path: '/api/v1/combos/:id/detail', access: 'public', params: IdParam, response: ComboDto }),
  update: call({ method: 'PATCH', path: '/api/v1/combos/:id', access: 'host', params: IdParam, body: UpdateComboBody, response: ComboDto }),
  remove: call({ method: 'DELETE', path: '/api/v1/combos/:id', access: 'host', params: IdParam, response: OkResponse }),
  changeState: call({ method: 'PUT', path: '/api/v1/combos/:id/change-state', access: 'host', params: IdParam, body: ComboStateBody, response: ComboDto }),
  buyers: call({ method: 'GET', path: '/api/v1/combos/:id/buyers', access: 'host', params: IdParam, query: PageQuery, response: paged(ComboBuyerDto) }),
} as const;
