import { sql, type SQL } from 'drizzle-orm';

/** Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until every domain event published so far was delivered to its subscribers (no delivery due
 * is still pending): what a write told the other contexts has happened. Fails on a delivery that failed once.
 */
export async function eventsDelivered(db: { execute(query: SQL): Promise<{ rows: unknown[] }> }, timeoutMs = 15_000): Promise<void> {
  await eventually(
    async () => {
      const { rows } = await db.execute(
        sql`select kind, last_error from scheduled_tasks
            where kind like 'event:%' and (state = 'FAILED' or (state = 'PENDING' and (run_at <= now() or last_error is not null))) limit 1`,
      );
      const [row] = rows as { kind: string; last_error: string | null }[];
      // A failed try is retried a minute later: the test would pass on what was not done.
      if (row?.last_error) throw new Error(`${row.kind} failed: ${row.last_error}`);
      return !row;
    },
    timeoutMs,
    'domain events to be delivered',
  );
}
