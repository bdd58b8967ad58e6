import type { z } from 'zod';
import { CmsError, invalid, validationError } from '../errors.js';

/**
 * Strapi's ApplicationError answers 400 (only its InternalServerError is a 500): the sign-in and
 * account refusals clients read by `error.name` and `error.message`.
 */
export function applicationError(message: string, details: Record<string, unknown> = {}): CmsError {
  // CmsError gives ApplicationError the status of a server failure; Strapi's is a refusal.
  return strapiError(400, 'ApplicationError', message, details);
}

/** A Strapi error CmsError does not name (RateLimitError), rendered by the app's one error handler all the same. */
export function strapiError(status: number, name: string, message: string, details: Record<string, unknown> = {}): CmsError {
  const error = new CmsError('ApplicationError', message, details);
  Object.defineProperty(error, 'status', { value: status });
  Object.defineProperty(error, 'errorName', { value: name });
  return error;
}

export const UP_MESSAGES = {
  invalidCredentials: 'Sai tên đăng nhập hoặc mật khẩu',
  notConfirmed: 'Email của tài khoản chưa được xác nhận',
  blocked: 'Tài khoản đã bị quản trị viên khoá',
  taken: 'Email hoặc tên đăng nhập đã được sử dụng',
  emailTaken: 'Email đã được sử dụng',
  usernameTaken: 'Tên đăng nhập đã được sử dụng',
  passwordsDiffer: 'Mật khẩu nhập lại không khớp',
  wrongCode: 'Mã đặt lại mật khẩu không đúng',
  wrongCurrentPassword: 'Mật khẩu hiện tại không đúng',
  samePassword: 'Mật khẩu mới phải khác mật khẩu hiện tại',
  invalidToken: 'Mã xác nhận không hợp lệ',
  alreadyConfirmed: 'Tài khoản đã được xác nhận',
  providerDisabled: 'Nhà cung cấp đăng nhập này chưa được bật',
  providerFailed: 'Không xác thực được với nhà cung cấp đăng nhập',
  publicRole: 'Không thể xoá vai trò mặc định',
  roleNotFound: 'Không tìm thấy vai trò',
  userNotFound: 'Không tìm thấy người dùng',
  tooManyRequests: 'Quá nhiều yêu cầu, vui lòng thử lại sau',
} as const;

export const badInput = (message: string, path: string[] = []) => invalid(message, path);

/** The input a zod schema accepts, or Strapi's ValidationError naming every issue. */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw validationError(
    result.error.issues.map((issue) => ({
      path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
      message: issue.message,
      name: 'ValidationError' as const,
    })),
  );
}
