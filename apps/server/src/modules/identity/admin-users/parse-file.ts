import { AppError } from '../../../platform/http/errors.js';
import { readSheet, type SheetKind } from '../../../platform/http/sheet-upload.js';
import { columnOf, type Column, type RawRow } from './bulk-rows.js';

export { sheetKindOf, type SheetKind } from '../../../platform/http/sheet-upload.js';

const COLUMNS: readonly Column[] = ['fullName', 'email', 'phone', 'role'];

// A phone typed as a number loses its leading zero: 912345678 → 0912345678.
const phoneDigits = (n: number) => (/^\d{9}$/.test(String(n)) ? `0${n}` : String(n));

/** Reads the first sheet: a header line naming the columns, then one account a line. Empty lines are skipped. */
export async function parseSheet(kind: SheetKind, bytes: Buffer): Promise<RawRow[]> {
  const { named, rows } = await readSheet(kind, bytes, { columns: COLUMNS, columnOf, numberText: phoneDigits });
  if (!named.has('fullName') || (!named.has('email') && !named.has('phone'))) throw new AppError('INVALID_FILE');
  if (!rows.length) throw new AppError('INVALID_FILE');
  return rows.map((r) => ({ row: r.row, ...r.values }));
}
