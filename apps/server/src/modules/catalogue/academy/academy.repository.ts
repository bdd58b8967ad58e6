import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { academyParts, type AcademyItemRow, type AcademyPartRow } from './academy.table.js';

/** Whose academy: a host's id, or null for the platform's. */
export type AcademyOwner = string | null;
const ownedBy = (owner: AcademyOwner): SQL => (owner === null ? isNull(academyParts.ownerId) : eq(academyParts.ownerId, owner));

export interface AcademyPartValues {
  title: string;
  description: string | null;
  position: number;
  items: AcademyItemRow[];
}

export function createAcademyRepository(db: DbOrTx) {
  return {
    /** The parts in page order (position, then the order they were added). */
    async listParts(owner: AcademyOwner, tx: DbOrTx = db): Promise<AcademyPartRow[]> {
      return tx.select().from(academyParts).where(ownedBy(owner)).orderBy(asc(academyParts.position), asc(academyParts.createdAt), asc(academyParts.id));
    },

    async findPart(owner: AcademyOwner, id: string, tx: DbOrTx = db): Promise<AcademyPartRow | undefined> {
      const [row] = await tx
        .select()
        .from(academyParts)
        .where(and(ownedBy(owner), eq(academyParts.id, id)));
      return row;
    },

    async findById(id: string, tx: DbOrTx = db): Promise<AcademyPartRow | undefined> {
      const [row] = await tx.select().from(academyParts).where(eq(academyParts.id, id));
      return row;
    },

    async insert(owner: AcademyOwner, values: AcademyPartValues, tx: DbOrTx = db): Promise<AcademyPartRow> {
      const [row] = await tx
        .insert(academyParts)
        .values({ ownerId: owner, ...values })
        .returning();
      return row!;
    },

    async update(id: string, values: AcademyPartValues, tx: DbOrTx = db): Promise<AcademyPartRow> {
      const [row] = await tx
        .update(academyParts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(academyParts.id, id))
        .returning();
      return row!;
    },

    async deleteAllOf(owner: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(academyParts).where(eq(academyParts.ownerId, owner));
    },

    async delete(id: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(academyParts).where(eq(academyParts.id, id));
    },
  };
}
export type AcademyRepository = ReturnType<typeof createAcademyRepository>;
