import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvChunks, csvLine, writeXlsx, type ExportColumn } from './table-export.js';

interface Row {
  name: string;
  amount: number;
  at: Date;
}
const columns: ExportColumn<Row>[] = [
  { header: 'Người mua', value: (r) => r.name },
  { header: 'Số tiền', value: (r) => r.amount },
  { header: 'Thời điểm', value: (r) => r.at },
];
async function* batches(): AsyncGenerator<Row[]> {
  yield [{ name: 'Nguyễn Văn An', amount: 150_000, at: new Date('2026-03-12T12:02:00Z') }];
  yield [{ name: '=HYPERLINK("x")', amount: -5, at: new Date('2026-03-13T00:00:00Z') }];
}
const collect = async (chunks: AsyncIterable<string>) => {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
};

describe('table exports', () => {
  it('write CSV with a BOM, quoted where needed, dates in Vietnam time', async () => {
    const text = await collect(csvChunks(columns, batches()));
    expect(text.startsWith('\uFEFFNgười mua,Số tiền,Thời điểm\r\n')).toBe(true);
    expect(text).toContain('Nguyễn Văn An,150000,2026-03-12 19:02:00\r\n');
  });

  it('never let a user-written cell run as a formula', async () => {
    const text = await collect(csvChunks(columns, batches()));
    expect(text).toContain(`"'=HYPERLINK(""x"")",-5,2026-03-13 07:00:00\r\n`);
    expect(csvLine(['+84 90', '@me', 'a,b'])).toBe(`'+84 90,'@me,"a,b"\r\n`);
  });

  it('write an XLSX sheet that reads back with its header and rows', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => out.on('end', resolve));
    await writeXlsx(columns, batches(), out, 'Dòng đơn hàng');
    await ended;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Dòng đơn hàng')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Người mua', 'Số tiền', 'Thời điểm']);
    expect(sheet.getRow(2).getCell(1).value).toBe('Nguyễn Văn An');
    expect(sheet.getRow(2).getCell(2).value).toBe(150_000);
    expect((sheet.getRow(2).getCell(3).value as Date).toISOString()).toBe('2026-03-12T19:02:00.000Z');
    expect(sheet.getRow(3).getCell(1).value).toBe(`'=HYPERLINK("x")`);
  });
});
