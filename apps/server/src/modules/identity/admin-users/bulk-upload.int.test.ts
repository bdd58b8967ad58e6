import ExcelJS from 'exceljs';
import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified, uniqueEmail } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually } from '../../../../test/support/wait.js';
import { users } from '../users/users.table.js';
import { expectError } from '../auth/auth.testing.js';

const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('bulk creation of users from a file', () => {
  let server: TestServer;
  let admin: Session;
  let binh: Session;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, binh] = await Promise.all([loginAdmin(server), signUpVerified(server, { fullName: 'Trần Thị Bình' })]);
  });
  afterAll(() => server.close());

  async function upload(session: Session | null, name: string, type: string, content: string | Uint8Array, field = 'file') {
    const form = new FormData();
    form.append(field, new Blob([content as BlobPart], { type }), name);
    const response = await fetch(`${server.url}/api/v1/admin/users/upload`, {
      method: 'POST',
      body: form,
      headers: session ? { authorization: `Bearer ${session.accessToken}` } : {},
    });
    return { status: response.status, body: await response.json(), headers: response.headers };
  }
  const waitForJob = (jobId: string) =>
    eventually(
      async () => {
        const res = await admin.client.get(`/api/v1/queue/users.bulk-create/${jobId}/status`);
        return res.body.status === 'SUCCESS' || res.body.status === 'FAILED' ? res.body : undefined;
      },
      25_000,
      'the bulk creation job',
    );

  it('creates 5,000 accounts from a CSV and reports exactly the bad rows', async () => {
    const tag = `lo${Date.now().toString(36)}`;
    const existing = await signUpVerified(server, { fullName: 'Đã Có Tài Khoản' });
    const lines = ['Họ và tên,email,phone,role'];
    const bad = new Map<number, string>();
    for (let i = 0; i < 5000; i++) {
      const row = i + 2;
      let email = `${tag}.${i}@vidu.vn`;
      if (i % 100 === 7) {
        email = `sai-email-${i}`;
        bad.set(row, 'INVALID_EMAIL');
      } else if (i % 100 === 42) {
        email = `${tag}.${i - 1}@vidu.vn`;
        bad.set(row, 'EMAIL_ALREADY_IN_USE');
      } else if (i % 250 === 99) {
        email = existing.user.email!;
        bad.set(row, 'EMAIL_ALREADY_IN_USE');
      }
      lines.push(`"Nguyễn Văn ${i}",${email},,${i % 10 === 0 ? 'HOST' : ''}`);
    }
    const res = await upload(admin, 'nguoi-dung.csv', CSV, `\uFEFF${lines.join('\r\n')}\r\n`);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ jobId: expect.any(String), rows: 5000 });

    const job = await waitForJob(res.body.jobId);
    expect(job).toMatchObject({ status: 'SUCCESS', progress: 100, error: null });
    const result = job.result;
    expect(result).toMatchObject({ total: 5000, refused: bad.size, created: 5000 - bad.size });
    expect(bad.size).toBeGreaterThanOrEqual(50);
    const refused = result.rows.filter((r: { status: string }) => r.status === 'REFUSED');
    expect(new Map(refused.map((r: { row: number; code: string }) => [r.row, r.code]))).toEqual(bad);
    for (const r of refused) expect(r.reason).toEqual(expect.any(String));
    expect(refused.find((r: { row: number }) => r.row === 44).reason).toBe('Email trùng với dòng 43 trong tệp.');
    expect(refused.find((r: { row: number }) => r.row === 9).reason).toBe('Email không hợp lệ.');
    expect(result.rows.filter((r: { status: string }) => r.status === 'CREATED')).toHaveLength(5000 - bad.size);

    const emails = result.rows.filter((r: { status: string }) => r.status === 'CREATED').map((r: { email: string }) => r.email);
    const [stored] = await server.database.db.select({ n: count() }).from(users).where(inArray(users.email, emails));
    expect(stored!.n).toBe(5000 - bad.size);
    const hosts = await admin.client.get(`/api/v1/admin/users?q=${tag}&role=HOST&limit=1`);
    expect(hosts.body.meta.total).toBe(500);
    const created = await server.services.identity.users.findByEmail(`${tag}.1@vidu.vn`);
    expect(created).toMatchObject({ fullName: 'Nguyễn Văn 1', role: 'USER', status: 'ACTIVE', emailVerifiedAt: expect.any(Date) });
  }, 40_000);

  it('reads an XLSX file with Vietnamese headers and phones typed as numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Danh sách');
    const email = uniqueEmail('xlsx');
    sheet.addRow(['Họ và tên', 'Email', 'Số điện thoại', 'Vai trò']);
    sheet.addRow(['Lý Thị Mai', email, '', 'host']);
    sheet.addRow(['Đặng Văn Nam', '', 912345678, '']);
    sheet.addRow(['X', uniqueEmail(), '', '']);
    sheet.addRow(['Bùi Văn Sai Vai', uniqueEmail(), '', 'CHU']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const res = await upload(admin, 'danh-sach.xlsx', XLSX, bytes);
    expect(res.status).toBe(202);
    expect(res.body.rows).toBe(4);
    const job = await waitForJob(res.body.jobId);
    expect(job.status).toBe('SUCCESS');
    expect(job.result.rows).toEqual([
      { row: 2, fullName: 'Lý Thị Mai', email, phone: null, status: 'CREATED', code: null, reason: null },
      { row: 3, fullName: 'Đặng Văn Nam', email: null, phone: '0912345678', status: 'CREATED', code: null, reason: null },
      expect.objectContaining({ row: 4, status: 'REFUSED', code: 'INVALID_NAME', reason: 'Họ tên không hợp lệ.' }),
      expect.objectContaining({ row: 5, status: 'REFUSED', code: 'INVALID_INPUT_PARAMS', reason: expect.stringContaining('Vai trò') }),
    ]);
    expect(await server.services.identity.users.findByEmail(email)).toMatchObject({ role: 'HOST' });
    expect(await server.services.identity.users.findByPhone('0912345678')).toMatchObject({ fullName: 'Đặng Văn Nam' });
  });

  it('refuses files that are not CSV or XLSX, unreadable, empty, too large, or missing the columns', async () => {
    expectError(await upload(admin, 'anh.png', 'image/png', new Uint8Array([0x89, 0x50, 0x4e, 0x47])), 'FILE_TYPE_NOT_ALLOWED');
    expectError(await upload(admin, 'gia.xlsx', XLSX, 'fullName,email\nA,b@c.vn'), 'INVALID_FILE');
    expectError(await upload(admin, 'rong.csv', CSV, ''), 'INVALID_FILE');
    expectError(await upload(admin, 'chi-tieu-de.csv', CSV, 'fullName,email\n'), 'INVALID_FILE');
    expectError(await upload(admin, 'thieu-cot.csv', CSV, 'tên công ty,địa chỉ\nA,B\n'), 'INVALID_FILE');
    expectError(await upload(admin, 'sai-truong.csv', CSV, 'fullName,email\nA B,a@b.vn\n', 'tep'), 'INVALID_FILE');
    const big = `fullName,email\n${'Nguyễn Văn A,a@vidu.vn\n'.repeat(Math.ceil((10 * 1024 * 1024) / 22) + 10)}`;
    expectError(await upload(admin, 'qua-lon.csv', CSV, big), 'FILE_TOO_LARGE');
    const json = await admin.client.post('/api/v1/admin/users/upload', { file: 'x' });
    expectError(json, 'INVALID_FILE');
  });

  it('is for admins only, and only the admins see the job', async () => {
    expectError(await upload(null, 'a.csv', CSV, 'fullName,email\nA B,a@b.vn\n'), 'UNAUTHORIZED');
    expectError(await upload(binh, 'a.csv', CSV, 'fullName,email\nA B,a@b.vn\n'), 'INSUFFICIENT_PRIVILEGES');
    const res = await upload(admin, 'a.csv', CSV, `fullName,email\nAn Bình,${uniqueEmail()}\n`);
    expect(res.status).toBe(202);
    expectError(await binh.client.get(`/api/v1/queue/users.bulk-create/${res.body.jobId}/status`), 'JOB_NOT_FOUND');
  });
});
