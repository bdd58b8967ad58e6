import type pg from 'pg';
import type { RoleType } from './actions.js';

export interface RoleRow {
  id: number;
  name: string;
  description: string;
  type: string;
  created_at: Date;
  updated_at: Date;
}

export interface UserRow {
  id: number;
  username: string;
  email: string;
  provider: string;
  password: string | null;
  reset_password_token: string | null;
  confirmation_token: string | null;
  confirmed: boolean;
  blocked: boolean;
  role_id: number | null;
  created_at: Date;
  updated_at: Date;
}

export type UserChanges = Partial<
  Pick<UserRow, 'username' | 'email' | 'provider' | 'password' | 'reset_password_token' | 'confirmation_token' | 'confirmed' | 'blocked' | 'role_id'>
>;

const USER_COLUMNS = new Set(['username', 'email', 'provider', 'password', 'reset_password_token', 'confirmation_token', 'confirmed', 'blocked', 'role_id']);
type Db = pg.Pool | pg.PoolClient;

/** The roles, their grants and the accounts of users-permissions; only this file writes SQL for them. */
export class UpRepository {
  constructor(private readonly pool: pg.Pool) {}

  // --- roles and permissions ------------------------------------------------------------------

  async roles(): Promise<(RoleRow & { nb_users: number })[]> {
    const { rows } = await this.pool.query<RoleRow & { nb_users: number }>(
      `select r.*, (select count(*) from cms.up_users u where u.role_id = r.id)::int as nb_users from cms.up_roles r order by r.id`,
    );
    return rows;
  }

  async findRole(id: number, db: Db = this.pool): Promise<RoleRow | null> {
    const { rows } = await db.query<RoleRow>('select * from cms.up_roles where id = $1', [id]);
    return rows[0] ?? null;
  }

  async findRoleByType(type: string, db: Db = this.pool): Promise<RoleRow | null> {
    const { rows } = await db.query<RoleRow>('select * from cms.up_roles where type = $1', [type]);
    return rows[0] ?? null;
  }

  async grants(roleId: number, db: Db = this.pool): Promise<Set<string>> {
    const { rows } = await db.query<{ action: string }>('select action from cms.up_permissions where role_id = $1', [roleId]);
    return new Set(rows.map((r) => r.action));
  }

  async insertRole(db: Db, role: { name: string; description: string; type: string }): Promise<number> {
    const { rows } = await db.query<{ id: number }>('insert into cms.up_roles (name, description, type) values ($1, $2, $3) returning id', [
      role.name,
      role.description,
      role.type,
    ]);
    return rows[0]!.id;
  }

  async updateRole(db: Db, id: number, changes: { name?: string; description?: string }): Promise<void> {
    await db.query('update cms.up_roles set name = coalesce($2, name), description = coalesce($3, description), updated_at = now() where id = $1', [
      id,
      changes.name ?? null,
      changes.description ?? null,
    ]);
  }

  async replaceGrants(db: Db, roleId: number, actions: string[]): Promise<void> {
    await db.query('delete from cms.up_permissions where role_id = $1', [roleId]);
    await db.query('insert into cms.up_permissions (role_id, action) select $1, unnest($2::text[]) on conflict do nothing', [roleId, actions]);
  }

  /** Deletes a role; its users move to `fallbackRoleId` first, as Strapi moves them to Authenticated. */
  async deleteRole(db: Db, id: number, fallbackRoleId: number): Promise<void> {
    await db.query('update cms.up_users set role_id = $2 where role_id = $1', [id, fallbackRoleId]);
    await db.query('delete from cms.up_roles where id = $1', [id]);
  }

