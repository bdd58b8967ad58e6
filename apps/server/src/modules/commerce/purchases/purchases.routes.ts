import { CheckPurchasesBody, MyPaymentsBody, PaymentRecordDto, PurchaseChecksDto, paged } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.js';
import { route } from '../../../platform/http/route.js';
import type { PurchasesService } from './purchases.service.js';

const tags = ['purchases'];

export function registerPurchaseRoutes(app: FastifyInstance, deps: { purchases: PurchasesService }) {
  const { purchases } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/v1/users/payments',
    route({ access: 'user', tags, summary: 'Các khoản thanh toán của tôi (mới nhất trước)', body: MyPaymentsBody, response: paged(PaymentRecordDto) }),
    async (req) => purchases.myPayments(actorOf(req).id, req.body),
  );
  r.post(
    '/api/v1/users/payments/check',
    route({ access: 'user', tags, summary: 'Tôi đã mua những sản phẩm nào trong danh sách này?', body: CheckPurchasesBody, response: PurchaseChecksDto }),
    async (req) => purchases.check(actorOf(req).id, req.body),
  );
}
