import type { HostChip } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import { createUsersRepository } from '../../identity/index.js';

const UNKNOWN_HOST = (id: string): HostChip => ({ id, fullName: 'Nhà tổ chức', username: null, avatar: null });

/** Name, username and avatar of the hosts named, in one query; a host since deleted shows as "Nhà tổ chức". */
export async function hostChips(ids: readonly string[], tx: DbOrTx): Promise<(id: string) => HostChip> {
  const rows = await createUsersRepository(tx).findChips(ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (id) => byId.get(id) ?? UNKNOWN_HOST(id);
}
