import type { AdminEmailsQuery, EmailCollectionsQuery, PageQuery } from '@market/contract';
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { emailCollections, subscriptionEmails } from './mailing.table.js';
import { likeContaining } from '../../../platform/db/search.js';

export type EmailCollectionRow = typeof emailCollections.$inferSelect;
export type SubscriptionEmailRow = typeof subscriptionEmails.$inferSelect;

/** Newsletter sign-ups, personal subscription addresses and the combined e-mail export. */
export function createMailingRepository(db: DbOrTx) {
  return {
    async findCollectionByEmail(email: string, tx: DbOrTx = db): Promise<EmailCollectionRow | undefined> {
      const [row] = await tx.select().from(emailCollections).where(eq(emailCollections.email, email));
      return row;
    },
    /** Undefined when the e-mail is already collected. */
    async insertCollection(
      values: { email: string; fullName?: string | null; source?: string | null },
      tx: DbOrTx = db,
    ): Promise<EmailCollectionRow | undefined> {
      const [row] = await tx.insert(emailCollections).values(values).onConflictDoNothing().returning();
      return row;
    },
    async updateCollection(
      id: string,
      values: Partial<Pick<EmailCollectionRow, 'status' | 'fullName' | 'source'>>,
      tx: DbOrTx = db,
    ): Promise<EmailCollectionRow | undefined> {
      const [row] = await tx
        .update(emailCollections)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(emailCollections.id, id))
        .returning();
      return row;
    },
    async deleteCollection(id: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.delete(emailCollections).where(eq(emailCollections.id, id)).returning({ id: emailCollections.id });
      return rows.length > 0;
    },
    async listCollections(query: EmailCollectionsQuery, tx: DbOrTx = db): Promise<{ rows: EmailCollectionRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(emailCollections.status, query.status));
      if (query.q) {
        const pattern = likeContaining(query.q);
        conditions.push(
          or(
            sql`${emailCollections.email} like lower(${pattern})`,
            sql`immutable_unaccent(lower(coalesce(${emailCollections.fullName}, ''))) like immutable_unaccent(lower(${pattern}))`,
          )!,
        );
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const order =
        query.sort === 'ASC' ? [asc(emailCollections.createdAt), asc(emailCollections.id)] : [desc(emailCollections.createdAt), desc(emailCollections.id)];
      const [rows, [totalRow]] = await Promise.all([
        tx
          .select()
          .from(emailCollections)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ total: count() }).from(emailCollections).where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },

    /** Verified accounts' e-mails and active newsletter e-mails, one line per address. */
    async listAllEmails(
      query: AdminEmailsQuery,
      tx: DbOrTx = db,
    ): Promise<{ rows: { email: string; fullName: string | null; source: 'USER' | 'NEWSLETTER' | 'BOTH'; createdAt: Date }[]; total: number }> {
      const filter = query.q ? sql`where c.email like lower(${likeContaining(query.q)})` : sql``;
      const direction = query.sort === 'ASC' ? sql`asc` : sql`desc`;
      const result = await tx.execute<{
        email: string;
        full_name: string | null;
        source: 'USER' | 'NEWSLETTER' | 'BOTH';
        created_at: string | Date;
        total: string | number;
      }>(sql`
        with c as (
          select lower(email) as email, full_name, 'USER' as source, created_at from users
            where email is not null and email_verified_at is not null and deleted_at is null
          union all
          select email, full_name, 'NEWSLETTER' as source, created_at from email_collections where status = 'ACTIVE'
        )
        select c.email,
               (array_agg(c.full_name order by c.source desc) filter (where c.full_name is not null))[1] as full_name,
               case when count(distinct c.source) > 1 then 'BOTH' else min(c.source) end as source,
               min(c.created_at) as created_at,
               count(*) over () as total
        from c ${filter}
        group by c.email
        order by min(c.created_at) ${direction}, c.email
        limit ${query.limit} offset ${offsetOf(query)}`);
      const rows = result.rows.map((r) => ({ email: r.email, fullName: r.full_name, source: r.source, createdAt: new Date(r.created_at) }));
      let total = Number(result.rows[0]?.total ?? 0);
      if (!result.rows.length && query.page > 1) {
        const counted = await tx.execute<{ total: string | number }>(sql`
          select count(*) as total from (
            select lower(email) as email from users where email is not null and email_verified_at is not null and deleted_at is null
            union select email from email_collections where status = 'ACTIVE'
          ) c ${filter}`);
        total = Number(counted.rows[0]?.total ?? 0);
      }
      return { rows, total };
    },

    async insertSubscription(values: { userId: string; email: string; topics: string[] }, tx: DbOrTx = db): Promise<SubscriptionEmailRow | undefined> {
      const [row] = await tx.insert(subscriptionEmails).values(values).onConflictDoNothing().returning();
      return row;
    },
    async findSubscription(userId: string, id: string, tx: DbOrTx = db): Promise<SubscriptionEmailRow | undefined> {
      const [row] = await tx
        .select()
        .from(subscriptionEmails)
        .where(and(eq(subscriptionEmails.id, id), eq(subscriptionEmails.userId, userId)));
      return row;
    },
    async updateSubscription(
      userId: string,
      id: string,
      values: Partial<Pick<SubscriptionEmailRow, 'email' | 'topics' | 'isActive'>>,
      tx: DbOrTx = db,
    ): Promise<SubscriptionEmailRow | undefined> {
      const [row] = await tx
        .update(subscriptionEmails)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(subscriptionEmails.id, id), eq(subscriptionEmails.userId, userId)))
        .returning();
      return row;
    },
    async deleteSubscription(userId: string, id: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .delete(subscriptionEmails)
        .where(and(eq(subscriptionEmails.id, id), eq(subscriptionEmails.userId, userId)))
        .returning({ id: subscriptionEmails.id });
      return rows.length > 0;
    },
    async deleteSubscriptionsOf(userId: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(subscriptionEmails).where(eq(subscriptionEmails.userId, userId));
    },
    async listSubscriptions(userId: string, query: PageQuery, tx: DbOrTx = db): Promise<{ rows: SubscriptionEmailRow[]; total: number }> {
      const where = eq(subscriptionEmails.userId, userId);
      const order =
        query.sort === 'ASC'
          ? [asc(subscriptionEmails.createdAt), asc(subscriptionEmails.id)]
          : [desc(subscriptionEmails.createdAt), desc(subscriptionEmails.id)];
      const [rows, [totalRow]] = await Promise.all([
        tx
          .select()
          .from(subscriptionEmails)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ total: count() }).from(subscriptionEmails).where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },
  };
}
export type MailingRepository = ReturnType<typeof createMailingRepository>;
