import type { AuthResult } from '@market/contract';
import { AppError } from '../../../platform/http/errors.js';
import { newOpaqueToken, sha256, type TokenService } from '../../../platform/auth/tokens.js';
import type { DbOrTx } from '../../../platform/db/database.js';
import { toUserDto, isLive } from '../users/user.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { UserRow } from '../users/users.table.js';
import type { AuthRepository } from './auth.repository.js';

export interface ClientInfo {
  userAgent?: string;
  ip?: string;
}

/**
 * Sessions are an access JWT plus a rotating refresh token. A login starts a family; each refresh
 * spends the presented token and issues the next. Presenting a spent token means it was stolen or
 * replayed: the whole family is revoked.
 */
export function createSessions(deps: { db: DbOrTx; repo: AuthRepository; users: UsersRepository; tokens: TokenService; refreshTokenDays: number }) {
  const { repo, users, tokens } = deps;

  async function issue(user: UserRow, client: ClientInfo, familyId: string = crypto.randomUUID()): Promise<AuthResult> {
    const refreshToken = newOpaqueToken();
    await repo.insertRefreshToken({
      userId: user.id,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + deps.refreshTokenDays * 86_400_000),
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      ip: client.ip ?? null,
    });
    const accessToken = await tokens.signAccessToken({ sub: user.id, role: user.role });
    return { accessToken, refreshToken, expiresIn: tokens.accessTokenSeconds, user: toUserDto(user) };
  }

  return {
    issue,

    async rotate(refreshToken: string, client: ClientInfo): Promise<AuthResult> {
      const row = await repo.findRefreshToken(sha256(refreshToken));
      if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw new AppError('INVALID_REFRESH_TOKEN');
      if (row.usedAt || !(await repo.spendRefreshToken(row.id))) {
        await repo.revokeFamily(row.familyId);
        throw new AppError('INVALID_REFRESH_TOKEN');
      }
      const user = await users.findById(row.userId);
      if (!user || !isLive(user)) {
        await repo.revokeFamily(row.familyId);
        throw new AppError('INVALID_REFRESH_TOKEN');
      }
      return issue(user, client, row.familyId);
    },

    async end(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const row = await repo.findRefreshToken(sha256(refreshToken));
      if (row) await repo.revokeFamily(row.familyId);
    },

    endAll(userId: string, tx?: DbOrTx): Promise<void> {
      return repo.revokeAllForUser(userId, tx);
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
