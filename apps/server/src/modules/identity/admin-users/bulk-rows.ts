import { Email, FullName, Phone, UserRole, errorMessage, type BulkCreateRowResult, type ErrorCode } from '@market/contract';
import { z } from 'zod';
import { foldHeader } from '../../../platform/http/sheet-upload.js';

/** One data line of an uploaded file, as read (strings, not yet checked). */
export const RawRow = z.object({
  row: z.number().int(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.string().nullable(),
});
export type RawRow = z.infer<typeof RawRow>;

export type Column = 'fullName' | 'email' | 'phone' | 'role';

const HEADER_ALIASES: Record<string, Column> = {
  fullname: 'fullName',
  name: 'fullName',
  hovaten: 'fullName',
  hoten: 'fullName',
  ten: 'fullName',
  email: 'email',
  mail: 'email',
  diachiemail: 'email',
  phone: 'phone',
  phonenumber: 'phone',
  sodienthoai: 'phone',
  dienthoai: 'phone',
  sdt: 'phone',
  role: 'role',
  vaitro: 'role',
};

/** "Họ và tên" → fullName, "E-mail" → email, "Số điện thoại" → phone; null for a column we do not read. */
export function columnOf(header: string): Column | null {
  return HEADER_ALIASES[foldHeader(header)] ?? null;
}

/** A row the job may create, or the reason it may not. */
export type CheckedRow =
  | { ok: true; row: number; fullName: string; email: string | null; phone: string | null; role: 'USER' | 'HOST' | 'ADMIN' }
  | { ok: false; result: BulkCreateRowResult };

export function refused(raw: Pick<RawRow, 'row' | 'fullName' | 'email' | 'phone'>, code: ErrorCode, reason = errorMessage(code)!): BulkCreateRowResult {
  return { row: raw.row, fullName: raw.fullName, email: raw.email, phone: raw.phone, status: 'REFUSED', code, reason };
}

const blank = (v: string | null) => (v === null || v.trim() === '' ? null : v.trim());

/** Checks one row on its own: a name, a valid e-mail and/or phone, a known role (USER if empty). */
export function checkRow(raw: RawRow): CheckedRow {
  const name = FullName.safeParse(blank(raw.fullName) ?? '');
  if (!name.success) return { ok: false, result: refused(raw, 'INVALID_NAME') };
  const emailText = blank(raw.email);
  const phoneText = blank(raw.phone);
  if (!emailText && !phoneText) return { ok: false, result: refused(raw, 'INVALID_INPUT_PARAMS', 'Cần có email hoặc số điện thoại.') };
  const email = emailText ? Email.safeParse(emailText) : null;
  if (email && !email.success) return { ok: false, result: refused(raw, 'INVALID_EMAIL') };
  const phone = phoneText ? Phone.safeParse(phoneText) : null;
  if (phone && !phone.success) return { ok: false, result: refused(raw, 'INVALID_PHONE') };
  const roleText = (blank(raw.role) ?? 'USER').toUpperCase();
  const role = UserRole.schema.safeParse(roleText);
  if (!role.success) return { ok: false, result: refused(raw, 'INVALID_INPUT_PARAMS', `Vai trò "${raw.role}" không hợp lệ (USER, HOST hoặc ADMIN).`) };
  return { ok: true, row: raw.row, fullName: name.data, email: email?.data ?? null, phone: phone?.data ?? null, role: role.data };
}

/**
 * Checks every row and refuses the later copies of an e-mail or phone seen earlier in the file,
 * keeping the order of the file.
 */
export function checkRows(rows: RawRow[]): CheckedRow[] {
  const seenEmail = new Map<string, number>();
  const seenPhone = new Map<string, number>();
  return rows.map((raw) => {
    const checked = checkRow(raw);
    if (!checked.ok) return checked;
    const emailFirst = checked.email ? seenEmail.get(checked.email) : undefined;
    if (emailFirst !== undefined) return { ok: false, result: refused(raw, 'EMAIL_ALREADY_IN_USE', `Email trùng với dòng ${emailFirst} trong tệp.`) };
    const phoneFirst = checked.phone ? seenPhone.get(checked.phone) : undefined;
    if (phoneFirst !== undefined)
      return { ok: false, result: refused(raw, 'PHONE_NUMBER_ALREADY_IN_USE', `Số điện thoại trùng với dòng ${phoneFirst} trong tệp.`) };
    if (checked.email) seenEmail.set(checked.email, checked.row);
    if (checked.phone) seenPhone.set(checked.phone, checked.row);
    return checked;
  });
}
