import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, latestOtp, signUpVerified, uniqueEmail, uniquePhone } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { users } from '../users/users.table.js';
import { otps } from './auth.table.js';
import { expectError, expectInvalid, setCookies, signUp, signUpVerifiedByPhone, socialLogin, socialSession, wrongCode } from './auth.testing.js';

const NEW_PASSWORD = 'MatKhauMoi2025';
const OTHER_UUID = '0b7e3f9c-2d4a-4c1e-9f7a-1a2b3c4d5e6f';

describe('the signed-in person’s own account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const login = (body: Record<string, unknown>) => server.anonymous.post('/api/v1/auth/login', body);
  const refresh = (refreshToken: string) => server.anonymous.post('/api/v1/auth/refresh', { refreshToken });
  const ownOtp = (session: Session, body: Record<string, unknown>) => session.client.post('/api/v1/auth/get-own-otp', body);
  const userRow = async (id: string) => (await server.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  /** A code sent for the signed-in account, read from the outbox. */
  const codeFor = async (session: Session, purpose: string, to = session.user.email!) => {
    const res = await ownOtp(session, { purpose });
    expect(res).toMatchObject({ status: 200, body: { sentTo: to, purpose } });
    return latestOtp(server, to);
  };

  describe('me', () => {
    it('answers the signed-in account, without secrets', async () => {
      const person = await signUpVerified(server, { fullName: 'Phan Thị Hoa' });
      const res = await person.client.get('/api/v1/auth/me');
      expect(res.status).toBe(200);
      expect(res.body).toEqual(person.user);
      expect(Object.keys(res.body)).not.toEqual(expect.arrayContaining(['passwordHash', 'failedLoginCount', 'socialId']));
    });
  });

  describe('update-profile', () => {
    it('changes the given fields only, trims text and clears a field set to null', async () => {
      const person = await signUpVerified(server);
      const res = await person.client.patch('/api/v1/auth/update-profile', {
        fullName: '  Vũ Thị Lan  ',
        gender: 'FEMALE',
        dateOfBirth: '1995-04-30',
        bio: 'Yêu thích học trực tuyến',
        address: '12 Lý Thường Kiệt',
        city: 'Hà Nội',
        avatar: 'https://cdn.vidu.vn/anh.png',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: person.user.id,
        email: person.user.email,
        fullName: 'Vũ Thị Lan',
        gender: 'FEMALE',
        dateOfBirth: '1995-04-30',
        city: 'Hà Nội',
        avatar: 'https://cdn.vidu.vn/anh.png',
      });

      const cleared = await person.client.patch('/api/v1/auth/update-profile', { bio: null });
      expect(cleared.body).toMatchObject({ bio: null, fullName: 'Vũ Thị Lan', address: '12 Lý Thường Kiệt' });
      expect((await person.client.patch('/api/v1/auth/update-profile', {})).body).toEqual(cleared.body);
      expect((await person.client.get('/api/v1/auth/me')).body).toEqual(cleared.body);
    });

    it('ignores what a profile does not hold: role, e-mail, status', async () => {
      const person = await signUpVerified(server);
      const res = await person.client.patch('/api/v1/auth/update-profile', { role: 'ADMIN', email: uniqueEmail(), status: 'INACTIVE', city: 'Huế' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ role: 'USER', email: person.user.email, status: 'ACTIVE', city: 'Huế' });
    });

    it('names the invalid fields: INVALID_NAME, INVALID_ADDRESS, INVALID_CITY and malformed values', async () => {
      const person = await signUpVerified(server);
      const update = (body: Record<string, unknown>) => person.client.patch('/api/v1/auth/update-profile', body);
      expectInvalid(await update({ fullName: ' A ' }), [{ field: 'fullName', code: 'INVALID_NAME' }]);
      expectInvalid(await update({ fullName: 'x'.repeat(101) }), [{ field: 'fullName', code: 'INVALID_NAME' }]);
      expectInvalid(await update({ address: 'đ'.repeat(256) }), [{ field: 'address', code: 'INVALID_ADDRESS' }]);
      expectInvalid(await update({ city: 'c'.repeat(101) }), [{ field: 'city', code: 'INVALID_CITY' }]);
      expectInvalid(await update({ avatar: 'khong-phai-url', dateOfBirth: '30/04/1995' }), [
        { field: 'avatar', code: 'INVALID_REQUEST' },
        { field: 'dateOfBirth', code: 'INVALID_REQUEST' },
      ]);
      expectInvalid(await update({ gender: 'KHAC' }), [{ field: 'gender', code: 'INVALID_INPUT_PARAMS', message: 'Giá trị giới tính không hợp lệ.' }]);
      expect((await person.client.get('/api/v1/auth/me')).body.fullName).toBe(person.user.fullName);
    });
  });

  describe('update-interests and first-login', () => {
    it('replaces the interests, once each', async () => {
      const person = await signUpVerified(server);
      const res = await person.client.patch('/api/v1/auth/update-interests', { interests: ['marketing', ' thiết kế ', 'marketing'] });
      expect(res.status).toBe(200);
      expect(res.body.interests).toEqual(['marketing', 'thiết kế']);
      expect((await person.client.patch('/api/v1/auth/update-interests', { interests: [] })).body.interests).toEqual([]);
      expectInvalid(await person.client.patch('/api/v1/auth/update-interests', { interests: ['  '] }), [
        { field: 'interests.0', code: 'INVALID_INPUT_PARAMS', message: 'Vui lòng nhập sở thích.' },
      ]);
      expectInvalid(await person.client.patch('/api/v1/auth/update-interests', { interests: Array.from({ length: 51 }, (_, i) => `chu-de-${i}`) }), [
        { field: 'interests', code: 'INVALID_INPUT_PARAMS', message: 'Giá trị sở thích không hợp lệ.' },
      ]);
    });

    it('first-login ends the first-login state, with or without interests', async () => {
      const person = await signUpVerified(server);
      expect(person.user.isFirstLogin).toBe(true);
      const res = await person.client.patch('/api/v1/auth/first-login', { interests: ['âm nhạc'] });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ isFirstLogin: false, interests: ['âm nhạc'] });
      const again = await person.client.patch('/api/v1/auth/first-login');
      expect(again.body).toMatchObject({ isFirstLogin: false, interests: ['âm nhạc'] });
      expect((await login({ email: person.user.email, password: PASSWORD })).body.user.isFirstLogin).toBe(false);
    });
  });

  describe('get-own-otp', () => {
    it('sends CHANGE_PASSWORD and TERMINATE_ACCOUNT codes to the account’s e-mail', async () => {
      const person = await signUpVerified(server);
      for (const purpose of ['CHANGE_PASSWORD', 'TERMINATE_ACCOUNT']) {
        const res = await ownOtp(person, { purpose });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ sentTo: person.user.email, purpose, expiresAt: expect.any(String) });
      }
      const [message] = (await server.services.messaging.listOutbox({ recipient: person.user.email!, page: 1, limit: 1, sort: 'DESC' })).data;
      expect(message!.subject).toMatch(/^Mã xoá tài khoản của bạn: \d{6}$/);
    });

    it('texts them to the phone of an account that has no e-mail', async () => {
      const person = await signUpVerifiedByPhone(server);
      expect(await ownOtp(person, { purpose: 'CHANGE_PASSWORD' })).toMatchObject({ status: 200, body: { sentTo: person.phone, purpose: 'CHANGE_PASSWORD' } });
    });

    it('answers 400 PHONE_NUMBER_NOT_UPDATED when the account has neither e-mail nor phone', async () => {
      const person = await socialSession(server, 'TWITTER');
      expectError(await ownOtp(person, { purpose: 'CHANGE_PASSWORD' }), 'PHONE_NUMBER_NOT_UPDATED', 400);
      expectError(await ownOtp(person, { purpose: 'TERMINATE_ACCOUNT' }), 'PHONE_NUMBER_NOT_UPDATED', 400);
      expectError(await person.client.post('/api/v1/auth/terminate-request'), 'PHONE_NUMBER_NOT_UPDATED', 400);
      // No code can have been sent to such an account: using one answers NOT_FOUND (a code these routes declare).
      expectError(
        await person.client.patch('/api/v1/auth/set-password', { code: '123456', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
        'NOT_FOUND',
        404,
      );
      expectError(await person.client.delete('/api/v1/auth/terminate', { code: '123456' }), 'NOT_FOUND', 404);
    });

    it('VERIFY_EMAIL: 409 ACCOUNT_VERIFIED when verified, 400 INVALID_EMAIL without an e-mail, else a code that verifies it', async () => {
      const person = await signUpVerified(server);
      expectError(await ownOtp(person, { purpose: 'VERIFY_EMAIL' }), 'ACCOUNT_VERIFIED', 409);
      const byPhone = await signUpVerifiedByPhone(server);
      expectError(await ownOtp(byPhone, { purpose: 'VERIFY_EMAIL' }), 'INVALID_EMAIL', 400);

      // A provider that vouched for no e-mail (Facebook may not): the person proves it here.
      const social = await socialSession(server, 'FACEBOOK', { email: uniqueEmail('facebook') });
      await server.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, social.user.id));
      const code = await codeFor(social, 'VERIFY_EMAIL');
      const verified = await server.anonymous.post('/api/v1/auth/verify', { email: social.user.email, code });
      expect(verified.status).toBe(200);
      expect(verified.body.user).toMatchObject({ id: social.user.id, isEmailVerified: true });
    });

    it('VERIFY_PHONE: needs a valid number, refuses one another account proved (409) and one already verified here (409)', async () => {
      const person = await signUpVerified(server);
      expectInvalid(await ownOtp(person, { purpose: 'VERIFY_PHONE' }), [{ field: 'phone', code: 'INVALID_PHONE' }]);
      expectInvalid(await ownOtp(person, { purpose: 'VERIFY_PHONE', phone: '123' }), [{ field: 'phone', code: 'INVALID_PHONE' }]);
      const other = await signUpVerifiedByPhone(server);
      expectError(await ownOtp(person, { purpose: 'VERIFY_PHONE', phone: other.phone }), 'PHONE_NUMBER_ALREADY_IN_USE', 409);
      expectError(await ownOtp(other, { purpose: 'VERIFY_PHONE', phone: other.phone }), 'ACCOUNT_VERIFIED', 409);
      expectInvalid(await ownOtp(person, { purpose: 'FORGOT_PASSWORD' }), [
        { field: 'purpose', code: 'INVALID_INPUT_PARAMS', message: 'Giá trị mục đích không hợp lệ.' },
      ]);
    });
  });

  describe('update-phone', () => {
    it('sets a number proved with a VERIFY_PHONE code; the person can then log in with it', async () => {
      const person = await signUpVerified(server);
      const phone = uniquePhone();
      const sent = await ownOtp(person, { purpose: 'VERIFY_PHONE', phone: `+84${phone.slice(1)}` });
      expect(sent).toMatchObject({ status: 200, body: { sentTo: phone, purpose: 'VERIFY_PHONE' } });
      const res = await person.client.patch('/api/v1/auth/update-phone', { phone, code: await latestOtp(server, phone) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: person.user.id, phone, isPhoneVerified: true, email: person.user.email });
      expect((await login({ phone, password: PASSWORD })).body.user?.id).toBe(person.user.id);
    });

    it('answers 409 PHONE_NUMBER_ALREADY_IN_USE when another account proved the number first', async () => {
      const [first, second] = await Promise.all([signUpVerified(server), signUpVerified(server)]);
      const phone = uniquePhone();
      await ownOtp(first, { purpose: 'VERIFY_PHONE', phone });
      const firstCode = await latestOtp(server, phone);
      await ownOtp(second, { purpose: 'VERIFY_PHONE', phone });
      expect((await second.client.patch('/api/v1/auth/update-phone', { phone, code: await latestOtp(server, phone) })).status).toBe(200);
      expectError(await first.client.patch('/api/v1/auth/update-phone', { phone, code: firstCode }), 'PHONE_NUMBER_ALREADY_IN_USE', 409);
    });

    it('answers the code errors: INVALID, NOT_FOUND without a code for that number, EXPIRED', async () => {
      const person = await signUpVerified(server);
      const phone = uniquePhone();
      expectError(await person.client.patch('/api/v1/auth/update-phone', { phone, code: '123456' }), 'NOT_FOUND', 404);
      await ownOtp(person, { purpose: 'VERIFY_PHONE', phone });
      const code = await latestOtp(server, phone);
      expectError(await person.client.patch('/api/v1/auth/update-phone', { phone, code: wrongCode(code) }), 'INVALID', 400);
      expectError(await person.client.patch('/api/v1/auth/update-phone', { phone: uniquePhone(), code }), 'NOT_FOUND', 404);
      await server.database.db
        .update(otps)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(otps.contact, phone));
      expectError(await person.client.patch('/api/v1/auth/update-phone', { phone, code }), 'EXPIRED', 400);
      expectInvalid(await person.client.patch('/api/v1/auth/update-phone', { phone: '12', code: '12' }), [
        { field: 'phone', code: 'INVALID_PHONE' },
        { field: 'code', code: 'INVALID' },
      ]);
    });

    it('a code sent for one account proves nothing for another', async () => {
      const [owner, intruder] = await Promise.all([signUpVerified(server), signUpVerified(server)]);
      const phone = uniquePhone();
      await ownOtp(owner, { purpose: 'VERIFY_PHONE', phone });
      const code = await latestOtp(server, phone);
      expectError(await intruder.client.patch('/api/v1/auth/update-phone', { phone, code }), 'NOT_FOUND', 404);
      expect((await owner.client.patch('/api/v1/auth/update-phone', { phone, code })).status).toBe(200);
    });

    it('a number only typed into an abandoned sign-up goes to whoever proves it', async () => {
      const phone = uniquePhone();
      const abandoned = await signUp(server, { phone });
      const person = await signUpVerified(server);
      await ownOtp(person, { purpose: 'VERIFY_PHONE', phone });
      const code = await latestOtp(server, phone);
      // The code was sent for this person: it does not verify (or sign into) the abandoned account.
      expectError(await server.anonymous.post('/api/v1/auth/verify', { phone, code }), 'NOT_FOUND', 404);
      const res = await person.client.patch('/api/v1/auth/update-phone', { phone, code });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ phone, isPhoneVerified: true });
      expect((await userRow(abandoned.userId)).phone).toBeNull();
      expectError(
        await server.anonymous.post('/api/v1/auth/signup', { contactType: 'PHONE', phone, fullName: 'Ai Đó', password: PASSWORD, confirmPassword: PASSWORD }),
        'PHONE_NUMBER_ALREADY_IN_USE',
        409,
      );
    });
  });

  describe('change-password', () => {
    const change = (session: Session, body: Record<string, unknown>) =>
      session.client.patch('/api/v1/auth/change-password', { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...body });

    it('changes it, signs out every other session and answers a fresh one', async () => {
      const person = await signUpVerified(server);
      const elsewhere = await login({ email: person.user.email, password: PASSWORD });
      const res = await change(person, {});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        expiresIn: 900,
        user: expect.objectContaining({ id: person.user.id }),
      });
      expect([...setCookies(res).keys()].sort()).toEqual(['access_token', 'refresh_token', 'signed_in']);

      expectError(await login({ email: person.user.email, password: PASSWORD }), 'INVALID_CREDENTIALS', 401);
      expect((await login({ email: person.user.email, password: NEW_PASSWORD })).status).toBe(200);
      expectError(await refresh(person.refreshToken), 'INVALID_REFRESH_TOKEN', 401);
      expectError(await refresh(elsewhere.body.refreshToken), 'INVALID_REFRESH_TOKEN', 401);
      expect((await refresh(res.body.refreshToken)).status).toBe(200);
    });

    it('answers 400 OLD_PASSWORD_INCORRECT and 400 NEW_PASSWORD_SAME_AS_OLD_PASSWORD', async () => {
      const person = await signUpVerified(server);
      expectError(await change(person, { oldPassword: 'SaiMatKhau9' }), 'OLD_PASSWORD_INCORRECT', 400);
      expectError(await change(person, { newPassword: PASSWORD, confirmPassword: PASSWORD }), 'NEW_PASSWORD_SAME_AS_OLD_PASSWORD', 400);
      expect((await login({ email: person.user.email, password: PASSWORD })).status).toBe(200);
    });

    it('names a confirmation that differs, a weak new password and a missing old one', async () => {
      const person = await signUpVerified(server);
      expectInvalid(await change(person, { confirmPassword: 'KhacHan123' }), [{ field: 'confirmPassword', code: 'INVALID_CONFIRM_PASSWORDS' }]);
      expectInvalid(await change(person, { newPassword: 'yeu', confirmPassword: 'yeu' }), [{ field: 'newPassword', code: 'INVALID_PASSWORD_FORMAT' }]);
      expectInvalid(await change(person, { oldPassword: '' }), [{ field: 'oldPassword', code: 'OLD_PASSWORD_INCORRECT' }]);
    });

    it('answers 400 INVALID_LOGIN_METHOD for a social account without a password', async () => {
      const person = await socialSession(server, 'GOOGLE', { email: uniqueEmail('google') });
      expectError(await change(person, {}), 'INVALID_LOGIN_METHOD', 400);
    });
  });

  describe('configure-password', () => {
    const configure = (session: Session, body: Record<string, unknown> = {}) =>
      session.client.patch('/api/v1/auth/configure-password', { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...body });

    it('gives a social account a password it can then log in with; a second time is 409 PASSWORD_ALREADY_CONFIGURED', async () => {
      const email = uniqueEmail('apple');
      const person = await socialSession(server, 'APPLE', { email });
      expectError(await login({ email, password: NEW_PASSWORD }), 'INVALID_LOGIN_METHOD', 400);
      const res = await configure(person);
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: person.user.id, hasPassword: true, loginMethod: 'APPLE' });
      expect((await login({ email, password: NEW_PASSWORD })).body.user?.id).toBe(person.user.id);
      const fresh = { ...res.body, client: server.anonymous.withToken(res.body.accessToken) };
      expectError(await configure(fresh), 'PASSWORD_ALREADY_CONFIGURED', 409);
    });

    it('answers 409 PASSWORD_ALREADY_CONFIGURED for a password account, and names bad input', async () => {
      const person = await signUpVerified(server);
      expectError(await configure(person), 'PASSWORD_ALREADY_CONFIGURED', 409);
      const social = await socialSession(server, 'GOOGLE');
      expectInvalid(await configure(social, { confirmPassword: 'KhacHan123' }), [{ field: 'confirmPassword', code: 'INVALID_CONFIRM_PASSWORDS' }]);
      expectInvalid(await configure(social, { newPassword: 'yeu', confirmPassword: 'yeu' }), [{ field: 'newPassword', code: 'INVALID_PASSWORD_FORMAT' }]);
    });
  });

  describe('set-password', () => {
    const setPassword = (session: Session, body: Record<string, unknown>) =>
      session.client.patch('/api/v1/auth/set-password', { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...body });

    it('sets a new password with a CHANGE_PASSWORD code, once', async () => {
      const person = await signUpVerified(server);
      const code = await codeFor(person, 'CHANGE_PASSWORD');
      const res = await setPassword(person, { code });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: person.user.id, hasPassword: true });
      expectError(await login({ email: person.user.email, password: PASSWORD }), 'INVALID_CREDENTIALS', 401);
      expect((await login({ email: person.user.email, password: NEW_PASSWORD })).status).toBe(200);
      expectError(await refresh(person.refreshToken), 'INVALID_REFRESH_TOKEN', 401);
      const fresh = { ...person, client: server.anonymous.withToken(res.body.accessToken) };
      expectError(await setPassword(fresh, { code, newPassword: 'LanNuaNhe3', confirmPassword: 'LanNuaNhe3' }), 'NOT_FOUND', 404);
    });

    it('refuses the current password with 400 NEW_PASSWORD_SAME_AS_OLD_PASSWORD without spending the code', async () => {
      const person = await signUpVerified(server);
      const code = await codeFor(person, 'CHANGE_PASSWORD');
      expectError(await setPassword(person, { code, newPassword: PASSWORD, confirmPassword: PASSWORD }), 'NEW_PASSWORD_SAME_AS_OLD_PASSWORD', 400);
      expect((await setPassword(person, { code })).status).toBe(200);
    });

    it('answers the code errors: NOT_FOUND, INVALID, EXPIRED, and a code for another purpose is not one', async () => {
      const person = await signUpVerified(server);
      expectError(await setPassword(person, { code: '123456' }), 'NOT_FOUND', 404);
      const terminateCode = await codeFor(person, 'TERMINATE_ACCOUNT');
      expectError(await setPassword(person, { code: terminateCode }), 'NOT_FOUND', 404);
      const code = await codeFor(person, 'CHANGE_PASSWORD');
      expectError(await setPassword(person, { code: wrongCode(code) }), 'INVALID', 400);
      await server.database.db
        .update(otps)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(otps.contact, person.user.email!));
      expectError(await setPassword(person, { code }), 'EXPIRED', 400);
      expectInvalid(await setPassword(person, { code, confirmPassword: 'KhacHan123' }), [{ field: 'confirmPassword', code: 'INVALID_CONFIRM_PASSWORDS' }]);
    });

    it('lets a social account with an e-mail set its first password', async () => {
      const person = await socialSession(server, 'GOOGLE', { email: uniqueEmail('google') });
      const res = await setPassword(person, { code: await codeFor(person, 'CHANGE_PASSWORD') });
      expect(res.status).toBe(200);
      expect(res.body.user.hasPassword).toBe(true);
    });
  });

  describe('terminate-request and terminate', () => {
    const terminate = (session: Session, code: string) => session.client.delete('/api/v1/auth/terminate', { code });

    it('anonymises the account: tokens stop working, login fails and the e-mail can sign up again', async () => {
      const person = await signUpVerified(server, { fullName: 'Hoàng Văn Xoá' });
      const email = person.user.email!;
      const browser = server.anonymous;
      await browser.post('/api/v1/auth/login', { email, password: PASSWORD });

      const sent = await person.client.post('/api/v1/auth/terminate-request');
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ sentTo: email, purpose: 'TERMINATE_ACCOUNT', expiresAt: expect.any(String) });
      const res = await browser.request('DELETE', '/api/v1/auth/terminate', { code: await latestOtp(server, email) });
      expect(res).toMatchObject({ status: 200, body: { success: true } });
      expect(setCookies(res).get('signed_in')).toMatch(/^signed_in=;.*Path=\/;/);
      expect(browser.cookies.size).toBe(0);

      expect(await userRow(person.user.id)).toMatchObject({
        email: null,
        phone: null,
        fullName: 'Tài khoản đã xoá',
        username: `deleted-${person.user.id.slice(0, 8)}`,
        passwordHash: null,
        status: 'INACTIVE',
        deletedAt: expect.any(Date),
      });
      expectError(await person.client.get('/api/v1/auth/me'), 'UNAUTHORIZED', 401);
      expectError(await refresh(person.refreshToken), 'INVALID_REFRESH_TOKEN', 401);
      expectError(await login({ email, password: PASSWORD }), 'INVALID_CREDENTIALS', 401);
      expectError(await server.anonymous.post('/api/v1/auth/forgot-password', { email }), 'ACCOUNT_NOT_FOUND', 404);

      const again = await signUpVerified(server, { email, fullName: 'Hoàng Văn Mới' });
      expect(again.user.id).not.toBe(person.user.id);
      expect(again.user.email).toBe(email);
    });

    it('answers the code errors and keeps the account: NOT_FOUND, INVALID, and another purpose’s code', async () => {
      const person = await signUpVerified(server);
      expectError(await terminate(person, '123456'), 'NOT_FOUND', 404);
      const changeCode = await codeFor(person, 'CHANGE_PASSWORD');
      expectError(await terminate(person, changeCode), 'NOT_FOUND', 404);
      await person.client.post('/api/v1/auth/terminate-request');
      const code = await latestOtp(server, person.user.email!);
      expectError(await terminate(person, wrongCode(code)), 'INVALID', 400);
      expectInvalid(await person.client.delete('/api/v1/auth/terminate', {}), [
        { field: 'code', code: 'INVALID_INPUT_PARAMS', message: 'Vui lòng nhập mã xác thực.' },
      ]);
      expect((await person.client.get('/api/v1/auth/me')).status).toBe(200);
      expect((await terminate(person, code)).status).toBe(200);
    });

    it('closes a phone account by a texted code and frees the number', async () => {
      const person = await signUpVerifiedByPhone(server);
      expect(await person.client.post('/api/v1/auth/terminate-request')).toMatchObject({ status: 200, body: { sentTo: person.phone } });
      expect((await terminate(person, await latestOtp(server, person.phone))).status).toBe(200);
      expect((await signUp(server, { phone: person.phone })).userId).not.toBe(person.user.id);
    });

    it('a closed social account signs in afresh as a new account', async () => {
      const email = uniqueEmail('google');
      const first = await socialLogin(server, 'GOOGLE', { email });
      const session: Session = { ...first.body, client: server.anonymous.withToken(first.body.accessToken) };
      expect((await terminate(session, await codeFor(session, 'TERMINATE_ACCOUNT', email))).status).toBe(200);
      const again = await socialLogin(server, 'GOOGLE', { sub: first.sub, email });
      expect(again.status).toBe(200);
      expect(again.body.user.id).not.toBe(first.body.user.id);
    });
  });

  describe('followings, subscriptions and reskills', () => {
    for (const path of ['/api/v1/auth/followings', '/api/v1/auth/subscriptions', '/api/v1/auth/reskills']) {
      it(`${path} answers an empty page`, async () => {
        const person = await signUpVerified(server);
        expect(await person.client.get(path)).toMatchObject({ status: 200, body: { data: [], meta: { page: 1, limit: 20, total: 0, totalPages: 0 } } });
        expect((await person.client.get(`${path}?page=3&limit=5&sort=ASC`)).body).toEqual({ data: [], meta: { page: 3, limit: 5, total: 0, totalPages: 0 } });
        expectInvalid(await person.client.get(`${path}?page=0&limit=1000`), [
          { field: 'page', code: 'INVALID_INPUT_PARAMS', message: 'Giá trị trang không hợp lệ.' },
          { field: 'limit', code: 'INVALID_INPUT_PARAMS', message: 'Giá trị số dòng mỗi trang không hợp lệ.' },
        ]);
      });
    }

    it('answers 404 SUBSCRIPTION_NOT_FOUND and RESKILL_NOT_FOUND for ids the person does not hold', async () => {
      const person = await signUpVerified(server);
      expectError(await person.client.get(`/api/v1/auth/subscriptions/${OTHER_UUID}/plans`), 'SUBSCRIPTION_NOT_FOUND', 404);
      expectError(await person.client.get(`/api/v1/auth/reskills/${OTHER_UUID}`), 'RESKILL_NOT_FOUND', 404);
    });

    it('answers 400 INVALID_INPUT_PARAMS for an id that is not a UUID', async () => {
      const person = await signUpVerified(server);
      for (const path of ['/api/v1/auth/subscriptions/123/plans', '/api/v1/auth/reskills/khong-phai-uuid']) {
        expectInvalid(await person.client.get(path), [{ field: 'id', code: 'INVALID_INPUT_PARAMS', message: 'Giá trị mã không hợp lệ.' }]);
      }
    });
  });
});
