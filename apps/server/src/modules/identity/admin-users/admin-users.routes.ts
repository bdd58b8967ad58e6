import multipart from '@fastify/multipart';
import {
  AdminCreateUserBody,
  AdminUpdateUserBody,
  AdminUserV2Dto,
  AdminUsersQuery,
  BULK_UPLOAD_MAX_BYTES,
  BULK_UPLOAD_MAX_ROWS,
  BulkUploadAccepted,
  ChangeUserStatusBody,
  IdParam,
  OkResponse,
  OtpSentResult,
  SignupBody,
  SignupResult,
  UserDto,
  UsersGetOtpBody,
  paged,
} from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { route } from '../../../platform/http/route.js';
import type { JobQueue } from '../../../platform/jobs/queue.js';
import type { AuthService } from '../auth/auth.service.js';
import type { AdminUsersService } from './admin-users.service.js';
import type { bulkCreateUsersJob } from './bulk-create.job.js';
import { receiveSheet } from '../../../platform/http/sheet-upload.js';
import { parseSheet } from './parse-file.js';

const tags = ['admin-users'];
const CONTACT_TAKEN = ['EMAIL_ALREADY_IN_USE', 'PHONE_NUMBER_ALREADY_IN_USE'] as const;

/** The legacy /users aliases of sign-up and codes: same bodies, answers and limits as /auth. */
export function registerUserAliasRoutes(app: FastifyInstance, deps: { auth: AuthService; authRateLimit: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: deps.authRateLimit, timeWindow: 60_000 };
  r.post(
    '/api/v1/users/register',
    route({
      access: 'public',
      tags: ['auth'],
      summary: 'Đăng ký (đường dẫn cũ của /auth/signup)',
      body: SignupBody,
      response: SignupResult,
      status: 201,
      rateLimit,
      errors: ['EMAIL_ALREADY_IN_USE', 'EMAIL_IN_USE_DIFFERENT_METHOD', 'PHONE_NUMBER_ALREADY_IN_USE', 'INVALID_PASSWORD_FORMAT', 'INVALID_CONFIRM_PASSWORDS'],
    }),
    async (req, reply) => {
      reply.status(201);
      return deps.auth.signup(req.body);
    },
  );
  r.post(
    '/api/v1/users/get-otp',
    route({
      access: 'public',
      tags: ['auth'],
      summary: 'Gửi mã OTP xác thực hoặc đặt lại mật khẩu cho tài khoản đã có',
      body: UsersGetOtpBody,
      response: OtpSentResult,
      rateLimit,
      errors: ['ACCOUNT_NOT_FOUND', 'ACCOUNT_VERIFIED'],
    }),
    async (req) => {
      const { purpose, ...contact } = req.body;
      return purpose === 'FORGOT_PASSWORD' ? deps.auth.forgotPassword(contact) : deps.auth.requestVerification({ ...contact, purpose });
    },
  );
}

export function registerAdminUserRoutes(
  app: FastifyInstance,
  deps: { admin: AdminUsersService; jobs: JobQueue; bulkCreate: ReturnType<typeof bulkCreateUsersJob> },
) {
  const { admin } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const createErrors = ['INVALID_NAME', 'INVALID_EMAIL', 'INVALID_PHONE', 'INVALID_PASSWORD_FORMAT', ...CONTACT_TAKEN] as const;

  r.post(
    '/api/v1/admin/users',
    route({
      access: 'admin',
      tags,
      summary: 'Tạo người dùng (đã xác thực; không có mật khẩu thì gửi mã đặt mật khẩu)',
      body: AdminCreateUserBody,
      response: UserDto,
      status: 201,
      errors: createErrors,
    }),
    async (req, reply) => {
      reply.status(201);
      return admin.create(req.body);
    },
  );
  r.post(
    '/api/v2/users/create',
    route({ access: 'admin', tags, summary: 'Tạo người dùng (v2)', body: AdminCreateUserBody, response: UserDto, status: 201, errors: createErrors }),
    async (req, reply) => {
      reply.status(201);
      return admin.create(req.body);
    },
  );
  r.get(
    '/api/v1/admin/users',
    route({
      access: 'admin',
      tags,
      summary: 'Danh sách người dùng (tìm theo tên, email, số điện thoại)',
      querystring: AdminUsersQuery,
      response: paged(UserDto),
    }),
    async (req) => admin.list(req.query),
  );
  r.get(
    '/api/v2/admin/users',
    route({
      access: 'admin',
      tags,
      summary: 'Danh sách người dùng kèm số người theo dõi và hồ sơ nhà tổ chức',
      querystring: AdminUsersQuery,
      response: paged(AdminUserV2Dto),
    }),
    async (req) => admin.listV2(req.query),
  );
  r.get(
    '/api/v1/admin/users/:id',
    route({ access: 'admin', tags, summary: 'Chi tiết người dùng', params: IdParam, response: UserDto, errors: ['USER_NOT_FOUND'] }),
    async (req) => admin.get(req.params.id),
  );
  r.patch(
    '/api/v1/admin/users/:id',
    route({
      access: 'admin',
      tags,
      summary: 'Sửa người dùng',
      params: IdParam,
      body: AdminUpdateUserBody,
      response: UserDto,
      errors: ['USER_NOT_FOUND', 'CANNOT_CHANGE_OWN_ACCOUNT', 'INVALID_NAME', 'INVALID_EMAIL', 'INVALID_PHONE', ...CONTACT_TAKEN],
    }),
    async (req) => admin.update(actorOf(req), req.params.id, req.body),
  );
  r.delete(
    '/api/v1/admin/users/:id',
    route({
      access: 'admin',
      tags,
      summary: 'Xoá người dùng (ẩn danh hoá, kết thúc mọi phiên)',
      params: IdParam,
      response: OkResponse,
      errors: ['USER_NOT_FOUND', 'CANNOT_CHANGE_OWN_ACCOUNT'],
    }),
    async (req) => {
      await admin.remove(actorOf(req), req.params.id);
      return { success: true as const };
    },
  );
  r.patch(
    '/api/v1/admin/users/change-status/:id',
    route({
      access: 'admin',
      tags,
      summary: 'Kích hoạt hoặc vô hiệu hoá người dùng',
      params: IdParam,
      body: ChangeUserStatusBody,
      response: UserDto,
      errors: ['USER_NOT_FOUND', 'CANNOT_CHANGE_OWN_ACCOUNT'],
    }),
    async (req) => admin.changeStatus(actorOf(req), req.params.id, req.body),
  );

  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: BULK_UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/admin/users/upload',
      route({
        access: 'admin',
        tags,
        description:
          'Gửi multipart/form-data với trường `file` (.csv hoặc .xlsx, tối đa 10 MB). Trả về 202 với jobId; theo dõi tại GET /api/v1/queue/users.bulk-create/{jobId}/status — kết quả liệt kê từng dòng CREATED/REFUSED kèm lý do.',
        summary: 'Tạo nhiều người dùng từ tệp CSV/XLSX (multipart, trường "file"; cột fullName/Họ và tên, email, phone, role)',
        response: BulkUploadAccepted,
        status: 202,
        errors: ['INVALID_FILE', 'FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE'],
      }),
      async (req, reply) => {
        const { kind, bytes } = await receiveSheet(req);
        const rows = await parseSheet(kind, bytes);
        if (rows.length > BULK_UPLOAD_MAX_ROWS) throw new AppError('INVALID_FILE');
        const jobId = await deps.jobs.enqueue(deps.bulkCreate, { rows }, { ownerId: actorOf(req).id });
        reply.status(202);
        return { jobId, rows: rows.length };
      },
    );
  });
}
