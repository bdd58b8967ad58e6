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
  VerifyBody,
  VerifyResult,
} from '@market/contract';
import { AppError } from '../../../platform/http/errors.js';
import { toUserDto, isLive } from '../users/user.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { UserRow } from '../users/users.table.js';
import type { OtpService } from './otp.service.js';
import { hashPassword, verifyPassword } from './password.js';
import type { ClientInfo, Sessions } from './sessions.js';
import type { SocialVerifier } from './social.js';

export interface LoginPolicy {
  maxFailures: number;
  lockSeconds: number;
}

const contactOf = (b: { email?: string; phone?: string }) => (b.email ?? b.phone)!;

/** Signing up, in and out: the public side of accounts. */
export function createAuthService(deps: { users: UsersRepository; otp: OtpService; sessions: Sessions; social: SocialVerifier; policy: LoginPolicy }) {
  const { users, otp, sessions, social, policy } = deps;

  const findByContact = (b: { email?: string; phone?: string }) => (b.email ? users.findByEmail(b.email) : users.findByPhone(b.phone!));

  function refuseUnlessActive(user: UserRow) {
    if (user.status !== 'ACTIVE') throw new AppError('USER_INACTIVATED');
  }

  return {
    async signup(body: SignupBody): Promise<SignupResult> {
      const byEmail = body.contactType === 'EMAIL';
      const contact = byEmail ? body.email! : body.phone!;
      const purpose = byEmail ? 'VERIFY_EMAIL' : 'VERIFY_PHONE';
      const existing = byEmail ? await users.findByEmail(contact) : await users.findByPhone(contact);
      const passwordHash = await hashPassword(body.password);
      let user: UserRow;
      if (existing) {
        if (existing.loginMethod !== 'CREDENTIALS') throw new AppError(byEmail ? 'EMAIL_IN_USE_DIFFERENT_METHOD' : 'PHONE_NUMBER_ALREADY_IN_USE');
        const verified = byEmail ? existing.emailVerifiedAt : existing.phoneVerifiedAt;
        if (verified) throw new AppError(byEmail ? 'EMAIL_ALREADY_IN_USE' : 'PHONE_NUMBER_ALREADY_IN_USE');
        // An abandoned, never-verified sign-up: whoever proves the contact now owns it.
        user = await users.update(existing.id, { fullName: body.fullName, passwordHash });
      } else {
        user = await users.create({ fullName: body.fullName, passwordHash, loginMethod: 'CREDENTIALS', ...(byEmail ? { email: contact } : { phone: contact }) });
      }
      const sent = await otp.issue(contact, purpose, user.id);
      return { user: toUserDto(user), sentTo: sent.sentTo, purpose };
    },

    async login(body: LoginBody, client: ClientInfo): Promise<AuthResult> {
      const user = await findByContact(body);
      if (!user) throw new AppError('INVALID_CREDENTIALS');
      refuseUnlessActive(user);
      if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) throw new AppError('ACCOUNT_LOCKED');
      if (!user.passwordHash) throw new AppError('INVALID_LOGIN_METHOD');
      if (!(await verifyPassword(user.passwordHash, body.password))) {
        const failures = user.failedLoginCount + 1;
        const lock = failures >= policy.maxFailures;
        await users.update(user.id, { failedLoginCount: lock ? 0 : failures, lockedUntil: lock ? new Date(Date.now() + policy.lockSeconds * 1000) : user.lockedUntil });
        throw new AppError(lock ? 'ACCOUNT_LOCKED' : 'INVALID_CREDENTIALS');
      }
      const verified = body.email ? user.emailVerifiedAt : user.phoneVerifiedAt;
      if (!verified) throw new AppError('ACCOUNT_NOT_VERIFIED');
      const fresh = user.failedLoginCount || user.lockedUntil ? await users.update(user.id, { failedLoginCount: 0, lockedUntil: null }) : user;
      return sessions.issue(fresh, client);
    },

    async loginSocial(body: SocialLoginBody, client: ClientInfo): Promise<AuthResult> {
      const identity = await social.verify(body.provider, body.token);
      let user = await users.findBySocial(body.provider, identity.socialId);
      if (!user) {
        const sameEmail = identity.email ? await users.findByEmail(identity.email) : undefined;
        if (sameEmail) throw new AppError('EMAIL_IN_USE_DIFFERENT_METHOD');
        user = await users.create({
          fullName: identity.fullName,
          email: identity.email,
          avatar: identity.avatar,
          loginMethod: body.provider,
          socialId: identity.socialId,
          emailVerifiedAt: identity.email && identity.emailVerified ? new Date() : null,
        });
      }
      if (user.deletedAt) throw new AppError('ACCOUNT_NOT_FOUND');
      refuseUnlessActive(user);
      return sessions.issue(user, client);
    },

    async requestVerification(body: RequestVerificationBody): Promise<OtpSentResult> {
      const user = await findByContact(body);
      if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
      const purpose = body.purpose ?? (body.email ? 'VERIFY_EMAIL' : 'VERIFY_PHONE');
      if (body.email ? user.emailVerifiedAt : user.phoneVerifiedAt) throw new AppError('ACCOUNT_VERIFIED');
      const sent = await otp.issue(contactOf(body), purpose, user.id);
      return { sentTo: sent.sentTo, purpose, expiresAt: sent.expiresAt.toISOString() };
    },

    async verify(body: VerifyBody, client: ClientInfo): Promise<VerifyResult> {
      const purpose = body.purpose ?? (body.email ? 'VERIFY_EMAIL' : 'VERIFY_PHONE');
      const user = await findByContact(body);
      if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
      if (purpose === 'VERIFY_EMAIL' || purpose === 'VERIFY_PHONE') {
        if (body.email ? user.emailVerifiedAt : user.phoneVerifiedAt) throw new AppError('ACCOUNT_VERIFIED');
        await otp.check(contactOf(body), purpose, body.code, { consume: true });
        refuseUnlessActive(user);
        const verified = await users.update(user.id, body.email ? { emailVerifiedAt: new Date() } : { phoneVerifiedAt: new Date() });
        return sessions.issue(verified, client);
      }
      await otp.check(contactOf(body), purpose, body.code, { consume: false });
      return { valid: true, purpose };
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
      await otp.check(contactOf(body), 'FORGOT_PASSWORD', body.code, { consume: true });
      const proved = body.email ? { emailVerifiedAt: user.emailVerifiedAt ?? new Date() } : { phoneVerifiedAt: user.phoneVerifiedAt ?? new Date() };
      await users.update(user.id, { passwordHash: await hashPassword(body.newPassword), failedLoginCount: 0, lockedUntil: null, ...proved });
      await sessions.endAll(user.id);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
