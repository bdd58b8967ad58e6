import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
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
      await tx.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
    async revokeAllForUser(userId: string, tx: DbOrTx = db) {
      await tx.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
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
    async countOtpAttempt(id: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.update(otps).set({ attempts: sql`${otps.attempts} + 1` }).where(eq(otps.id, id)).returning({ attempts: otps.attempts });
      return row?.attempts ?? 0;
    },
    /** Conditional, so one code can never be used twice even by concurrent requests. */
    async consumeOtp(id: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.update(otps).set({ consumedAt: sql`now()` }).where(and(eq(otps.id, id), isNull(otps.consumedAt))).returning({ id: otps.id });
      return rows.length === 1;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
