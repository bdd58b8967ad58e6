/**
 * Strapi v4's error answer, `{ data: null, error: { status, name, message, details } }`: clients
 * written against Strapi read `error.name` and `error.status`; the message is in Vietnamese.
 */
export type CmsErrorName = 'ValidationError' | 'NotFoundError' | 'ForbiddenError' | 'UnauthorizedError' | 'ApplicationError';

export interface CmsValidationIssue {
  path: (string | number)[];
  message: string;
  name: 'ValidationError';
}

const STATUS: Record<CmsErrorName, number> = {
  ValidationError: 400,
  UnauthorizedError: 401,
  ForbiddenError: 403,
  NotFoundError: 404,
  ApplicationError: 500,
};

export class CmsError extends Error {
  readonly status: number;
  constructor(
    readonly errorName: CmsErrorName,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = STATUS[errorName];
  }

  toBody() {
    return { data: null, error: { status: this.status, name: this.errorName, message: this.message, details: this.details } };
  }
}

export const notFound = () => new CmsError('NotFoundError', 'Không tìm thấy');
export const forbidden = () => new CmsError('ForbiddenError', 'Không có quyền thực hiện');
export const unauthorized = () => new CmsError('UnauthorizedError', 'Thiếu hoặc sai thông tin đăng nhập');

/** One invalid input: a single-issue ValidationError, as Strapi answers a bad query parameter. */
export function invalid(message: string, path: (string | number)[] = []): CmsError {
  return validationError([{ path, message, name: 'ValidationError' }], message);
}

/** Several issues: the message names the first and how many more, as Strapi's yup errors do. */
export function validationError(errors: CmsValidationIssue[], message?: string): CmsError {
  const first = errors[0]?.message ?? 'Dữ liệu không hợp lệ';
  const summary = message ?? (errors.length > 1 ? `${first} (và ${errors.length - 1} lỗi khác)` : first);
  return new CmsError('ValidationError', summary, { errors });
}
