import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE, type AuthResult } from '@market/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../../platform/http/access.js';
import type { ClientInfo } from './sessions.js';

export interface CookiePolicy {
  secure: boolean;
  refreshTokenDays: number;
}

/**
 * The script-readable hint that a session exists (SESSION_HINT_COOKIE): it lives as long as the
 * refresh cookie, so a person whose access cookie expired is still asked about, and refreshed.
 */
function setSessionHint(reply: FastifyReply, policy: CookiePolicy): void {
  reply.setCookie(SESSION_HINT_COOKIE, SESSION_HINT_VALUE, {
    httpOnly: false,
    sameSite: 'lax',
    secure: policy.secure,
    path: '/',
    maxAge: policy.refreshTokenDays * 86_400,
  });
}

/** The web app holds its session in httpOnly cookies; mobile apps use the tokens in the body. */
export function setSessionCookies(reply: FastifyReply, session: AuthResult, policy: CookiePolicy): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure: policy.secure };
  reply.setCookie(ACCESS_COOKIE, session.accessToken, { ...base, path: '/', maxAge: session.expiresIn });
  // Only the API (refresh, logout, /api/auth/session) ever needs the refresh token.
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, { ...base, path: '/api', maxAge: policy.refreshTokenDays * 86_400 });
  setSessionHint(reply, policy);
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: '/api' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}

/**
 * Browsers signed in before the hint existed carry a valid access cookie without it: any request
 * they make that looks at who asks (a page, or any call but a public answer the same for everyone)
 * hands them the hint, so the web keeps asking who is signed in.
 * Runs after the access check has resolved the caller (installAccess).
 */
export function installSessionHint(app: FastifyInstance, policy: CookiePolicy): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.actor || request.cookies[SESSION_HINT_COOKIE] || !request.cookies[ACCESS_COOKIE]) return;
    // A bearer token wins over the cookie (bearerOrCookie): the cookie may not be the one that was checked.
    if (request.headers.authorization?.startsWith('Bearer ')) return;
    setSessionHint(reply, policy);
  });
}

export function refreshTokenOf(request: FastifyRequest, fromBody?: string): string | undefined {
  return fromBody ?? request.cookies[REFRESH_COOKIE];
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}
