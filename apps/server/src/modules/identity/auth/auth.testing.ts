/**
 * What the accounts' integration tests share: asserting the error answers of the catalogue, signing
 * people up and in the way a client does, and reading cookies. Only test files import this.
 */
import { errorMessage, errorStatus, type ErrorCode, type SocialProvider } from '@market/contract';
import { expect } from 'vitest';
import { PASSWORD, latestOtp, uniqueEmail, uniquePhone } from '../../../../test/support/accounts.js';
import type { ApiClient, ApiResponse, Session } from '../../../../test/support/client.js';
import type { TestServer } from '../../../../test/support/server.js';
import { localSocialToken } from './social.js';

/** A failed call: its status, its catalogue code and that code's Vietnamese message, nothing else. */
export function expectError(res: ApiResponse, code: ErrorCode, status: number = errorStatus(code)): void {
  expect({ status: res.status, body: res.body }).toEqual({ status, body: { statusCode: status, code, message: errorMessage(code) } });
}

export interface ExpectedFieldError {
  field: string;
  code: string;
  /** The catalogue's message for `code` unless given (generic entries carry their own wording). */
  message?: string;
}

/**
 * A 400 INVALID_INPUT_PARAMS whose entries are exactly these `{ code, message, field }` (an entry
 * repeated for one field counts once: several rules of one field may each report it).
 */
export function expectInvalid(res: ApiResponse, entries: ExpectedFieldError[]): void {
  expect(res.status).toBe(400);
  expect(res.body.statusCode).toBe(400);
  expect(res.body.code).toBe('INVALID_INPUT_PARAMS');
  expect(Array.isArray(res.body.message)).toBe(true);
  const distinct = [...new Map((res.body.message as ExpectedFieldError[]).map((e) => [JSON.stringify(e), e])).values()];
  const wanted = entries.map((e) => ({ code: e.code, message: e.message ?? errorMessage(e.code), field: e.field }));
  expect(distinct).toEqual(expect.arrayContaining(wanted));
  expect(distinct).toHaveLength(wanted.length);
}

/** A six-digit code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

export interface Unverified {
  email?: string;
  phone?: string;
  userId: string;
  /** The verification code that was sent. */
  code: string;
}

/** Signs up without verifying: the account exists, its code waits in the outbox. */
export async function signUp(server: TestServer, by: { email?: string; phone?: string; fullName?: string; password?: string } = {}): Promise<Unverified> {
  const password = by.password ?? PASSWORD;
  const contact = by.phone ? { contactType: 'PHONE', phone: by.phone } : { contactType: 'EMAIL', email: by.email ?? uniqueEmail() };
  const res = await server.anonymous.post('/api/v1/auth/signup', { ...contact, fullName: by.fullName ?? 'Nguyễn Văn An', password, confirmPassword: password });
  if (res.status !== 201) throw new Error(`signup failed: ${JSON.stringify(res.body)}`);
  const sentTo = (contact.email ?? contact.phone)!;
  return { email: contact.email, phone: contact.phone, userId: res.body.user.id, code: await latestOtp(server, sentTo) };
}

/** Signs up by phone and verifies: a session whose account has a phone and no e-mail. */
export async function signUpVerifiedByPhone(server: TestServer, phone = uniquePhone()): Promise<Session & { phone: string }> {
  const pending = await signUp(server, { phone });
  const res = await server.anonymous.post('/api/v1/auth/verify', { phone, code: pending.code });
  if (res.status !== 200) throw new Error(`verify failed: ${JSON.stringify(res.body)}`);
  return { ...res.body, phone, client: server.anonymous.withToken(res.body.accessToken) };
}

let socialCounter = 0;

/** Signs in through a provider with a local token; without an e-mail unless one is given. */
export async function socialLogin(
  server: TestServer,
  provider: SocialProvider,
  claims: { sub?: string; email?: string; name?: string } = {},
): Promise<ApiResponse & { sub: string }> {
  socialCounter += 1;
  const sub = claims.sub ?? `${provider.toLowerCase()}-${process.pid}-${socialCounter}-${Math.random().toString(36).slice(2, 8)}`;
  const res = await server.anonymous.post('/api/v1/auth/login-social', { provider, token: localSocialToken({ ...claims, sub }) });
  return { ...res, sub };
}

/** A social account's session (it has no password). */
export async function socialSession(server: TestServer, provider: SocialProvider, claims: { email?: string; name?: string } = {}): Promise<Session> {
  const res = await socialLogin(server, provider, claims);
  if (res.status !== 200) throw new Error(`social login failed: ${JSON.stringify(res.body)}`);
  return { ...res.body, client: server.anonymous.withToken(res.body.accessToken) };
}

/** The Set-Cookie lines of an answer, by cookie name. */
export function setCookies(res: ApiResponse): Map<string, string> {
  return new Map(res.headers.getSetCookie().map((line) => [line.split('=')[0]!.trim(), line]));
}

/** A client that carries only a refresh-token cookie, as a browser does on /api paths. */
export function withRefreshCookie(server: TestServer, refreshToken: string): ApiClient {
  const client = server.anonymous;
  client.cookies.set('refresh_token', refreshToken);
  return client;
}
