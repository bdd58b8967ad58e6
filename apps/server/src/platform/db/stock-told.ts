import type { DbOrTx } from './database.js';

/** The rows whose stock a transaction moved, by table: what it tells the other processes once it has committed. */
export type StockMoves = Map<string, Set<string>>;

// Keyed by the transaction's session, which its savepoints share (drizzle gives each savepoint an object of its own): a
// move made in a savepoint of a told transaction is recorded too.
const told = new WeakMap<object, StockMoves>();
const sessionOf = (tx: DbOrTx): object => (tx as unknown as { session?: object }).session ?? tx;

/**
 * This transaction (which has set market.stock_told, migration 0060) tells its stock moves itself once committed:
 * row-stock.ts records them from now on in what is answered. Asked again in the same transaction, the same record.
 */
export function tellStockAfterCommit(tx: DbOrTx): StockMoves {
  const session = sessionOf(tx);
  const moves = told.get(session) ?? new Map<string, Set<string>>();
  told.set(session, moves);
  return moves;
}

/** The transaction moved the stock of this row (recorded only when it tells its moves itself). */
export function stockMoved(tx: DbOrTx, table: string, id: string): void {
  const moves = told.get(sessionOf(tx));
  if (!moves) return;
  const ids = moves.get(table) ?? new Set<string>();
  ids.add(id);
  moves.set(table, ids);
}

/**
 * The transaction's work is done (its commit or rollback comes next): records no more, so that a session kept across
 * transactions (a single client rather than a pool's) does not record the next ones' moves.
 */
export function forgetStockMoves(tx: DbOrTx): void {
  told.delete(sessionOf(tx));
}
