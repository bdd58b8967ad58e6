import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import type { CartsService } from './carts.service.js';

const tags = ['carts'];
const itemErrors = ['INVALID_PRODUCT_ITEM', 'TICKET_SOLDE_OUT', 'PRODUCT_ALREADY_OWNED', 'MEMBERSHIP_REQUIRED'] as const;
const c = calls.carts;

export function registerCartRoutes(app: FastifyInstance, deps: { carts: CartsService }) {
  const { carts } = deps;
  serve(app, c.listFlat, { tags, summary: 'Giỏ hàng của tôi' }, async (req) => carts.list(actorOf(req).id));
  serve(app, c.list, { tags, summary: 'Giỏ hàng của tôi, theo nhà tổ chức' }, async (req) => carts.grouped(actorOf(req).id));
  serve(app, c.count, { tags, summary: 'Số sản phẩm trong giỏ' }, async (req) => carts.count(actorOf(req).id));
  serve(app, c.add, { tags, summary: 'Thêm vào giỏ (cộng dồn số lượng nếu đã có)', errors: itemErrors }, async (req) => carts.add(actorOf(req).id, req.body));
  serve(app, c.remove, { tags, summary: 'Bỏ một sản phẩm khỏi giỏ', errors: ['CART_ITEM_NOT_FOUND'] }, async (req) =>
    carts.remove(actorOf(req).id, req.params.id),
  );
  serve(app, c.setQuantity, { tags, summary: 'Đổi số lượng', errors: [...itemErrors, 'CART_ITEM_NOT_FOUND'] }, async (req) =>
    carts.setQuantity(actorOf(req).id, req.params.id, req.body.quantity),
  );
}
