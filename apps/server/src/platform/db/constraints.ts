import { TransactionRollbackError } from 'drizzle-orm';
import { slugify } from '@market/contract';
import { AppError } from '../http/errors.js';

/** PostgreSQL's unique_violation, as pg raises it or as Drizzle wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * PostgreSQL's foreign_key_violation: the row referred to is gone, or is still referred to (a
 * reference declared ON DELETE RESTRICT answers restrict_violation instead).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return [e?.code, e?.cause?.code].some((code) => code === '23503' || code === '23001');
}

/** PostgreSQL's exclusion_violation: the row collides with another under an EXCLUDE constraint. */
export function isExclusionViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23P01' || e?.cause?.code === '23P01';
}

/** PostgreSQL's deadlock_detected: two transactions waited on each other and this one was chosen to fail. */
export function isDeadlock(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '40P01' || e?.cause?.code === '40P01';
}

/**
 * Inserts a row under a slug. A slug the person typed is theirs or nobody's (taken →
 * SLUG_ALREADY_EXISTS); one made from the name gets -2, -3… until free. `insert` answers undefined
 * when the slug is taken (ON CONFLICT DO NOTHING), so racing inserts never both win.
 */
export async function insertWithSlug<T>(wanted: { slug?: string | undefined; name: string }, insert: (slug: string) => Promise<T | undefined>): Promise<T> {
  if (wanted.slug) {
    const row = await insert(wanted.slug);
    if (!row) throw new AppError('SLUG_ALREADY_EXISTS');
    return row;
  }
  const base = slugify(wanted.name) || 'muc';
  for (let n = 1; n <= 20; n++) {
    const row = await insert(n === 1 ? base : `${base}-${n}`);
    if (row) return row;
  }
  const row = await insert(`${base}-${Math.random().toString(36).slice(2, 8)}`);
  if (!row) throw new AppError('SLUG_ALREADY_EXISTS');
  return row;
}

/** Runs an update that may change a slug; a taken one answers SLUG_ALREADY_EXISTS. */
export async function updatingSlug<T>(update: () => Promise<T>): Promise<T> {
  try {
    return await update();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('SLUG_ALREADY_EXISTS');
    throw error;
  }
}

/** A (nested) transaction the code rolled back on purpose with `tx.rollback()`. */
export function isTransactionRollback(error: unknown): boolean {
  return error instanceof TransactionRollbackError;
}
