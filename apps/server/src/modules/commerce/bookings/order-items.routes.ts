import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import { sendTable } from '../../../platform/http/table-export.js';
import type { OrderItemsService } from './order-items.service.js';

const c = calls.orderItems;

/** Ticket lines of a host's events, and every line for admins (with a CSV/XLSX export). */
export function registerOrderItemRoutes(app: FastifyInstance, deps: { orderItems: OrderItemsService }) {
  const { orderItems } = deps;
  const tags = ['order-items'];

  serve(
    app,
    c.countForEvent,
    {
      tags,
      summary: 'Số dòng vé đã bán và số vé của các sự kiện của tôi, theo trạng thái',
      description: 'Toàn bộ sự kiện tôi tổ chức hoặc đồng tổ chức, hoặc một sự kiện (`eventId`). `revenue`: tổng tiền đã thanh toán chưa hoàn (VND).',
      errors: ['EVENT_NOT_FOUND'],
    },
    async (req) => orderItems.eventCounts(actorOf(req), req.query),
  );
  serve(
    app,
    c.listForEvent,
    {
      tags,
      summary: 'Dòng đơn hàng vé của các sự kiện của tôi',
      description: 'Lọc theo sự kiện (`eventId`), trạng thái (`status`) và người mua hoặc mã đơn (`q`). Mới nhất trước.',
      errors: ['EVENT_NOT_FOUND'],
    },
    async (req) => orderItems.eventItems(actorOf(req), req.query),
  );
  serve(
    app,
    c.listForSession,
    {
      tags,
      summary: 'Dòng đơn hàng vé theo phiên của sự kiện',
      description: 'Vé được bán theo sự kiện, nên một phiên trả về các dòng của sự kiện chứa nó.',
      errors: ['EVENT_SESSION_NOT_FOUND', 'EVENT_NOT_FOUND'],
    },
    async (req) => orderItems.sessionItems(actorOf(req), req.query),
  );

  serve(
    app,
    c.listMine,
    {
      tags,
      summary: 'Mọi dòng đơn hàng của những gì tôi bán (vé, lịch hẹn, khoá học, sách...)',
      description: 'Cùng bộ lọc với danh sách của quản trị viên (trừ `hostId`: luôn là tôi). Mới nhất trước.',
      errors: ['INVALID_DATE_RANGE'],
    },
    async (req) => orderItems.sellerItems(actorOf(req), req.query),
  );
  serve(app, c.exportMine, { tags, summary: 'Xuất các dòng đơn hàng của tôi ra CSV hoặc XLSX', errors: ['INVALID_DATE_RANGE'] }, async (req, reply) =>
    sendTable(reply, { format: req.query.format, ...orderItems.sellerExport(actorOf(req), req.query) }),
  );
  serve(
    app,
    c.listAll,
    {
      tags,
      summary: 'Mọi dòng đơn hàng',
      description: 'Lọc theo loại sản phẩm (`type`), trạng thái, nhà tổ chức, thời điểm tạo (`from`, `to`) và mã đơn, email hoặc tên người mua (`q`).',
      errors: ['INVALID_DATE_RANGE'],
    },
    async (req) => orderItems.adminItems(req.query),
  );
  serve(
    app,
    c.exportAll,
    {
      tags,
      summary: 'Xuất các dòng đơn hàng ra CSV hoặc XLSX',
      description: 'Cùng bộ lọc với danh sách; `format=csv` (UTF-8 có BOM để Excel hiển thị tiếng Việt) hoặc `xlsx`. Tối đa 50 000 dòng.',
      errors: ['INVALID_DATE_RANGE'],
    },
    async (req, reply) => sendTable(reply, { format: req.query.format, ...orderItems.adminExport(req.query) }),
  );
}
