import { createHash, randomBytes } from 'node:crypto';
import { hashPassword, verifyDecoyPassword, verifyPassword } from '../../../server/src/modules/identity/auth/password.js';
import { invalid } from '../errors.js';
import type { UpTokens } from './access.js';
import type { CmsAuthProvider } from './providers.js';
import { publicUser } from './sanitize.js';
import { applicationError, UP_MESSAGES as M } from './up.errors.js';
import type { UpRepository, UserRow } from './up.repository.js';

export interface CmsMailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

export interface AuthSettings {
  /** Register leaves the account unconfirmed and mails a link; sign-in waits for it (Strapi's "email_confirmation"). */
  emailConfirmation: boolean;
  /** The web page that takes `?code=` to reset a password. */
  resetPasswordUrl: string;
  /** Where a confirmed e-mail's link lands. */
  emailConfirmationRedirect: string;
  /** The content service's public base (`…/api`), for the confirmation link. */
  apiUrl: string;
}

interface Deps {
  repository: UpRepository;
  tokens: UpTokens;
  mailer: CmsMailer;
  providers: ReadonlyMap<string, CmsAuthProvider>;
  settings: AuthSettings;
}

const newToken = () => randomBytes(32).toString('hex');
// Only a digest is stored: a leaked table does not hand out working reset or confirmation links.
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sign-in, registration and password flows of users-permissions; knows nothing of HTTP. */
export class AuthService {
  constructor(private readonly deps: Deps) {}

  private signedIn(user: UserRow) {
    return { jwt: this.deps.tokens.issue(user.id), user: publicUser(user) };
  }

  private async authenticatedRoleId(): Promise<number | null> {
    return (await this.deps.repository.findRoleByType('authenticated'))?.id ?? null;
  }

  async login(input: { identifier: string; password: string }) {
    const user = await this.deps.repository.findUserByIdentifier(input.identifier);
    if (!user?.password) {
      // As slow as a wrong password, so the answer does not tell which accounts exist.
      await verifyDecoyPassword(input.password);
      throw invalid(M.invalidCredentials);
    }
    if (!(await verifyPassword(user.password, input.password))) throw invalid(M.invalidCredentials);
    if (this.deps.settings.emailConfirmation && !user.confirmed) throw applicationError(M.notConfirmed);
    if (user.blocked) throw applicationError(M.blocked);
    return this.signedIn(user);
  }

  async register(input: { username: string; email: string; password: string }) {
    const email = input.email.toLowerCase();
    const { repository, settings } = this.deps;
    if ((await repository.taken('email', email)) || (await repository.taken('username', input.username))) throw applicationError(M.taken);
    const confirmationToken = settings.emailConfirmation ? newToken() : null;
    const user = await repository
      .insertUser({
        username: input.username,
        email,
        provider: 'local',
        password: await hashPassword(input.password),
        confirmed: !settings.emailConfirmation,
        confirmation_token: confirmationToken && digest(confirmationToken),
        role_id: await this.authenticatedRoleId(),
      })
      .catch((error: { code?: string }) => {
        // Two registrations of the same address at once: the unique index decides.
        if (error.code === '23505') throw applicationError(M.taken);
        throw error;
      });
    if (confirmationToken) {
      await this.mailConfirmation(user, confirmationToken);
      return { user: publicUser(user) };
    }
    return this.signedIn(user);
  }

  /** Always `{ ok: true }`: whether the address has an account is not told. */
  async forgotPassword(input: { email: string }) {
    const user = await this.deps.repository.findUserByEmail(input.email);
    if (user && !user.blocked) {
      const token = newToken();
      await this.deps.repository.updateUser(user.id, { reset_password_token: digest(token) });
      const link = `${this.deps.settings.resetPasswordUrl}?code=${token}`;
      await this.deps.mailer.send({ to: user.email, subject: 'Đặt lại mật khẩu', text: `Mở liên kết sau để đặt mật khẩu mới: ${link}` });
    }
    return { ok: true };
  }

  async resetPassword(input: { code: string; password: string; passwordConfirmation: string }) {
    if (input.password !== input.passwordConfirmation) throw invalid(M.passwordsDiffer, ['passwordConfirmation']);
    const user = await this.deps.repository.findUserByToken('reset_password_token', digest(input.code));
    if (!user) throw invalid(M.wrongCode, ['code']);
    const changed = await this.deps.repository.updateUser(user.id, { password: await hashPassword(input.password), reset_password_token: null });
    return this.signedIn(changed!);
  }

  async changePassword(user: UserRow, input: { currentPassword: string; password: string; passwordConfirmation: string }) {
    if (!(await verifyPassword(user.password, input.currentPassword))) throw invalid(M.wrongCurrentPassword, ['currentPassword']);
    if (input.password !== input.passwordConfirmation) throw invalid(M.passwordsDiffer, ['passwordConfirmation']);
    if (input.currentPassword === input.password) throw invalid(M.samePassword, ['password']);
    const changed = await this.deps.repository.updateUser(user.id, { password: await hashPassword(input.password) });
    return this.signedIn(changed!);
  }

  /** Confirms the account a link names; answers where to send the browser. */
  async confirmEmail(confirmation: string): Promise<string> {
    const user = await this.deps.repository.findUserByToken('confirmation_token', digest(confirmation));
    if (!user) throw invalid(M.invalidToken, ['confirmation']);
    await this.deps.repository.updateUser(user.id, { confirmed: true, confirmation_token: null });
    return this.deps.settings.emailConfirmationRedirect;
  }

  async sendEmailConfirmation(input: { email: string }) {
    const user = await this.deps.repository.findUserByEmail(input.email);
    // An unknown address answers as a known one, so accounts cannot be listed through here.
    if (!user) return { email: input.email, sent: true };
    if (user.confirmed) throw applicationError(M.alreadyConfirmed);
    if (user.blocked) throw applicationError(M.blocked);
    const token = newToken();
    await this.deps.repository.updateUser(user.id, { confirmation_token: digest(token) });
    await this.mailConfirmation(user, token);
    return { email: user.email, sent: true };
  }

  private async mailConfirmation(user: UserRow, token: string) {
    const link = `${this.deps.settings.apiUrl}/auth/email-confirmation?confirmation=${token}`;
    await this.deps.mailer.send({ to: user.email, subject: 'Xác nhận email', text: `Mở liên kết sau để xác nhận email của bạn: ${link}` });
  }

  private provider(name: string): CmsAuthProvider {
    const provider = this.deps.providers.get(name);
    if (!provider) throw applicationError(M.providerDisabled);
    return provider;
  }

  connectUrl(name: string): string {
    return this.provider(name).authorizeUrl({ state: randomBytes(16).toString('hex') });
  }

  /** The account of the person the provider vouches for, created on the first sign-in. */
  async callback(name: string, query: Record<string, string | undefined>) {
    const provider = this.provider(name);
    const profile = await provider.profile(query).catch(() => {
      throw applicationError(M.providerFailed);
    });
    const email = profile.email.toLowerCase();
    const existing = await this.deps.repository.findUserByEmail(email);
    if (existing) {
      // An address already signed up another way is not taken over by whoever controls a provider account.
      if (existing.provider !== name) throw applicationError(M.emailTaken);
      if (existing.blocked) throw applicationError(M.blocked);
      return this.signedIn(existing);
    }
    let username = profile.username;
    if (await this.deps.repository.taken('username', username)) username = `${username}-${randomBytes(3).toString('hex')}`;
    const user = await this.deps.repository.insertUser({ username, email, provider: name, confirmed: true, role_id: await this.authenticatedRoleId() });
    return this.signedIn(user);
  }
}
