/** What the profile and follow tests share: hosts and categories made directly in the database. */
import type { CategoryStatus } from '@market/contract';
import { expect } from 'vitest';
import { changeAccessInDatabase, signUpVerified } from '../../../../test/support/accounts.js';
import type { ApiResponse, Session } from '../../../../test/support/client.js';
import type { TestServer } from '../../../../test/support/server.js';
import { categories } from '../../catalogue/categories/categories.table.js';

let counter = 0;

/** A signed-up account turned HOST (the approval flow is another part); the token carries the new role on the next call. */
export async function signUpHost(server: TestServer, fullName = 'Lê Minh Khoa'): Promise<Session> {
  const session = await signUpVerified(server, { fullName });
  await changeAccessInDatabase(server, session.user.id, { role: 'HOST' });
  return { ...session, user: { ...session.user, role: 'HOST' } };
}

export async function makeCategory(server: TestServer, values: { name?: string; parentId?: string; status?: CategoryStatus } = {}) {
  counter += 1;
  const name = values.name ?? `Danh mục ${counter}`;
  const [row] = await server.database.db
    .insert(categories)
    .values({
      name,
      slug: `danh-muc-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 7)}`,
      parentId: values.parentId ?? null,
      status: values.status ?? 'ACTIVE',
    })
    .returning();
  return row!;
}

/** A 400 INVALID_INPUT_PARAMS naming these fields (whatever their generic wording). */
export function expectInvalidFields(res: ApiResponse, fields: string[]): void {
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('INVALID_INPUT_PARAMS');
  expect([...new Set((res.body.message as { field: string }[]).map((e) => e.field))].sort()).toEqual([...fields].sort());
}
