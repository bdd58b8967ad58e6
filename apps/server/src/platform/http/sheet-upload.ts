import { Readable } from 'node:stream';
import type {} from '@fastify/multipart';
import type ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '@market/contract';
import { AppError } from './errors.js';

/**
 * Spreadsheets and lists uploaded by admins (bulk users, bulk orders, moderation keywords): the
 * multipart `file` field read into memory, its kind checked, and its first sheet read either as a
 * header line naming the columns followed by one record a line (`readSheet`), or as one value a line
 * in the first column, a header optional (`readFirstColumn`; plain text files too).
 */
export type SheetKind = 'csv' | 'xlsx' | 'txt';
const SPREADSHEETS: readonly SheetKind[] = ['csv', 'xlsx'];

const XLSX_TYPES = new Set(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/octet-stream', 'application/zip']);
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream']);
const TXT_TYPES = new Set(['text/plain', 'application/octet-stream']);

/**
 * The kind of an upload from its name, declared type and first bytes (the zip signature of XLSX, no
 * NUL in text): one of `kinds` (CSV or XLSX unless said), anything else is refused.
 */
export function sheetKindOf(fileName: string, mimeType: string, head: Buffer, kinds: readonly SheetKind[] = SPREADSHEETS): SheetKind {
  const name = fileName.toLowerCase();
  const type = mimeType.toLowerCase().split(';')[0]!.trim();
  if (name.endsWith('.xlsx') && XLSX_TYPES.has(type) && kinds.includes('xlsx')) {
    if (head[0] !== 0x50 || head[1] !== 0x4b) throw new AppError('INVALID_FILE');
    return 'xlsx';
  }
  const text = (name.endsWith('.csv') && CSV_TYPES.has(type) && 'csv') || (name.endsWith('.txt') && TXT_TYPES.has(type) && 'txt');
  if (text && kinds.includes(text)) {
    if (head.includes(0)) throw new AppError('INVALID_FILE');
    return text;
  }
  throw new AppError('FILE_TYPE_NOT_ALLOWED');
}

/**
 * The `file` field of a multipart request (the route's scope registers @fastify/multipart with its
 * size limit): an oversized file answers FILE_TOO_LARGE, anything unreadable INVALID_FILE.
 */
export async function receiveSheet(req: FastifyRequest, kinds: readonly SheetKind[] = SPREADSHEETS): Promise<{ kind: SheetKind; bytes: Buffer }> {
  if (!req.isMultipart()) throw new AppError('INVALID_FILE');
  let file: Awaited<ReturnType<typeof req.file>>;
  let bytes: Buffer;
  try {
    file = await req.file();
    if (!file || file.fieldname !== 'file') throw new AppError('INVALID_FILE');
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE');
    throw new AppError('INVALID_FILE');
  }
  if (!bytes.length) throw new AppError('INVALID_FILE');
  // Text kinds are checked for NUL over the whole file (a binary renamed .csv or .txt).
  return { kind: sheetKindOf(file.filename, file.mimetype, file.filename.toLowerCase().endsWith('.xlsx') ? bytes.subarray(0, 8) : bytes, kinds), bytes };
}

const textOfFile = (bytes: Buffer) => bytes.toString('utf8').replace(/^\uFEFF/, '');

/** The first sheet of a CSV or XLSX file (a text file is read by lines, not here). */
async function firstSheet(kind: SheetKind, bytes: Buffer): Promise<ExcelJS.Worksheet> {
  // Loaded on first upload: the library is large and most processes never read a sheet.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  try {
    if (kind === 'xlsx') {
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      sheet = workbook.worksheets[0];
    } else if (kind === 'csv') {
      // Strings stay strings: no number or date guessing (a phone keeps its leading zero).
      sheet = await workbook.csv.read(Readable.from([textOfFile(bytes)]), { map: (v: unknown) => v });
    }
  } catch {
    throw new AppError('INVALID_FILE');
  }
  if (!sheet) throw new AppError('INVALID_FILE');
  return sheet;
}

function textOf(value: ExcelJS.CellValue, numberText: (n: number) => string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return textOf(value.text as ExcelJS.CellValue, numberText);
    if ('result' in value) return textOf(value.result as ExcelJS.CellValue, numberText);
  }
  return null;
}

export interface SheetRow<C extends string> {
  /** The line of the file (the header is line 1). */
  row: number;
  values: Record<C, string | null>;
}

/**
 * Reads the first sheet: the header line's cells are named by `columnOf` (unknown headers are
 * ignored, a repeated one counts once), then each line's cells are trimmed text, null when empty.
 * Lines with nothing in the named columns are skipped. `named` tells which columns the header had.
 */
export async function readSheet<C extends string>(
  kind: SheetKind,
  bytes: Buffer,
  options: { columns: readonly C[]; columnOf: (header: string) => C | null; numberText?: (n: number) => string },
): Promise<{ named: Set<C>; rows: SheetRow<C>[] }> {
  const numberText = options.numberText ?? String;
  const sheet = await firstSheet(kind, bytes);
  const columns = new Map<number, C>();
  sheet.getRow(1).eachCell({ includeEmpty: false }, (cell, index) => {
    const column = options.columnOf(textOf(cell.value, numberText) ?? '');
    if (column && ![...columns.values()].includes(column)) columns.set(index, column);
  });
  const rows: SheetRow<C>[] = [];
  sheet.eachRow({ includeEmpty: false }, (line, number) => {
    if (number === 1) return;
    const values = Object.fromEntries(options.columns.map((c) => [c, null])) as Record<C, string | null>;
    for (const [index, column] of columns) values[column] = textOf(line.getCell(index).value, numberText)?.trim() || null;
    if (Object.values(values).some((v) => v !== null)) rows.push({ row: number, values });
  });
  return { named: new Set(columns.values()), rows };
}

/** A line of a one-column list: its number in the file (the first is 1) and its first cell, trimmed ('' when empty). */
export interface ListLine {
  line: number;
  text: string;
}

/**
 * Reads a one-column list: the first cell of each line of the first sheet (CSV, XLSX) or each line
 * of a text file, trimmed. Lines with nothing at all are skipped; a line with something in another
 * column only comes with text ''. The first line is left out when `isHeader` says it is a header.
 * More than `maxLines` lines answer `tooMany`.
 */
export async function readFirstColumn(
  kind: SheetKind,
  bytes: Buffer,
  options: { isHeader: (text: string) => boolean; maxLines: number; tooMany: ErrorCode },
): Promise<ListLine[]> {
  const lines: ListLine[] = [];
  const take = (line: number, text: string) => {
    if (line === 1 && options.isHeader(text)) return;
    if (lines.length === options.maxLines) throw new AppError(options.tooMany);
    lines.push({ line, text });
  };
  if (kind === 'txt') {
    textOfFile(bytes)
      .split(/\r\n|\r|\n/)
      .forEach((text, index) => text.trim() && take(index + 1, text.trim()));
    return lines;
  }
  const sheet = await firstSheet(kind, bytes);
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells = Array.isArray(row.values) ? row.values.slice(1) : [];
    if (!cells.some((value) => textOf(value as ExcelJS.CellValue, String)?.trim())) return;
    take(number, textOf(row.getCell(1).value, String)?.trim() ?? '');
  });
  return lines;
}

/** A header as typed by a person, folded for matching: "Số điện thoại" → "sodienthoai". */
export function foldHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}
