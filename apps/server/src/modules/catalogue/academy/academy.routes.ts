import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import type { AcademyService } from './academy.service.js';

const tags = ['academy'];
const c = calls.academy;
const named = 'Học viện được gọi theo tên người dùng hoặc mã của nhà tổ chức, hoặc `platform` cho học viện của nền tảng.';

export function registerAcademyRoutes(app: FastifyInstance, deps: { academy: AcademyService }) {
  const { academy } = deps;
  serve(app, c.parts, { tags, summary: 'Các phần của một học viện, theo thứ tự', description: named, errors: ['ACADEMY_NOT_FOUND'] }, async (req) =>
    academy.parts(req.params.id),
  );
  serve(app, c.part, { tags, summary: 'Một phần của học viện', description: named, errors: ['ACADEMY_NOT_FOUND', 'ACADEMY_PART_NOT_FOUND'] }, async (req) =>
    academy.part(req.params.id, req.params.partId),
  );
  serve(
    app,
    c.savePart,
    {
      tags,
      summary: 'Thêm hoặc sửa một phần của học viện của tôi',
      description: 'Có id: sửa phần đó (của chính mình); không có: thêm mới. Quản trị viên sửa học viện của nền tảng.',
      errors: ['ACADEMY_PART_NOT_FOUND'],
    },
    async (req) => academy.save(actorOf(req), req.body),
  );
  serve(app, c.removePart, { tags, summary: 'Xoá một phần của học viện của tôi', errors: ['ACADEMY_PART_NOT_FOUND'] }, async (req) => {
    await academy.remove(actorOf(req), req.params.id);
    return { success: true as const };
  });
}
