import multipart from '@fastify/multipart';
import { BULK_UPLOAD_MAX_BYTES, BULK_UPLOAD_MAX_ROWS, calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { serve } from '../../../platform/http/route.js';
import { peopleCache } from '../profiles/people-cache.js';
import { receiveSheet } from '../../../platform/http/sheet-upload.js';
import type { JobQueue } from '../../../platform/jobs/queue.js';
import type { AuthService } from '../auth/auth.service.js';
import type { AdminUsersService } from './admin-users.service.js';
import type { bulkCreateUsersJob } from './bulk-create.job.js';
import { parseSheet } from './parse-file.js';

const tags = ['admin-users'];
const c = calls.adminUsers;
const CONTACT_TAKEN = ['EMAIL_ALREADY_IN_USE', 'PHONE_NUMBER_ALREADY_IN_USE'] as const;

/** The legacy /users aliases of sign-up and codes: same bodies, answers and limits as /auth. */
export function registerUserAliasRoutes(app: FastifyInstance, deps: { auth: AuthService; authRateLimit: number }) {
  const rateLimit = { max: deps.authRateLimit, timeWindow: 60_000 };
  serve(
    app,
    calls.auth.register,
    {
      tags: ['auth'],
      summary: 'Đăng ký (đường dẫn cũ của /auth/signup)',
      rateLimit,
      errors: ['EMAIL_ALREADY_IN_USE', 'EMAIL_IN_USE_DIFFERENT_METHOD', 'PHONE_NUMBER_ALREADY_IN_USE', 'INVALID_PASSWORD_FORMAT', 'INVALID_CONFIRM_PASSWORDS'],
    },
    async (req) => deps.auth.signup(req.body),
  );
  serve(
    app,
    calls.auth.sendOtp,
    { tags: ['auth'], summary: 'Gửi mã OTP xác thực hoặc đặt lại mật khẩu cho tài khoản đã có', rateLimit, errors: ['ACCOUNT_NOT_FOUND', 'ACCOUNT_VERIFIED'] },
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
  const createErrors = ['INVALID_NAME', 'INVALID_EMAIL', 'INVALID_PHONE', 'INVALID_PASSWORD_FORMAT', ...CONTACT_TAKEN] as const;

  serve(app, c.create, { tags, summary: 'Tạo người dùng (đã xác thực; không có mật khẩu thì gửi mã đặt mật khẩu)', errors: createErrors }, async (req) =>
    admin.create(req.body),
  );
  serve(app, c.createV2, { tags, summary: 'Tạo người dùng (v2)', errors: createErrors }, async (req) => admin.create(req.body));
  serve(app, c.list, { tags, summary: 'Danh sách người dùng (tìm theo tên, email, số điện thoại)' }, async (req) => admin.list(req.query));
  serve(app, c.listV2, { tags, summary: 'Danh sách người dùng kèm số người theo dõi và hồ sơ nhà tổ chức' }, async (req) => admin.listV2(req.query));
  serve(app, c.get, { tags, summary: 'Chi tiết người dùng', errors: ['USER_NOT_FOUND'] }, async (req) => admin.get(req.params.id));
  serve(
    app,
    c.update,
    {
      tags,
      summary: 'Sửa người dùng',
      errors: ['USER_NOT_FOUND', 'CANNOT_CHANGE_OWN_ACCOUNT', 'INVALID_NAME', 'INVALID_EMAIL', 'INVALID_PHONE', ...CONTACT_TAKEN],
      invalidates: peopleCache.personChanged,
    },
    async (req) => admin.update(actorOf(req), req.params.id, req.body),
  );
  serve(
    app,
    c.remove,
    {
      tags,
      summary: 'Xoá người dùng (ẩn danh hoá, kết thúc mọi phiên)',
      errors: ['USER_NOT_FOUND', 'CANNOT_CHANGE_OWN_ACCOUNT'],
      invalidates: peopleCache.personChanged,
    },
    async (req) => {
      await admin.remove(actorOf(req), req.params.id);
      return { success: true as const };
    },
  );
  serve(
    app,
    c.changeStatus,
    { tags, summary: 'Kích hoạt hoặc vô hiệu hoá người dùng', errors: ['USER_NOT_FOUND', 'CANNOT_CHANGE_OWN_ACCOUNT'], invalidates: peopleCache.personChanged },
    async (req) => admin.changeStatus(actorOf(req), req.params.id, req.body),
  );

  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: BULK_UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
    serve(
      scope,
      c.upload,
      {
        tags,
        description:
          'Gửi multipart/form-data với trường `file` (.csv hoặc .xlsx, tối đa 10 MB). Trả về 202 với jobId; theo dõi tại GET /api/v1/queue/users.bulk-create/{jobId}/status — kết quả liệt kê từng dòng CREATED/REFUSED kèm lý do.',
        summary: 'Tạo nhiều người dùng từ tệp CSV/XLSX (multipart, trường "file"; cột fullName/Họ và tên, email, phone, role)',
        errors: ['INVALID_FILE', 'FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE'],
      },
      async (req) => {
        const { kind, bytes } = await receiveSheet(req);
        const rows = await parseSheet(kind, bytes);
        if (rows.length > BULK_UPLOAD_MAX_ROWS) throw new AppError('INVALID_FILE');
        const jobId = await deps.jobs.enqueue(deps.bulkCreate, { rows }, { ownerId: actorOf(req).id });
        return { jobId, rows: rows.length };
      },
    );
  });
}
