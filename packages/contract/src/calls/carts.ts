import { IdParam, OkResponse } from '../schemas/common.js';
import { AddToCartBody, CartCountDto, CartDto, CartItemDto, CartListDto, UpdateCartItemBody } from '../schemas/commerce.js';
import { call } from './call.js';

/** v1 lists the cart flat; v2 groups it by host and can change a quantity. Both add and remove alike. */
export const cartCalls = {
  listFlat: call({ method: 'GET', path: '/api/v1/carts', access: 'user', response: CartListDto }),
  list: call({ method: 'GET', path: '/api/v2/carts', access: 'user', response: CartDto }),
  count: call({ method: 'GET', path: '/api/v2/carts/count', aliases: ['/api/v1/carts/count'], access: 'user', response: CartCountDto }),
  add: call({
    method: 'POST',
    path: '/api/v2/carts/add',
    aliases: ['/api/v1/carts/add'],
    access: 'user',
    body: AddToCartBody,
    response: CartItemDto,
    status: 201,
  }),
  remove: call({ method: 'DELETE', path: '/api/v2/carts/:id', aliases: ['/api/v1/carts/:id'], access: 'user', params: IdParam, response: OkResponse }),
  setQuantity: call({ method: 'PATCH', path: '/api/v2/carts/:id', access: 'user', params: IdParam, body: UpdateCartItemBody, response: CartItemDto }),
} as const;
