import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallAccess, UserRole } from '@market/contract';
import { AppError } from './errors.js';
import type { SameForEveryone } from './public-cache.js';

/** Who may call a route (the access column of spec/routes.tsv). */
export type Access = CallAccess;

export interface Actor {
  id: string;
  role: UserRole;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A public call's queries whose answer does not depend on who asks: the caller is then not looked up. */
    sameForEveryone?: SameForEveryone;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';

const rolesFor: Record<'user' | 'host' | 'admin', readonly UserRole[]> = {
  user: ['USER', 'HOST', 'ADMIN'],
  host: ['HOST', 'ADMIN'],
  admin: ['ADMIN'],
};

export function bearerOrCookie(
  headers: { authorization?: string | undefined; cookie?: string | undefined },
  cookies?: Record<string, string | undefined>,
): string | undefined {
  const auth = headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || undefined;
  return cookies?.[ACCESS_COOKIE];
}

/**
 * Every route must declare its access; the check runs before validation so an anonymous caller
 * learns nothing about a protected route's input. `authenticate` resolves a token to a live account
 * (an inactive or deleted account resolves to null). A public call whose answer is the same for
 * everyone treats every caller as anonymous: no token check, no account read.
 */
export function installAccess(app: FastifyInstance, authenticate: (token: string) => Promise<Actor | null>): void {
  app.decorateRequest('actor', null);
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: Access } | undefined)?.access;
    const internal = route.url.startsWith('/api/docs') || route.prefix?.startsWith('/api/docs') || !route.url.startsWith('/api') || route.url === '*';
    if (!access && !internal) throw new Error(`Route ${route.method} ${route.url} does not declare who may call it`);
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const { access = 'public', sameForEveryone } = request.routeOptions.config;
    if (access === 'public' && sameForEveryone?.((request.query ?? {}) as Record<string, unknown>)) return;
    // A scheduler's webhook is nobody's account: it proves itself by a signature over its body, which
    // only its route can read (scheduler-signature.ts; Amazon SNS by its own), so no account is looked up.
    if (access === 'scheduler') return;
    const token = bearerOrCookie(request.headers, request.cookies);
    request.actor = token ? await authenticate(token) : null;
    // A provider's callback proves itself by its signature, checked by its route.
    if (access === 'public' || access === 'provider') return;
    if (!request.actor) throw new AppError('UNAUTHORIZED');
    if (!rolesFor[access].includes(request.actor.role)) throw new AppError('INSUFFICIENT_PRIVILEGES');
  });
}

/** The signed-in caller of a protected route (the guard has already refused anonymous calls). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHORIZED');
  return request.actor;
}
