import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventsDelivered } from '../../../../test/support/wait.js';
import { expectError, expectInvalid } from '../../identity/auth/auth.testing.js';
import { searchHistories } from './search-histories.table.js';

describe('search histories', () => {
  let server: TestServer;
  let binh: Session;
  let chi: Session;

  beforeAll(async () => {
    server = await startTestServer();
    [binh, chi] = await Promise.all([signUpVerified(server, { fullName: 'Trần Thị Bình' }), signUpVerified(server, { fullName: 'Lê Minh Chi' })]);
  });
  afterAll(() => server.close());

  const keywords = async (session: Session, query = '') =>
    (await session.client.get(`/api/v1/search-histories${query}`)).body.data.map((h: { keyword: string }) => h.keyword);

  it('records trimmed keywords newest first and moves a repeated one to the top', async () => {
    const res = await binh.client.post('/api/v1/search-histories', { keyword: '  thiết kế   UX ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ keyword: 'thiết kế UX', id: expect.any(String) });
    await binh.client.post('/api/v1/search-histories', { keyword: 'marketing' });
    await binh.client.post('/api/v1/search-histories', { keyword: 'yoga' });
    await binh.client.post('/api/v1/search-histories', { keyword: 'Thiết kế UX' });
    expect(await keywords(binh)).toEqual(['Thiết kế UX', 'yoga', 'marketing']);
    const page = await binh.client.get('/api/v1/search-histories?limit=2&page=2');
    expect(page.body).toMatchObject({ data: [{ keyword: 'marketing' }], meta: { page: 2, limit: 2, total: 3, totalPages: 2 } });
    expect(await keywords(chi)).toEqual([]);
  });

  it('keeps only the newest 50 per person', async () => {
    for (let i = 1; i <= 55; i++) await chi.client.post('/api/v1/search-histories', { keyword: `từ khoá ${i}` });
    const rows = await server.database.db.select().from(searchHistories).where(eq(searchHistories.userId, chi.user.id));
    expect(rows).toHaveLength(50);
    const first = await keywords(chi, '?limit=100');
    expect(first[0]).toBe('từ khoá 55');
    expect(first.at(-1)).toBe('từ khoá 6');
  });

  it('deletes only the person’s own entries', async () => {
    const mine = (await binh.client.post('/api/v1/search-histories', { keyword: 'xoá tôi' })).body;
    expectError(await chi.client.delete(`/api/v1/search-histories/${mine.id}`), 'SEARCH_HISTORY_NOT_FOUND');
    expect(await binh.client.delete(`/api/v1/search-histories/${mine.id}`)).toMatchObject({ status: 200, body: { success: true } });
    expectError(await binh.client.delete(`/api/v1/search-histories/${mine.id}`), 'SEARCH_HISTORY_NOT_FOUND');
    expect(await keywords(binh)).not.toContain('xoá tôi');
  });

  it('erases a person’s history when their account is deleted', async () => {
    const doomed = await signUpVerified(server, { fullName: 'Hoàng Văn Xoá' });
    await doomed.client.post('/api/v1/search-histories', { keyword: 'riêng tư' });
    const admin = await loginAdmin(server);
    expect((await admin.client.delete(`/api/v1/admin/users/${doomed.user.id}`)).status).toBe(200);
    await eventsDelivered(server.database.db);
    expect(await server.database.db.select().from(searchHistories).where(eq(searchHistories.userId, doomed.user.id))).toEqual([]);
  });

  it('validates input and needs a signed-in person', async () => {
    expectInvalid(await binh.client.post('/api/v1/search-histories', { keyword: '   ' }), [
      { field: 'keyword', code: 'INVALID_INPUT_PARAMS', message: expect.any(String) as unknown as string },
    ]);
    expect((await binh.client.post('/api/v1/search-histories', { keyword: 'a'.repeat(201) })).status).toBe(400);
    expect((await binh.client.delete('/api/v1/search-histories/khong-phai-uuid')).status).toBe(400);
    expectError(await server.anonymous.post('/api/v1/search-histories', { keyword: 'a' }), 'UNAUTHORIZED');
    expectError(await server.anonymous.get('/api/v1/search-histories'), 'UNAUTHORIZED');
    expectError(await server.anonymous.delete(`/api/v1/search-histories/${crypto.randomUUID()}`), 'UNAUTHORIZED');
  });
});
