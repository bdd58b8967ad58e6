import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';

const TXT = 'text/plain';
const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('uploading a list of moderation keywords', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let user: Session;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, host, user] = await Promise.all([loginAdmin(server), signUpHost(server, 'Phan Thị Thu'), signUpVerified(server)]);
  });
  afterAll(() => server.close());

  async function upload(session: Session | null, name: string, type: string, content: string | Uint8Array) {
    const form = new FormData();
    form.append('file', new Blob([content as BlobPart], { type }), name);
    const response = await fetch(`${server.url}/api/v1/content-moderation/keywords/upload`, {
      method: 'POST',
      body: form,
      headers: session ? { authorization: `Bearer ${session.accessToken}` } : {},
    });
    return { status: response.status, body: await response.json(), headers: response.headers };
  }
  const total = async () => (await admin.client.get('/api/v1/content-moderation/keywords?limit=1')).body.meta.total as number;

  it('adds a text file’s new keywords, skipping repeats without case or diacritics and reporting unusable lines by number', async () => {
    await admin.client.post('/api/v1/content-moderation/keywords', { keyword: 'cá độ' });
    const lines = ['\uFEFFlừa đảo', 'CA DO', '', '  đa cấp  ', '!!!', 'Lua Dao', 'x'.repeat(101), '   ', 'hàng giả'];
    const res = await upload(admin, 'tu-khoa.txt', TXT, lines.join('\r\n'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      received: 7,
      added: 3,
      skipped: 2,
      invalid: 2,
      duplicates: [
        { line: 2, keyword: 'CA DO' },
        { line: 6, keyword: 'Lua Dao' },
      ],
      invalidLines: [
        { line: 5, problem: 'NO_LETTERS' },
        { line: 7, problem: 'TOO_LONG' },
      ],
    });
    const listed = await admin.client.get('/api/v1/content-moderation/keywords?limit=10');
    expect(listed.body.data.map((k: { keyword: string }) => k.keyword).sort()).toEqual(['cá độ', 'hàng giả', 'lừa đảo', 'đa cấp'].sort());

    // The matcher knows the new words at once.
    const tested = await admin.client.post('/api/v1/content-moderation/test', { text: 'Bán hang gia, đa cấp.' });
    expect(tested.body.matches.map((m: { keyword: string }) => m.keyword)).toEqual(['hàng giả', 'đa cấp']);

    const again = await upload(admin, 'lan-hai.txt', TXT, lines.join('\n'));
    expect(again.body).toMatchObject({ received: 7, added: 0, skipped: 5, invalid: 2 });
  });

  it('reads the first column of a CSV under an optional "Từ khoá" header, a line empty there counted as such', async () => {
    const csv = 'Từ khoá,ghi chú\r\nmại dâm,nặng\r\n"súng, đạn",\r\n,chỉ có ghi chú\r\n\r\nMẠI DÂM,\r\n';
    const res = await upload(admin, 'tu-khoa.csv', CSV, csv);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      received: 4,
      added: 2,
      skipped: 1,
      invalid: 1,
      duplicates: [{ line: 6, keyword: 'MẠI DÂM' }],
      invalidLines: [{ line: 4, problem: 'EMPTY' }],
    });
    // Without a header, the first line is a keyword.
    expect((await upload(admin, 'khong-tieu-de.csv', CSV, 'ma tuý\nthuốc lắc\n')).body).toMatchObject({ received: 2, added: 2 });
  });

  it('reads the first sheet of an XLSX file, numbers as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Từ khoá');
    sheet.addRow(['keyword']);
    sheet.addRow(['cờ bạc online']);
    sheet.addRow([1900]);
    sheet.addRow(['Cờ Bạc Online']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const res = await upload(admin, 'tu-khoa.xlsx', XLSX, bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ received: 3, added: 2, skipped: 1, invalid: 0, duplicates: [{ line: 4, keyword: 'Cờ Bạc Online' }], invalidLines: [] });
    expect((await admin.client.get('/api/v1/content-moderation/keywords?q=1900')).body.data).toEqual([expect.objectContaining({ keyword: '1900' })]);
  });

  it('refuses other kinds of file, unreadable or empty ones, files over 1 MB and lists over 5,000 lines, adding nothing', async () => {
    const before = await total();
    expectError(await upload(admin, 'anh.png', 'image/png', new Uint8Array([0x89, 0x50, 0x4e, 0x47])), 'FILE_TYPE_NOT_ALLOWED');
    expectError(await upload(admin, 'tu-khoa.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'PK'), 'FILE_TYPE_NOT_ALLOWED');
    expectError(await upload(admin, 'tu-khoa.txt', 'application/pdf', 'lừa đảo'), 'FILE_TYPE_NOT_ALLOWED');
    expectError(await upload(admin, 'nhi-phan.txt', TXT, new Uint8Array([0x61, 0x00, 0x62])), 'INVALID_FILE');
    expectError(await upload(admin, 'gia.xlsx', XLSX, 'keyword\nlừa đảo'), 'INVALID_FILE');
    expectError(await upload(admin, 'rong.txt', TXT, ''), 'INVALID_FILE');
    expectError(await upload(admin, 'qua-lon.txt', TXT, 'từ khoá cấm\n'.repeat(Math.ceil((1024 * 1024) / 14) + 10)), 'FILE_TOO_LARGE');
    const many = Array.from({ length: 5001 }, (_, i) => `tu khoa so ${i}`).join('\n');
    expectError(await upload(admin, 'qua-nhieu.txt', TXT, many), 'KEYWORD_LIST_TOO_LONG');
    expectError(await admin.client.post('/api/v1/content-moderation/keywords/upload', { file: 'x' }), 'INVALID_FILE');
    expect(await total()).toBe(before);
    // Exactly 5,000 lines (header aside) are taken.
    const most = ['keyword', ...Array.from({ length: 5000 }, (_, i) => `gioi han ${i}`)].join('\n');
    expect((await upload(admin, 'du.txt', TXT, most)).body).toMatchObject({ received: 5000, added: 5000 });
    expect(await total()).toBe(before + 5000);
  });

  it('is for admins only', async () => {
    const body = 'cấm\n';
    expectError(await upload(null, 'a.txt', TXT, body), 'UNAUTHORIZED');
    expectError(await upload(user, 'a.txt', TXT, body), 'INSUFFICIENT_PRIVILEGES');
    expectError(await upload(host, 'a.txt', TXT, body), 'INSUFFICIENT_PRIVILEGES');
  });
});
