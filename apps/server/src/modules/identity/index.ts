import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { createTokenService } from '../../platform/auth/tokens.js';
import type { Db } from '../../platform/db/database.js';
import { hearChanges } from '../../platform/db/heard-cache.js';
import type { Messaging } from '../../platform/messaging/messaging.js';
import type { DomainEvents } from '../../platform/tasks/domain-events.js';
import { createAccessCache, USER_ACCESS_CHANNEL } from './auth/access-cache.js';
import { createAccountErasure } from './auth/account-erasure.js';
import { createAccountService } from './auth/account.service.js';
import { createAuthRepository } from './auth/auth.repository.js';
import { registerAuthRoutes } from './auth/auth.routes.js';
import { createAuthService } from './auth/auth.service.js';
import { createAuthenticator } from './auth/authenticate.js';
import { createOtpService } from './auth/otp.service.js';
import { createSessions } from './auth/sessions.js';
import { createLiveSocialVerifier, createLocalSocialVerifier } from './auth/social.js';
import { createZaloSignIn } from './auth/zalo.js';
import { createUsersRepository, type UsersRepository } from './users/users.repository.js';
import { defineModule, type AppModule, type Ports } from '../module.js';
import { createAdminUsers } from './admin-users/index.js';

export { hashPassword } from './auth/password.js';
export { createUsersRepository, type UsersRepository, type UserChipRow, type NotifiableUserRow } from './users/users.repository.js';
export { createUserDirectory, userSql, type UserCard, type UserDirectory, type UserSummary } from './users/user-directory.repository.js';
export { createSignUpFigures, type SignUpFigures } from './users/sign-up-figures.repository.js';
export { notificationSettingsOf } from './users/user.js';
export { createHosts, hostsModule } from './hosts/index.js';
export { createPeople, peopleModule } from './profiles/index.js';
export { accountErased } from './auth/account-erasure.js';

/** Accounts: who people are and how they sign in. */
export function createIdentity(deps: {
  db: Db;
  databaseUrl: string;
  config: Config;
  messaging: Pick<Messaging, 'send' | 'sendFirst'>;
  /** Erasing an account publishes `account.erased` (the other contexts forget the person). */
  events: Pick<DomainEvents, 'publish'>;
}) {
  const { db, config } = deps;
  const access = createAccessCache();
  const accessListeners: ((id: string | null) => void)[] = [];
  const accessChanged = (id: string | null) => accessListeners.forEach((listener) => listener(id));
  // Told after the cache forgot; a (re)connection says `null`: changes made while nobody listened were not heard.
  const accessNotices = hearChanges(access, {
    url: deps.databaseUrl,
    channel: USER_ACCESS_CHANNEL,
    applicationName: 'market-user-access',
    onChange: accessChanged,
  });
  const users = createUsersRepository(db, { accessWritten: access.forget });
  const authRepo = createAuthRepository(db);
  const tokens = createTokenService({ secret: config.jwtSecret, accessTokenSeconds: config.accessTokenSeconds });
  const sessions = createSessions({ db, repo: authRepo, users, tokens, refreshTokenDays: config.refreshTokenDays });
  const otp = createOtpService({ repo: authRepo, messaging: deps.messaging, config: { ...config.otp, secret: config.jwtSecret, zns: config.zns?.otp } });
  const social = config.social.mode === 'local' ? createLocalSocialVerifier() : createLiveSocialVerifier(config.social);
  // Like Google's, Zalo's sign-in is real only in live mode; local mode takes local tokens for every provider.
  const zalo = config.social.mode === 'live' && config.social.zalo ? createZaloSignIn(config.social.zalo) : undefined;
  const auth = createAuthService({ users, otp, sessions, social, zalo, policy: config.login });
  const eraseAccount = createAccountErasure({ db, users, sessions, events: deps.events });
  const account = createAccountService({ users, otp, sessions, eraseAccount });
  return {
    users,
    sessions,
    /** For the legacy /users aliases and the admin console (same rules as /auth). */
    auth,
    otp,
    /** Erases an account: the person's termination and an admin's deletion both end here. */
    eraseAccount,
    authenticate: createAuthenticator({ tokens, users, access }),
    /** What the access check remembers of accounts (for tests that change one behind the server's back). */
    access,
    /**
     * Told when an account's role, status or deletion changed, in any server process (its id), or when
     * any may have (`null`: users truncated, or changes missed while the database was away).
     */
    onAccessChanged: (listener: (id: string | null) => void) => accessListeners.push(listener),
    /** The other contexts' ports its routes read through. */
    register(app: FastifyInstance, contexts: { subscriptions: Ports['memberSubscriptions']; reskills: Ports['boughtReskills'] }) {
      app.addHook('onClose', async () => accessNotices.close());
      registerAuthRoutes(app, {
        auth,
        account,
        sessions,
        cookies: { secure: config.secureCookies, refreshTokenDays: config.refreshTokenDays },
        authRateLimit: config.rateLimitAuthPerMinute,
        socialClients: config.social.mode === 'live' ? { GOOGLE: config.social.googleClientId, ZALO: zalo && config.social.zalo?.appId } : {},
        zalo,
        subscriptions: contexts.subscriptions,
        reskills: contexts.reskills,
      });
    },
  };
}
export type Identity = ReturnType<typeof createIdentity>;

declare module '../module.js' {
  interface Ports {
    /** What other contexts read or change of accounts. */
    accounts: Pick<UsersRepository, 'findById' | 'findNotifiable' | 'listActiveIds' | 'listNotifiableIdsAfter' | 'update'>;
  }
}

declare module '../module.js' {
  interface Services {
    identity: Identity;
  }
}

/**
 * Accounts as a context of the app: the sign-in routes, the admin console over accounts and the legacy
 * /users aliases. The identity itself is built before the modules (the access check needs it first).
 */
export const identityModule = (identity: Identity): AppModule =>
  defineModule('identity', (kit) => {
    const adminUsers = createAdminUsers({ db: kit.db, identity, jobs: kit.jobs, authRateLimit: kit.config.rateLimitAuthPerMinute });
    const { users } = identity;
    return {
      provides: {
        accounts: {
          findById: users.findById,
          findNotifiable: users.findNotifiable,
          listActiveIds: users.listActiveIds,
          listNotifiableIdsAfter: users.listNotifiableIdsAfter,
          update: users.update,
        },
      },
      routes(app) {
        identity.register(app, { subscriptions: kit.use('memberSubscriptions'), reskills: kit.use('boughtReskills') });
        adminUsers.register(app);
      },
      services: { identity },
    };
  });
