import type { AuthResult } from '@market/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../../platform/http/access.js';
import type { ClientInfo } from './sessions.js';

export interface CookiePolicy {
  secure: boolean;
  refreshTokenDays: number;
}

/** The web app holds its session in httpOnly cookies; mobile apps use the tokens in the body. */
export function setSessionCookies(reply: FastifyReply, session: AuthResult, policy: CookiePolicy): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure: policy.secure };
  reply.setCookie(ACCESS_COOKIE, session.accessToken, { ...base, path: '/', maxAge: session.expiresIn });
  // Only the API (refresh, logout, /api/auth/session) ever needs the refresh token.
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, { ...base, path: '/api', maxAge: policy.refreshTokenDays * 86_400 });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: '/api' });
}

export function refreshTokenOf(request: FastifyRequest, fromBody?: string): string | undefined {
  return fromBody ?? request.cookies[REFRESH_COOKIE];
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}
