import type {
  AuthResult,
  ForgotPasswordBody,
  LoginBody,
  OtpSentResult,
  RequestVerificationBody,
  ResetPasswordBody,
  SignupBody,
  SignupResult,
  SocialLoginBody,
  SocialProvider,
  VerifyBody,
  VerifyResult,
  ZaloLoginBody,
} from '@market/contract';
import { AppError } from '../../../platform/http/errors.js';
import { toUserDto, isLive } from '../users/user.js';
import { isUniqueViolation, type UsersRepository } from '../users/users.repository.js';
import type { UserRow } from '../users/users.table.js';
import type { OtpService } from './otp.service.js';
import { hashPassword, verifyDecoyPassword, verifyPassword } from './password.js';
import type { ClientInfo, Sessions } from './sessions.js';
import type { SocialIdentity, SocialVerifier } from './social.js';
import type { ZaloSignIn } from './zalo.js';

export interface LoginPolicy {
  maxFailures: number;
  lockSeconds: number;
}

const contactOf = (b: { email?: string; phone?: string }) => (b.email ?? b.phone)!;
/** Verifying an account proves the contact it is named by, whatever purpose the client claims. */
const verificationPurposeOf = (b: { email?: string }) => (b.email ? 'VERIFY_EMAIL' : 'VERIFY_PHONE');
/** Never proved by anyone: a sign-up somebody abandoned. */
const neverVerified = (user: UserRow) => user.loginMethod === 'CREDENTIALS' && !user.emailVerifiedAt && !user.phoneVerifiedAt;

