import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import type { LayoffRequestsService } from './layoff-requests.service.js';

const tags = ['layoff-discount-requests'];
const c = calls.layoffRequests;

/** v1 layoff-discount-requests: a person's request and its outcome; the admins' queue and decisions. */
export function registerLayoffRequestRoutes(app: FastifyInstance, deps: { layoffRequests: LayoffRequestsService }) {
  const { layoffRequests } = deps;

  serve(
    app,
    c.create,
    {
      tags,
      summary: 'Gửi yêu cầu hỗ trợ người mất việc (kèm minh chứng)',
      description:
        'Minh chứng là tệp PRIVATE do chính người gửi tải lên (sign-url với folder `layoff-proofs`), ảnh JPG/PNG/WEBP hoặc PDF. Mỗi người chỉ có một yêu cầu mở: đang chờ duyệt, hoặc đã duyệt mà ưu đãi chưa dùng và chưa hết hạn.',
      errors: ['INVALID_LAYOFF_PROOF', 'LAYOFF_REQUEST_ALREADY_OPEN'],
      rateLimit: { max: 10, timeWindow: 60_000, perUser: true },
    },
    async (req) => layoffRequests.submit(actorOf(req).id, req.body),
  );
  serve(
    app,
    c.latest,
    { tags, summary: 'Yêu cầu hỗ trợ người mất việc gần nhất của tôi (kèm tiến trình)', errors: ['LAYOFF_REQUEST_NOT_FOUND'] },
    async (req) => layoffRequests.latest(actorOf(req).id),
  );
  serve(app, c.latestRejected, { tags, summary: 'Yêu cầu bị từ chối gần nhất của tôi (để xem lý do)', errors: ['LAYOFF_REQUEST_NOT_FOUND'] }, async (req) =>
    layoffRequests.latest(actorOf(req).id, 'REJECTED'),
  );
  serve(app, c.adminList, { tags, summary: 'Danh sách yêu cầu hỗ trợ người mất việc (lọc theo trạng thái)' }, async (req) => layoffRequests.list(req.query));
  serve(app, c.adminGet, { tags, summary: 'Chi tiết một yêu cầu: tiến trình và đường dẫn xem minh chứng', errors: ['LAYOFF_REQUEST_NOT_FOUND'] }, async (req) =>
    layoffRequests.get(req.params.id),
  );
  serve(
    app,
    c.setStatus,
    {
      tags,
      summary: 'Duyệt (kèm mức giảm và thời hạn) hoặc từ chối (kèm lý do) một yêu cầu',
      description: 'Chỉ PENDING → APPROVED | REJECTED; mỗi lần đổi trạng thái ghi một mục vào tiến trình và báo cho người gửi.',
      errors: ['LAYOFF_REQUEST_NOT_FOUND', 'LAYOFF_REQUEST_ALREADY_REVIEWED', 'ILLEGAL_STATUS_TRANSITION'],
    },
    async (req) => layoffRequests.setStatus(actorOf(req).id, req.params.id, req.body),
  );
}
