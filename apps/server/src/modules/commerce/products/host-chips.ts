import type { HostChip } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import { createUsersRepository } from '../../identity/index.js';

const UNKNOWN_HOST = (id: string): HostChip => ({ id, fullName: 'Nhà tổ chức', username: null, avatar: null });

/**
 * One users repository per database handle: its statement is built and prepared once, not at every
 * quotation, cart and checkout (a transaction's handle is short-lived and goes with its entry).
 */
const repositories = new WeakMap<DbOrTx, ReturnType<typeof createUsersRepository>>();
const repositoryOf = (tx: DbOrTx) => {
  let repository = repositories.get(tx);
  if (!repository) repositories.set(tx, (repository = createUsersRepository(tx)));
  return repository;
};

/**
 * Name, username and avatar of the hosts named, in one query; a host since deleted shows as "Nhà tổ chức".
 * Hosts already `known` (read with the products, null: no such account) are not asked again: when
 * every one is known, no query is sent.
 */
export async function hostChips(ids: readonly string[], tx: DbOrTx, known?: ReadonlyMap<string, HostChip | null>): Promise<(id: string) => HostChip> {
  const wanted = known ? ids.filter((id) => !known.has(id)) : ids;
  const rows = wanted.length ? await repositoryOf(tx).findChips(wanted) : [];
  const byId = new Map<string, HostChip | null>(known);
  for (const row of rows) byId.set(row.id, row);
  return (id) => byId.get(id) ?? UNKNOWN_HOST(id);
}
