import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError } from '../../../platform/http/errors.js';
import { columnOf, type Column, type RawRow } from './bulk-rows.js';

export type SheetKind = 'csv' | 'xlsx';

const XLSX_TYPES = new Set(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/octet-stream', 'application/zip']);
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream']);

/** CSV or XLSX from the name, the declared type and (for XLSX) the zip signature; anything else is refused. */
export function sheetKindOf(fileName: string, mimeType: string, head: Buffer): SheetKind {
  const name = fileName.toLowerCase();
  const type = mimeType.toLowerCase().split(';')[0]!.trim();
  if (name.endsWith('.xlsx') && XLSX_TYPES.has(type)) {
    if (head[0] !== 0x50 || head[1] !== 0x4b) throw new AppError('INVALID_FILE');
    return 'xlsx';
  }
  if (name.endsWith('.csv') && CSV_TYPES.has(type)) {
    if (head.includes(0)) throw new AppError('INVALID_FILE');
    return 'csv';
  }
  throw new AppError('FILE_TYPE_NOT_ALLOWED');
}

function textOf(value: ExcelJS.CellValue): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    const digits = String(value);
    // A phone typed as a number loses its leading zero: 912345678 → 0912345678.
    return /^\d{9}$/.test(digits) ? `0${digits}` : digits;
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return textOf(value.text as ExcelJS.CellValue);
    if ('result' in value) return textOf(value.result as ExcelJS.CellValue);
  }
  return null;
}

/** Reads the first sheet: a header line naming the columns, then one account a line. Empty lines are skipped. */
export async function parseSheet(kind: SheetKind, bytes: Buffer): Promise<RawRow[]> {
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  try {
    if (kind === 'xlsx') {
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      sheet = workbook.worksheets[0];
    } else {
      // Strings stay strings: no number or date guessing (a phone keeps its leading zero).
      sheet = await workbook.csv.read(Readable.from([bytes.toString('utf8').replace(/^\uFEFF/, '')]), { map: (v: unknown) => v });
    }
  } catch {
    throw new AppError('INVALID_FILE');
  }
  if (!sheet) throw new AppError('INVALID_FILE');
  const columns = new Map<number, Column>();
  sheet.getRow(1).eachCell({ includeEmpty: false }, (cell, index) => {
    const column = columnOf(textOf(cell.value) ?? '');
    if (column && ![...columns.values()].includes(column)) columns.set(index, column);
  });
  const named = new Set(columns.values());
  if (!named.has('fullName') || (!named.has('email') && !named.has('phone'))) throw new AppError('INVALID_FILE');
  const rows: RawRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (line, number) => {
    if (number === 1) return;
    const raw: RawRow = { row: number, fullName: null, email: null, phone: null, role: null };
    for (const [index, column] of columns) raw[column] = textOf(line.getCell(index).value)?.trim() || null;
    if (raw.fullName || raw.email || raw.phone || raw.role) rows.push(raw);
  });
  if (!rows.length) throw new AppError('INVALID_FILE');
  return rows;
}
