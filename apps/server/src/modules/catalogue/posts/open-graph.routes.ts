import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../platform/http/route.js';
import type { OpenGraphService } from './open-graph.service.js';

export function registerOpenGraphRoutes(app: FastifyInstance, deps: { openGraph: OpenGraphService; perMinute: number }) {
  serve(
    app,
    calls.openGraph.preview,
    {
      tags: ['posts'],
      summary: 'Xem trước một liên kết (tiêu đề, mô tả, ảnh, tên trang)',
      description:
        'Máy chủ đọc trang: chỉ http/https qua cổng 80/443, không tới địa chỉ nội bộ, loopback, link-local, CGNAT, multicast (kiểm tra trên câu trả lời DNS và sau mỗi lần chuyển hướng, tối đa 3), chỉ trang HTML, tối đa 512 KB trong 5 giây. Giới hạn số lần gọi theo người dùng.',
      errors: ['LINK_PREVIEW_NOT_ALLOWED', 'LINK_PREVIEW_FAILED', 'INVALID_URL'],
      rateLimit: { max: deps.perMinute, timeWindow: 60_000, perUser: true },
    },
    async (req) => deps.openGraph.preview(req.body.url),
  );
}
