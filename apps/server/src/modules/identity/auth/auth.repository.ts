import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { OtpPurpose } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import { otps, refreshTokens, type OtpRow } from './auth.table.js';

export function createAuthRepository(db: DbOrTx) {
  return {
    async insertRefreshToken(values: typeof refreshTokens.$inferInsert, tx: DbOrTx = db) {
      await tx.insert(refreshTokens).values(values);
    },
    async findRefreshToken(tokenHash: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },
    /** Marks a token used only if nobody used it first; false means it was already spent. */
    async spendRefreshToken(id: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },
    async revokeFamily(familyId: string, tx: DbOrTx = db) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
    async revokeAllForUser(userId: string, tx: DbOrTx = db) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    /** A new code supersedes every open one for the same contact and purpose. */
    async replaceOtp(values: typeof otps.$inferInsert, tx: DbOrTx = db) {
      await tx
        .update(otps)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(otps.contact, values.contact), eq(otps.purpose, values.purpose), isNull(otps.consumedAt)));
      const [row] = await tx.insert(otps).values(values).returning();
      return row!;
    },
    async latestOpenOtp(contact: string, purpose: OtpPurpose, tx: DbOrTx = db): Promise<OtpRow | undefined> {
      const [row] = await tx
        .select()
        .from(otps)
        .where(and(eq(otps.contact, contact), eq(otps.purpose, purpose), isNull(otps.consumedAt)))
        .orderBy(desc(otps.createdAt))
        .limit(1);
      return row;
    },
    async recentOtpExists(contact: string, purpose: OtpPurpose, sinceSeconds: number, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: otps.id })
        .from(otps)
        .where(and(eq(otps.contact, contact), eq(otps.purpose, purpose), gt(otps.createdAt, sql`now() - make_interval(secs => ${sinceSeconds})`)))
        .limit(1);
      return Boolean(row);
    },
    /**
     * Takes one try of an open code before it is compared, in one conditional statement, so guesses
     * sent in parallel can never exceed the limit. Undefined when no try is left (or it was spent).
     */
    async claimOtpAttempt(id: string, maxRetries: number, tx: DbOrTx = db): Promise<number | undefined> {
      const [row] = await tx
        .update(otps)
        .set({ attempts: sql`${otps.attempts} + 1` })
        .where(and(eq(otps.id, id), isNull(otps.consumedAt), lt(otps.attempts, maxRetries)))
        .returning({ attempts: otps.attempts });
      return row?.attempts;
    },
    /** A right code checked without being spent gives its try back. */
    async returnOtpAttempt(id: string, tx: DbOrTx = db) {
      await tx
        .update(otps)
        .set({ attempts: sql`greatest(${otps.attempts} - 1, 0)` })
        .where(eq(otps.id, id));
    },
    /** Conditional, so one code can never be used twice even by concurrent requests. */
    async consumeOtp(id: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(otps)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(otps.id, id), isNull(otps.consumedAt)))
        .returning({ id: otps.id });
      return rows.length === 1;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
