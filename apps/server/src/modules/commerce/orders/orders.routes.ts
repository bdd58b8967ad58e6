import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { cacheTags } from '../../../platform/http/cache-tags.js';
import { serve } from '../../../platform/http/route.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { OrdersService } from './orders.service.js';

const tags = ['orders'];
const checkoutErrors = [
  'NO_ITEM_PURCHASED',
  'CART_ITEM_NOT_FOUND',
  'INVALID_PRODUCT_ITEM',
  'TICKET_SOLDE_OUT',
  'TICKET_ALREADY_HOLD',
  'VOUCHER_NOT_FOUND',
  'VOUCHER_INACTIVE',
  'VOUCHER_NOT_STARTED',
  'VOUCHER_EXPIRED',
  'VOUCHER_USAGE_LIMIT_REACHED',
  'VOUCHER_NOT_APPLICABLE',
  'VOUCHER_PRODUCT_RESTRICTION',
] as const;
const c = calls.orders;

/** A buyer's quotation, checkout, retries and own orders (v1 reads kept for older clients). */
export function registerOrderRoutes(app: FastifyInstance, deps: { orders: OrdersService; payments: PaymentsService }) {
  const { orders, payments } = deps;
  const ip = (req: { ip: string }) => req.ip || '127.0.0.1';

  serve(
    app,
    c.quote,
    { tags, summary: 'Báo giá: giá, giảm giá của nhà tổ chức và mã giảm giá → tổng tiền (VND)', errors: ['NO_ITEM_PURCHASED', 'CART_ITEM_NOT_FOUND'] },
    async (req) => orders.quote(actorOf(req).id, req.body),
  );
  serve(
    app,
    c.checkout,
    {
      tags,
      summary: 'Đặt hàng: giữ chỗ, tạo đơn và giao dịch thanh toán',
      description: 'Giữ chỗ trong HOLD_MINUTES phút. Đơn 0 ₫ được xác nhận ngay. Lỗi theo từng sản phẩm nằm trong `message` (mảng).',
      errors: checkoutErrors,
      // Holds change what is left to sell.
      invalidates: [cacheTags.stock],
    },
    async (req) => orders.checkout(actorOf(req).id, req.body, { ipAddress: ip(req) }),
  );
  serve(app, c.listMine, { tags, summary: 'Đơn hàng của tôi' }, async (req) => orders.mine(actorOf(req).id, req.query));
  serve(app, c.getMineV1, { tags, summary: 'Một đơn hàng của tôi', errors: ['ORDER_NOT_FOUND'] }, async (req) => orders.info(actorOf(req).id, req.params.id));
  serve(app, c.getMine, { tags, summary: 'Một đơn hàng của tôi', errors: ['ORDER_NOT_FOUND'] }, async (req) => orders.info(actorOf(req).id, req.params.id));
  serve(app, c.itemsOfMine, { tags, summary: 'Các dòng của một đơn hàng của tôi', errors: ['ORDER_NOT_FOUND'] }, async (req) =>
    orders.itemsOfOrder(actorOf(req).id, req.params.id),
  );
  serve(app, c.getMyItem, { tags, summary: 'Một dòng đơn hàng của tôi', errors: ['ORDER_ITEM_NOT_FOUND'] }, async (req) =>
    orders.item(actorOf(req).id, req.params.id),
  );
  serve(app, c.listMineForProduct, { tags, summary: 'Các đơn hàng của tôi có sản phẩm này' }, async (req) =>
    orders.forProduct(actorOf(req).id, req.params.type, req.params.id, req.query),
  );

  serve(
    app,
    c.retryPayment,
    { tags: ['payments'], summary: 'Thanh toán lại một đơn còn giữ chỗ', errors: ['ORDER_NOT_FOUND', 'ORDER_NOT_PAYABLE'], invalidates: [cacheTags.stock] },
    async (req) => orders.retry(actorOf(req).id, req.body, { ipAddress: ip(req) }),
  );
  serve(app, c.payoutChannels, { tags: ['payments'], summary: 'Các kênh thanh toán' }, async () => payments.channels());
}
