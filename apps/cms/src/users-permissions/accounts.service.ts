import type { PoolClient } from 'pg';
import { hashPassword } from '../../../server/src/modules/identity/auth/password.js';
import { forbidden, notFound, unauthorized } from '../errors.js';
import type { Access, Caller } from './access.js';
import { enabledActions, permissionTree, UP_ACTIONS } from './actions.js';
import { publicRole, publicUser } from './sanitize.js';
import { applicationError, UP_MESSAGES as M } from './up.errors.js';
import type { RoleRow, UpRepository, UserRow } from './up.repository.js';

export interface UserInput {
  username?: string | undefined;
  email?: string | undefined;
  password?: string | undefined;
  provider?: string | undefined;
  confirmed?: boolean | undefined;
  blocked?: boolean | undefined;
  role?: number | undefined;
}

export interface RoleInput {
  name?: string | undefined;
  description?: string | undefined;
  type?: string | undefined;
  permissions?: unknown;
}

const PROTECTED_ROLES = new Set(['public', 'authenticated']);

/** Strapi makes a role's type from its name: lower case, accents dropped, words joined by `_`. */
export function roleTypeOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** Roles, grants and accounts as editors manage them; who may do what is decided here. */
export class AccountsService {
  constructor(
    private readonly repository: UpRepository,
    private readonly access: Access,
    /** Every action a role may hold (the catalogue), for the permission tree. */
    private readonly actions: readonly string[],
    private readonly withTransaction: <T>(work: (db: PoolClient) => Promise<T>) => Promise<T>,
  ) {}

  // --- roles ---------------------------------------------------------------------------------

  async listRoles() {
    return { roles: (await this.repository.roles()).map((r) => ({ ...publicRole(r), nb_users: r.nb_users })) };
  }

  async getRole(id: number) {
    const role = await this.repository.findRole(id);
    if (!role) throw notFound();
    return { role: { ...publicRole(role), permissions: permissionTree(this.actions, await this.repository.grants(role.id)) } };
  }

  allPermissions() {
    return { permissions: permissionTree(this.actions, new Set()) };
  }

  async createRole(input: RoleInput & { name: string }) {
    const type = input.type ? roleTypeOf(input.type) : roleTypeOf(input.name);
    if (!type || (await this.repository.findRoleByType(type))) throw applicationError(M.taken, { type });
    await this.withTransaction(async (db) => {
      const id = await this.repository.insertRole(db, { name: input.name, description: input.description ?? '', type });
      await this.repository.replaceGrants(db, id, enabledActions(input.permissions, new Set(this.actions)));
    });
    this.access.forget();
    return { ok: true };
  }

  async updateRole(id: number, input: RoleInput) {
    const role = await this.repository.findRole(id);
    if (!role) throw notFound();
    await this.withTransaction(async (db) => {
      await this.repository.updateRole(db, id, input);
      if (input.permissions !== undefined) await this.repository.replaceGrants(db, id, enabledActions(input.permissions, new Set(this.actions)));
    });
    this.access.forget();
    return { ok: true };
  }

  async deleteRole(id: number) {
    const role = await this.repository.findRole(id);
    if (!role) throw notFound();
    if (PROTECTED_ROLES.has(role.type)) throw applicationError(M.publicRole);
    const fallback = await this.repository.findRoleByType('authenticated');
    await this.withTransaction((db) => this.repository.deleteRole(db, id, fallback!.id));
    this.access.forget();
    return { ok: true };
  }

  // --- users ---------------------------------------------------------------------------------

  private async withRole(user: UserRow, populateRole: boolean) {
    if (!populateRole) return publicUser(user);
    return publicUser(user, user.role_id === null ? null : await this.repository.findRole(user.role_id));
  }

  async listUsers(options: { start: number; limit: number; populateRole: boolean }) {
    const users = await this.repository.users({ offset: options.start, limit: options.limit });
    const roles = new Map<number, RoleRow>();
    if (options.populateRole) for (const role of await this.repository.roles()) roles.set(role.id, role);
    return users.map((u) => (options.populateRole ? publicUser(u, u.role_id === null ? null : (roles.get(u.role_id) ?? null)) : publicUser(u)));
  }

  countUsers() {
    return this.repository.countUsers();
  }

  /** One account: anyone holding `user.findOne`, or its owner. */
  async getUser(caller: Caller, id: number, populateRole: boolean) {
    if (!(await this.isSelf(caller, id)) && !(await this.access.can(caller, UP_ACTIONS.userFindOne))) throw forbidden();
    const user = await this.repository.findUser(id);
    if (!user) throw notFound();
    return this.withRole(user, populateRole);
  }

  async me(caller: Caller, populateRole: boolean) {
    if (caller.kind !== 'user') throw unauthorized();
    return this.withRole(caller.user, populateRole);
  }

  async createUser(input: UserInput & { username: string; email: string; password: string }) {
    const email = input.email.toLowerCase();
    if (await this.repository.taken('email', email)) throw applicationError(M.emailTaken);
    if (await this.repository.taken('username', input.username)) throw applicationError(M.usernameTaken);
    const roleId = input.role ?? (await this.repository.findRoleByType('authenticated'))?.id ?? null;
    if (roleId !== null && !(await this.repository.findRole(roleId))) throw applicationError(M.roleNotFound);
    const user = await this.repository.insertUser({
      username: input.username,
      email,
      provider: input.provider ?? 'local',
      password: await hashPassword(input.password),
      confirmed: input.confirmed ?? false,
      blocked: input.blocked ?? false,
      role_id: roleId,
    });
    return this.withRole(user, true);
  }

  /**
   * Holders of `user.update` change any account and any of its fields; anyone else only their own
   * name and e-mail (a password through change-password, a role or a block never by themselves).
   */
  async updateUser(caller: Caller, id: number, input: UserInput) {
    const administers = await this.access.can(caller, UP_ACTIONS.userUpdate);
    if (!administers) {
      if (!(await this.isSelf(caller, id))) throw forbidden();
      const extra = (['password', 'provider', 'confirmed', 'blocked', 'role'] as const).filter((k) => input[k] !== undefined);
      if (extra.length) throw forbidden();
    }
    const user = await this.repository.findUser(id);
    if (!user) throw notFound();
    const email = input.email?.toLowerCase();
    if (email && (await this.repository.taken('email', email, id))) throw applicationError(M.emailTaken);
    if (input.username && (await this.repository.taken('username', input.username, id))) throw applicationError(M.usernameTaken);
    if (input.role !== undefined && !(await this.repository.findRole(input.role))) throw applicationError(M.roleNotFound);
    const changed = await this.repository.updateUser(id, {
      username: input.username,
      email,
      provider: input.provider,
      confirmed: input.confirmed,
      blocked: input.blocked,
      role_id: input.role,
      password: input.password === undefined ? undefined : await hashPassword(input.password),
    });
    return this.withRole(changed!, true);
  }

  async deleteUser(id: number) {
    const user = await this.repository.deleteUser(id);
    if (!user) throw notFound();
    return publicUser(user);
  }

  private async isSelf(caller: Caller, id: number) {
    return caller.kind === 'user' && caller.user.id === id;
  }
}
