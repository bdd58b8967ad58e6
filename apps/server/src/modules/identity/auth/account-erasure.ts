import { z } from 'zod';
import type { Db } from '../../../platform/db/database.js';
import { defineEvent, type DomainEvents } from '../../../platform/tasks/domain-events.js';
import { erasedUser } from '../users/user.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { Sessions } from './sessions.js';

/**
 * An account was erased (its owner's termination, or an admin's deletion). Every context holding
 * personal data or live content of the person subscribes and forgets them (idempotently: a delivery
 * may come twice); orders stay for the books.
 */
export const accountErased = defineEvent('account.erased', z.object({ userId: z.string().uuid() }));

/**
 * The one way an account is erased, whoever asks: the account and its sessions end in one
 * transaction with the event, so every cleanup happens exactly when the erasure committed.
 */
export function createAccountErasure(deps: {
  db: Db;
  users: Pick<UsersRepository, 'update'>;
  sessions: Pick<Sessions, 'endAll'>;
  events: Pick<DomainEvents, 'publish'>;
}) {
  return async function eraseAccount(userId: string): Promise<void> {
    await deps.db.transaction(async (tx) => {
      await deps.users.update(userId, erasedUser(userId), tx);
      await deps.sessions.endAll(userId, tx);
      await deps.events.publish(tx, accountErased, { userId });
    });
  };
}
export type EraseAccount = ReturnType<typeof createAccountErasure>;
