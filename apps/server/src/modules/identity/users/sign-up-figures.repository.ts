import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { hostProfileEvents, hostProfiles } from '../hosts/hosts.table.js';
import { users } from './users.table.js';

/** Who joined in a window of time, for the admin's figures of the day. */
export function createSignUpFigures(db: DbOrTx) {
  return {
    /**
     * Accounts created in [start, end) (deleted ones left out), and people who became hosts then:
     * an application approved in the window, or an account created as a host in it (a host with no
     * approved application: one who applied counts on the day of the approval), each person once.
     */
    async count(window: { start: Date; end: Date }, tx: DbOrTx = db): Promise<{ newUsers: number; newHosts: number }> {
      const s = window.start.toISOString();
      const e = window.end.toISOString();
      const created = sql`${users.createdAt} >= ${s}::timestamptz and ${users.createdAt} < ${e}::timestamptz and ${users.deletedAt} is null`;
      const approved = sql`select ${hostProfiles.userId} as user_id, ${hostProfileEvents.createdAt} as at from ${hostProfileEvents}
        join ${hostProfiles} on ${hostProfiles.id} = ${hostProfileEvents.hostProfileId} where ${hostProfileEvents.toStatus} = 'HOST_APPROVED'`;
      const result = await tx.execute(sql`
        select
          (select count(*) from ${users} where ${created}) as new_users,
          (select count(*) from (
             select ${users.id} from ${users}
              where ${created} and ${users.role} = 'HOST' and not exists (select 1 from (${approved}) a where a.user_id = ${users.id})
             union
             select a.user_id from (${approved}) a where a.at >= ${s}::timestamptz and a.at < ${e}::timestamptz
          ) became) as new_hosts`);
      const row = result.rows[0] ?? {};
      return { newUsers: Number(row.new_users ?? 0), newHosts: Number(row.new_hosts ?? 0) };
    },
  };
}
export type SignUpFigures = ReturnType<typeof createSignUpFigures>;
