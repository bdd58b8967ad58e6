import { CheckoutBody, IdParam, OrderDto, OrderItemDto, OrderProductParams, OrderSummaryDto, OrdersQuery, PayoutChannelsDto, QuotationBody, QuotationDto, RetryPaymentBody, paged } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/http/access.js';
import { route } from '../../../platform/http/route.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { OrdersService } from './orders.service.js';

const tags = ['orders'];
const checkoutErrors = ['NO_ITEM_PURCHASED', 'CART_ITEM_NOT_FOUND', 'INVALID_PRODUCT_ITEM', 'TICKET_SOLDE_OUT', 'TICKET_ALREADY_HOLD', 'VOUCHER_NOT_FOUND', 'VOUCHER_INACTIVE', 'VOUCHER_NOT_STARTED', 'VOUCHER_EXPIRED', 'VOUCHER_USAGE_LIMIT_REACHED', 'VOUCHER_NOT_APPLICABLE', 'VOUCHER_PRODUCT_RESTRICTION'] as const;

/** A buyer's quotation, checkout, retries and own orders (v1 reads kept for older clients). */
export function registerOrderRoutes(app: FastifyInstance, deps: { orders: OrdersService; payments: PaymentsService }) {
  const { orders, payments } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ip = (req: { ip: string }) => req.ip || '127.0.0.1';

  r.post(
    '/api/v1/quotation',
    route({ access: 'user', tags, summary: 'Báo giá: giá, giảm giá của nhà tổ chức và mã giảm giá → tổng tiền (VND)', body: QuotationBody, response: QuotationDto, errors: ['NO_ITEM_PURCHASED', 'CART_ITEM_NOT_FOUND'] }),
    async (req) => orders.quote(actorOf(req).id, req.body),
  );
  r.post(
    '/api/v2/orders',
    route({
      access: 'user',
      tags,
      summary: 'Đặt hàng: giữ chỗ, tạo đơn và giao dịch thanh toán',
      description: 'Giữ chỗ trong HOLD_MINUTES phút. Đơn 0 ₫ được xác nhận ngay. Lỗi theo từng sản phẩm nằm trong `message` (mảng).',
      body: CheckoutBody,
      response: OrderDto,
      status: 201,
      errors: checkoutErrors,
    }),
    async (req, reply) => reply.status(201).send(await orders.checkout(actorOf(req).id, req.body, { ipAddress: ip(req) })),
  );
  for (const version of ['v1', 'v2']) {
    r.get(`/api/${version}/orders`, route({ access: 'user', tags, summary: 'Đơn hàng của tôi', querystring: OrdersQuery, response: paged(OrderSummaryDto) }), async (req) =>
      orders.mine(actorOf(req).id, req.query),
    );
  }
  r.get('/api/v1/orders/:id', route({ access: 'user', tags, summary: 'Một đơn hàng của tôi', params: IdParam, response: OrderDto, errors: ['ORDER_NOT_FOUND'] }), async (req) =>
    orders.info(actorOf(req).id, req.params.id),
  );
  r.get('/api/v2/orders/:id/info', route({ access: 'user', tags, summary: 'Một đơn hàng của tôi', params: IdParam, response: OrderDto, errors: ['ORDER_NOT_FOUND'] }), async (req) =>
    orders.info(actorOf(req).id, req.params.id),
  );
  r.get(
    '/api/v2/orders/:id/order-items',
    route({ access: 'user', tags, summary: 'Các dòng của một đơn hàng của tôi', params: IdParam, response: z.object({ data: z.array(OrderItemDto) }), errors: ['ORDER_NOT_FOUND'] }),
    async (req) => orders.itemsOfOrder(actorOf(req).id, req.params.id),
  );
  r.get('/api/v2/orders/order-item/:id', route({ access: 'user', tags, summary: 'Một dòng đơn hàng của tôi', params: IdParam, response: OrderItemDto, errors: ['ORDER_ITEM_NOT_FOUND'] }), async (req) =>
    orders.item(actorOf(req).id, req.params.id),
  );
  r.get(
    '/api/v2/orders/product/:type/:id',
    route({ access: 'user', tags, summary: 'Các đơn hàng của tôi có sản phẩm này', params: OrderProductParams, querystring: OrdersQuery, response: paged(OrderSummaryDto) }),
    async (req) => orders.forProduct(actorOf(req).id, req.params.type, req.params.id, req.query),
  );

  r.post(
    '/api/v2/payments/retry',
    route({ access: 'user', tags: ['payments'], summary: 'Thanh toán lại một đơn còn giữ chỗ', body: RetryPaymentBody, response: OrderDto, errors: ['ORDER_NOT_FOUND', 'ORDER_NOT_PAYABLE'] }),
    async (req) => orders.retry(actorOf(req).id, req.body, { ipAddress: ip(req) }),
  );
  r.get('/api/v2/payments/payouts-channels', route({ access: 'user', tags: ['payments'], summary: 'Các kênh thanh toán', response: PayoutChannelsDto }), async () => payments.channels());
}
