import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import type { PurchasesService } from './purchases.service.js';

const tags = ['purchases'];
const c = calls.purchases;

export function registerPurchaseRoutes(app: FastifyInstance, deps: { purchases: PurchasesService }) {
  const { purchases } = deps;
  serve(app, c.myPayments, { tags, summary: 'Các khoản thanh toán của tôi (mới nhất trước)' }, async (req) => purchases.myPayments(actorOf(req).id, req.body));
  serve(app, c.checkPurchases, { tags, summary: 'Tôi đã mua những sản phẩm nào trong danh sách này?' }, async (req) =>
    purchases.check(actorOf(req).id, req.body),
  );
}
