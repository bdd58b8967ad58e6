import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAccessInDatabase, signUpVerified, uniqueEmail } from '../../../../test/support/accounts.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { localSocialToken } from './social.js';
import { expectError, expectInvalid, setCookies, socialLogin } from './auth.testing.js';

describe('social login (local provider tokens)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const loginSocial = (body: Record<string, unknown>) => server.anonymous.post('/api/v1/auth/login-social', body);

  for (const provider of ['GOOGLE', 'FACEBOOK', 'TWITTER', 'APPLE', 'ZALO'] as const) {
    it(`${provider}: the first sign-in creates a verified account without a password, the next one finds it`, async () => {
      const email = uniqueEmail(provider.toLowerCase());
      const first = await socialLogin(server, provider, { email: email.toUpperCase(), name: `Khách ${provider}` });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 900, user: expect.any(Object) });
      expect(first.body.user).toMatchObject({
        email,
        fullName: `Khách ${provider}`,
        loginMethod: provider,
        isEmailVerified: true,
        hasPassword: false,
        isFirstLogin: true,
        role: 'USER',
        status: 'ACTIVE',
      });
      expect([...setCookies(first).keys()].sort()).toEqual(['access_token', 'refresh_token', 'signed_in']);

      const again = await socialLogin(server, provider, { sub: first.sub, email, name: 'Tên Đổi Rồi' });
      expect(again.status).toBe(200);
      expect(again.body.user).toMatchObject({ id: first.body.user.id, fullName: `Khách ${provider}` });
      expect((await server.anonymous.withToken(again.body.accessToken).get('/api/v1/auth/me')).body.id).toBe(first.body.user.id);
    });
  }

  it('creates an account without an e-mail when the provider gives none, with a default name', async () => {
    const res = await socialLogin(server, 'TWITTER');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: null, phone: null, isEmailVerified: false, fullName: 'Người dùng', loginMethod: 'TWITTER' });
  });

  it('keeps one account per provider and subject: the same subject at another provider is another person', async () => {
    const google = await socialLogin(server, 'GOOGLE', { sub: 'chung-mot-ma-123' });
    const apple = await socialLogin(server, 'APPLE', { sub: 'chung-mot-ma-123' });
    expect(google.status).toBe(200);
    expect(apple.status).toBe(200);
    expect(apple.body.user.id).not.toBe(google.body.user.id);
  });

  it('creates one account when the first sign-in arrives twice at once, with or without an e-mail', async () => {
    for (const email of [uniqueEmail('cungluc'), undefined]) {
      const token = localSocialToken({ sub: `cung-luc-${Date.now()}-${email ? 'email' : 'khong'}`, email, name: 'Cùng Lúc' });
      const answers = await Promise.all([loginSocial({ provider: 'TWITTER', token }), loginSocial({ provider: 'TWITTER', token })]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers[1]!.body.user.id).toBe(answers[0]!.body.user.id);
    }
  });

  it('answers 401 SOCIAL_TOKEN_INVALID for a token that is not one', async () => {
    const notJson = `local.${Buffer.from('khong phai json').toString('base64url')}`;
    const noSubject = `local.${Buffer.from(JSON.stringify({ email: uniqueEmail() })).toString('base64url')}`;
    for (const token of ['abc', 'eyJhbGciOiJIUzI1NiJ9.e30.sig', notJson, noSubject, localSocialToken({ sub: '' })]) {
      expectError(await loginSocial({ provider: 'GOOGLE', token }), 'SOCIAL_TOKEN_INVALID', 401);
    }
  });

  it('names an unknown provider and a missing token', async () => {
    expectInvalid(await loginSocial({ provider: 'GITHUB', token: localSocialToken({ sub: 'x' }) }), [
      { field: 'provider', code: 'INVALID_INPUT_PARAMS', message: 'Giá trị nhà cung cấp đăng nhập không hợp lệ.' },
    ]);
    expectInvalid(await loginSocial({ provider: 'GOOGLE' }), [{ field: 'token', code: 'INVALID_INPUT_PARAMS', message: 'Vui lòng nhập mã thiết bị.' }]);
  });

  it('answers 409 EMAIL_IN_USE_DIFFERENT_METHOD for an e-mail owned by a password account or another provider', async () => {
    const person = await signUpVerified(server);
    expectError(await socialLogin(server, 'GOOGLE', { email: person.user.email! }), 'EMAIL_IN_USE_DIFFERENT_METHOD', 409);
    const email = uniqueEmail('facebook');
    expect((await socialLogin(server, 'FACEBOOK', { email })).status).toBe(200);
    expectError(await socialLogin(server, 'APPLE', { email }), 'EMAIL_IN_USE_DIFFERENT_METHOD', 409);
  });

  it('answers 403 USER_INACTIVATED for an inactivated social account', async () => {
    const first = await socialLogin(server, 'GOOGLE', { email: uniqueEmail('google') });
    await changeAccessInDatabase(server, first.body.user.id, { status: 'INACTIVE' });
    expectError(await socialLogin(server, 'GOOGLE', { sub: first.sub }), 'USER_INACTIVATED', 403);
  });
});

describe('the social sign-ins the web may offer', () => {
  it('names none while tokens are only simulated (local mode): the web then shows no button', async () => {
    const server = await startTestServer();
    try {
      expect((await server.anonymous.get('/api/v1/auth/social-providers')).body).toEqual({ providers: [] });
    } finally {
      await server.close();
    }
  });

  it('names Google with its public client id once Google tokens are verified for real', async () => {
    const server = await startTestServer({ SOCIAL_LOGIN_MODE: 'live', GOOGLE_CLIENT_ID: 'may-chu-thu.apps.googleusercontent.com' });
    try {
      const answer = await server.anonymous.get('/api/v1/auth/social-providers');
      expect(answer.body).toEqual({ providers: [{ provider: 'GOOGLE', clientId: 'may-chu-thu.apps.googleusercontent.com' }] });
    } finally {
      await server.close();
    }
  });
});
