import { AddToCartBody, CartCountDto, CartDto, CartItemDto, CartListDto, IdParam, OkResponse, UpdateCartItemBody } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.js';
import { route } from '../../../platform/http/route.js';
import type { CartsService } from './carts.service.js';

const tags = ['carts'];
const itemErrors = ['INVALID_PRODUCT_ITEM', 'TICKET_SOLDE_OUT'] as const;

/** v1 lists the cart flat; v2 groups it by host and can change a quantity. Both add and remove alike. */
export function registerCartRoutes(app: FastifyInstance, deps: { carts: CartsService }) {
  const { carts } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/v1/carts', route({ access: 'user', tags, summary: 'Giỏ hàng của tôi', response: CartListDto }), async (req) => carts.list(actorOf(req).id));
  r.get('/api/v2/carts', route({ access: 'user', tags, summary: 'Giỏ hàng của tôi, theo nhà tổ chức', response: CartDto }), async (req) => carts.grouped(actorOf(req).id));
  for (const version of ['v1', 'v2']) {
    r.get(`/api/${version}/carts/count`, route({ access: 'user', tags, summary: 'Số sản phẩm trong giỏ', response: CartCountDto }), async (req) => carts.count(actorOf(req).id));
    r.post(
      `/api/${version}/carts/add`,
      route({ access: 'user', tags, summary: 'Thêm vào giỏ (cộng dồn số lượng nếu đã có)', body: AddToCartBody, response: CartItemDto, status: 201, errors: itemErrors }),
      async (req, reply) => reply.status(201).send(await carts.add(actorOf(req).id, req.body)),
    );
    r.delete(
      `/api/${version}/carts/:id`,
      route({ access: 'user', tags, summary: 'Bỏ một sản phẩm khỏi giỏ', params: IdParam, response: OkResponse, errors: ['CART_ITEM_NOT_FOUND'] }),
      async (req) => carts.remove(actorOf(req).id, req.params.id),
    );
  }
  r.patch(
    '/api/v2/carts/:id',
    route({ access: 'user', tags, summary: 'Đổi số lượng', params: IdParam, body: UpdateCartItemBody, response: CartItemDto, errors: [...itemErrors, 'CART_ITEM_NOT_FOUND'] }),
    async (req) => carts.setQuantity(actorOf(req).id, req.params.id, req.body.quantity),
  );
}
