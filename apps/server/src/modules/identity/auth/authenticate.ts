import type { TokenService } from '../../../platform/auth/tokens.js';
import type { Actor } from '../../../platform/http/access.js';
import { isLive } from '../users/user.js';
import type { UsersRepository } from '../users/users.repository.js';

/**
 * Token → caller. The account is read on every call so a blocked, deleted or re-roled account
 * takes effect at once rather than when its access token expires.
 */
export function createAuthenticator(deps: { tokens: TokenService; users: Pick<UsersRepository, 'findAccess'> }) {
  return async (token: string): Promise<Actor | null> => {
    const claims = await deps.tokens.verifyAccessToken(token);
    if (!claims) return null;
    const user = await deps.users.findAccess(claims.sub);
    if (!user || !isLive(user)) return null;
    return { id: user.id, role: user.role };
  };
}
