import {
  AdminHostProfileDetailDto, AdminHostProfileDto, AdminHostProfilesQuery, ApproveHostsBody, ApproveHostsResult, HostApplicationBody, HostApplicationDto,
  HostApplicationStatusDto, IdParam, RejectHostsBody, RejectHostsResult, paged,
} from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.js';
import { route } from '../../../platform/http/route.js';
import type { HostsService } from './hosts.service.js';

const tags = ['hosts'];
const SUBMIT_ERRORS = ['PHONE_NUMBER_NOT_UPDATED', 'ACCOUNT_ALREADY_HOST', 'HOST_APPLICATION_PENDING', 'HOST_APPLICATION_EXISTS', 'CATEGORY_NOT_FOUND', 'HOST_CATEGORY_NOT_FOUND'] as const;

export function registerHostRoutes(app: FastifyInstance, deps: { hosts: HostsService }) {
  const { hosts } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/users/register-host',
    route({ access: 'user', tags, summary: 'Gửi đơn đăng ký trở thành nhà tổ chức', body: HostApplicationBody, response: HostApplicationDto, status: 201, errors: SUBMIT_ERRORS }),
    async (req, reply) => {
      reply.status(201);
      return hosts.submit(actorOf(req).id, req.body);
    },
  );
  r.patch(
    '/api/v1/users/resubmit-host',
    route({
      access: 'user',
      tags,
      summary: 'Chỉnh sửa và gửi lại đơn đăng ký đã bị từ chối',
      body: HostApplicationBody,
      response: HostApplicationDto,
      errors: ['HOST_PROFILE_NOT_FOUND', 'HOST_PROFILE_NOT_REJECTED', 'HOST_APPLICATION_PENDING', 'ACCOUNT_ALREADY_HOST', 'CATEGORY_NOT_FOUND', 'HOST_CATEGORY_NOT_FOUND'],
    }),
    async (req) => hosts.resubmit(actorOf(req).id, req.body),
  );
  r.get(
    '/api/v2/users/register-host',
    route({ access: 'user', tags, summary: 'Đơn đăng ký nhà tổ chức của tôi, kèm lịch sử xét duyệt', response: HostApplicationDto, errors: ['HOST_PROFILE_NOT_FOUND'] }),
    async (req) => hosts.mine(actorOf(req).id),
  );
  r.post(
    '/api/v2/users/register-host',
    route({
      access: 'user',
      tags,
      summary: 'Gửi đơn đăng ký nhà tổ chức (hoặc gửi lại đơn đã bị từ chối)',
      body: HostApplicationBody,
      response: HostApplicationDto,
      status: 201,
      errors: ['PHONE_NUMBER_NOT_UPDATED', 'ACCOUNT_ALREADY_HOST', 'HOST_APPLICATION_PENDING', 'CATEGORY_NOT_FOUND', 'HOST_CATEGORY_NOT_FOUND'],
    }),
    async (req, reply) => {
      reply.status(201);
      return hosts.submitOrResubmit(actorOf(req).id, req.body);
    },
  );
  r.get(
    '/api/v2/users/register-host/status',
    route({ access: 'user', tags, summary: 'Trạng thái đơn đăng ký nhà tổ chức của tôi (NEW khi chưa gửi)', response: HostApplicationStatusDto }),
    async (req) => hosts.status(actorOf(req).id),
  );

  r.get(
    '/api/v1/admin/users/host-profiles',
    route({ access: 'admin', tags, summary: 'Danh sách đơn đăng ký nhà tổ chức (lọc trạng thái, tìm tên, email, số điện thoại)', querystring: AdminHostProfilesQuery, response: paged(AdminHostProfileDto) }),
    async (req) => hosts.list(req.query),
  );
  r.get(
    '/api/v1/admin/users/host-profiles/:id',
    route({ access: 'admin', tags, summary: 'Chi tiết đơn đăng ký nhà tổ chức, kèm lịch sử', params: IdParam, response: AdminHostProfileDetailDto, errors: ['HOST_PROFILE_NOT_FOUND'] }),
    async (req) => hosts.get(req.params.id),
  );
  r.patch(
    '/api/v1/admin/users/approve',
    route({
      access: 'admin',
      tags,
      summary: 'Duyệt các đơn đăng ký nhà tổ chức',
      description: 'Mỗi đơn được duyệt riêng: đơn lỗi nằm trong `failed` kèm mã (HOST_PROFILE_NOT_FOUND, HOST_PROFILE_ALREADY_REVIEWED, ILLEGAL_STATUS_TRANSITION) và không chặn các đơn khác.',
      body: ApproveHostsBody,
      response: ApproveHostsResult,
    }),
    async (req) => hosts.approve(actorOf(req).id, req.body.ids),
  );
  r.patch(
    '/api/v1/admin/users/reject',
    route({
      access: 'admin',
      tags,
      summary: 'Từ chối các đơn đăng ký nhà tổ chức (kèm lý do)',
      description: 'Mỗi đơn được xử lý riêng: đơn lỗi nằm trong `failed` kèm mã và không chặn các đơn khác.',
      body: RejectHostsBody,
      response: RejectHostsResult,
    }),
    async (req) => hosts.reject(actorOf(req).id, req.body.ids, req.body.reason),
  );
}
