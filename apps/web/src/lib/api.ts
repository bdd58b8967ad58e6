import { ENCRYPTION_HEADER, decryptJson, encryptJson } from '@market/contract';
import { ApiError } from './api-error';
import { pathOf, type Endpoint, type EndpointInput, type EndpointOutput } from './endpoint';
import * as calls from './endpoints.generated';
import { showApiError } from './show-api-error';

export { ApiError } from './api-error';

const auth = calls.auth;

/** The web origin's session-refresh call (spec 2, 7.1): made once when a request answers 401. */
export const SESSION_PATH = auth.session.path;

/** Calls whose 401 means "wrong credentials or code", not "session expired": never refreshed. */
const NO_REFRESH = new Set<string>(
  [
    auth.login,
    auth.loginSocial,
    auth.loginZalo,
    auth.signup,
    auth.refresh,
    auth.verify,
    auth.requestVerification,
    auth.forgotPassword,
    auth.resetPassword,
    auth.logout,
  ].map((c) => c.path),
);

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /**
   * What a 401 that survives the session refresh does: sign out (the default), or only throw
   * (for the session probe itself, where 401 simply means "a visitor").
   */
  onUnauthorized?: 'sign-out' | 'throw';
  /**
   * Failures are shown as toasts (spec 8) unless this is false: forms pass false, put field errors
   * under their fields and toast the rest themselves (see `applyServerErrors`).
   */
  toast?: boolean;
}

export interface AuthHooks {
  /** The session path answered with a fresh session (its body: `{ user, expiresAt }`). */
  onSessionRefreshed: (session: unknown) => void;
  /** The session is gone for good: forget the user (route guards then send them to the login page). */
  onSignedOut: () => void;
}

let hooks: AuthHooks = { onSessionRefreshed: () => {}, onSignedOut: () => {} };

/** The app wires the session cache in here (see app/query-setup.ts). */
export function configureApi(next: Partial<AuthHooks>): void {
  hooks = { ...hooks, ...next };
}

function encryptionSecret(): string | undefined {
  return import.meta.env.VITE_API_ENCRYPTION_SECRET || undefined;
}

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/** Form data, files and text go as they are: only JSON bodies are ever encrypted (spec 7.1). */
function isRawBody(body: unknown): body is BodyInit {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams || body instanceof ArrayBuffer || typeof body === 'string';
}

async function encodeBody(body: unknown): Promise<{ body?: BodyInit; headers: Record<string, string> }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body === undefined) return { headers };
  if (isRawBody(body)) return { body, headers };
  headers['content-type'] = 'application/json';
  const secret = encryptionSecret();
  if (!secret) return { body: JSON.stringify(body), headers };
  headers[ENCRYPTION_HEADER] = '1';
  return { body: JSON.stringify({ data: await encryptJson(body, secret) }), headers };
}

/** Parses a response body; with encryption on, a JSON string answer is decrypted (spec 9). */
async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return text;
  }
  const secret = encryptionSecret();
  if (secret && typeof data === 'string') {
    try {
      return await decryptJson(data, secret);
    } catch {
      return data;
    }
  }
  return data;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const { body, headers } = await encodeBody(options.body);
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw ApiError.network();
  }
}

let refreshing: Promise<boolean> | null = null;

/** Calls the session path; parallel callers share one in-flight call. Resolves whether it worked. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const res = await fetch(SESSION_PATH, { method: auth.session.method, credentials: 'include', headers: { accept: 'application/json' } });
      if (!res.ok) return false;
      hooks.onSessionRefreshed(await readBody(res));
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function mayRefresh(path: string): boolean {
  const bare = path.split('?')[0] ?? path;
  return bare !== SESSION_PATH && !NO_REFRESH.has(bare.replace(/\/$/, ''));
}

async function call<T>(path: string, options: RequestOptions): Promise<T> {
  let res = await send(path, options);
  if (res.status === 401 && mayRefresh(path)) {
    if (await refreshSession()) res = await send(path, options);
    if (res.status === 401 && (options.onUnauthorized ?? 'sign-out') === 'sign-out') hooks.onSignedOut();
  }
  const data = await readBody(res);
  if (!res.ok) throw ApiError.fromBody(res.status, data);
  return data as T;
}

/**
 * One call to the API by path: JSON in and out, cookies included, 401 → session refresh once → retry
 * once. A failure is toasted (unless `toast: false`) and thrown as an `ApiError`. Pages and features
 * never pass a path: they use `callApi` with a call declared in the contract.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await call<T>(path, options);
  } catch (error) {
    if (options.toast !== false) showApiError(error);
    throw error;
  }
}

type Extra = Omit<RequestOptions, 'method' | 'body' | 'query'>;

/** The URL of a call (for links and downloads the browser opens itself). */
export function callUrl<E extends Endpoint>(call: E, input?: Pick<EndpointInput<E>, 'params' | 'query'>): string {
  return buildUrl(pathOf(call, input?.params as Record<string, unknown> | undefined), input?.query as Query | undefined);
}

/**
 * Makes a call declared in the contract (`calls.x.y` of lib/endpoints.generated.ts): its path, method
 * and the types of its input and answer all come from the declaration. Same behaviour as `request` (refresh on 401, toasts).
 */
export function callApi<E extends Endpoint>(
  call: E,
  ...[input, extra]: Partial<EndpointInput<E>> extends EndpointInput<E> ? [input?: EndpointInput<E>, extra?: Extra] : [input: EndpointInput<E>, extra?: Extra]
): Promise<EndpointOutput<E>> {
  const given = (input ?? {}) as { params?: Record<string, unknown>; query?: Query; body?: unknown };
  return request<EndpointOutput<E>>(pathOf(call, given.params), { ...extra, method: call.method, query: given.query, body: given.body });
}
