import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAccessInDatabase } from '../../../../test/support/accounts.js';
import type { ApiClient } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError, expectInvalid, setCookies } from './auth.testing.js';
import { startFakeZalo, type FakeZalo, type ZaloPerson } from './zalo.testing.js';

const APP = { appId: '4300123456789012345', appSecret: 'bi-mat-cua-ung-dung' };
let people = 0;
const newPerson = (name = 'Phạm Thu Hà'): ZaloPerson => ({
  id: `${Date.now()}${(people += 1)}`,
  name,
  picture: `https://s120.avatar.talk.zdn.vn/${people}.jpg`,
});

describe('signing in with Zalo (OAuth v4 with PKCE, against a local Zalo)', () => {
  let zalo: FakeZalo;
  let server: TestServer;
  beforeAll(async () => {
    zalo = await startFakeZalo(APP);
    server = await startTestServer({
      SOCIAL_LOGIN_MODE: 'live',
      GOOGLE_CLIENT_ID: 'may-chu-thu.apps.googleusercontent.com',
      ZALO_APP_ID: APP.appId,
      ZALO_APP_SECRET: APP.appSecret,
      ZALO_OAUTH_URL: zalo.url,
      ZALO_GRAPH_URL: zalo.url,
    });
  });
  afterAll(async () => {
    await server?.close();
    await zalo?.close();
  });

  /** What a browser does: asks us where to go, visits Zalo's consent page, and comes back with a code and the state. */
  async function consent(browser: ApiClient, person: ZaloPerson) {
    const started = await browser.post('/api/v1/auth/zalo/authorize');
    expect(started.status).toBe(200);
    zalo.person = person;
    const back = await fetch(started.body.url, { redirect: 'manual' });
    const location = new URL(back.headers.get('location')!);
    return { started, location, code: location.searchParams.get('code')!, state: location.searchParams.get('state')! };
  }
  const tokenCalls = () => zalo.requests.filter((r) => r.path === '/v4/access_token').length;

  it('names Zalo with its app id beside Google once its app id and secret are configured', async () => {
    const answer = await server.anonymous.get('/api/v1/auth/social-providers');
    expect(answer.body).toEqual({
      providers: [
        { provider: 'GOOGLE', clientId: 'may-chu-thu.apps.googleusercontent.com' },
        { provider: 'ZALO', clientId: APP.appId },
      ],
    });
  });

  it('sends the browser to Zalo’s v4 consent page with our app, our return page, an S256 challenge and a state, kept in a short-lived httpOnly cookie', async () => {
    const { started } = await consent(server.anonymous, newPerson());
    const url = new URL(started.body.url);
    expect(url.origin + url.pathname).toBe(`${zalo.url}/v4/permission`);
    expect([...url.searchParams.keys()].sort()).toEqual(['app_id', 'code_challenge', 'redirect_uri', 'state']);
    expect(url.searchParams.get('app_id')).toBe(APP.appId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${server.config.publicUrl}/auth/social/zalo`);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = setCookies(started).get('zalo_sign_in')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=600/i);
    expect(cookie).toMatch(/Path=\/api\/v1\/auth/i);
    // Neither the verifier nor anything that yields the challenge is readable in the address.
    expect(started.body.url).not.toContain(cookie.split(';')[0]!.split('=')[1]!.split('.')[0]!);
  });

  it('signs a new person in with the code, creating an account without e-mail from Zalo’s name and picture, and finds it again on the next sign-in', async () => {
    const person = newPerson('Phạm Thu Hà');
    const browser = server.anonymous;
    const { code, state } = await consent(browser, person);

    const first = await browser.post('/api/v1/auth/login-zalo', { code, state });
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({
      email: null,
      phone: null,
      isEmailVerified: false,
      fullName: 'Phạm Thu Hà',
      avatar: person.picture,
      loginMethod: 'ZALO',
      hasPassword: false,
      isFirstLogin: true,
      role: 'USER',
      status: 'ACTIVE',
    });
    const cookies = setCookies(first);
    expect([...cookies.keys()].sort()).toEqual(['access_token', 'refresh_token', 'signed_in', 'zalo_sign_in']);
    expect(cookies.get('zalo_sign_in')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);

    // Zalo was asked exactly as its v4 documentation says: our secret in a header, the verifier in the form.
    const exchange = zalo.requests.filter((r) => r.path === '/v4/access_token').at(-1)!;
    expect(exchange.method).toBe('POST');
    expect(exchange.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(exchange.headers['secret_key']).toBe(APP.appSecret);
    expect(Object.fromEntries(exchange.form)).toEqual({ app_id: APP.appId, code, code_verifier: expect.any(String), grant_type: 'authorization_code' });
    const challenge = zalo.requests
      .filter((r) => r.path === '/v4/permission')
      .at(-1)!
      .query.get('code_challenge');
    expect(createHash('sha256').update(exchange.form.get('code_verifier')!).digest('base64url')).toBe(challenge);
    const me = zalo.requests.filter((r) => r.path === '/v2.0/me').at(-1)!;
    expect(me.query.get('fields')).toBe('id,name,picture');
    expect(me.headers['access_token']).toEqual(expect.any(String));

    // Another day, another browser: the same Zalo person reaches the same account, renamed on Zalo or not.
    const otherBrowser = server.anonymous;
    const again = await consent(otherBrowser, { ...person, name: 'Tên Đã Đổi' });
    const second = await otherBrowser.post('/api/v1/auth/login-zalo', { code: again.code, state: again.state });
    expect(second.status).toBe(200);
    expect(second.body.user).toMatchObject({ id: first.body.user.id, fullName: 'Phạm Thu Hà', loginMethod: 'ZALO' });
    expect((await server.anonymous.withToken(second.body.accessToken).get('/api/v1/auth/me')).body.id).toBe(first.body.user.id);
  });

  it('refuses a forged state, and a state from a browser that opened no attempt, before asking Zalo anything', async () => {
    const browser = server.anonymous;
    const { code, state } = await consent(browser, newPerson());
    const before = tokenCalls();

    const forged = `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`;
    expectError(await browser.post('/api/v1/auth/login-zalo', { code, state: forged }), 'SOCIAL_STATE_INVALID', 401);
    // The attempt is spent by the refusal too: the right state no longer works in this browser.
    expectError(await browser.post('/api/v1/auth/login-zalo', { code, state }), 'SOCIAL_STATE_INVALID', 401);
    // A browser without the attempt's cookie (the code and state carried to a victim) is refused as well.
    expectError(await server.anonymous.post('/api/v1/auth/login-zalo', { code, state }), 'SOCIAL_STATE_INVALID', 401);
    expect(tokenCalls()).toBe(before);
  });

  it('refuses an absent state as invalid input, and a cookie whose contents were altered', async () => {
    const browser = server.anonymous;
    const { code, state } = await consent(browser, newPerson());
    expectInvalid(await browser.post('/api/v1/auth/login-zalo', { code }), [
      { field: 'state', code: 'INVALID_INPUT_PARAMS', message: 'Vui lòng nhập mã lượt đăng nhập.' },
    ]);

    const again = await consent(browser, newPerson());
    const [payload, signature] = browser.cookies.get('zalo_sign_in')!.split('.');
    const altered = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { state: string };
    altered.state = state;
    browser.cookies.set('zalo_sign_in', `${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${signature}`);
    expectError(await browser.post('/api/v1/auth/login-zalo', { code: again.code, state }), 'SOCIAL_STATE_INVALID', 401);
  });

  it('refuses a code Zalo granted to another attempt: its verifier is not this one, and Zalo says so', async () => {
    const mine = server.anonymous;
    const theirs = server.anonymous;
    const granted = await consent(theirs, newPerson());
    const { state } = await consent(mine, newPerson());

    expectError(await mine.post('/api/v1/auth/login-zalo', { code: granted.code, state }), 'SOCIAL_TOKEN_INVALID', 401);
    const exchange = zalo.requests.filter((r) => r.path === '/v4/access_token').at(-1)!;
    expect(exchange.form.get('code')).toBe(granted.code);
    expect(zalo.requests.at(-1)!.path).toBe('/v4/access_token');
  });

  it('refuses 403 USER_INACTIVATED to a Zalo account an admin inactivated', async () => {
    const person = newPerson();
    const browser = server.anonymous;
    const first = await consent(browser, person);
    const signedIn = await browser.post('/api/v1/auth/login-zalo', { code: first.code, state: first.state });
    await changeAccessInDatabase(server, signedIn.body.user.id, { status: 'INACTIVE' });

    const again = await consent(browser, person);
    expectError(await browser.post('/api/v1/auth/login-zalo', { code: again.code, state: again.state }), 'USER_INACTIVATED', 403);
  });

  it('refuses a code Zalo already exchanged, and a bare Zalo token on the generic social sign-in', async () => {
    const browser = server.anonymous;
    const { code, state } = await consent(browser, newPerson());
    const copy = new Map(browser.cookies);
    expect((await browser.post('/api/v1/auth/login-zalo', { code, state })).status).toBe(200);
    const replay = server.anonymous;
    for (const [name, value] of copy) replay.cookies.set(name, value);
    expectError(await replay.post('/api/v1/auth/login-zalo', { code, state }), 'SOCIAL_TOKEN_INVALID', 401);

    // An access token says nothing of the app Zalo issued it to: only our own code exchange is believed.
    expectError(await server.anonymous.post('/api/v1/auth/login-social', { provider: 'ZALO', token: 'zalo-access-token' }), 'INVALID_LOGIN_METHOD', 400);
  });
});

describe('Zalo sign-in when it is not configured', () => {
  it('is neither offered nor started without the app secret, nor in local mode', async () => {
    const settings: Record<string, string>[] = [
      { SOCIAL_LOGIN_MODE: 'live', ZALO_APP_ID: APP.appId },
      { SOCIAL_LOGIN_MODE: 'local', ZALO_APP_ID: APP.appId, ZALO_APP_SECRET: APP.appSecret },
    ];
    for (const env of settings) {
      const server = await startTestServer(env);
      try {
        expect((await server.anonymous.get('/api/v1/auth/social-providers')).body).toEqual({ providers: [] });
        expectError(await server.anonymous.post('/api/v1/auth/zalo/authorize'), 'INVALID_LOGIN_METHOD', 400);
        expectError(await server.anonymous.post('/api/v1/auth/login-zalo', { code: 'ma-zalo', state: 'trang-thai' }), 'INVALID_LOGIN_METHOD', 400);
      } finally {
        await server.close();
      }
    }
  });
});
