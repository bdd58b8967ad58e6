import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAccessInDatabase, latestOtp, PASSWORD, signUpVerified, uniqueEmail, uniquePhone } from '../../../../test/support/accounts.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { users } from '../users/users.table.js';
import { expectError, expectInvalid, setCookies, signUp, signUpVerifiedByPhone, socialLogin } from './auth.testing.js';

const MAX_FAILURES = 3;

describe('signing up and logging in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LOGIN_MAX_FAILURES: String(MAX_FAILURES), LOGIN_LOCK_MINUTES: '1' });
  });
  afterAll(() => server.close());

  const signup = (body: Record<string, unknown>) =>
    server.anonymous.post('/api/v1/auth/signup', { fullName: 'Nguyễn Văn An', password: PASSWORD, confirmPassword: PASSWORD, ...body });
  const login = (body: Record<string, unknown>) => server.anonymous.post('/api/v1/auth/login', body);
  const outboxOf = async (recipient: string) => (await server.services.messaging.listOutbox({ recipient, page: 1, limit: 10, sort: 'DESC' })).data;
  const userRow = async (id: string) => (await server.database.db.select().from(users).where(eq(users.id, id)))[0]!;

  describe('signup', () => {
    it('creates an unverified account from an e-mail and e-mails it a VERIFY_EMAIL code', async () => {
      const email = uniqueEmail();
      const res = await signup({ contactType: 'EMAIL', email: email.toUpperCase(), fullName: '  Nguyễn Văn An ' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ user: expect.any(Object), sentTo: email, purpose: 'VERIFY_EMAIL' });
      expect(res.body.user).toMatchObject({
        email,
        phone: null,
        fullName: 'Nguyễn Văn An',
        username: expect.stringMatching(/^nguyen-van-an/),
        role: 'USER',
        status: 'ACTIVE',
        loginMethod: 'CREDENTIALS',
        isEmailVerified: false,
        isPhoneVerified: false,
        isFirstLogin: true,
        hasPassword: true,
      });
      expect(res.body.user).not.toHaveProperty('passwordHash');
      const [message] = await outboxOf(email);
      expect(message).toMatchObject({ kind: 'EMAIL', recipient: email, status: 'RECORDED' });
      const code = await latestOtp(server, email);
      expect(message!.subject).toContain(code);
      expect(message!.body).toContain(code);
    });

    it('creates an account from a phone number, stored as 0xxxxxxxxx, and texts it a VERIFY_PHONE code', async () => {
      const phone = uniquePhone();
      const res = await signup({ contactType: 'PHONE', phone: `+84 ${phone.slice(1, 4)} ${phone.slice(4)}` });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        sentTo: phone,
        purpose: 'VERIFY_PHONE',
        user: { email: null, phone, isPhoneVerified: false, loginMethod: 'CREDENTIALS' },
      });
      const [message] = await outboxOf(phone);
      expect(message).toMatchObject({ kind: 'SMS', recipient: phone, subject: null });
      expect(message!.body).toMatch(/^Ma \d{6} de xac thuc so dien thoai/);
    });

    it('refuses an e-mail a verified account uses: 409 EMAIL_ALREADY_IN_USE', async () => {
      const taken = await signUpVerified(server);
      expectError(await signup({ contactType: 'EMAIL', email: taken.user.email }), 'EMAIL_ALREADY_IN_USE', 409);
      expectError(await signup({ contactType: 'EMAIL', email: taken.user.email!.toUpperCase() }), 'EMAIL_ALREADY_IN_USE', 409);
    });

    it('signing up again with a never-verified e-mail keeps the account, takes the new name and password and sends a fresh code', async () => {
      const first = await signUp(server, { fullName: 'Người Bỏ Dở', password: 'CuMatKhau1' });
      const again = await signup({
        contactType: 'EMAIL',
        email: first.email,
        fullName: 'Người Quay Lại',
        password: 'MoiMatKhau2',
        confirmPassword: 'MoiMatKhau2',
      });
      expect(again.status).toBe(201);
      expect(again.body).toMatchObject({
        sentTo: first.email,
        purpose: 'VERIFY_EMAIL',
        user: { id: first.userId, fullName: 'Người Quay Lại', isEmailVerified: false },
      });
      expect(await outboxOf(first.email!)).toHaveLength(2);
      const fresh = await latestOtp(server, first.email!);

      // The first code was replaced by the fresh one.
      if (fresh !== first.code) expectError(await server.anonymous.post('/api/v1/auth/verify', { email: first.email, code: first.code }), 'INVALID', 400);
      expect((await server.anonymous.post('/api/v1/auth/verify', { email: first.email, code: fresh })).status).toBe(200);
      expectError(await login({ email: first.email, password: 'CuMatKhau1' }), 'INVALID_CREDENTIALS', 401);
      expect((await login({ email: first.email, password: 'MoiMatKhau2' })).status).toBe(200);
    });

    it('creates one account when the same e-mail signs up twice at once', async () => {
      const email = uniqueEmail('cungluc');
      const answers = await Promise.all([signup({ contactType: 'EMAIL', email }), signup({ contactType: 'EMAIL', email })]);
      expect(answers.map((a) => a.status)).toContain(201);
      for (const answer of answers) if (answer.status !== 201) expectError(answer, 'EMAIL_ALREADY_IN_USE', 409);
      expect(await server.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    });

    it('refuses an e-mail a social account uses: 409 EMAIL_IN_USE_DIFFERENT_METHOD', async () => {
      const email = uniqueEmail('google');
      expect((await socialLogin(server, 'GOOGLE', { email, name: 'Khách Google' })).status).toBe(200);
      expectError(await signup({ contactType: 'EMAIL', email }), 'EMAIL_IN_USE_DIFFERENT_METHOD', 409);
    });

    it('refuses a phone number a verified account uses: 409 PHONE_NUMBER_ALREADY_IN_USE', async () => {
      const taken = await signUpVerifiedByPhone(server);
      expectError(await signup({ contactType: 'PHONE', phone: taken.phone }), 'PHONE_NUMBER_ALREADY_IN_USE', 409);
      expectError(await signup({ contactType: 'PHONE', phone: `+84${taken.phone.slice(1)}` }), 'PHONE_NUMBER_ALREADY_IN_USE', 409);
    });

    it('never replaces the password of an account proved by its other contact', async () => {
      const owner = await signUpVerified(server);
      const phone = uniquePhone();
      // A number recorded on the account but never confirmed (as an admin import would leave it).
      await server.database.db.update(users).set({ phone }).where(eq(users.id, owner.user.id));
      expectError(await signup({ contactType: 'PHONE', phone, password: 'KeGian123', confirmPassword: 'KeGian123' }), 'PHONE_NUMBER_ALREADY_IN_USE', 409);
      expect((await login({ email: owner.user.email, password: PASSWORD })).status).toBe(200);
      expect((await userRow(owner.user.id)).fullName).toBe(owner.user.fullName);
    });

    it('refuses a password without upper case, lower case and digits, or shorter than 8: INVALID_PASSWORD_FORMAT', async () => {
      for (const password of ['matkhau123', 'MATKHAU123', 'MatKhauAbc', 'Ab1']) {
        expectInvalid(await signup({ contactType: 'EMAIL', email: uniqueEmail(), password, confirmPassword: password }), [
          { field: 'password', code: 'INVALID_PASSWORD_FORMAT' },
        ]);
      }
    });

    it('refuses a confirmation that differs from the password: INVALID_CONFIRM_PASSWORDS', async () => {
      expectInvalid(await signup({ contactType: 'EMAIL', email: uniqueEmail(), confirmPassword: `${PASSWORD}x` }), [
        { field: 'confirmPassword', code: 'INVALID_CONFIRM_PASSWORDS' },
      ]);
    });

    it('names each invalid field: a missing or too short name, a bad e-mail, a bad phone number', async () => {
      const email = uniqueEmail();
      expectInvalid(await server.anonymous.post('/api/v1/auth/signup', { contactType: 'EMAIL', email, password: PASSWORD, confirmPassword: PASSWORD }), [
        { field: 'fullName', code: 'INVALID_INPUT_PARAMS', message: 'Vui lòng nhập họ và tên.' },
      ]);
      expectInvalid(await signup({ contactType: 'EMAIL', email, fullName: 'A' }), [{ field: 'fullName', code: 'INVALID_NAME' }]);
      expectInvalid(await signup({ contactType: 'EMAIL', email: 'khong-phai-email' }), [{ field: 'email', code: 'INVALID_EMAIL' }]);
      expectInvalid(await signup({ contactType: 'PHONE', phone: '0123' }), [{ field: 'phone', code: 'INVALID_PHONE' }]);
      expectInvalid(await signup({ contactType: 'EMAIL' }), [{ field: 'email', code: 'INVALID_EMAIL' }]);
      expectInvalid(await signup({ contactType: 'PHONE' }), [{ field: 'phone', code: 'INVALID_PHONE' }]);
      expectInvalid(await signup({ contactType: 'FAX', email }), [
        { field: 'contactType', code: 'INVALID_INPUT_PARAMS', message: 'Giá trị hình thức liên hệ không hợp lệ.' },
      ]);
      // Nothing was created by any of these.
      expect(await server.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    });
  });

  describe('login', () => {
    it('answers tokens and the user, and sets httpOnly access and refresh cookies', async () => {
      const person = await signUpVerified(server, { fullName: 'Lê Thị Cúc' });
      const client = server.anonymous;
      const res = await client.post('/api/v1/auth/login', { email: person.user.email, password: PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        expiresIn: 900,
        user: expect.objectContaining({ id: person.user.id, fullName: 'Lê Thị Cúc', isEmailVerified: true }),
      });

      const cookies = setCookies(res);
      expect(cookies.get('access_token')).toMatch(new RegExp(`^access_token=${res.body.accessToken};`));
      expect(cookies.get('access_token')).toMatch(/; Max-Age=900;.*Path=\/;.*HttpOnly;.*SameSite=Lax/);
      expect(cookies.get('refresh_token')).toMatch(new RegExp(`^refresh_token=${res.body.refreshToken};`));
      expect(cookies.get('refresh_token')).toMatch(/Path=\/api;.*HttpOnly;.*SameSite=Lax/);
      expect(cookies.get('refresh_token')).toContain(`Max-Age=${30 * 86_400}`);
      // The web app needs nothing but the cookie.
      expect(await client.get('/api/v1/auth/me')).toMatchObject({ status: 200, body: { id: person.user.id } });
    });

    it('logs in with a phone number written in any usual form', async () => {
      const person = await signUpVerifiedByPhone(server);
      const res = await login({ phone: `+84${person.phone.slice(1)}`, password: PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: person.user.id, phone: person.phone, isPhoneVerified: true });
    });

    it('answers a wrong password and an unknown account alike: 401 INVALID_CREDENTIALS', async () => {
      const person = await signUpVerified(server);
      expectError(await login({ email: person.user.email, password: 'SaiMatKhau9' }), 'INVALID_CREDENTIALS', 401);
      expectError(await login({ email: uniqueEmail('khongco'), password: PASSWORD }), 'INVALID_CREDENTIALS', 401);
      expectError(await login({ phone: uniquePhone(), password: PASSWORD }), 'INVALID_CREDENTIALS', 401);
    });

    it('refuses an account whose contact is not verified yet: 403 ACCOUNT_NOT_VERIFIED', async () => {
      const pending = await signUp(server);
      expectError(await login({ email: pending.email, password: PASSWORD }), 'ACCOUNT_NOT_VERIFIED', 403);
      const byPhone = await signUp(server, { phone: uniquePhone() });
      expectError(await login({ phone: byPhone.phone, password: PASSWORD }), 'ACCOUNT_NOT_VERIFIED', 403);
    });

    it(`locks the account after ${MAX_FAILURES} wrong passwords, refusing even the right one until the lock ends`, async () => {
      const person = await signUpVerified(server);
      const email = person.user.email;
      for (let i = 1; i < MAX_FAILURES; i++) expectError(await login({ email, password: `SaiMatKhau${i}` }), 'INVALID_CREDENTIALS', 401);
      expectError(await login({ email, password: 'SaiMatKhau9' }), 'ACCOUNT_LOCKED', 403);
      expectError(await login({ email, password: PASSWORD }), 'ACCOUNT_LOCKED', 403);
      const locked = await userRow(person.user.id);
      expect(locked.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(50_000);

      await server.database.db
        .update(users)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(users.id, person.user.id));
      expect((await login({ email, password: PASSWORD })).status).toBe(200);
      expect(await userRow(person.user.id)).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
    });

    it('counts wrong passwords sent at the same moment, one by one', async () => {
      const person = await signUpVerified(server);
      const email = person.user.email;
      const answers = await Promise.all(Array.from({ length: MAX_FAILURES }, (_, i) => login({ email, password: `SaiMatKhau${i}` })));
      expect(answers.map((a) => a.body.code).sort()).toEqual(['ACCOUNT_LOCKED', ...Array(MAX_FAILURES - 1).fill('INVALID_CREDENTIALS')].sort());
      expectError(await login({ email, password: PASSWORD }), 'ACCOUNT_LOCKED', 403);
    });

    it('forgets earlier wrong passwords once the right one is given', async () => {
      const person = await signUpVerified(server);
      const email = person.user.email;
      for (let i = 1; i < MAX_FAILURES; i++) expectError(await login({ email, password: `SaiMatKhau${i}` }), 'INVALID_CREDENTIALS', 401);
      expect((await login({ email, password: PASSWORD })).status).toBe(200);
      for (let i = 1; i < MAX_FAILURES; i++) expectError(await login({ email, password: `SaiMatKhau${i}` }), 'INVALID_CREDENTIALS', 401);
    });

    it('refuses a password on an account made through a social provider: 400 INVALID_LOGIN_METHOD', async () => {
      const email = uniqueEmail('facebook');
      expect((await socialLogin(server, 'FACEBOOK', { email, name: 'Khách Facebook' })).status).toBe(200);
      expectError(await login({ email, password: PASSWORD }), 'INVALID_LOGIN_METHOD', 400);
    });

    it('refuses an inactivated account with 403 USER_INACTIVATED, telling only someone who knows the password', async () => {
      const person = await signUpVerified(server);
      await changeAccessInDatabase(server, person.user.id, { status: 'INACTIVE' });
      expectError(await login({ email: person.user.email, password: 'SaiMatKhau9' }), 'INVALID_CREDENTIALS', 401);
      expectError(await login({ email: person.user.email, password: PASSWORD }), 'USER_INACTIVATED', 403);
    });

    it('names the invalid fields of a login', async () => {
      expectInvalid(await login({ email: uniqueEmail() }), [{ field: 'password', code: 'INVALID_INPUT_PARAMS', message: 'Vui lòng nhập mật khẩu.' }]);
      expectInvalid(await login({ email: uniqueEmail(), password: '' }), [
        { field: 'password', code: 'INVALID_INPUT_PARAMS', message: 'Vui lòng nhập mật khẩu.' },
      ]);
      expectInvalid(await login({ email: 'khong-phai-email', password: PASSWORD }), [{ field: 'email', code: 'INVALID_EMAIL' }]);
      // Exactly one of e-mail and phone names the account.
      expectInvalid(await login({ email: uniqueEmail(), phone: uniquePhone(), password: PASSWORD }), [{ field: 'email', code: 'INVALID_INPUT_PARAMS' }]);
      expectInvalid(await login({ password: PASSWORD }), [{ field: 'email', code: 'INVALID_INPUT_PARAMS' }]);
    });
  });

  it('lets the demo admin log in', async () => {
    const res = await login({ email: 'admin@demo.vn', password: 'Admin@123456' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ role: 'ADMIN', email: 'admin@demo.vn' });
  });
});
