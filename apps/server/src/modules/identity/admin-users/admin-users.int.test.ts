import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, latestOtp, loginAdmin, signUpVerified, uniqueEmail, uniquePhone } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError, expectInvalid, signUp } from '../auth/auth.testing.js';

describe('admin users', () => {
  let server: TestServer;
  let admin: Session;
  let binh: Session;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, binh] = await Promise.all([loginAdmin(server), signUpVerified(server, { fullName: 'Trần Thị Bình' })]);
  });
  afterAll(() => server.close());

  const login = (email: string, password = PASSWORD) => server.anonymous.post('/api/v1/auth/login', { email, password });

  describe('creating', () => {
    it('creates a verified account with the given password and role', async () => {
      const email = uniqueEmail('tao');
      const res = await admin.client.post('/api/v1/admin/users', { fullName: 'Phạm Văn Dũng', email, role: 'HOST', password: PASSWORD, city: 'Hà Nội' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        email,
        fullName: 'Phạm Văn Dũng',
        role: 'HOST',
        status: 'ACTIVE',
        isEmailVerified: true,
        city: 'Hà Nội',
        hasPassword: true,
      });
      expect((await login(email)).status).toBe(200);
    });

    it('without a password sends a code to set one, which then signs in', async () => {
      const email = uniqueEmail('datmatkhau');
      const res = await admin.client.post('/api/v1/admin/users', { fullName: 'Ngô Thị Hà', email });
      expect(res.status).toBe(201);
      expect(res.body.role).toBe('USER');
      const code = await latestOtp(server, email);
      const reset = await server.anonymous.patch('/api/v1/auth/reset-password', { email, code, newPassword: PASSWORD, confirmPassword: PASSWORD });
      expect(reset.status).toBe(200);
      expect((await login(email)).status).toBe(200);
    });

    it('creates through the v2 route too, with a phone only', async () => {
      const phone = uniquePhone();
      const res = await admin.client.post('/api/v2/users/create', { fullName: 'Đỗ Minh Khoa', phone, password: PASSWORD });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ phone, email: null, isPhoneVerified: true });
    });

    it('refuses a taken e-mail or phone and an account with no contact', async () => {
      expectError(await admin.client.post('/api/v1/admin/users', { fullName: 'Trùng Email', email: binh.user.email }), 'EMAIL_ALREADY_IN_USE');
      const phone = uniquePhone();
      await admin.client.post('/api/v1/admin/users', { fullName: 'Có Số', phone, password: PASSWORD });
      expectError(await admin.client.post('/api/v2/users/create', { fullName: 'Trùng Số', phone }), 'PHONE_NUMBER_ALREADY_IN_USE');
      expectInvalid(await admin.client.post('/api/v1/admin/users', { fullName: 'Không Liên Hệ' }), [{ field: 'email', code: 'INVALID_INPUT_PARAMS' }]);
      expectInvalid(await admin.client.post('/api/v1/admin/users', { fullName: 'Sai', email: 'khong-phai-email', role: 'BOSS' }), [
        { field: 'email', code: 'INVALID_EMAIL' },
        { field: 'role', code: 'INVALID_INPUT_PARAMS', message: expect.any(String) as unknown as string },
      ]);
    });

    it('is for admins only', async () => {
      expectError(await server.anonymous.post('/api/v1/admin/users', { fullName: 'Ai Đó', email: uniqueEmail() }), 'UNAUTHORIZED');
      expectError(await binh.client.post('/api/v1/admin/users', { fullName: 'Ai Đó', email: uniqueEmail() }), 'INSUFFICIENT_PRIVILEGES');
      expectError(await binh.client.post('/api/v2/users/create', { fullName: 'Ai Đó', email: uniqueEmail() }), 'INSUFFICIENT_PRIVILEGES');
    });
  });

  describe('listing', () => {
    let marker: string;
    beforeAll(async () => {
      marker = `loc${Math.random().toString(36).slice(2, 7)}`;
      for (const [fullName, role] of [
        ['Nguyễn Văn Đức', 'USER'],
        ['Nguyễn Thị Đào', 'HOST'],
        ['Lê Văn Tám', 'USER'],
      ] as const) {
        const res = await admin.client.post('/api/v1/admin/users', { fullName, email: uniqueEmail(marker), role, password: PASSWORD });
        expect(res.status).toBe(201);
      }
    });

    it('searches names without accents, e-mails and phones, filters by role and status, newest first', async () => {
      const byName = await admin.client.get(`/api/v1/admin/users?q=${encodeURIComponent('nguyen')}&limit=100`);
      expect(byName.status).toBe(200);
      const names = byName.body.data.map((u: { fullName: string }) => u.fullName);
      expect(names).toEqual(expect.arrayContaining(['Nguyễn Thị Đào', 'Nguyễn Văn Đức']));
      expect(names).not.toContain('Lê Văn Tám');

      const byEmail = await admin.client.get(`/api/v1/admin/users?q=${marker}`);
      expect(byEmail.body.data.map((u: { fullName: string }) => u.fullName)).toEqual(['Lê Văn Tám', 'Nguyễn Thị Đào', 'Nguyễn Văn Đức']);
      expect(byEmail.body.meta).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
      const oldestFirst = await admin.client.get(`/api/v1/admin/users?q=${marker}&sort=ASC&limit=2&page=2`);
      expect(oldestFirst.body.data.map((u: { fullName: string }) => u.fullName)).toEqual(['Lê Văn Tám']);

      const hosts = await admin.client.get(`/api/v1/admin/users?q=${marker}&role=HOST`);
      expect(hosts.body.data.map((u: { fullName: string }) => u.fullName)).toEqual(['Nguyễn Thị Đào']);
      const inactive = await admin.client.get(`/api/v1/admin/users?q=${marker}&status=INACTIVE`);
      expect(inactive.body.meta.total).toBe(0);
      expect(inactive.body.data).toEqual([]);
    });

    it('answers the v2 list with follower counts and host profile status', async () => {
      const res = await admin.client.get(`/api/v2/admin/users?q=${marker}&role=HOST`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([expect.objectContaining({ fullName: 'Nguyễn Thị Đào', followerCount: 0, hostProfileStatus: null, headline: null })]);
    });

    it('refuses bad filters and non-admins', async () => {
      expectInvalid(await admin.client.get('/api/v1/admin/users?role=BOSS'), [
        { field: 'role', code: 'INVALID_INPUT_PARAMS', message: expect.any(String) as unknown as string },
      ]);
      expect((await admin.client.get('/api/v2/admin/users?limit=1000')).status).toBe(400);
      expectError(await server.anonymous.get('/api/v1/admin/users'), 'UNAUTHORIZED');
      expectError(await binh.client.get('/api/v1/admin/users'), 'INSUFFICIENT_PRIVILEGES');
      expectError(await binh.client.get('/api/v2/admin/users'), 'INSUFFICIENT_PRIVILEGES');
    });
  });

  describe('one account', () => {
    it('reads one account, 404 for an unknown id and 400 for a non-uuid', async () => {
      const res = await admin.client.get(`/api/v1/admin/users/${binh.user.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: binh.user.id, email: binh.user.email });
      expectError(await admin.client.get(`/api/v1/admin/users/${crypto.randomUUID()}`), 'USER_NOT_FOUND');
      expect((await admin.client.get('/api/v1/admin/users/khong-phai-uuid')).status).toBe(400);
      expectError(await binh.client.get(`/api/v1/admin/users/${binh.user.id}`), 'INSUFFICIENT_PRIVILEGES');
    });

    it('edits name, contacts, role and city, refusing contacts that belong to someone else', async () => {
      const other = await signUpVerified(server, { fullName: 'Vũ Thị Lan' });
      const email = uniqueEmail('moi');
      const phone = uniquePhone();
      const res = await admin.client.patch(`/api/v1/admin/users/${other.user.id}`, { fullName: 'Vũ Thị Lan Anh', email, phone, role: 'HOST', city: 'Đà Nẵng' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ fullName: 'Vũ Thị Lan Anh', email, phone, role: 'HOST', city: 'Đà Nẵng', isEmailVerified: true, isPhoneVerified: true });
      expectError(await admin.client.patch(`/api/v1/admin/users/${other.user.id}`, { email: binh.user.email }), 'EMAIL_ALREADY_IN_USE');
      const phoneHolder = await admin.client.post('/api/v1/admin/users', { fullName: 'Giữ Số', phone: uniquePhone(), password: PASSWORD });
      expectError(await admin.client.patch(`/api/v1/admin/users/${other.user.id}`, { phone: phoneHolder.body.phone }), 'PHONE_NUMBER_ALREADY_IN_USE');
      expectInvalid(await admin.client.patch(`/api/v1/admin/users/${other.user.id}`, { fullName: 'A' }), [{ field: 'fullName', code: 'INVALID_NAME' }]);
      expectError(await admin.client.patch(`/api/v1/admin/users/${crypto.randomUUID()}`, { fullName: 'Không Ai' }), 'USER_NOT_FOUND');
      expectError(await admin.client.patch(`/api/v1/admin/users/${admin.user.id}`, { role: 'USER' }), 'CANNOT_CHANGE_OWN_ACCOUNT');
      expectError(await binh.client.patch(`/api/v1/admin/users/${other.user.id}`, { fullName: 'Tự Sửa' }), 'INSUFFICIENT_PRIVILEGES');
      expectError(await server.anonymous.patch(`/api/v1/admin/users/${other.user.id}`, { fullName: 'Tự Sửa' }), 'UNAUTHORIZED');
    });

    it('deactivates an account: its sessions end and it cannot sign in until activated again', async () => {
      const chi = await signUpVerified(server, { fullName: 'Lê Minh Chi' });
      const res = await admin.client.patch(`/api/v1/admin/users/change-status/${chi.user.id}`, { status: 'INACTIVE' });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('INACTIVE');
      expectError(await chi.client.get('/api/v1/auth/me'), 'UNAUTHORIZED');
      expectError(await server.anonymous.post('/api/v1/auth/refresh', { refreshToken: chi.refreshToken }), 'INVALID_REFRESH_TOKEN');
      expectError(await login(chi.user.email!), 'USER_INACTIVATED');
      expect((await admin.client.get(`/api/v1/admin/users?status=INACTIVE&q=${encodeURIComponent(chi.user.email!)}`)).body.meta.total).toBe(1);

      const back = await admin.client.patch(`/api/v1/admin/users/change-status/${chi.user.id}`, { status: 'ACTIVE' });
      expect(back.body.status).toBe('ACTIVE');
      expect((await login(chi.user.email!)).status).toBe(200);
    });

    it('refuses changing one’s own status, unknown ids, bad statuses and non-admins', async () => {
      expectError(await admin.client.patch(`/api/v1/admin/users/change-status/${admin.user.id}`, { status: 'INACTIVE' }), 'CANNOT_CHANGE_OWN_ACCOUNT');
      expectError(await admin.client.patch(`/api/v1/admin/users/change-status/${crypto.randomUUID()}`, { status: 'INACTIVE' }), 'USER_NOT_FOUND');
      expectInvalid(await admin.client.patch(`/api/v1/admin/users/change-status/${binh.user.id}`, { status: 'BANNED' }), [
        { field: 'status', code: 'INVALID_INPUT_PARAMS', message: expect.any(String) as unknown as string },
      ]);
      expectError(await binh.client.patch(`/api/v1/admin/users/change-status/${binh.user.id}`, { status: 'INACTIVE' }), 'INSUFFICIENT_PRIVILEGES');
      expectError(await server.anonymous.patch(`/api/v1/admin/users/change-status/${binh.user.id}`, { status: 'INACTIVE' }), 'UNAUTHORIZED');
    });

    it('deletes an account: anonymised, signed out, gone from the list, and its e-mail free again', async () => {
      const email = uniqueEmail('xoa');
      const doomed = await signUpVerified(server, { fullName: 'Hoàng Văn Xoá', email });
      expectError(await binh.client.delete(`/api/v1/admin/users/${doomed.user.id}`), 'INSUFFICIENT_PRIVILEGES');
      expectError(await server.anonymous.delete(`/api/v1/admin/users/${doomed.user.id}`), 'UNAUTHORIZED');
      const res = await admin.client.delete(`/api/v1/admin/users/${doomed.user.id}`);
      expect(res).toMatchObject({ status: 200, body: { success: true } });
      expectError(await doomed.client.get('/api/v1/auth/me'), 'UNAUTHORIZED');
      expectError(await admin.client.get(`/api/v1/admin/users/${doomed.user.id}`), 'USER_NOT_FOUND');
      expectError(await admin.client.delete(`/api/v1/admin/users/${doomed.user.id}`), 'USER_NOT_FOUND');
      expect((await admin.client.get(`/api/v1/admin/users?q=${encodeURIComponent(email)}`)).body.meta.total).toBe(0);
      const row = await server.services.identity.users.findById(doomed.user.id);
      expect(row).toMatchObject({ email: null, fullName: 'Tài khoản đã xoá', status: 'INACTIVE', passwordHash: null });
      expect((await admin.client.post('/api/v1/admin/users', { fullName: 'Người Mới', email })).status).toBe(201);
    });

    it('does not let an admin delete themself', async () => {
      expectError(await admin.client.delete(`/api/v1/admin/users/${admin.user.id}`), 'CANNOT_CHANGE_OWN_ACCOUNT');
      expect((await admin.client.get('/api/v1/auth/me')).status).toBe(200);
    });
  });

  describe('legacy /users aliases', () => {
    it('registers like /auth/signup and refuses the same way', async () => {
      const email = uniqueEmail('dangky');
      const res = await server.anonymous.post('/api/v1/users/register', {
        contactType: 'EMAIL',
        email,
        fullName: 'Trịnh Văn Quý',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ user: { email, isEmailVerified: false }, sentTo: email, purpose: 'VERIFY_EMAIL' });
      const code = await latestOtp(server, email);
      expect((await server.anonymous.post('/api/v1/auth/verify', { email, code })).status).toBe(200);
      expectError(
        await server.anonymous.post('/api/v1/users/register', {
          contactType: 'EMAIL',
          email,
          fullName: 'Trịnh Văn Quý',
          password: PASSWORD,
          confirmPassword: PASSWORD,
        }),
        'EMAIL_ALREADY_IN_USE',
      );
      expectInvalid(
        await server.anonymous.post('/api/v1/users/register', {
          contactType: 'EMAIL',
          email: uniqueEmail(),
          fullName: 'Trịnh Văn Quý',
          password: 'ngan',
          confirmPassword: 'ngan',
        }),
        [{ field: 'password', code: 'INVALID_PASSWORD_FORMAT' }],
      );
    });

    it('sends verification and password codes to existing accounts', async () => {
      const pending = await signUp(server, { email: uniqueEmail('cho') });
      const verify = await server.anonymous.post('/api/v1/users/get-otp', { email: pending.email, purpose: 'VERIFY_EMAIL' });
      expect(verify.status).toBe(200);
      expect(verify.body).toMatchObject({ sentTo: pending.email, purpose: 'VERIFY_EMAIL' });
      const code = await latestOtp(server, pending.email!);
      expect((await server.anonymous.post('/api/v1/auth/verify', { email: pending.email, code })).status).toBe(200);
      expectError(await server.anonymous.post('/api/v1/users/get-otp', { email: pending.email, purpose: 'VERIFY_EMAIL' }), 'ACCOUNT_VERIFIED');

      const forgot = await server.anonymous.post('/api/v1/users/get-otp', { email: binh.user.email, purpose: 'FORGOT_PASSWORD' });
      expect(forgot.body).toMatchObject({ sentTo: binh.user.email, purpose: 'FORGOT_PASSWORD' });
      expectError(await server.anonymous.post('/api/v1/users/get-otp', { email: uniqueEmail('khongco'), purpose: 'FORGOT_PASSWORD' }), 'ACCOUNT_NOT_FOUND');
      expectError(await server.anonymous.post('/api/v1/users/get-otp', { phone: uniquePhone(), purpose: 'VERIFY_PHONE' }), 'ACCOUNT_NOT_FOUND');
      expectInvalid(await server.anonymous.post('/api/v1/users/get-otp', { email: binh.user.email, purpose: 'TERMINATE_ACCOUNT' }), [
        { field: 'purpose', code: 'INVALID_INPUT_PARAMS', message: expect.any(String) as unknown as string },
      ]);
      expectInvalid(await server.anonymous.post('/api/v1/users/get-otp', { purpose: 'FORGOT_PASSWORD' }), [{ field: 'email', code: 'INVALID_INPUT_PARAMS' }]);
    });
  });
});

describe('legacy /users aliases under a tight rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '2' });
  });
  afterAll(() => server.close());

  it('limits get-otp and register like the other code routes', async () => {
    const body = { email: uniqueEmail('gioihan'), purpose: 'FORGOT_PASSWORD' };
    for (let i = 0; i < 2; i++) expect((await server.anonymous.post('/api/v1/users/get-otp', body)).status).toBe(404);
    expectError(await server.anonymous.post('/api/v1/users/get-otp', body), 'TOO_MANY_REQUESTS');
    const signup = { contactType: 'EMAIL', fullName: 'Giới Hạn', password: PASSWORD, confirmPassword: PASSWORD };
    for (let i = 0; i < 2; i++) expect((await server.anonymous.post('/api/v1/users/register', { ...signup, email: uniqueEmail() })).status).toBe(201);
    expectError(await server.anonymous.post('/api/v1/users/register', { ...signup, email: uniqueEmail() }), 'TOO_MANY_REQUESTS');
  });
});
