import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified, uniqueEmail } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventsDelivered } from '../../../../test/support/wait.js';
import { expectError, expectInvalid, signUp } from '../../identity/auth/auth.testing.js';
import { subscriptionEmails } from './mailing.table.js';

describe('newsletter e-mail collections', () => {
  let server: TestServer;
  let admin: Session;
  let binh: Session;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, binh] = await Promise.all([loginAdmin(server), signUpVerified(server, { fullName: 'Trần Thị Bình' })]);
  });
  afterAll(() => server.close());

  const collect = (body: object) => server.anonymous.post('/api/v1/email-collections', body);

  it('lets anyone sign up once, lower-casing the address', async () => {
    const email = uniqueEmail('NhanTin');
    const res = await collect({ email: `  ${email.toUpperCase()} `, fullName: 'Lê Văn Hùng', source: 'footer' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: email.toLowerCase(), fullName: 'Lê Văn Hùng', source: 'footer', status: 'ACTIVE' });
    expectError(await collect({ email }), 'EMAIL_COLLECTION_ALREADY_EXISTS');
    expectInvalid(await collect({ email: 'khong-hop-le' }), [{ field: 'email', code: 'INVALID_EMAIL' }]);
  });

  it('lets admins list, search, unsubscribe and delete sign-ups; an unsubscribed address may sign up again', async () => {
    const marker = `tin${Math.random().toString(36).slice(2, 7)}`;
    const first = (await collect({ email: uniqueEmail(marker), fullName: 'Đinh Thị Thu' })).body;
    const second = (await collect({ email: uniqueEmail(marker) })).body;
    const list = await admin.client.get(`/api/v1/email-collections?q=${marker}`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: { id: string }) => c.id)).toEqual([second.id, first.id]);
    expect(list.body.meta).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    const byName = await admin.client.get(`/api/v1/email-collections?q=${encodeURIComponent('dinh thi')}`);
    expect(byName.body.data.map((c: { id: string }) => c.id)).toContain(first.id);

    const off = await admin.client.patch(`/api/v1/email-collections/${first.id}`, { status: 'UNSUBSCRIBED', fullName: 'Đinh Thị Thu Hà' });
    expect(off.body).toMatchObject({ status: 'UNSUBSCRIBED', fullName: 'Đinh Thị Thu Hà' });
    expect((await admin.client.get(`/api/v1/email-collections?q=${marker}&status=UNSUBSCRIBED`)).body.data.map((c: { id: string }) => c.id)).toEqual([
      first.id,
    ]);
    const again = await collect({ email: first.email });
    expect(again).toMatchObject({ status: 201, body: { id: first.id, status: 'ACTIVE' } });

    expect(await admin.client.delete(`/api/v1/email-collections/${second.id}`)).toMatchObject({ status: 200, body: { success: true } });
    expectError(await admin.client.delete(`/api/v1/email-collections/${second.id}`), 'EMAIL_COLLECTION_NOT_FOUND');
    expectError(await admin.client.patch(`/api/v1/email-collections/${second.id}`, { status: 'ACTIVE' }), 'EMAIL_COLLECTION_NOT_FOUND');
    expectInvalid(await admin.client.patch(`/api/v1/email-collections/${first.id}`, { status: 'PAUSED' }), [
      { field: 'status', code: 'INVALID_INPUT_PARAMS', message: expect.any(String) as unknown as string },
    ]);
    expect((await admin.client.delete('/api/v1/email-collections/khong-phai-uuid')).status).toBe(400);
  });

  it('keeps the administration for admins', async () => {
    const row = (await collect({ email: uniqueEmail() })).body;
    for (const client of [binh.client, server.anonymous]) {
      const code = client === binh.client ? 'INSUFFICIENT_PRIVILEGES' : 'UNAUTHORIZED';
      expectError(await client.get('/api/v1/email-collections'), code);
      expectError(await client.patch(`/api/v1/email-collections/${row.id}`, { status: 'UNSUBSCRIBED' }), code);
      expectError(await client.delete(`/api/v1/email-collections/${row.id}`), code);
      expectError(await client.get('/api/v1/admin/email'), code);
    }
  });

  it('exports verified account e-mails and active newsletter e-mails once each, with their source', async () => {
    const marker = `xuat${Math.random().toString(36).slice(2, 7)}`;
    const both = await signUpVerified(server, { fullName: 'Cả Hai', email: uniqueEmail(marker) });
    await collect({ email: both.user.email });
    const onlyAccount = await signUpVerified(server, { fullName: 'Chỉ Tài Khoản', email: uniqueEmail(marker) });
    const onlyNewsletter = (await collect({ email: uniqueEmail(marker), fullName: 'Chỉ Nhận Tin' })).body;
    const unverified = await signUp(server, { email: uniqueEmail(marker) });
    const unsubscribed = (await collect({ email: uniqueEmail(marker) })).body;
    await admin.client.patch(`/api/v1/email-collections/${unsubscribed.id}`, { status: 'UNSUBSCRIBED' });

    const res = await admin.client.get(`/api/v1/admin/email?q=${marker}&limit=2`);
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const page2 = await admin.client.get(`/api/v1/admin/email?q=${marker}&limit=2&page=2`);
    const all = [...res.body.data, ...page2.body.data];
    expect(all).toEqual([
      expect.objectContaining({ email: onlyNewsletter.email, source: 'NEWSLETTER', fullName: 'Chỉ Nhận Tin' }),
      expect.objectContaining({ email: onlyAccount.user.email, source: 'USER', fullName: 'Chỉ Tài Khoản' }),
      expect.objectContaining({ email: both.user.email, source: 'BOTH', fullName: 'Cả Hai' }),
    ]);
    expect(all.map((e) => e.email)).not.toContain(unverified.email);
    const beyond = await admin.client.get(`/api/v1/admin/email?q=${marker}&limit=2&page=5`);
    expect(beyond.body).toEqual({ data: [], meta: { page: 5, limit: 2, total: 3, totalPages: 2 } });
  });
});

