import {
  AdminOrderItemDto,
  AdminOrderItemsExportQuery,
  AdminOrderItemsQuery,
  EventItemsCountDto,
  EventItemsCountQuery,
  EventItemsQuery,
  HostOrderItemDto,
  SessionItemsQuery,
  paged,
} from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.js';
import { route } from '../../../platform/http/route.js';
import { sendTable } from '../../../platform/http/table-export.js';
import type { OrderItemsService } from './order-items.service.js';

/** Ticket lines of a host's events, and every line for admins (with a CSV/XLSX export). */
export function registerOrderItemRoutes(app: FastifyInstance, deps: { orderItems: OrderItemsService }) {
  const { orderItems } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['order-items'];

  r.get(
    '/api/v1/order-items/event/count',
    route({
      access: 'host',
      tags,
      summary: 'Số dòng vé đã bán và số vé của các sự kiện của tôi, theo trạng thái',
      description: 'Toàn bộ sự kiện tôi tổ chức hoặc đồng tổ chức, hoặc một sự kiện (`eventId`). `revenue`: tổng tiền đã thanh toán chưa hoàn (VND).',
      querystring: EventItemsCountQuery,
      response: EventItemsCountDto,
      errors: ['EVENT_NOT_FOUND'],
    }),
    async (req) => orderItems.eventCounts(actorOf(req), req.query),
  );
  r.get(
    '/api/v1/order-items/event',
    route({
      access: 'host',
      tags,
      summary: 'Dòng đơn hàng vé của các sự kiện của tôi',
      description: 'Lọc theo sự kiện (`eventId`), trạng thái (`status`) và người mua hoặc mã đơn (`q`). Mới nhất trước.',
      querystring: EventItemsQuery,
      response: paged(HostOrderItemDto),
      errors: ['EVENT_NOT_FOUND'],
    }),
    async (req) => orderItems.eventItems(actorOf(req), req.query),
  );
  r.get(
    '/api/v1/order-items/event-session',
    route({
      access: 'host',
      tags,
      summary: 'Dòng đơn hàng vé theo phiên của sự kiện',
      description: 'Vé được bán theo sự kiện, nên một phiên trả về các dòng của sự kiện chứa nó.',
      querystring: SessionItemsQuery,
      response: paged(HostOrderItemDto),
      errors: ['EVENT_SESSION_NOT_FOUND', 'EVENT_NOT_FOUND'],
    }),
    async (req) => orderItems.sessionItems(actorOf(req), req.query),
  );

  r.get(
    '/api/v1/admin/order-item',
    route({
      access: 'admin',
      tags,
      summary: 'Mọi dòng đơn hàng',
      description: 'Lọc theo loại sản phẩm (`type`), trạng thái, nhà tổ chức, thời điểm tạo (`from`, `to`) và mã đơn, email hoặc tên người mua (`q`).',
      querystring: AdminOrderItemsQuery,
      response: paged(AdminOrderItemDto),
      errors: ['INVALID_DATE_RANGE'],
    }),
    async (req) => orderItems.adminItems(req.query),
  );
  r.get(
    '/api/v1/admin/order-item/export',
    route({
      access: 'admin',
      tags,
      summary: 'Xuất các dòng đơn hàng ra CSV hoặc XLSX',
      description: 'Cùng bộ lọc với danh sách; `format=csv` (UTF-8 có BOM để Excel hiển thị tiếng Việt) hoặc `xlsx`. Tối đa 50 000 dòng.',
      querystring: AdminOrderItemsExportQuery,
      errors: ['INVALID_DATE_RANGE'],
    }),
    async (req, reply) => sendTable(reply, { format: req.query.format, ...orderItems.adminExport(req.query) }),
  );
}
