import { z } from 'zod';
import { Gender, UserRole, UserStatus } from '../enums.js';
import { UserDto } from './auth.js';
import { Email, FullName, PageQuery, Password, Phone } from './common.js';

/** An admin creates an account directly: verified at once; without a password the person sets one by e-mail. */
export const AdminCreateUserBody = z
  .object({
    fullName: FullName,
    email: Email.optional(),
    phone: Phone.optional(),
    role: UserRole.schema.default('USER'),
    password: Password.optional(),
    city: z.string().trim().max(100, 'INVALID_CITY').optional(),
  })
  .refine((b) => Boolean(b.email || b.phone), { message: 'INVALID_INPUT_PARAMS', path: ['email'] });
export type AdminCreateUserBody = z.input<typeof AdminCreateUserBody>;

export const AdminUsersQuery = PageQuery.extend({
  q: z.string().trim().max(100).optional(),
  role: UserRole.schema.optional(),
  status: UserStatus.schema.optional(),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminUpdateUserBody = z
  .object({
    fullName: FullName,
    email: Email.nullable(),
    phone: Phone.nullable(),
    role: UserRole.schema,
    city: z.string().trim().max(100, 'INVALID_CITY').nullable(),
    address: z.string().trim().max(255, 'INVALID_ADDRESS').nullable(),
    bio: z.string().trim().max(2000).nullable(),
    headline: z.string().trim().max(200).nullable(),
    gender: Gender.schema.nullable(),
  })
  .partial();
export type AdminUpdateUserBody = z.infer<typeof AdminUpdateUserBody>;

export const ChangeUserStatusBody = z.object({ status: UserStatus.schema });
export type ChangeUserStatusBody = z.infer<typeof ChangeUserStatusBody>;

/** The v2 admin list: the account plus what the console shows beside it. */
export const AdminUserV2Dto = UserDto.extend({
  headline: z.string().nullable(),
  followerCount: z.number().int(),
  hostProfileStatus: z.string().nullable(),
});
export type AdminUserV2Dto = z.infer<typeof AdminUserV2Dto>;

/** Bulk creation from a CSV/XLSX file: the queued job and how many rows it read. */
export const BulkUploadAccepted = z.object({ jobId: z.string(), rows: z.number().int() });
export type BulkUploadAccepted = z.infer<typeof BulkUploadAccepted>;

export const BULK_CREATE_QUEUE = 'users.bulk-create';
export const BULK_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const BULK_UPLOAD_MAX_ROWS = 20_000;

export const BulkCreateRowResult = z.object({
  /** The line of the file (the header is line 1). */
  row: z.number().int(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(['CREATED', 'REFUSED']),
  code: z.string().nullable(),
  reason: z.string().nullable(),
});
export type BulkCreateRowResult = z.infer<typeof BulkCreateRowResult>;

export const BulkCreateResult = z.object({
  total: z.number().int(),
  created: z.number().int(),
  refused: z.number().int(),
  rows: z.array(BulkCreateRowResult),
});
export type BulkCreateResult = z.infer<typeof BulkCreateResult>;

/** Legacy: a code for an existing account, by e-mail or phone. */
export const UsersGetOtpBody = z
  .object({
    email: Email.optional(),
    phone: Phone.optional(),
    purpose: z.enum(['VERIFY_EMAIL', 'VERIFY_PHONE', 'FORGOT_PASSWORD']),
  })
  .refine((b) => Boolean(b.email) !== Boolean(b.phone), { message: 'INVALID_INPUT_PARAMS', path: ['email'] });
export type UsersGetOtpBody = z.infer<typeof UsersGetOtpBody>;
