import type { CmsContentType } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { hashPassword } from '../../../server/src/modules/identity/auth/password.js';
import type { EditorVerifier } from '../auth.js';
import { Access, createUpTokens } from './access.js';
import { registerAccountRoutes } from './accounts.routes.js';
import { AccountsService } from './accounts.service.js';
import { actionCatalogue } from './actions.js';
import { registerAuthRoutes } from './auth.routes.js';
import { AuthService, type AuthSettings, type CmsMailer } from './auth.service.js';
import { providersFromEnv, type CmsAuthProvider } from './providers.js';
import { UpRepository } from './up.repository.js';

export interface UsersPermissionsOptions {
  /** Signs this service's own tokens (not the main server's secret: its tokens and ours must not pass for each other). */
  jwtSecret: string;
  jwtExpiresInMs: number;
  mailer: CmsMailer;
  providers: ReadonlyMap<string, CmsAuthProvider>;
  settings: AuthSettings;
  /** The editor account made on first start (the demo admin's e-mail and password), or none. */
  demoEditor: { email: string; password: string } | null;
  /** Sign-in, registration and password calls allowed per client address and minute (per process). */
  authPerMinute: number;
}

const DEV_UP_SECRET = 'dev-only-cms-users-jwt-secret-change-me-0123';
const DAY_MS = 86_400_000;

/** Mail goes nowhere until a mailer is given: development prints it, so links can be followed by hand. */
const printingMailer: CmsMailer = {
  async send(message) {
    console.log(`[cms mail] to ${message.to}: ${message.subject}\n${message.text}`);
  },
};

export function usersPermissionsOptionsFromEnv(env: Record<string, string | undefined> = process.env): UsersPermissionsOptions {
  if (env.NODE_ENV === 'production' && !env.CMS_USERS_JWT_SECRET) throw new Error('CMS_USERS_JWT_SECRET must be set in production');
  const web = (env.WEB_URL ?? 'http://localhost:5173').replace(/\/$/, '');
  return {
    jwtSecret: env.CMS_USERS_JWT_SECRET ?? DEV_UP_SECRET,
    jwtExpiresInMs: Number(env.CMS_USERS_JWT_DAYS ?? 30) * DAY_MS,
    mailer: printingMailer,
    providers: providersFromEnv(env),
    settings: {
      emailConfirmation: env.CMS_EMAIL_CONFIRMATION === 'true',
      resetPasswordUrl: env.CMS_RESET_PASSWORD_URL ?? `${web}/reset-password`,
      emailConfirmationRedirect: env.CMS_EMAIL_CONFIRMATION_REDIRECT ?? web,
      apiUrl: (env.CMS_PUBLIC_URL ?? `http://localhost:${env.CMS_PORT ?? 1337}`).replace(/\/$/, '') + '/api',
    },
    authPerMinute: Number(env.CMS_AUTH_PER_MINUTE ?? 20),
    demoEditor: env.CMS_SEED === 'false' ? null : { email: 'admin@demo.vn', password: env.DEMO_ADMIN_PASSWORD ?? 'Admin@123456' },
  };
}

const DEFAULT_ROLES = [
  { name: 'Public', description: 'Vai trò mặc định của người chưa đăng nhập.', type: 'public' as const },
  { name: 'Authenticated', description: 'Vai trò mặc định của người đã đăng nhập.', type: 'authenticated' as const },
  { name: 'Editor', description: 'Biên tập viên: tạo, sửa, xoá nội dung và tệp.', type: 'editor' as const },
];

/**
 * Strapi's users-permissions: its own accounts and tokens, roles whose grants decide who may call each
 * route (the content routes included), and the main server's admins allowed everything.
 */
export function createUsersPermissions(deps: {
  pool: pg.Pool;
  types: readonly CmsContentType[];
  mainServer: EditorVerifier;
  options?: Partial<UsersPermissionsOptions> | undefined;
}) {
  const options = { ...usersPermissionsOptionsFromEnv(), ...deps.options };
  const repository = new UpRepository(deps.pool);
  const tokens = createUpTokens(options.jwtSecret, options.jwtExpiresInMs);
  const access = new Access(repository, tokens, deps.mainServer);
  const catalogue = actionCatalogue(deps.types);
  const auth = new AuthService({ repository, tokens, mailer: options.mailer, providers: options.providers, settings: options.settings });
  const withTransaction = async <T>(work: (db: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await deps.pool.connect();
    try {
      await client.query('begin');
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
  const accounts = new AccountsService(repository, access, [...catalogue.keys()], withTransaction);

  async function seedDemoEditor(editor: { email: string; password: string }) {
    if (await repository.findUserByEmail(editor.email)) return;
    const role = await repository.findRoleByType('editor');
    await repository
      .insertUser({
        username: editor.email.split('@')[0]!,
        email: editor.email,
        password: await hashPassword(editor.password),
        confirmed: true,
        role_id: role?.id ?? null,
      })
      // Another process seeding at the same moment made it.
      .catch((error: { code?: string }) => {
        if (error.code !== '23505') throw error;
      });
  }

  /** Registered inside the `/api` scope, before the content routes, whose guard it adds to that scope. */
  async function plugin(api: FastifyInstance) {
    await repository.bootstrap(DEFAULT_ROLES, catalogue);
    if (options.demoEditor) await seedDemoEditor(options.demoEditor);
    access.guardContentRoutes(api, deps.types);
    await registerAuthRoutes(api, { auth, access, perMinute: options.authPerMinute });
    registerAccountRoutes(api, { accounts, access });
  }
  // Not encapsulated: the guard must see the content routes of the same scope.
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });

  return { plugin, access, editorVerifier: access.editorVerifier, tokens };
}
export type UsersPermissions = ReturnType<typeof createUsersPermissions>;
