import type {
  AuthResult,
  ChangePasswordBody,
  ConfigurePasswordBody,
  FirstLoginBody,
  OtpSentResult,
  OwnOtpBody,
  SetPasswordBody,
  TerminateBody,
  UpdateInterestsBody,
  UpdatePhoneBody,
  UpdateProfileBody,
  UserDto,
} from '@market/contract';
import { AppError } from '../../../platform/http/errors.js';
import { toUserDto, isLive } from '../users/user.js';
import { isUniqueViolation, type UsersRepository } from '../users/users.repository.js';
import type { UserRow } from '../users/users.table.js';
import type { OtpService } from './otp.service.js';
import { hashPassword, verifyPassword } from './password.js';
import type { EraseAccount } from './account-erasure.js';
import type { ClientInfo, Sessions } from './sessions.js';

/** The signed-in person managing their own account. */
export function createAccountService(deps: { users: UsersRepository; otp: OtpService; sessions: Sessions; eraseAccount: EraseAccount }) {
  const { users, otp, sessions } = deps;

  async function load(userId: string): Promise<UserRow> {
    const user = await users.findById(userId);
    if (!user || !isLive(user)) throw new AppError('UNAUTHORIZED');
    return user;
  }
  /** A number belongs to whoever proved it; one only typed in (and never confirmed) does not block it. */
  async function refuseTakenPhone(user: UserRow, phone: string): Promise<UserRow | undefined> {
    const holder = await users.findByPhone(phone);
    if (!holder || holder.id === user.id) return undefined;
    if (holder.phoneVerifiedAt) throw new AppError('PHONE_NUMBER_ALREADY_IN_USE');
    return holder;
  }
  const primaryContact = (user: UserRow) => {
    const contact = user.email ?? user.phone;
    if (!contact) throw new AppError('PHONE_NUMBER_NOT_UPDATED');
    return contact;
  };
  /** Where this account's own codes went; an account with no contact never received one. */
  const codeContact = (user: UserRow) => {
    const contact = user.email ?? user.phone;
    if (!contact) throw new AppError('NOT_FOUND');
    return contact;
  };

  async function replacePassword(user: UserRow, newPassword: string, client: ClientInfo): Promise<AuthResult> {
    if (await verifyPassword(user.passwordHash, newPassword)) throw new AppError('NEW_PASSWORD_SAME_AS_OLD_PASSWORD');
    const updated = await users.update(user.id, { passwordHash: await hashPassword(newPassword) });
    // A new password signs out every other device; this one gets a fresh session.
    await sessions.endAll(user.id);
    return sessions.issue(updated, client);
  }

  return {
    async me(userId: string): Promise<UserDto> {
      return toUserDto(await load(userId));
    },

    async updateProfile(userId: string, body: UpdateProfileBody): Promise<UserDto> {
      await load(userId);
      return toUserDto(await users.update(userId, body));
    },

    async updateInterests(userId: string, body: UpdateInterestsBody): Promise<UserDto> {
      await load(userId);
      return toUserDto(await users.update(userId, { interests: [...new Set(body.interests)] }));
    },

    async firstLogin(userId: string, body: FirstLoginBody): Promise<UserDto> {
      await load(userId);
      return toUserDto(await users.update(userId, { isFirstLogin: false, ...(body.interests ? { interests: [...new Set(body.interests)] } : {}) }));
    },

    async sendOwnOtp(userId: string, body: OwnOtpBody): Promise<OtpSentResult> {
      const user = await load(userId);
      let contact: string;
      if (body.purpose === 'VERIFY_PHONE') {
        if (user.phone === body.phone && user.phoneVerifiedAt) throw new AppError('ACCOUNT_VERIFIED');
        await refuseTakenPhone(user, body.phone!);
        contact = body.phone!;
      } else if (body.purpose === 'VERIFY_EMAIL') {
        if (!user.email) throw new AppError('INVALID_EMAIL');
        if (user.emailVerifiedAt) throw new AppError('ACCOUNT_VERIFIED');
        contact = user.email;
      } else {
        contact = primaryContact(user);
      }
      const sent = await otp.issue(contact, body.purpose, user.id);
      return { sentTo: sent.sentTo, purpose: body.purpose, expiresAt: sent.expiresAt.toISOString() };
    },

    async updatePhone(userId: string, body: UpdatePhoneBody): Promise<UserDto> {
      const user = await load(userId);
      const unconfirmedHolder = await refuseTakenPhone(user, body.phone);
      await otp.check(body.phone, 'VERIFY_PHONE', body.code, { consume: true, userId: user.id });
      try {
        if (unconfirmedHolder) await users.update(unconfirmedHolder.id, { phone: null });
        return toUserDto(await users.update(user.id, { phone: body.phone, phoneVerifiedAt: new Date() }));
      } catch (error) {
        // Two accounts racing for one number: the unique index decides.
        if (isUniqueViolation(error)) throw new AppError('PHONE_NUMBER_ALREADY_IN_USE');
        throw error;
      }
    },

    async changePassword(userId: string, body: ChangePasswordBody, client: ClientInfo): Promise<AuthResult> {
      const user = await load(userId);
      if (!user.passwordHash) throw new AppError('INVALID_LOGIN_METHOD');
      if (!(await verifyPassword(user.passwordHash, body.oldPassword))) throw new AppError('OLD_PASSWORD_INCORRECT');
      if (body.oldPassword === body.newPassword) throw new AppError('NEW_PASSWORD_SAME_AS_OLD_PASSWORD');
      return replacePassword(user, body.newPassword, client);
    },

    async configurePassword(userId: string, body: ConfigurePasswordBody, client: ClientInfo): Promise<AuthResult> {
      const user = await load(userId);
      if (user.passwordHash) throw new AppError('PASSWORD_ALREADY_CONFIGURED');
      return replacePassword(user, body.newPassword, client);
    },

    async setPassword(userId: string, body: SetPasswordBody, client: ClientInfo): Promise<AuthResult> {
      const user = await load(userId);
      const contact = codeContact(user);
      // The code is proved first (so this is no oracle for the current password) but spent only
      // once the new password is acceptable: a refused password does not cost a fresh code.
      await otp.check(contact, 'CHANGE_PASSWORD', body.code, { consume: false, userId: user.id });
      if (await verifyPassword(user.passwordHash, body.newPassword)) throw new AppError('NEW_PASSWORD_SAME_AS_OLD_PASSWORD');
      await otp.check(contact, 'CHANGE_PASSWORD', body.code, { consume: true, userId: user.id });
      return replacePassword(user, body.newPassword, client);
    },

    async terminateRequest(userId: string): Promise<OtpSentResult> {
      const user = await load(userId);
      const sent = await otp.issue(primaryContact(user), 'TERMINATE_ACCOUNT', user.id);
      return { sentTo: sent.sentTo, purpose: 'TERMINATE_ACCOUNT', expiresAt: sent.expiresAt.toISOString() };
    },

    /** Personal data are erased and the account closed; ids stay so orders and payments still add up. */
    async terminate(userId: string, body: TerminateBody): Promise<void> {
      const user = await load(userId);
      await otp.check(codeContact(user), 'TERMINATE_ACCOUNT', body.code, { consume: true, userId: user.id });
      await deps.eraseAccount(user.id);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
