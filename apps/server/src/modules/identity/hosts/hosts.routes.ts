import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import { peopleCache } from '../profiles/people-cache.js';
import type { HostsService } from './hosts.service.js';

const tags = ['hosts'];
const c = calls.hosts;
const SUBMIT_ERRORS = [
  'PHONE_NUMBER_NOT_UPDATED',
  'ACCOUNT_ALREADY_HOST',
  'HOST_APPLICATION_PENDING',
  'HOST_APPLICATION_EXISTS',
  'CATEGORY_NOT_FOUND',
  'HOST_CATEGORY_NOT_FOUND',
] as const;

export function registerHostRoutes(app: FastifyInstance, deps: { hosts: HostsService }) {
  const { hosts } = deps;

  serve(app, c.submit, { tags, summary: 'Gửi đơn đăng ký trở thành nhà tổ chức', errors: SUBMIT_ERRORS }, async (req) =>
    hosts.submit(actorOf(req).id, req.body),
  );
  serve(
    app,
    c.resubmit,
    {
      tags,
      summary: 'Chỉnh sửa và gửi lại đơn đăng ký đã bị từ chối',
      errors: [
        'HOST_PROFILE_NOT_FOUND',
        'HOST_PROFILE_NOT_REJECTED',
        'HOST_APPLICATION_PENDING',
        'ACCOUNT_ALREADY_HOST',
        'CATEGORY_NOT_FOUND',
        'HOST_CATEGORY_NOT_FOUND',
      ],
    },
    async (req) => hosts.resubmit(actorOf(req).id, req.body),
  );
  serve(app, c.getMine, { tags, summary: 'Đơn đăng ký nhà tổ chức của tôi, kèm lịch sử xét duyệt', errors: ['HOST_PROFILE_NOT_FOUND'] }, async (req) =>
    hosts.mine(actorOf(req).id),
  );
  serve(
    app,
    c.submitOrResubmit,
    {
      tags,
      summary: 'Gửi đơn đăng ký nhà tổ chức (hoặc gửi lại đơn đã bị từ chối)',
      errors: ['PHONE_NUMBER_NOT_UPDATED', 'ACCOUNT_ALREADY_HOST', 'HOST_APPLICATION_PENDING', 'CATEGORY_NOT_FOUND', 'HOST_CATEGORY_NOT_FOUND'],
    },
    async (req) => hosts.submitOrResubmit(actorOf(req).id, req.body),
  );
  serve(app, c.status, { tags, summary: 'Trạng thái đơn đăng ký nhà tổ chức của tôi (NEW khi chưa gửi)' }, async (req) => hosts.status(actorOf(req).id));

  serve(app, c.list, { tags, summary: 'Danh sách đơn đăng ký nhà tổ chức (lọc trạng thái, tìm tên, email, số điện thoại)' }, async (req) =>
    hosts.list(req.query),
  );
  serve(app, c.get, { tags, summary: 'Chi tiết đơn đăng ký nhà tổ chức, kèm lịch sử', errors: ['HOST_PROFILE_NOT_FOUND'] }, async (req) =>
    hosts.get(req.params.id),
  );
  serve(
    app,
    c.approve,
    {
      tags,
      summary: 'Duyệt các đơn đăng ký nhà tổ chức',
      description:
        'Mỗi đơn được duyệt riêng: đơn lỗi nằm trong `failed` kèm mã (HOST_PROFILE_NOT_FOUND, HOST_PROFILE_ALREADY_REVIEWED, ILLEGAL_STATUS_TRANSITION) và không chặn các đơn khác.',
      // An approved applicant becomes a host: the directory shows them.
      invalidates: peopleCache.personChanged,
    },
    async (req) => hosts.approve(actorOf(req).id, req.body.ids),
  );
  serve(
    app,
    c.reject,
    {
      tags,
      summary: 'Từ chối các đơn đăng ký nhà tổ chức (kèm lý do)',
      description: 'Mỗi đơn được xử lý riêng: đơn lỗi nằm trong `failed` kèm mã và không chặn các đơn khác.',
    },
    async (req) => hosts.reject(actorOf(req).id, req.body.ids, req.body.reason),
  );
}
