import { errorMessage, type BulkCreateResult, type BulkCreateRowResult } from '@market/contract';
import { BULK_CREATE_QUEUE } from '@market/contract';
import { z } from 'zod';
import type { Db } from '../../../platform/db/database.js';
import { defineJob } from '../../../platform/jobs/queue.js';
import { usernameBase } from '../users/user.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { NewUserRow } from '../users/users.table.js';
import type { AdminUsersRepository } from './admin-users.repository.js';
import { checkRows, RawRow, refused } from './bulk-rows.js';

export const BATCH_SIZE = 200;

const created = (row: { row: number; fullName: string; email: string | null; phone: string | null }): BulkCreateRowResult => ({
  row: row.row,
  fullName: row.fullName,
  email: row.email,
  phone: row.phone,
  status: 'CREATED',
  code: null,
  reason: null,
});
const suffix = () => Math.random().toString(36).slice(2, 8);

/**
 * Creates the accounts of an uploaded file, 200 a transaction. A bad row (invalid, repeated in the
 * file, already an account) is reported and never stops the others. Accounts are verified and have
 * no password: each person sets one through "Quên mật khẩu".
 */
export function bulkCreateUsersJob(deps: { db: Db; users: UsersRepository; repo: AdminUsersRepository }) {
  return defineJob({
    name: BULK_CREATE_QUEUE,
    payload: z.object({ rows: z.array(RawRow) }),
    retryLimit: 0,
    async handle(payload, context): Promise<BulkCreateResult> {
      const checked = checkRows(payload.rows);
      const results = new Map<number, BulkCreateRowResult>();
      for (const c of checked) if (!c.ok) results.set(c.result.row, c.result);
      const valid = checked.flatMap((c) => (c.ok ? [c] : []));
      for (let start = 0; start < valid.length; start += BATCH_SIZE) {
        const batch = valid.slice(start, start + BATCH_SIZE);
        await deps.db.transaction(async (tx) => {
          const taken = await deps.repo.takenContacts(
            batch.flatMap((r) => (r.email ? [r.email] : [])),
            batch.flatMap((r) => (r.phone ? [r.phone] : [])),
            tx,
          );
          const fresh = batch.filter((r) => {
            if (r.email && taken.emails.has(r.email)) results.set(r.row, refused(r, 'EMAIL_ALREADY_IN_USE'));
            else if (r.phone && taken.phones.has(r.phone)) results.set(r.row, refused(r, 'PHONE_NUMBER_ALREADY_IN_USE'));
            else return true;
            return false;
          });
          const now = new Date();
          const values: NewUserRow[] = fresh.map((r) => ({
            fullName: r.fullName,
            email: r.email,
            phone: r.phone,
            role: r.role,
            username: `${usernameBase(r.fullName)}-${suffix()}`,
            loginMethod: 'CREDENTIALS',
            emailVerifiedAt: r.email ? now : null,
            phoneVerifiedAt: r.phone ? now : null,
          }));
          const inserted = await deps.repo.insertIgnoringConflicts(values, tx);
          const done = new Set(inserted.map((u) => u.email ?? u.phone));
          for (const r of fresh) {
            if (done.has(r.email ?? r.phone)) {
              results.set(r.row, created(r));
              continue;
            }
            // Skipped by a unique key: an account created meanwhile, or (rarely) a username taken.
            const again = await deps.repo.takenContacts(r.email ? [r.email] : [], r.phone ? [r.phone] : [], tx);
            if (again.emails.size) results.set(r.row, refused(r, 'EMAIL_ALREADY_IN_USE'));
            else if (again.phones.size) results.set(r.row, refused(r, 'PHONE_NUMBER_ALREADY_IN_USE'));
            else {
              const { username: _taken, ...value } = values[fresh.indexOf(r)]!;
              await deps.users.create(value, tx);
              results.set(r.row, created(r));
            }
          }
        });
        await context.reportProgress(Math.min(99, ((start + batch.length) / Math.max(valid.length, 1)) * 100));
      }
      const rows = payload.rows.map((raw) => results.get(raw.row) ?? refused(raw, 'INVALID_INPUT_PARAMS', errorMessage('INVALID_INPUT_PARAMS')));
      const createdCount = rows.filter((r) => r.status === 'CREATED').length;
      return { total: rows.length, created: createdCount, refused: rows.length - createdCount, rows };
    },
  });
}
