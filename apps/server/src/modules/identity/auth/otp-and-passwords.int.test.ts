import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAccessInDatabase, latestOtp, PASSWORD, signUpVerified, uniqueEmail, uniquePhone } from '../../../../test/support/accounts.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { users } from '../users/users.table.js';
import { otps } from './auth.table.js';
import { expectError, expectInvalid, setCookies, signUp, signUpVerifiedByPhone, wrongCode } from './auth.testing.js';

const MAX_RETRIES = 3;
const NEW_PASSWORD = 'MatKhauMoi2025';

describe('one-time codes: verification and password reset', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ OTP_MAX_RETRIES: String(MAX_RETRIES), OTP_TTL_MINUTES: '10' });
  });
  afterAll(() => server.close());

  const post = (path: string, body: Record<string, unknown>) => server.anonymous.post(path, body);
  const verify = (body: Record<string, unknown>) => post('/api/v1/auth/verify', body);
  const login = (email: string | null | undefined, password: string) => post('/api/v1/auth/login', { email, password });
  const expireCodesOf = (contact: string) =>
    server.database.db
      .update(otps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otps.contact, contact));
  const expectSentAbout = (body: { expiresAt: string }, minutes: number) => {
    const left = Date.parse(body.expiresAt) - Date.now();
    expect(left).toBeGreaterThan((minutes - 1) * 60_000);
    expect(left).toBeLessThanOrEqual(minutes * 60_000);
  };

  describe('request-verification', () => {
    it('sends a fresh VERIFY_EMAIL code to an unverified e-mail, replacing the previous one', async () => {
      const pending = await signUp(server);
      const res = await post('/api/v1/auth/request-verification', { email: pending.email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ sentTo: pending.email, purpose: 'VERIFY_EMAIL', expiresAt: expect.any(String) });
      expectSentAbout(res.body, 10);
      const fresh = await latestOtp(server, pending.email!);
      if (fresh !== pending.code) expectError(await verify({ email: pending.email, code: pending.code }), 'INVALID');
      expect((await verify({ email: pending.email, code: fresh })).status).toBe(200);
    });

    it('texts a VERIFY_PHONE code to a phone number, whatever purpose the client names', async () => {
      const pending = await signUp(server, { phone: uniquePhone() });
      const res = await post('/api/v1/auth/request-verification', { phone: pending.phone, purpose: 'VERIFY_EMAIL' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ sentTo: pending.phone, purpose: 'VERIFY_PHONE' });
      expect((await verify({ phone: pending.phone, code: await latestOtp(server, pending.phone!) })).status).toBe(200);
    });

    it('answers 404 ACCOUNT_NOT_FOUND for a contact nobody signed up with', async () => {
      expectError(await post('/api/v1/auth/request-verification', { email: uniqueEmail('khongco') }), 'ACCOUNT_NOT_FOUND', 404);
      expectError(await post('/api/v1/auth/request-verification', { phone: uniquePhone() }), 'ACCOUNT_NOT_FOUND', 404);
    });

    it('answers 409 ACCOUNT_VERIFIED for a contact already verified', async () => {
      const person = await signUpVerified(server);
      expectError(await post('/api/v1/auth/request-verification', { email: person.user.email }), 'ACCOUNT_VERIFIED', 409);
    });
  });

  describe('verify', () => {
    it('verifies the e-mail and signs the person in with tokens and cookies', async () => {
      const pending = await signUp(server, { fullName: 'Đỗ Minh Đức' });
      const res = await verify({ email: pending.email, code: pending.code });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        expiresIn: 900,
        user: expect.objectContaining({ id: pending.userId, isEmailVerified: true, fullName: 'Đỗ Minh Đức' }),
      });
      expect([...setCookies(res).keys()].sort()).toEqual(['access_token', 'refresh_token', 'signed_in']);
      expect((await server.anonymous.withToken(res.body.accessToken).get('/api/v1/auth/me')).body).toMatchObject({ id: pending.userId, isEmailVerified: true });
      // Done once: the code and the verification are spent.
      expectError(await verify({ email: pending.email, code: pending.code }), 'ACCOUNT_VERIFIED', 409);
      expect((await login(pending.email, PASSWORD)).status).toBe(200);
    });

    it('verifies a phone number the same way', async () => {
      const pending = await signUp(server, { phone: uniquePhone() });
      const res = await verify({ phone: pending.phone, code: pending.code });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ phone: pending.phone, isPhoneVerified: true, isEmailVerified: false });
    });

    it('answers 400 INVALID for a wrong code and still accepts the right one', async () => {
      const pending = await signUp(server);
      expectError(await verify({ email: pending.email, code: wrongCode(pending.code) }), 'INVALID', 400);
      expect((await verify({ email: pending.email, code: pending.code })).status).toBe(200);
    });

    it('answers 400 EXPIRED once the code has outlived OTP_TTL_MINUTES', async () => {
      const pending = await signUp(server);
      await expireCodesOf(pending.email!);
      expectError(await verify({ email: pending.email, code: pending.code }), 'EXPIRED', 400);
      // A new code works.
      await post('/api/v1/auth/request-verification', { email: pending.email });
      expect((await verify({ email: pending.email, code: await latestOtp(server, pending.email!) })).status).toBe(200);
    });

    it('answers 404 NOT_FOUND when no code was issued for that purpose', async () => {
      const pending = await signUp(server);
      await server.database.db.delete(otps).where(eq(otps.contact, pending.email!));
      expectError(await verify({ email: pending.email, code: pending.code }), 'NOT_FOUND', 404);
      const person = await signUpVerified(server);
      expectError(await verify({ email: person.user.email, code: '123456', purpose: 'FORGOT_PASSWORD' }), 'NOT_FOUND', 404);
    });

    it(`answers 429 MAX_RETRIES from the ${MAX_RETRIES}th wrong try on, even for the right code`, async () => {
      const pending = await signUp(server);
      const wrong = wrongCode(pending.code);
      for (let i = 1; i < MAX_RETRIES; i++) expectError(await verify({ email: pending.email, code: wrong }), 'INVALID', 400);
      expectError(await verify({ email: pending.email, code: wrong }), 'MAX_RETRIES', 429);
      expectError(await verify({ email: pending.email, code: pending.code }), 'MAX_RETRIES', 429);
      // Only a new code helps.
      await post('/api/v1/auth/request-verification', { email: pending.email });
      expect((await verify({ email: pending.email, code: await latestOtp(server, pending.email!) })).status).toBe(200);
    });

    it('counts guesses sent at the same moment: no more than the limit are ever compared', async () => {
      const pending = await signUp(server);
      const guesses = Array.from({ length: 40 }, (_, i) => String(i).padStart(6, '7')).filter((g) => g !== pending.code);
      const answers = await Promise.all(guesses.map((code) => verify({ email: pending.email, code })));
      const codes = answers.map((a) => a.body.code);
      expect(codes.filter((c) => c === 'INVALID')).toHaveLength(MAX_RETRIES - 1);
      expect(codes.filter((c) => c === 'MAX_RETRIES')).toHaveLength(guesses.length - (MAX_RETRIES - 1));
      const [row] = await server.database.db.select().from(otps).where(eq(otps.contact, pending.email!));
      expect(row!.attempts).toBe(MAX_RETRIES);
      expectError(await verify({ email: pending.email, code: pending.code }), 'MAX_RETRIES', 429);
    });

    it('refuses an inactivated account with 403 USER_INACTIVATED without spending its code', async () => {
      const pending = await signUp(server);
      await changeAccessInDatabase(server, pending.userId, { status: 'INACTIVE' });
      expectError(await verify({ email: pending.email, code: pending.code }), 'USER_INACTIVATED', 403);
      await changeAccessInDatabase(server, pending.userId, { status: 'ACTIVE' });
      expect((await verify({ email: pending.email, code: pending.code })).status).toBe(200);
    });

    it('answers 404 ACCOUNT_NOT_FOUND for an unknown contact and names a malformed code', async () => {
      expectError(await verify({ email: uniqueEmail('khongco'), code: '123456' }), 'ACCOUNT_NOT_FOUND', 404);
      expectInvalid(await verify({ email: uniqueEmail(), code: '12345' }), [{ field: 'code', code: 'INVALID' }]);
      expectInvalid(await verify({ email: uniqueEmail(), code: 'abcdef' }), [{ field: 'code', code: 'INVALID' }]);
      expectInvalid(await verify({ email: uniqueEmail() }), [{ field: 'code', code: 'INVALID_INPUT_PARAMS', message: 'Vui lòng nhập mã xác thực.' }]);
    });
  });

  describe('forgot-password and reset-password', () => {
    const forgot = (body: Record<string, unknown>) => post('/api/v1/auth/forgot-password', body);
    const reset = (body: Record<string, unknown>) =>
      server.anonymous.patch('/api/v1/auth/reset-password', { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...body });

    it('resets the password with the e-mailed code: the new one works, the old one and every session do not', async () => {
      const person = await signUpVerified(server);
      const email = person.user.email!;
      const other = await login(email, PASSWORD);

      const sent = await forgot({ email });
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ sentTo: email, purpose: 'FORGOT_PASSWORD', expiresAt: expect.any(String) });
      expectSentAbout(sent.body, 10);
      const [message] = (await server.services.messaging.listOutbox({ recipient: email, page: 1, limit: 1, sort: 'DESC' })).data;
      expect(message!.subject).toMatch(/^Mã đặt lại mật khẩu của bạn: \d{6}$/);
      const code = await latestOtp(server, email);

      // The first screen checks the code without spending it; the second spends it.
      expect(await verify({ email, code, purpose: 'FORGOT_PASSWORD' })).toMatchObject({ status: 200, body: { valid: true, purpose: 'FORGOT_PASSWORD' } });
      expect(await reset({ email, code })).toMatchObject({ status: 200, body: { success: true } });
      expectError(await reset({ email, code }), 'NOT_FOUND', 404);

      expectError(await login(email, PASSWORD), 'INVALID_CREDENTIALS', 401);
      expect((await login(email, NEW_PASSWORD)).status).toBe(200);
      for (const session of [person, other.body]) {
        expectError(await post('/api/v1/auth/refresh', { refreshToken: session.refreshToken }), 'INVALID_REFRESH_TOKEN', 401);
      }
    });

    it('resets by phone number with a texted code', async () => {
      const person = await signUpVerifiedByPhone(server);
      expect(await forgot({ phone: person.phone })).toMatchObject({ status: 200, body: { sentTo: person.phone, purpose: 'FORGOT_PASSWORD' } });
      expect((await reset({ phone: person.phone, code: await latestOtp(server, person.phone) })).status).toBe(200);
      expect((await post('/api/v1/auth/login', { phone: person.phone, password: NEW_PASSWORD })).status).toBe(200);
    });

    it('answers 404 ACCOUNT_NOT_FOUND for an unknown contact, on both steps', async () => {
      expectError(await forgot({ email: uniqueEmail('khongco') }), 'ACCOUNT_NOT_FOUND', 404);
      expectError(await forgot({ phone: uniquePhone() }), 'ACCOUNT_NOT_FOUND', 404);
      expectError(await reset({ email: uniqueEmail('khongco'), code: '123456' }), 'ACCOUNT_NOT_FOUND', 404);
    });

    it('answers the code errors: INVALID, EXPIRED, NOT_FOUND and MAX_RETRIES', async () => {
      const person = await signUpVerified(server);
      const email = person.user.email!;
      expectError(await reset({ email, code: '123456' }), 'NOT_FOUND', 404);

      await forgot({ email });
      const code = await latestOtp(server, email);
      expectError(await reset({ email, code: wrongCode(code) }), 'INVALID', 400);
      await expireCodesOf(email);
      expectError(await reset({ email, code }), 'EXPIRED', 400);

      await forgot({ email });
      const next = await latestOtp(server, email);
      for (let i = 1; i < MAX_RETRIES; i++) expectError(await reset({ email, code: wrongCode(next) }), 'INVALID', 400);
      expectError(await reset({ email, code: wrongCode(next) }), 'MAX_RETRIES', 429);
      expectError(await reset({ email, code: next }), 'MAX_RETRIES', 429);
      expect((await login(email, PASSWORD)).status).toBe(200);
    });

    it('names an unacceptable new password and a confirmation that differs', async () => {
      const email = uniqueEmail();
      expectInvalid(await reset({ email, code: '123456', newPassword: 'ngan', confirmPassword: 'ngan' }), [
        { field: 'newPassword', code: 'INVALID_PASSWORD_FORMAT' },
      ]);
      expectInvalid(await reset({ email, code: '123456', confirmPassword: 'KhacHan123' }), [{ field: 'confirmPassword', code: 'INVALID_CONFIRM_PASSWORDS' }]);
    });

    it('unlocks a locked account and proves the contact of one never verified', async () => {
      const pending = await signUp(server);
      await server.database.db
        .update(users)
        .set({ lockedUntil: new Date(Date.now() + 600_000), failedLoginCount: 2 })
        .where(eq(users.id, pending.userId));
      await forgot({ email: pending.email });
      expect((await reset({ email: pending.email, code: await latestOtp(server, pending.email!) })).status).toBe(200);
      const res = await login(pending.email, NEW_PASSWORD);
      expect(res.status).toBe(200);
      expect(res.body.user.isEmailVerified).toBe(true);
    });

    it('never lets a code sent for one purpose serve another', async () => {
      const pending = await signUp(server);
      // The sign-up code is a VERIFY_EMAIL code; no FORGOT_PASSWORD code exists.
      expectError(await reset({ email: pending.email, code: pending.code }), 'NOT_FOUND', 404);
      const open = await server.database.db
        .select()
        .from(otps)
        .where(and(eq(otps.contact, pending.email!), eq(otps.purpose, 'VERIFY_EMAIL')));
      expect(open[0]!.consumedAt).toBeNull();
    });
  });
});
