import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { cacheTags } from '../../../platform/http/cache-tags.js';
import { serve } from '../../../platform/http/route.js';
import type { EventCancellationService } from './event-cancellation.service.js';

const tags = ['events'];
const c = calls.eventCancellation;

/** A host cancels an event with sales: first what will happen, then the cancellation (safe to retry). */
export function registerEventCancellationRoutes(app: FastifyInstance, deps: { cancellation: EventCancellationService }) {
  const { cancellation } = deps;
  serve(
    app,
    c.preview,
    {
      tags,
      summary: 'Xem trước việc huỷ một sự kiện của tôi: số người mua, số tiền hoàn, đơn chưa thanh toán',
      description: 'Chỉ chủ sự kiện hoặc quản trị viên (đồng tổ chức được báo tin, không huỷ được).',
      errors: ['EVENT_NOT_FOUND'],
    },
    async (req) => cancellation.preview(actorOf(req), req.params.id),
  );
  serve(
    app,
    c.cancel,
    {
      tags,
      summary: 'Huỷ một sự kiện đã bán vé: hoàn tiền mọi người mua, huỷ vé, báo tin',
      description:
        'Sự kiện chuyển sang ARCHIVED kèm `cancelledAt`. Đơn chưa thanh toán được huỷ (trả chỗ giữ), vé miễn phí bị huỷ, mỗi dòng đã thanh toán được hoàn một lần: qua cổng thanh toán (AUTO) hoặc chờ chuyển khoản (MANUAL). Việc hoàn tiền chạy nền; gọi lại không hoàn tiền hai lần.',
      errors: ['EVENT_NOT_FOUND', 'ILLEGAL_STATUS_TRANSITION'],
      invalidates: [cacheTags.events, cacheTags.stock, (req) => cacheTags.event(req.params.id)],
    },
    async (req) => cancellation.cancel(actorOf(req), req.params.id, req.body),
  );
}
