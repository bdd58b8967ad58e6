import type { TokenService } from '../../../platform/auth/tokens.js';
import type { Actor } from '../../../platform/http/access.js';
import { isLive } from '../users/user.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { AccessCache } from './access-cache.js';

/**
 * Token → caller. The account's access is checked on every call, so a blocked, deleted or re-roled
 * account takes effect at once rather than when its access token expires: read from the account, or
 * from what `access` remembers of it until told that it changed.
 */
export function createAuthenticator(deps: { tokens: TokenService; users: Pick<UsersRepository, 'findAccess'>; access: AccessCache }) {
  const { access } = deps;
  return async (token: string): Promise<Actor | null> => {
    const claims = await deps.tokens.verifyAccessToken(token);
    if (!claims) return null;
    const known = access.get(claims.sub);
    if (known !== undefined) return known;
    const since = access.generation();
    const user = await deps.users.findAccess(claims.sub);
    const actor = user && isLive(user) ? { id: user.id, role: user.role } : null;
    // An id not found is not kept: creating an account says nothing on the channel.
    if (user) access.set(user.id, actor, since);
    return actor;
  };
}
