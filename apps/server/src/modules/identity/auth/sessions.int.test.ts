import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAccessInDatabase, PASSWORD, signUpVerified } from '../../../../test/support/accounts.js';
import type { ApiClient } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { refreshTokens } from './auth.table.js';
import { expectError, setCookies, withRefreshCookie } from './auth.testing.js';

/** The signed-in routes of accounts, from the product's route list (docs/spec/routes.tsv). */
const protectedAuthRoutes = readFileSync(new URL('../../../../../../docs/spec/routes.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split('\t'))
  .filter(([area, , path, access]) => area === 'core' && path!.startsWith('/api/v1/auth/') && access !== 'public')
  .map(([, method, path]) => ({ method: method!, path: path!.replace('{id}', '0b7e3f9c-2d4a-4c1e-9f7a-1a2b3c4d5e6f') }));

describe('sessions: refresh tokens, logout, the web session path and the guard', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const login = async (email: string) => {
    const res = await server.anonymous.post('/api/v1/auth/login', { email, password: PASSWORD });
    expect(res.status).toBe(200);
    return res.body as { accessToken: string; refreshToken: string; user: { id: string } };
  };
  const refresh = (refreshToken: string) => server.anonymous.post('/api/v1/auth/refresh', { refreshToken });
  const me = (token: string) => server.anonymous.withToken(token).get('/api/v1/auth/me');

  describe('refresh', () => {
    it('rotates: a new refresh token and a working access token for the same account', async () => {
      const person = await signUpVerified(server);
      const res = await refresh(person.refreshToken);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        expiresIn: 900,
        user: expect.objectContaining({ id: person.user.id }),
      });
      expect(res.body.refreshToken).not.toBe(person.refreshToken);
      expect(setCookies(res).get('refresh_token')).toContain(res.body.refreshToken);
      expect((await me(res.body.accessToken)).body.id).toBe(person.user.id);
      // And again with the new one.
      expect((await refresh(res.body.refreshToken)).status).toBe(200);
    });

    it('takes the refresh token from the cookie when the body has none', async () => {
      const person = await signUpVerified(server);
      const browser = withRefreshCookie(server, person.refreshToken);
      const res = await browser.post('/api/v1/auth/refresh');
      expect(res.status).toBe(200);
      expect(browser.cookies.get('refresh_token')).toBe(res.body.refreshToken);
      expect(browser.cookies.get('access_token')).toBe(res.body.accessToken);
    });

    it('treats a spent token as stolen: 401 INVALID_REFRESH_TOKEN and the whole login is revoked', async () => {
      const person = await signUpVerified(server);
      const elsewhere = await login(person.user.email!);
      const second = (await refresh(person.refreshToken)).body.refreshToken as string;
      const third = (await refresh(second)).body.refreshToken as string;

      expectError(await refresh(person.refreshToken), 'INVALID_REFRESH_TOKEN', 401);
      // The newest token of that family stops working too ...
      expectError(await refresh(third), 'INVALID_REFRESH_TOKEN', 401);
      const family = await server.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, person.user.id));
      expect(family.filter((t) => t.revokedAt === null)).toHaveLength(1);
      // ... while another login of the same person goes on.
      expect((await refresh(elsewhere.refreshToken)).status).toBe(200);
    });

    it('answers 401 INVALID_REFRESH_TOKEN for no token, an unknown one and an expired one', async () => {
      expectError(await server.anonymous.post('/api/v1/auth/refresh'), 'INVALID_REFRESH_TOKEN', 401);
      expectError(await refresh('khong-phai-refresh-token'), 'INVALID_REFRESH_TOKEN', 401);
      const person = await signUpVerified(server);
      await server.database.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.userId, person.user.id));
      expectError(await refresh(person.refreshToken), 'INVALID_REFRESH_TOKEN', 401);
    });

    it('refuses to renew the session of an account that was inactivated', async () => {
      const person = await signUpVerified(server);
      await changeAccessInDatabase(server, person.user.id, { status: 'INACTIVE' });
      expectError(await refresh(person.refreshToken), 'INVALID_REFRESH_TOKEN', 401);
      expectError(await me(person.accessToken), 'UNAUTHORIZED', 401);
    });
  });

  describe('logout', () => {
    it('revokes the refresh token given in the body', async () => {
      const person = await signUpVerified(server);
      const res = await server.anonymous.post('/api/v1/auth/logout', { refreshToken: person.refreshToken });
      expect(res).toMatchObject({ status: 200, body: { success: true } });
      expectError(await refresh(person.refreshToken), 'INVALID_REFRESH_TOKEN', 401);
    });

    it('revokes the cookie session and clears both cookies', async () => {
      const person = await signUpVerified(server);
      const browser = server.anonymous;
      await browser.post('/api/v1/auth/login', { email: person.user.email, password: PASSWORD });
      const refreshToken = browser.cookies.get('refresh_token')!;
      const res = await browser.post('/api/v1/auth/logout');
      expect(res.status).toBe(200);
      const cleared = setCookies(res);
      expect(cleared.get('access_token')).toMatch(/^access_token=;.*Path=\/;/);
      expect(cleared.get('refresh_token')).toMatch(/^refresh_token=;.*Path=\/api;/);
      expect(cleared.get('signed_in')).toMatch(/^signed_in=;.*Path=\/;/);
      expect(browser.cookies.size).toBe(0);
      expectError(await refresh(refreshToken), 'INVALID_REFRESH_TOKEN', 401);
      expectError(await browser.get('/api/v1/auth/me'), 'UNAUTHORIZED', 401);
    });

    it('answers success even without a session', async () => {
      expect(await server.anonymous.post('/api/v1/auth/logout')).toMatchObject({ status: 200, body: { success: true } });
      expect(await server.anonymous.post('/api/v1/auth/logout', { refreshToken: 'khong-co' })).toMatchObject({ status: 200, body: { success: true } });
    });
  });

  describe('/api/auth/session (the web origin’s refresh path)', () => {
    for (const method of ['GET', 'POST'] as const) {
      it(`${method} answers {user, expiresAt} from the refresh cookie and sets new cookies`, async () => {
        const person = await signUpVerified(server);
        const browser = withRefreshCookie(server, person.refreshToken);
        const res = method === 'GET' ? await browser.get('/api/auth/session') : await browser.post('/api/auth/session');
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ user: expect.objectContaining({ id: person.user.id, email: person.user.email }), expiresAt: expect.any(String) });
        const left = Date.parse(res.body.expiresAt) - Date.now();
        expect(left).toBeGreaterThan(890_000);
        expect(left).toBeLessThanOrEqual(900_000);
        expect(res.body).not.toHaveProperty('refreshToken');

        const cookies = setCookies(res);
        expect(cookies.get('access_token')).toMatch(/HttpOnly/);
        expect(cookies.get('refresh_token')).toMatch(/HttpOnly/);
        const rotated = browser.cookies.get('refresh_token')!;
        expect(rotated).not.toBe(person.refreshToken);
        expect((await browser.get('/api/v1/auth/me')).body.id).toBe(person.user.id);
        // The cookie that was presented is spent; the new one carries on.
        expectError(await refresh(person.refreshToken), 'INVALID_REFRESH_TOKEN', 401);
      });
    }

    it('answers 401 INVALID_REFRESH_TOKEN without a refresh cookie, even when the body names a token', async () => {
      expectError(await server.anonymous.get('/api/auth/session'), 'INVALID_REFRESH_TOKEN', 401);
      const person = await signUpVerified(server);
      expectError(await server.anonymous.post('/api/auth/session', { refreshToken: person.refreshToken }), 'INVALID_REFRESH_TOKEN', 401);
      expectError(await withRefreshCookie(server, 'gia-mao').get('/api/auth/session'), 'INVALID_REFRESH_TOKEN', 401);
    });
  });

  describe('the session hint cookie (signed_in=1, readable by the web app)', () => {
    it('comes with the session cookies at login, readable by scripts and as long-lived as the refresh cookie', async () => {
      const person = await signUpVerified(server);
      const browser = server.anonymous;
      const res = await browser.post('/api/v1/auth/login', { email: person.user.email, password: PASSWORD });
      const hint = setCookies(res).get('signed_in');
      expect(hint).toMatch(/^signed_in=1;/);
      expect(hint).toMatch(/Path=\/;/);
      expect(hint).toMatch(new RegExp(`Max-Age=${server.config.refreshTokenDays * 86_400}`));
      expect(hint).not.toMatch(/HttpOnly/);
      expect(browser.cookies.get('signed_in')).toBe('1');
    });

    it('is set again by the web session path, which refreshes the session cookies', async () => {
      const person = await signUpVerified(server);
      const res = await withRefreshCookie(server, person.refreshToken).post('/api/auth/session');
      expect(res.status).toBe(200);
      expect(setCookies(res).get('signed_in')).toMatch(/^signed_in=1;/);
    });

    it('is handed to a browser signed in before it existed: a valid access cookie without the hint gets it on the next request', async () => {
      const person = await signUpVerified(server);
      const browser = server.anonymous;
      browser.cookies.set('access_token', person.accessToken);
      // A public list the same for everyone does not look at who asks (installAccess), so it cannot tell.
      expect(setCookies(await browser.get('/api/v1/events')).has('signed_in')).toBe(false);
      const res = await browser.get('/api/v1/auth/me');
      expect(res.status).toBe(200);
      expect(setCookies(res).get('signed_in')).toMatch(/^signed_in=1;.*Path=\/;/);
      // Once there, it is not sent again.
      expect(setCookies(await browser.get('/api/v1/auth/me')).has('signed_in')).toBe(false);
    });

    it('is not handed out for an invalid access cookie, nor to bearer-token clients', async () => {
      const person = await signUpVerified(server);
      const garbage = server.anonymous;
      garbage.cookies.set('access_token', 'rac.rac.rac');
      expect(setCookies(await garbage.get('/api/v1/events')).has('signed_in')).toBe(false);
      expect(setCookies(await person.client.get('/api/v1/auth/me')).has('signed_in')).toBe(false);
    });
  });

  describe('the guard of signed-in routes', () => {
    const call = (client: ApiClient, route: { method: string; path: string }) =>
      client.request(route.method, route.path, route.method === 'GET' ? undefined : {});
    const signed = async (claims: { sub: string; role?: string }, options: { secret?: string; expiresAt?: number } = {}) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ role: claims.role ?? 'USER' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt(now - 3600)
        .setExpirationTime(options.expiresAt ?? now + 600)
        .sign(new TextEncoder().encode(options.secret ?? server.config.jwtSecret));
    };

    it('covers every signed-in route of the account list', () => {
      expect(protectedAuthRoutes).toHaveLength(16);
    });

    it('answers 401 UNAUTHORIZED without a token, with a garbage, expired, foreign or orphan token', async () => {
      const person = await signUpVerified(server);
      const expired = await signed({ sub: person.user.id }, { expiresAt: Math.floor(Date.now() / 1000) - 60 });
      const foreign = await signed({ sub: person.user.id }, { secret: 'mot-bi-mat-khac-hoan-toan-0123456789' });
      const orphan = await signed({ sub: '0b7e3f9c-2d4a-4c1e-9f7a-1a2b3c4d5e6f' });
      const expiredCookie = server.anonymous;
      expiredCookie.cookies.set('access_token', expired);
      const callers = [
        server.anonymous,
        server.anonymous.withToken('rac.rac.rac'),
        server.anonymous.withToken(expired),
        server.anonymous.withToken(foreign),
        server.anonymous.withToken(orphan),
        expiredCookie,
      ];
      for (const route of protectedAuthRoutes) {
        for (const caller of callers) {
          const res = await call(caller, route);
          expect({ route: `${route.method} ${route.path}`, status: res.status, code: res.body?.code }).toEqual({
            route: `${route.method} ${route.path}`,
            status: 401,
            code: 'UNAUTHORIZED',
          });
        }
      }
      expectError(await server.anonymous.withToken(expired).get('/api/v1/auth/me'), 'UNAUTHORIZED', 401);
      // A token we signed ourselves, still valid, passes.
      expect((await me(await signed({ sub: person.user.id }))).status).toBe(200);
    });

    it('lets public account routes through whatever token comes along', async () => {
      const person = await signUpVerified(server);
      const res = await server.anonymous.withToken('rac.rac.rac').post('/api/v1/auth/login', { email: person.user.email, password: PASSWORD });
      expect(res.status).toBe(200);
    });
  });
});
