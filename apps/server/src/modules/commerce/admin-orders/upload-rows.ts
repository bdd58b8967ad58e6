import {
  Email,
  PaymentMethod,
  Quantity,
  SOLD_PRODUCT_TYPES,
  errorMessage,
  type AdminOrderUploadRowResult,
  type ErrorCode,
  type SoldProductType,
} from '@market/contract';
import { z } from 'zod';
import { foldHeader } from '../../../platform/http/sheet-upload.js';

/** One line of an uploaded orders file, as read (strings, not yet checked). */
export const RawOrderRow = z.object({
  row: z.number().int(),
  email: z.string().nullable(),
  productItemType: z.string().nullable(),
  productItemId: z.string().nullable(),
  quantity: z.string().nullable(),
  paid: z.string().nullable(),
  method: z.string().nullable(),
  note: z.string().nullable(),
});
export type RawOrderRow = z.infer<typeof RawOrderRow>;

export type OrderColumn = Exclude<keyof RawOrderRow, 'row'>;
export const ORDER_COLUMNS: readonly OrderColumn[] = ['email', 'productItemType', 'productItemId', 'quantity', 'paid', 'method', 'note'];

const HEADER_ALIASES: Record<string, OrderColumn> = {
  email: 'email',
  mail: 'email',
  emailnguoimua: 'email',
  productitemtype: 'productItemType',
  loaisanpham: 'productItemType',
  type: 'productItemType',
  productitemid: 'productItemId',
  masanpham: 'productItemId',
  productid: 'productItemId',
  quantity: 'quantity',
  soluong: 'quantity',
  paid: 'paid',
  dathanhtoan: 'paid',
  method: 'method',
  phuongthuc: 'method',
  phuongthucthanhtoan: 'method',
  hinhthucthanhtoan: 'method',
  note: 'note',
  ghichu: 'note',
};

/** "Mã sản phẩm" → productItemId, "Số lượng" → quantity...; null for a column we do not read. */
export function orderColumnOf(header: string): OrderColumn | null {
  return HEADER_ALIASES[foldHeader(header)] ?? null;
}

const YES = new Set(['true', '1', 'yes', 'y', 'x', 'co', 'da', 'dathanhtoan', 'paid']);
const NO = new Set(['false', '0', 'no', 'n', 'khong', 'chua', 'chuathanhtoan', 'unpaid']);

export interface CheckedOrderRow {
  row: number;
  email: string;
  productItemType: SoldProductType;
  productItemId: string;
  quantity: number;
  paid: boolean;
  method: (typeof PaymentMethod.values)[number];
  note: string | null;
}

export function refusedRow(
  raw: Pick<RawOrderRow, 'row' | 'email' | 'productItemId'>,
  code: ErrorCode,
  reason = errorMessage(code)!,
): AdminOrderUploadRowResult {
  return { row: raw.row, email: raw.email, productItemId: raw.productItemId, status: 'REFUSED', orderId: null, orderCode: null, code, reason };
}

const blank = (v: string | null) => (v === null || v.trim() === '' ? null : v.trim());

/**
 * One line on its own: a valid e-mail, a product of a type sold today (TICKET_TIER when the type is left
 * empty), 1–50 of it, paid (yes by default) and how (BANK_TRANSFER by default).
 */
export function checkOrderRow(raw: RawOrderRow): { ok: true; value: CheckedOrderRow } | { ok: false; result: AdminOrderUploadRowResult } {
  const refuse = (code: ErrorCode, reason?: string) => ({ ok: false as const, result: refusedRow(raw, code, reason) });
  const email = Email.safeParse(blank(raw.email) ?? '');
  if (!email.success) return refuse('INVALID_EMAIL');
  const type = (blank(raw.productItemType) ?? 'TICKET_TIER').toUpperCase();
  if (!(SOLD_PRODUCT_TYPES as readonly string[]).includes(type))
    return refuse('INVALID_PRODUCT_ITEM', `Loại sản phẩm "${raw.productItemType}" không hợp lệ (${SOLD_PRODUCT_TYPES.join(', ')}).`);
  const id = z.uuid().safeParse(blank(raw.productItemId) ?? '');
  if (!id.success) return refuse('INVALID_PRODUCT_ITEM', 'Mã sản phẩm không hợp lệ.');
  const quantity = Quantity.safeParse(blank(raw.quantity) ?? '1');
  if (!quantity.success) return refuse('INVALID_INPUT_PARAMS', 'Số lượng phải là số nguyên từ 1 đến 50.');
  const paidText = blank(raw.paid) === null ? 'true' : foldHeader(raw.paid!) || raw.paid!.trim();
  if (!YES.has(paidText) && !NO.has(paidText)) return refuse('INVALID_INPUT_PARAMS', `Giá trị "đã thanh toán" "${raw.paid}" không hợp lệ (có/không).`);
  const method = PaymentMethod.schema.safeParse((blank(raw.method) ?? 'BANK_TRANSFER').toUpperCase());
  if (!method.success) return refuse('INVALID_INPUT_PARAMS', `Phương thức thanh toán "${raw.method}" không hợp lệ (ví dụ BANK_TRANSFER, INVOICE).`);
  const note = blank(raw.note);
  if (note && note.length > 1000) return refuse('INVALID_INPUT_PARAMS', 'Ghi chú tối đa 1000 ký tự.');
  return {
    ok: true,
    value: {
      row: raw.row,
      email: email.data,
      productItemType: type as CheckedOrderRow['productItemType'],
      productItemId: id.data,
      quantity: quantity.data,
      paid: YES.has(paidText),
      method: method.data,
      note,
    },
  };
}