describe('subscription e-mails', () => {
  let server: TestServer;
  let binh: Session;
  let chi: Session;

  beforeAll(async () => {
    server = await startTestServer();
    [binh, chi] = await Promise.all([signUpVerified(server, { fullName: 'Trần Thị Bình' }), signUpVerified(server, { fullName: 'Lê Minh Chi' })]);
  });
  afterAll(() => server.close());

  it('adds, lists, edits and removes a person’s own addresses', async () => {
    const email = uniqueEmail('congviec');
    const res = await binh.client.post('/api/v1/subscription-emails', { email, topics: ['events', 'courses', 'events'] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, topics: ['events', 'courses'], isActive: true });
    expectError(await binh.client.post('/api/v1/subscription-emails', { email, topics: [] }), 'SUBSCRIPTION_EMAIL_ALREADY_EXISTS');
    const other = (await binh.client.post('/api/v1/subscription-emails', { email: uniqueEmail() })).body;

    const list = await binh.client.get('/api/v1/subscription-emails');
    expect(list.body.data.map((s: { id: string }) => s.id)).toEqual([other.id, res.body.id]);
    expect((await chi.client.get('/api/v1/subscription-emails')).body.meta.total).toBe(0);

    const edited = await binh.client.patch(`/api/v1/subscription-emails/${res.body.id}`, { topics: ['blog'], isActive: false });
    expect(edited.body).toMatchObject({ topics: ['blog'], isActive: false, email });
    expectError(await binh.client.patch(`/api/v1/subscription-emails/${other.id}`, { email }), 'SUBSCRIPTION_EMAIL_ALREADY_EXISTS');
    expect(await binh.client.delete(`/api/v1/subscription-emails/${other.id}`)).toMatchObject({ status: 200, body: { success: true } });
    expectError(await binh.client.delete(`/api/v1/subscription-emails/${other.id}`), 'SUBSCRIPTION_EMAIL_NOT_FOUND');
  });

  it('never shows or changes another person’s address', async () => {
    const mine = (await binh.client.post('/api/v1/subscription-emails', { email: uniqueEmail(), topics: ['events'] })).body;
    expectError(await chi.client.patch(`/api/v1/subscription-emails/${mine.id}`, { isActive: false }), 'SUBSCRIPTION_EMAIL_NOT_FOUND');
    expectError(await chi.client.delete(`/api/v1/subscription-emails/${mine.id}`), 'SUBSCRIPTION_EMAIL_NOT_FOUND');
    expect((await binh.client.get('/api/v1/subscription-emails')).body.data.find((s: { id: string }) => s.id === mine.id)).toMatchObject({ isActive: true });
  });

  it('erases a person’s addresses when their account is deleted', async () => {
    const doomed = await signUpVerified(server, { fullName: 'Hoàng Văn Xoá' });
    await doomed.client.post('/api/v1/subscription-emails', { email: uniqueEmail(), topics: ['events'] });
    const admin = await loginAdmin(server);
    expect((await admin.client.delete(`/api/v1/admin/users/${doomed.user.id}`)).status).toBe(200);
    await eventsDelivered(server.database.db);
    const rows = await server.database.db.select().from(subscriptionEmails).where(eq(subscriptionEmails.userId, doomed.user.id));
    expect(rows).toEqual([]);
  });

  it('validates input and needs a signed-in person', async () => {
    expectInvalid(await binh.client.post('/api/v1/subscription-emails', { email: 'sai' }), [{ field: 'email', code: 'INVALID_EMAIL' }]);
    expect((await binh.client.post('/api/v1/subscription-emails', { email: uniqueEmail(), topics: [''] })).status).toBe(400);
    expect((await binh.client.patch('/api/v1/subscription-emails/khong-phai-uuid', {})).status).toBe(400);
    expectError(await server.anonymous.post('/api/v1/subscription-emails', { email: uniqueEmail() }), 'UNAUTHORIZED');
    expectError(await server.anonymous.get('/api/v1/subscription-emails'), 'UNAUTHORIZED');
    expectError(await server.anonymous.patch(`/api/v1/subscription-emails/${crypto.randomUUID()}`, {}), 'UNAUTHORIZED');
    expectError(await server.anonymous.delete(`/api/v1/subscription-emails/${crypto.randomUUID()}`), 'UNAUTHORIZED');
  });
});

describe('newsletter sign-up under a tight rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '2' });
  });
  afterAll(() => server.close());

  it('refuses a third sign-up within a minute', async () => {
    for (let i = 0; i < 2; i++) expect((await server.anonymous.post('/api/v1/email-collections', { email: uniqueEmail() })).status).toBe(201);
    expectError(await server.anonymous.post('/api/v1/email-collections', { email: uniqueEmail() }), 'TOO_MANY_REQUESTS');
  });
});
