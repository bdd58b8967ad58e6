import { cmsTypePath, type CmsContentType } from '@market/contract';
import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyInstance } from 'fastify';
import { bearer, type EditorVerifier } from '../auth.js';
import { forbidden, unauthorized } from '../errors.js';
import { contentAction } from './actions.js';
import type { UpRepository, UserRow } from './up.repository.js';

/** Who is calling: nobody (role Public), an account of this service, or a marketplace admin (every action). */
export type Caller = { kind: 'public' } | { kind: 'admin'; id: string } | { kind: 'user'; user: UserRow };

/** Strapi's users-permissions token: HS256 over `{ id }`, thirty days by default. */
export function createUpTokens(secret: string, expiresInMs: number) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: expiresInMs });
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  return {
    issue: (userId: number) => sign({ id: userId }),
    /** The account id a token names, or null for a token that is not ours or has expired. */
    userId(token: string): number | null {
      try {
        const claims = verify(token) as { id?: unknown };
        return typeof claims.id === 'number' && Number.isInteger(claims.id) ? claims.id : null;
      } catch {
        return null;
      }
    },
  };
}
export type UpTokens = ReturnType<typeof createUpTokens>;

// Grants change rarely; another process's change is seen within this long (this one's at once).
const GRANTS_TTL_MS = 2000;

export class Access {
  private readonly grantsByRole = new Map<number, { grants: Set<string>; until: number }>();
  private publicRoleId: number | null = null;

  constructor(
    private readonly repository: UpRepository,
    private readonly tokens: UpTokens,
    /** The main server's tokens: its ADMIN accounts may call everything. */
    private readonly mainServer: EditorVerifier,
  ) {}

  /** The caller behind an Authorization header; a token that names nobody valid is a 401, as in Strapi. */
  async caller(header: string | undefined): Promise<Caller> {
    const token = bearer(header);
    if (!token) return { kind: 'public' };
    const userId = this.tokens.userId(token);
    if (userId !== null) {
      const user = await this.repository.findUser(userId);
      if (!user || user.blocked) throw unauthorized();
      return { kind: 'user', user };
    }
    const main = await this.mainServer(token);
    if (main === 'not-allowed') return { kind: 'public' };
    if (main) return { kind: 'admin', id: main.id };
    throw unauthorized();
  }

  async can(caller: Caller, action: string): Promise<boolean> {
    if (caller.kind === 'admin') return true;
    const roleId = caller.kind === 'user' ? caller.user.role_id : await this.publicRole();
    return roleId !== null && (await this.grants(roleId)).has(action);
  }

  /** The caller, if allowed to call `action`; Strapi answers 403 both to Public and to a role without it. */
  async require(header: string | undefined, action: string): Promise<Caller> {
    const caller = await this.caller(header);
    if (!(await this.can(caller, action))) throw forbidden();
    return caller;
  }

  /** After a change of roles or grants: this process forgets what it knew at once. */
  forget(): void {
    this.grantsByRole.clear();
    this.publicRoleId = null;
  }

  /**
   * This service's accounts as editors of the content routes (drafts, and the author kept on entries):
   * a valid account whose role may write some content type; the route's own action is checked by the
   * guard before the handler runs.
   */
  readonly editorVerifier: EditorVerifier = async (token) => {
    const userId = this.tokens.userId(token);
    if (userId === null) return null;
    const user = await this.repository.findUser(userId);
    if (!user || user.blocked) return null;
    const grants = user.role_id === null ? new Set<string>() : await this.grants(user.role_id);
    return [...grants].some((a) => a.startsWith('api::') && !/\.find(One)?$/.test(a)) ? { id: `up:${user.id}` } : 'not-allowed';
  };

  /** Checks each content route's action against the caller's role before its handler (and its cache) answers. */
  guardContentRoutes(app: FastifyInstance, types: readonly CmsContentType[]): void {
    const routes = new Map<string, string>();
    for (const type of types) {
      const path = `${app.prefix}${cmsTypePath(type)}`;
      const actions =
        type.kind === 'collectionType'
          ? {
              [`GET ${path}`]: 'find',
              [`POST ${path}`]: 'create',
              [`GET ${path}/:id`]: 'findOne',
              [`PUT ${path}/:id`]: 'update',
              [`DELETE ${path}/:id`]: 'delete',
            }
          : { [`GET ${path}`]: 'find', [`PUT ${path}`]: 'update', [`DELETE ${path}`]: 'delete' };
      // A translation is a new entry of the type (of a single type, a change of its one document).
      if (type.localized)
        actions[type.kind === 'collectionType' ? `POST ${path}/:id/localizations` : `POST ${path}/localizations`] =
          type.kind === 'collectionType' ? 'create' : 'update';
      for (const [route, action] of Object.entries(actions)) routes.set(route, contentAction(type, action));
    }
    app.addHook('onRequest', async (request) => {
      const action = routes.get(`${request.method} ${request.routeOptions.url}`);
      if (action) await this.require(request.headers.authorization, action);
    });
  }

  private async publicRole(): Promise<number | null> {
    this.publicRoleId ??= (await this.repository.findRoleByType('public'))?.id ?? null;
    return this.publicRoleId;
  }

  private async grants(roleId: number): Promise<Set<string>> {
    const cached = this.grantsByRole.get(roleId);
    if (cached && cached.until > Date.now()) return cached.grants;
    const grants = await this.repository.grants(roleId);
    this.grantsByRole.set(roleId, { grants, until: Date.now() + GRANTS_TTL_MS });
    return grants;
  }
}
