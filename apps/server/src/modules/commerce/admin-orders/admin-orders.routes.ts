import multipart from '@fastify/multipart';
import {
  calls,
  ADMIN_ORDER_HOLD_HOURS,
  ADMIN_ORDER_UPLOAD_MAX_ROWS,
  ADMIN_ORDER_UPLOAD_QUEUE,
  BULK_UPLOAD_MAX_BYTES,
  SOLD_PRODUCT_TYPES,
} from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { cacheTags } from '../../../platform/http/cache-tags.js';
import { serve } from '../../../platform/http/route.js';
import { readSheet, receiveSheet } from '../../../platform/http/sheet-upload.js';
import type { JobQueue } from '../../../platform/jobs/queue.js';
import type { AdminOrdersService } from './admin-orders.service.js';
import type { uploadOrdersJob } from './upload-orders.job.js';
import { ORDER_COLUMNS, orderColumnOf } from './upload-rows.js';

const tags = ['admin-orders'];
const c = calls.adminOrders;
const createErrors = ['USER_NOT_FOUND', 'NO_ITEM_PURCHASED', 'INVALID_PRODUCT_ITEM', 'TICKET_SOLDE_OUT', 'TICKET_ALREADY_HOLD'] as const;

/** v1 /admin/order: the admin's orders console. */
export function registerAdminOrderRoutes(
  app: FastifyInstance,
  deps: { adminOrders: AdminOrdersService; jobs: JobQueue; upload: ReturnType<typeof uploadOrdersJob> },
) {
  const { adminOrders } = deps;

  serve(app, c.list, { tags, summary: 'Tất cả đơn hàng (lọc theo trạng thái, cổng thanh toán, ngày tạo; tìm theo mã đơn hoặc email người mua)' }, async (req) =>
    adminOrders.list(req.query),
  );
  serve(
    app,
    c.create,
    {
      tags,
      summary: 'Ghi nhận đơn hàng cho một người dùng (chuyển khoản, hoá đơn...)',
      description: `paid: true → đơn được xác nhận thanh toán ngay (giao dịch ADMIN); false → đơn chờ thanh toán, giữ chỗ trong ${ADMIN_ORDER_HOLD_HOURS} giờ, không có liên kết thanh toán.`,
      errors: createErrors,
      invalidates: [cacheTags.stock],
    },
    async (req) => {
      const order = await adminOrders.create(actorOf(req).id, req.body);
      return adminOrders.detail(order.id);
    },
  );
  serve(app, c.productItems, { tags, summary: 'Sản phẩm có thể thêm vào đơn: hạng vé của sự kiện đang mở bán, khung giờ sắp tới' }, async (req) =>
    adminOrders.productItems(req.query),
  );
  serve(app, c.get, { tags, summary: 'Chi tiết đơn hàng: sản phẩm, người mua, các giao dịch', errors: ['ORDER_NOT_FOUND'] }, async (req) =>
    adminOrders.detail(req.params.id),
  );
  serve(
    app,
    c.update,
    {
      tags,
      summary: 'Cập nhật ghi chú hoặc trạng thái đơn hàng (PAID: đã nhận tiền; CANCELLED: huỷ và trả chỗ)',
      errors: ['ORDER_NOT_FOUND', 'ILLEGAL_STATUS_TRANSITION', 'TICKET_SOLDE_OUT'],
      invalidates: [cacheTags.stock],
    },
    async (req) => adminOrders.update(req.params.id, req.body),
  );
  serve(
    app,
    c.issueInvoice,
    {
      tags,
      summary: 'Ghi nhận đã xuất hoá đơn VAT cho yêu cầu của người mua (số hoá đơn)',
      description: 'Chỉ đơn hàng có yêu cầu xuất hoá đơn và đã thanh toán. Gọi lại để sửa số hoá đơn (hoá đơn thay thế); thời điểm xuất giữ nguyên.',
      errors: ['ORDER_NOT_FOUND', 'INVOICE_NOT_REQUESTED', 'INVOICE_NOT_ISSUABLE'],
    },
    async (req) => adminOrders.issueInvoice(req.params.id, req.body),
  );
  serve(
    app,
    c.remove,
    { tags, summary: 'Xoá đơn hàng chưa phát sinh thanh toán', errors: ['ORDER_NOT_FOUND', 'ORDER_NOT_DELETABLE'], invalidates: [cacheTags.stock] },
    async (req) => {
      await adminOrders.remove(req.params.id);
      return undefined;
    },
  );

  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: BULK_UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
    serve(
      scope,
      c.upload,
      {
        tags,
        summary: 'Ghi nhận nhiều đơn hàng từ tệp CSV/XLSX (multipart, trường "file")',
        description: `Cột: email, productItemType (TICKET_TIER mặc định; ${SOLD_PRODUCT_TYPES.join(', ')}), productItemId, quantity (mặc định 1), paid (có/không, mặc định có), method (mặc định BANK_TRANSFER), note. Mỗi dòng là một đơn. Trả về 202; theo dõi tại GET /api/v1/queue/${ADMIN_ORDER_UPLOAD_QUEUE}/{jobId}/status — kết quả liệt kê từng dòng CREATED/REFUSED kèm lý do.`,
        errors: ['INVALID_FILE', 'FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE'],
      },
      async (req) => {
        const { kind, bytes } = await receiveSheet(req);
        const { named, rows } = await readSheet(kind, bytes, { columns: ORDER_COLUMNS, columnOf: orderColumnOf });
        if (!named.has('email') || !named.has('productItemId') || !rows.length || rows.length > ADMIN_ORDER_UPLOAD_MAX_ROWS) throw new AppError('INVALID_FILE');
        const adminId = actorOf(req).id;
        const jobId = await deps.jobs.enqueue(deps.upload, { adminId, rows: rows.map((r) => ({ row: r.row, ...r.values })) }, { ownerId: adminId });
        return { jobId, queue: ADMIN_ORDER_UPLOAD_QUEUE, rows: rows.length };
      },
    );
  });
}
