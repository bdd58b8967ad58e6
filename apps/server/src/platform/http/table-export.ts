import { PassThrough, Readable, type Stream } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** One column of an exported table: its Vietnamese header and how a row fills it. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number | Date | null | undefined;
  /** Width in characters (XLSX only). */
  width?: number;
}

export type ExportFormat = 'csv' | 'xlsx';

const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const wallClock = (d: Date) => new Date(d.getTime() + VIETNAM_OFFSET_MS);
/** "2026-03-12 19:02:00", Vietnam time: what a person expects to read, and what Excel parses as a date. */
const csvDate = (d: Date) => wallClock(d).toISOString().slice(0, 19).replace('T', ' ');

/**
 * A text cell starting with = + - @ (or a tab/CR) is run as a formula by spreadsheet programs; names
 * and e-mails come from users, so such text is prefixed with an apostrophe (OWASP "CSV injection").
 */
function inert(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvCell(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = value instanceof Date ? csvDate(value) : inert(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly (string | number | Date | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The CSV text in chunks: a UTF-8 BOM first so Excel reads Vietnamese correctly, then the header, then the rows. */
export async function* csvChunks<T>(columns: readonly ExportColumn<T>[], batches: AsyncIterable<readonly T[]>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(columns.map((c) => c.header))}`;
  for await (const rows of batches) yield rows.map((row) => csvLine(columns.map((c) => c.value(row)))).join('');
}

/** Writes an XLSX workbook of one sheet to `out` row by row (the streaming writer keeps memory flat). */
export async function writeXlsx<T>(columns: readonly ExportColumn<T>[], batches: AsyncIterable<readonly T[]>, out: Stream, sheetName: string): Promise<void> {
  // Loaded on first export: the library is large and most processes never export.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ key: String(i), width: c.width ?? Math.max(12, c.header.length + 2) }));
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  for await (const rows of batches) {
    for (const row of rows) {
      const cells = columns.map((c) => {
        const value = c.value(row);
        // Excel has no time zones: a date is written as the wall-clock time in Vietnam.
        return value instanceof Date ? wallClock(value) : typeof value === 'string' ? inert(value) : (value ?? null);
      });
      const added = sheet.addRow(cells);
      added.eachCell((cell) => {
        if (cell.value instanceof Date) cell.numFmt = 'dd/mm/yyyy hh:mm';
      });
      added.commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Answers a table as a CSV or XLSX download, streamed as its rows are read. `filename` is without
 * extension (ASCII: it goes into a header). An error after the first bytes can only cut the download.
 */
export function sendTable<T>(
  reply: FastifyReply,
  options: { format: ExportFormat; filename: string; sheetName: string; columns: readonly ExportColumn<T>[]; batches: AsyncIterable<readonly T[]> },
): FastifyReply {
  const { format, filename, columns, batches } = options;
  reply.header('content-type', CONTENT_TYPES[format]);
  reply.header('content-disposition', `attachment; filename="${filename}.${format}"`);
  reply.header('cache-control', 'no-store');
  if (format === 'csv') return reply.send(Readable.from(csvChunks(columns, batches)));
  const out = new PassThrough();
  writeXlsx(columns, batches, out, options.sheetName).catch((error: unknown) => {
    reply.log.error({ err: error }, 'xlsx export failed');
    out.destroy(error as Error);
  });
  return reply.send(out);
}
