import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { AppError } from './errors.js';
import { readFirstColumn, sheetKindOf } from './sheet-upload.js';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const isHeader = (text: string) => text.toLowerCase() === 'keyword';
const options = { isHeader, maxLines: 3, tooMany: 'KEYWORD_LIST_TOO_LONG' } as const;
const codeOf = async (work: () => unknown) => {
  try {
    await work();
  } catch (error) {
    return (error as AppError).code;
  }
  return null;
};

describe('uploaded sheets and lists', () => {
  it('take .txt only where the caller allows it (spreadsheets alone by default)', async () => {
    expect(sheetKindOf('a.txt', 'text/plain', bytes('x'), ['csv', 'xlsx', 'txt'])).toBe('txt');
    expect(await codeOf(() => sheetKindOf('a.txt', 'text/plain', bytes('x')))).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(sheetKindOf('a.CSV', 'text/csv; charset=utf-8', bytes('x'))).toBe('csv');
    expect(await codeOf(() => sheetKindOf('a.txt', 'text/plain', Buffer.from([0x61, 0, 0x62]), ['txt']))).toBe('INVALID_FILE');
  });

  it('read a text file line by line, numbered from 1, blank lines skipped and the header left out', async () => {
    const lines = await readFirstColumn('txt', bytes('\uFEFFKeyword\r\n  cờ bạc \r\n\r\nlừa đảo\rđa cấp\n'), options);
    expect(lines).toEqual([
      { line: 2, text: 'cờ bạc' },
      { line: 4, text: 'lừa đảo' },
      { line: 5, text: 'đa cấp' },
    ]);
    expect(await readFirstColumn('txt', bytes('cờ bạc\nkeyword\n'), options)).toEqual([
      { line: 1, text: 'cờ bạc' },
      { line: 2, text: 'keyword' },
    ]);
  });

  it('read the first column of a CSV or XLSX, a line with something only further right as empty text', async () => {
    expect(await readFirstColumn('csv', bytes('keyword,note\n"a, b",x\n,chỉ ghi chú\n'), options)).toEqual([
      { line: 2, text: 'a, b' },
      { line: 3, text: '' },
    ]);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('1');
    sheet.addRow([2024]);
    sheet.addRow([]);
    sheet.addRow([{ richText: [{ text: 'cá ' }, { text: 'độ' }] }]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readFirstColumn('xlsx', xlsx, options)).toEqual([
      { line: 1, text: '2024' },
      { line: 3, text: 'cá độ' },
    ]);
  });

  it('refuse more lines than allowed', async () => {
    expect(await codeOf(() => readFirstColumn('txt', bytes('a\nb\nc\nd\n'), options))).toBe('KEYWORD_LIST_TOO_LONG');
    expect(await readFirstColumn('txt', bytes('keyword\na\nb\nc\n'), options)).toHaveLength(3);
  });
});
