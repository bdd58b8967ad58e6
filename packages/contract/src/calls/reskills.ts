import { IdParam, OkResponse, paged } from '../schemas/common.js';
import {
  ReskillBody,
  ReskillDto,
  ReskillListQuery,
  ReskillMainQuery,
  ReskillOrderItemDto,
  ReskillOrderItemsExportQuery,
  ReskillOrderItemsQuery,
  ReskillPriceDto,
  ReskillProductDto,
  UpdateReskillBody,
} from '../schemas/reskills.js';
import { call } from './call.js';

/** Reskill programmes and launchpads (spec 7.15): a host's programmes, their prices and what each includes, and their buyers. */
export const reskillCalls = {
  list: call({ method: 'GET', path: '/api/v1/reskills', access: 'public', query: ReskillListQuery, response: paged(ReskillDto) }),
  create: call({ method: 'POST', path: '/api/v1/reskills', access: 'host', body: ReskillBody, response: ReskillDto, status: 201 }),
  main: call({ method: 'GET', path: '/api/v1/reskills/main', access: 'public', query: ReskillMainQuery, response: ReskillDto }),
  get: call({ method: 'GET', path: '/api/v1/reskills/:id', access: 'public', params: IdParam, response: ReskillDto }),
  update: call({ method: 'PATCH', path: '/api/v1/reskills/:id', access: 'host', params: IdParam, body: UpdateReskillBody, response: ReskillDto }),
  remove: call({ method: 'DELETE', path: '/api/v1/reskills/:id', access: 'host', params: IdParam, response: OkResponse }),
  prices: call({ method: 'GET', path: '/api/v1/reskills/:id/prices', access: 'public', params: IdParam, response: ReskillPriceDto.array() }),
  priceProducts: call({ method: 'GET', path: '/api/v1/reskills/prices/:id/products', access: 'public', params: IdParam, response: ReskillProductDto.array() }),
  products: call({ method: 'GET', path: '/api/v1/reskills/:id/products', access: 'public', params: IdParam, response: ReskillProductDto.array() }),
  price: call({ method: 'GET', path: '/api/v1/reskills/price/:id', access: 'public', params: IdParam, response: ReskillPriceDto }),
  orderItems: call({
    method: 'GET',
    path: '/api/v1/reskills/:id/order-items',
    access: 'host',
    params: IdParam,
    query: ReskillOrderItemsQuery,
    response: paged(ReskillOrderItemDto),
  }),
  /** A CSV or XLSX file. */
  exportOrderItems: call({
    method: 'GET',
    path: '/api/v1/reskills/:id/order-items/export',
    access: 'host',
    params: IdParam,
    query: ReskillOrderItemsExportQuery,
  }),
} as const;
