import { erasedUser } from '../users/user.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { Sessions } from './sessions.js';

/** What happens to an account's personal data elsewhere when it is erased; its orders stay for the books. */
export interface AccountCleanup {
  (userId: string): Promise<void>;
}

/**
 * The one way an account is erased, whoever asks (the person, or an admin): the two paths used to
 * write their own lists of fields and drifted apart.
 */
export function createAccountErasure(deps: {
  users: Pick<UsersRepository, 'update'>;
  sessions: Pick<Sessions, 'endAll'>;
  cleanups: readonly AccountCleanup[];
}) {
  return async function eraseAccount(userId: string): Promise<void> {
    await deps.users.update(userId, erasedUser(userId));
    await deps.sessions.endAll(userId);
    for (const cleanup of deps.cleanups) await cleanup(userId);
  };
}
export type EraseAccount = ReturnType<typeof createAccountErasure>;