/** Signing up, in and out: the public side of accounts. */
export function createAuthService(deps: {
  users: UsersRepository;
  otp: OtpService;
  sessions: Sessions;
  social: SocialVerifier;
  /** Zalo sign-in, when the app id and secret are configured (live mode). */
  zalo?: Pick<ZaloSignIn, 'verifierFor' | 'identify'>;
  policy: LoginPolicy;
}) {
  const { users, otp, sessions, social, zalo, policy } = deps;

  const findByContact = (b: { email?: string; phone?: string }) => (b.email ? users.findByEmail(b.email) : users.findByPhone(b.phone!));

  function refuseUnlessActive(user: UserRow) {
    if (user.status !== 'ACTIVE') throw new AppError('USER_INACTIVATED');
  }

  /** The account of a provider's person: found by the provider's id, else created (see loginZalo for providers without e-mail). */
  async function signInAs(provider: SocialProvider, identity: SocialIdentity, client: ClientInfo): Promise<AuthResult> {
    const create = async (): Promise<UserRow> => {
      const sameEmail = identity.email ? await users.findByEmail(identity.email) : undefined;
      if (sameEmail) {
        // Created a moment ago by the same first sign-in arriving twice at once.
        if (sameEmail.loginMethod === provider && sameEmail.socialId === identity.socialId) return sameEmail;
        throw new AppError('EMAIL_IN_USE_DIFFERENT_METHOD');
      }
      try {
        return await users.create({
          fullName: identity.fullName,
          email: identity.email,
          avatar: identity.avatar,
          loginMethod: provider,
          socialId: identity.socialId,
          emailVerifiedAt: identity.email && identity.emailVerified ? new Date() : null,
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The same first sign-in twice at once: the other request created the account.
        const created = await users.findBySocial(provider, identity.socialId);
        if (!created) throw new AppError('EMAIL_IN_USE_DIFFERENT_METHOD');
        return created;
      }
    };
    const user = (await users.findBySocial(provider, identity.socialId)) ?? (await create());
    if (user.deletedAt) throw new AppError('ACCOUNT_NOT_FOUND');
    refuseUnlessActive(user);
    return sessions.issue(user, client);
  }

  return {
    async signup(body: SignupBody): Promise<SignupResult> {
      const byEmail = body.contactType === 'EMAIL';
      const contact = byEmail ? body.email! : body.phone!;
      const purpose = byEmail ? 'VERIFY_EMAIL' : 'VERIFY_PHONE';
      const inUse = byEmail ? 'EMAIL_ALREADY_IN_USE' : 'PHONE_NUMBER_ALREADY_IN_USE';
      const existing = byEmail ? await users.findByEmail(contact) : await users.findByPhone(contact);
      if (existing && existing.loginMethod !== 'CREDENTIALS') throw new AppError(byEmail ? 'EMAIL_IN_USE_DIFFERENT_METHOD' : 'PHONE_NUMBER_ALREADY_IN_USE');
      // An account proved by its other contact is somebody's: its password must not be replaced here.
      if (existing && !neverVerified(existing)) throw new AppError(inUse);
      const passwordHash = await hashPassword(body.password);
      let user: UserRow;
      try {
        user = existing
          ? // An abandoned, never-verified sign-up: whoever proves the contact now owns it.
            await users.update(existing.id, { fullName: body.fullName, passwordHash })
          : await users.create({ fullName: body.fullName, passwordHash, loginMethod: 'CREDENTIALS', ...(byEmail ? { email: contact } : { phone: contact }) });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(inUse);
        throw error;
      }
      const sent = await otp.issue(contact, purpose, user.id);
      return { user: toUserDto(user), sentTo: sent.sentTo, purpose };
    },

    async login(body: LoginBody, client: ClientInfo): Promise<AuthResult> {
      const user = await findByContact(body);
      if (!user) {
        await verifyDecoyPassword(body.password);
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) throw new AppError('ACCOUNT_LOCKED');
      if (!user.passwordHash) throw new AppError('INVALID_LOGIN_METHOD');
      if (!(await verifyPassword(user.passwordHash, body.password))) {
        throw new AppError((await users.recordLoginFailure(user.id, policy)) ? 'ACCOUNT_LOCKED' : 'INVALID_CREDENTIALS');
      }
      // Only someone who knows the password learns that the account was disabled.
      refuseUnlessActive(user);
      const verified = body.email ? user.emailVerifiedAt : user.phoneVerifiedAt;
      if (!verified) throw new AppError('ACCOUNT_NOT_VERIFIED');
      const fresh = user.failedLoginCount || user.lockedUntil ? await users.update(user.id, { failedLoginCount: 0, lockedUntil: null }) : user;
      return sessions.issue(fresh, client);
    },

    async loginSocial(body: SocialLoginBody, client: ClientInfo): Promise<AuthResult> {
      return signInAs(body.provider, await social.verify(body.provider, body.token), client);
    },

    /**
     * Zalo names no e-mail, so, as for X, the account is Zalo's user id alone: the first sign-in
     * creates an account without e-mail or phone (Zalo's name and picture), the next ones find it,
     * and it is never joined to an existing account, which nothing Zalo gives could prove is the
     * same person's. Its owner adds a contact or a password later from the account page.
     */
    async loginZalo(body: ZaloLoginBody, attemptCookie: string | undefined, client: ClientInfo): Promise<AuthResult> {
      if (!zalo) throw new AppError('INVALID_LOGIN_METHOD');
      const verifier = zalo.verifierFor(attemptCookie, body.state);
      return signInAs('ZALO', await zalo.identify(body.code, verifier), client);
    },

    async requestVerification(body: RequestVerificationBody): Promise<OtpSentResult> {
      const user = await findByContact(body);
      if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
      const purpose = verificationPurposeOf(body);
      if (body.email ? user.emailVerifiedAt : user.phoneVerifiedAt) throw new AppError('ACCOUNT_VERIFIED');
      const sent = await otp.issue(contactOf(body), purpose, user.id);
      return { sentTo: sent.sentTo, purpose, expiresAt: sent.expiresAt.toISOString() };
    },

    async verify(body: VerifyBody, client: ClientInfo): Promise<VerifyResult> {
      const user = await findByContact(body);
      if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
      if (!body.purpose || body.purpose === 'VERIFY_EMAIL' || body.purpose === 'VERIFY_PHONE') {
        if (body.email ? user.emailVerifiedAt : user.phoneVerifiedAt) throw new AppError('ACCOUNT_VERIFIED');
        refuseUnlessActive(user);
        await otp.check(contactOf(body), verificationPurposeOf(body), body.code, { consume: true, userId: user.id });
        const verified = await users.update(user.id, body.email ? { emailVerifiedAt: new Date() } : { phoneVerifiedAt: new Date() });
        return sessions.issue(verified, client);
      }
      await otp.check(contactOf(body), body.purpose, body.code, { consume: false, userId: user.id });
      return { valid: true, purpose: body.purpose };
    },

    async forgotPassword(body: ForgotPasswordBody): Promise<OtpSentResult> {
      const user = await findByContact(body);
      if (!user || !isLive(user)) throw new AppError('ACCOUNT_NOT_FOUND');
      const sent = await otp.issue(contactOf(body), 'FORGOT_PASSWORD', user.id);
      return { sentTo: sent.sentTo, purpose: 'FORGOT_PASSWORD', expiresAt: sent.expiresAt.toISOString() };
    },

    async resetPassword(body: ResetPasswordBody): Promise<void> {
      const user = await findByContact(body);
      if (!user || !isLive(user)) throw new AppError('ACCOUNT_NOT_FOUND');
      await otp.check(contactOf(body), 'FORGOT_PASSWORD', body.code, { consume: true, userId: user.id });
      const proved = body.email ? { emailVerifiedAt: user.emailVerifiedAt ?? new Date() } : { phoneVerifiedAt: user.phoneVerifiedAt ?? new Date() };
      await users.update(user.id, { passwordHash: await hashPassword(body.newPassword), failedLoginCount: 0, lockedUntil: null, ...proved });
      await sessions.endAll(user.id);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
