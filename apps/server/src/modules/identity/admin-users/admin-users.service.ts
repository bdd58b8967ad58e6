import { randomBytes } from 'node:crypto';
import type { AdminCreateUserBody, AdminUpdateUserBody, AdminUserV2Dto, AdminUsersQuery, ChangeUserStatusBody, Paged, UserDto } from '@market/contract';
import { AdminCreateUserBody as CreateSchema } from '@market/contract';
import { AppError } from '../../../platform/http/errors.js';
import type { Actor } from '../../../platform/http/access.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import type { EraseAccount } from '../auth/account-erasure.js';
import type { OtpService } from '../auth/otp.service.js';
import { hashPassword } from '../auth/password.js';
import type { Sessions } from '../auth/sessions.js';
import { toUserDto } from '../users/user.js';
import { isUniqueViolation, type UsersRepository } from '../users/users.repository.js';
import type { NewUserRow, UserRow } from '../users/users.table.js';
import type { AdminUsersRepository } from './admin-users.repository.js';

/** A password nobody knows: the person sets their own through the code they receive. */
export function randomPassword(): string {
  return `Aa1${randomBytes(18).toString('base64url')}`;
}

/** Admins managing accounts: create, read, edit, block and delete. */
export function createAdminUsersService(deps: {
  users: UsersRepository;
  repo: AdminUsersRepository;
  sessions: Sessions;
  otp: OtpService;
  eraseAccount: EraseAccount;
}) {
  const { users, repo, sessions, otp } = deps;

  async function load(id: string): Promise<UserRow> {
    const user = await users.findById(id);
    if (!user || user.deletedAt) throw new AppError('USER_NOT_FOUND');
    return user;
  }
  function refuseSelf(actor: Actor, id: string) {
    if (actor.id === id) throw new AppError('CANNOT_CHANGE_OWN_ACCOUNT');
  }
  async function refuseTaken(id: string | null, change: { email?: string | null; phone?: string | null }) {
    if (change.email) {
      const holder = await users.findByEmail(change.email);
      if (holder && holder.id !== id) throw new AppError('EMAIL_ALREADY_IN_USE');
    }
    if (change.phone) {
      const holder = await users.findByPhone(change.phone);
      if (holder && holder.id !== id) throw new AppError('PHONE_NUMBER_ALREADY_IN_USE');
    }
  }
  const uniqueError = (error: unknown, change: { email?: string | null }) => {
    if (!isUniqueViolation(error)) return error;
    const detail = String((error as { detail?: string; cause?: { detail?: string } }).detail ?? (error as { cause?: { detail?: string } }).cause?.detail ?? '');
    return new AppError(detail.includes('(phone)') || !change.email ? 'PHONE_NUMBER_ALREADY_IN_USE' : 'EMAIL_ALREADY_IN_USE');
  };

  return {
    async create(input: AdminCreateUserBody): Promise<UserDto> {
      const body = CreateSchema.parse(input);
      await refuseTaken(null, body);
      const now = new Date();
      let user: UserRow;
      try {
        user = await users.create({
          fullName: body.fullName,
          email: body.email ?? null,
          phone: body.phone ?? null,
          role: body.role,
          city: body.city ?? null,
          loginMethod: 'CREDENTIALS',
          passwordHash: await hashPassword(body.password ?? randomPassword()),
          emailVerifiedAt: body.email ? now : null,
          phoneVerifiedAt: body.phone ? now : null,
        });
      } catch (error) {
        throw uniqueError(error, body);
      }
      // Without a password the person chooses one with the FORGOT_PASSWORD code sent now.
      if (!body.password) await otp.issue((body.email ?? body.phone)!, 'FORGOT_PASSWORD', user.id);
      return toUserDto(user);
    },

    async list(query: AdminUsersQuery): Promise<Paged<UserDto>> {
      const { rows, total } = await repo.list(query);
      return { data: rows.map(toUserDto), meta: pageMeta(query, total) };
    },

    async listV2(query: AdminUsersQuery): Promise<Paged<AdminUserV2Dto>> {
      const { rows, total } = await repo.listWithHostProfiles(query);
      return {
        data: rows.map(({ user, hostProfileStatus }) => ({
          ...toUserDto(user),
          headline: user.headline,
          followerCount: user.followerCount,
          hostProfileStatus,
        })),
        meta: pageMeta(query, total),
      };
    },

    async get(id: string): Promise<UserDto> {
      return toUserDto(await load(id));
    },

    async update(actor: Actor, id: string, body: AdminUpdateUserBody): Promise<UserDto> {
      const user = await load(id);
      if (body.role && body.role !== user.role) refuseSelf(actor, id);
      const email = body.email === undefined ? user.email : body.email;
      const phone = body.phone === undefined ? user.phone : body.phone;
      if (!email && !phone) throw new AppError(body.email === null ? 'INVALID_EMAIL' : 'INVALID_PHONE');
      await refuseTaken(id, { email: body.email, phone: body.phone });
      const now = new Date();
      const values: Partial<NewUserRow> = { ...body };
      // A contact an admin sets is taken as proved; one removed is no longer verified.
      if (body.email !== undefined && body.email !== user.email) values.emailVerifiedAt = body.email ? now : null;
      if (body.phone !== undefined && body.phone !== user.phone) values.phoneVerifiedAt = body.phone ? now : null;
      try {
        return toUserDto(await users.update(id, values));
      } catch (error) {
        throw uniqueError(error, body);
      }
    },

    async changeStatus(actor: Actor, id: string, body: ChangeUserStatusBody): Promise<UserDto> {
      const user = await load(id);
      refuseSelf(actor, id);
      const updated = user.status === body.status ? user : await users.update(id, { status: body.status });
      if (body.status === 'INACTIVE') await sessions.endAll(id);
      return toUserDto(updated);
    },

    /** The same erasure as the person's own termination: personal data gone, the id kept for the books. */
    async remove(actor: Actor, id: string): Promise<void> {
      const user = await load(id);
      refuseSelf(actor, id);
      await deps.eraseAccount(user.id);
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