  /**
   * The default roles, and the default grants of actions never offered before; run at start under a
   * lock so that several processes starting together do it once.
   */
  async bootstrap(roles: { name: string; description: string; type: RoleType }[], catalogue: Map<string, RoleType[]>): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock(hashtext($1))', ['cms:users-permissions']);
      for (const role of roles) {
        await client.query('insert into cms.up_roles (name, description, type) values ($1, $2, $3) on conflict (type) do nothing', [
          role.name,
          role.description,
          role.type,
        ]);
      }
      const { rows } = await client.query<{ action: string }>(
        'insert into cms.up_actions (action) select unnest($1::text[]) on conflict do nothing returning action',
        [[...catalogue.keys()]],
      );
      for (const { action } of rows) {
        await client.query(
          'insert into cms.up_permissions (role_id, action) select id, $1 from cms.up_roles where type = any($2::text[]) on conflict do nothing',
          [action, catalogue.get(action) ?? []],
        );
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  }

  // --- users ------------------------------------------------------------------------------------

  async users(options: { limit?: number; offset?: number } = {}): Promise<UserRow[]> {
    const { rows } = await this.pool.query<UserRow>('select * from cms.up_users order by id limit $1 offset $2', [options.limit ?? 100, options.offset ?? 0]);
    return rows;
  }

  async countUsers(): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>('select count(*)::int as n from cms.up_users');
    return rows[0]!.n;
  }

  async findUser(id: number, db: Db = this.pool): Promise<UserRow | null> {
    const { rows } = await db.query<UserRow>('select * from cms.up_users where id = $1', [id]);
    return rows[0] ?? null;
  }

  /** By e-mail or username, case-insensitively, as `identifier` is matched at sign-in. */
  async findUserByIdentifier(identifier: string, provider = 'local'): Promise<UserRow | null> {
    const { rows } = await this.pool.query<UserRow>(
      'select * from cms.up_users where provider = $2 and (lower(email) = lower($1) or lower(username) = lower($1)) order by id limit 1',
      [identifier, provider],
    );
    return rows[0] ?? null;
  }

  async findUserByEmail(email: string): Promise<UserRow | null> {
    const { rows } = await this.pool.query<UserRow>('select * from cms.up_users where lower(email) = lower($1)', [email]);
    return rows[0] ?? null;
  }

  async findUserByToken(column: 'reset_password_token' | 'confirmation_token', token: string): Promise<UserRow | null> {
    const { rows } = await this.pool.query<UserRow>(`select * from cms.up_users where ${column} = $1`, [token]);
    return rows[0] ?? null;
  }

  /** Whether another account holds this e-mail or username (case-insensitively). */
  async taken(field: 'email' | 'username', value: string, exceptId?: number): Promise<boolean> {
    const { rows } = await this.pool.query(`select 1 from cms.up_users where lower(${field}) = lower($1) and id <> $2`, [value, exceptId ?? 0]);
    return rows.length > 0;
  }

  async insertUser(user: UserChanges & { username: string; email: string }): Promise<UserRow> {
    const columns = Object.keys(user).filter((c) => USER_COLUMNS.has(c));
    const values = columns.map((c) => (user as Record<string, unknown>)[c]);
    const { rows } = await this.pool.query<UserRow>(
      `insert into cms.up_users (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning *`,
      values,
    );
    return rows[0]!;
  }

  async updateUser(id: number, changes: UserChanges): Promise<UserRow | null> {
    const columns = Object.keys(changes).filter((c) => USER_COLUMNS.has(c) && (changes as Record<string, unknown>)[c] !== undefined);
    const values = columns.map((c) => (changes as Record<string, unknown>)[c]);
    const sets = [...columns.map((c, i) => `${c} = $${i + 2}`), 'updated_at = now()'];
    const { rows } = await this.pool.query<UserRow>(`update cms.up_users set ${sets.join(', ')} where id = $1 returning *`, [id, ...values]);
    return rows[0] ?? null;
  }

  async deleteUser(id: number): Promise<UserRow | null> {
    const { rows } = await this.pool.query<UserRow>('delete from cms.up_users where id = $1 returning *', [id]);
    return rows[0] ?? null;
  }
}
