import { ADMIN_ORDER_UPLOAD_QUEUE, errorMessage, type AdminOrderUploadResult, type AdminOrderUploadRowResult } from '@market/contract';
import { z } from 'zod';
import { AppError } from '../../../platform/http/errors.js';
import { defineJob } from '../../../platform/jobs/queue.js';
import type { AdminOrdersService } from './admin-orders.service.js';
import { checkOrderRow, RawOrderRow, refusedRow } from './upload-rows.js';

/** Progress is written every this many lines (each line is its own order and transaction). */
const PROGRESS_EVERY = 10;

/**
 * Records the orders of an uploaded file, one order per line, each in its own transaction through
 * the same path as the admin's "create order": a refused line (bad value, unknown buyer, sold out...)
 * is reported with its reason and never stops the others.
 */
export function uploadOrdersJob(deps: { adminOrders: Pick<AdminOrdersService, 'create'>; onStockMoved?: () => void }) {
  return defineJob({
    name: ADMIN_ORDER_UPLOAD_QUEUE,
    payload: z.object({ adminId: z.uuid(), rows: z.array(RawOrderRow) }),
    retryLimit: 0,
    async handle(payload, context): Promise<AdminOrderUploadResult> {
      const rows: AdminOrderUploadRowResult[] = [];
      for (const [index, raw] of payload.rows.entries()) {
        const checked = checkOrderRow(raw);
        if (!checked.ok) rows.push(checked.result);
        else {
          const line = checked.value;
          try {
            const order = await deps.adminOrders.create(payload.adminId, {
              email: line.email,
              items: [{ productItemType: line.productItemType, productItemId: line.productItemId, quantity: line.quantity }],
              paid: line.paid,
              method: line.method,
              ...(line.note ? { note: line.note } : {}),
            });
            rows.push({
              row: raw.row,
              email: line.email,
              productItemId: line.productItemId,
              status: 'CREATED',
              orderId: order.id,
              orderCode: order.code,
              code: null,
              reason: null,
            });
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            // Per-product problems carry the product's own message (e.g. "Vé đã bán hết.").
            const detail = error.details?.[0];
            const reason =
              error.code === 'USER_NOT_FOUND' ? 'Không có tài khoản nào dùng email này.' : (detail?.message ?? error.message ?? errorMessage(error.code));
            rows.push(refusedRow(raw, error.code, reason));
          }
        }
        if ((index + 1) % PROGRESS_EVERY === 0) await context.reportProgress(Math.min(99, ((index + 1) / payload.rows.length) * 100));
      }
      const created = rows.filter((r) => r.status === 'CREATED').length;
      if (created > 0) deps.onStockMoved?.();
      return { total: rows.length, created, refused: rows.length - created, rows };
    },
  });
}
