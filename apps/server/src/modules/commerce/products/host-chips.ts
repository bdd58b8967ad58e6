import type { HostChip } from '@market/contract';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { users } from '../../identity/users/users.table.js';

const UNKNOWN_HOST = (id: string): HostChip => ({ id, fullName: 'Nhà tổ chức', username: null, avatar: null });

/** Name, username and avatar of the hosts named, in one query. */
export async function hostChips(tx: DbOrTx, ids: readonly string[]): Promise<(id: string) => HostChip> {
  const unique = [...new Set(ids)];
  const rows = unique.length ? await tx.select({ id: users.id, fullName: users.fullName, username: users.username, avatar: users.avatar }).from(users).where(inArray(users.id, unique)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (id) => byId.get(id) ?? UNKNOWN_HOST(id);
}
