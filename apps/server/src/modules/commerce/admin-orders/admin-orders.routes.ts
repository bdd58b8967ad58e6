import multipart from '@fastify/multipart';
import {
  ADMIN_ORDER_HOLD_HOURS,
  ADMIN_ORDER_UPLOAD_MAX_ROWS,
  ADMIN_ORDER_UPLOAD_QUEUE,
  AdminCreateOrderBody,
  AdminOrderDto,
  AdminOrderSummaryDto,
  AdminOrderUploadAccepted,
  AdminOrdersQuery,
  AdminProductItemsQuery,
  AdminUpdateOrderBody,
  BULK_UPLOAD_MAX_BYTES,
  IdParam,
  ProductItemSummary,
  paged,
} from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { route } from '../../../platform/http/route.js';
import { readSheet, receiveSheet } from '../../../platform/http/sheet-upload.js';
import type { JobQueue } from '../../../platform/jobs/queue.js';
import type { AdminOrdersService } from './admin-orders.service.js';
import type { uploadOrdersJob } from './upload-orders.job.js';
import { ORDER_COLUMNS, orderColumnOf } from './upload-rows.js';

const tags = ['admin-orders'];
const createErrors = ['USER_NOT_FOUND', 'NO_ITEM_PURCHASED', 'INVALID_PRODUCT_ITEM', 'TICKET_SOLDE_OUT', 'TICKET_ALREADY_HOLD'] as const;

/** v1 /admin/order: the admin's orders console. */
export function registerAdminOrderRoutes(app: FastifyInstance, deps: { adminOrders: AdminOrdersService; jobs: JobQueue; upload: ReturnType<typeof uploadOrdersJob> }) {
  const { adminOrders } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/admin/order',
    route({ access: 'admin', tags, summary: 'Tất cả đơn hàng (lọc theo trạng thái, cổng thanh toán, ngày tạo; tìm theo mã đơn hoặc email người mua)', querystring: AdminOrdersQuery, response: paged(AdminOrderSummaryDto) }),
    async (req) => adminOrders.list(req.query),
  );
  r.post(
    '/api/v1/admin/order',
    route({
      access: 'admin',
      tags,
      summary: 'Ghi nhận đơn hàng cho một người dùng (chuyển khoản, hoá đơn...)',
      description: `paid: true → đơn được xác nhận thanh toán ngay (giao dịch ADMIN); false → đơn chờ thanh toán, giữ chỗ trong ${ADMIN_ORDER_HOLD_HOURS} giờ, không có liên kết thanh toán.`,
      body: AdminCreateOrderBody,
      response: AdminOrderDto,
      status: 201,
      errors: createErrors,
    }),
    async (req, reply) => {
      const order = await adminOrders.create(actorOf(req).id, req.body);
      return reply.status(201).send(await adminOrders.detail(order.id));
    },
  );
  r.get(
    '/api/v1/admin/order/product-items',
    route({ access: 'admin', tags, summary: 'Sản phẩm có thể thêm vào đơn: hạng vé của sự kiện đang mở bán, khung giờ sắp tới', querystring: AdminProductItemsQuery, response: paged(ProductItemSummary) }),
    async (req) => adminOrders.productItems(req.query),
  );
  r.get('/api/v1/admin/order/:id', route({ access: 'admin', tags, summary: 'Chi tiết đơn hàng: sản phẩm, người mua, các giao dịch', params: IdParam, response: AdminOrderDto, errors: ['ORDER_NOT_FOUND'] }), async (req) =>
    adminOrders.detail(req.params.id),
  );
  r.patch(
    '/api/v1/admin/order/:id',
    route({
      access: 'admin',
      tags,
      summary: 'Cập nhật ghi chú hoặc trạng thái đơn hàng (PAID: đã nhận tiền; CANCELLED: huỷ và trả chỗ)',
      params: IdParam,
      body: AdminUpdateOrderBody,
      response: AdminOrderDto,
      errors: ['ORDER_NOT_FOUND', 'ILLEGAL_STATUS_TRANSITION', 'TICKET_SOLDE_OUT'],
    }),
    async (req) => adminOrders.update(req.params.id, req.body),
  );
  r.delete(
    '/api/v1/admin/order/:id',
    route({ access: 'admin', tags, summary: 'Xoá đơn hàng chưa phát sinh thanh toán', params: IdParam, status: 204, errors: ['ORDER_NOT_FOUND', 'ORDER_NOT_DELETABLE'] }),
    async (req, reply) => {
      await adminOrders.remove(req.params.id);
      return reply.status(204).send();
    },
  );

  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: BULK_UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/admin/order/upload',
      route({
        access: 'admin',
        tags,
        summary: 'Ghi nhận nhiều đơn hàng từ tệp CSV/XLSX (multipart, trường "file")',
        description: `Cột: email, productItemType (TICKET_TIER mặc định hoặc CALENDAR_FRAME), productItemId, quantity (mặc định 1), paid (có/không, mặc định có), method (mặc định BANK_TRANSFER), note. Mỗi dòng là một đơn. Trả về 202; theo dõi tại GET /api/v1/queue/${ADMIN_ORDER_UPLOAD_QUEUE}/{jobId}/status — kết quả liệt kê từng dòng CREATED/REFUSED kèm lý do.`,
        response: AdminOrderUploadAccepted,
        status: 202,
        errors: ['INVALID_FILE', 'FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE'],
      }),
      async (req, reply) => {
        const { kind, bytes } = await receiveSheet(req);
        const { named, rows } = await readSheet(kind, bytes, { columns: ORDER_COLUMNS, columnOf: orderColumnOf });
        if (!named.has('email') || !named.has('productItemId') || !rows.length || rows.length > ADMIN_ORDER_UPLOAD_MAX_ROWS) throw new AppError('INVALID_FILE');
        const adminId = actorOf(req).id;
        const jobId = await deps.jobs.enqueue(deps.upload, { adminId, rows: rows.map((r) => ({ row: r.row, ...r.values })) }, { ownerId: adminId });
        reply.status(202);
        return { jobId, queue: ADMIN_ORDER_UPLOAD_QUEUE, rows: rows.length };
      },
    );
  });
}
