import { eq } from 'drizzle-orm';
import { users } from '../../src/modules/identity/users/users.table.js';
import type { TestServer } from './server.js';
import { ADMIN } from './server.js';
import type { Session } from './client.js';

let counter = 0;
export const PASSWORD = 'Matkhau@123';

export function uniqueEmail(prefix = 'nguoidung'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}.${Math.random().toString(36).slice(2, 6)}@vidu.vn`;
}

export function uniquePhone(): string {
  return `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The newest code sent to a contact, read from the outbox like a person reads their inbox. */
export async function latestOtp(server: TestServer, recipient: string): Promise<string> {
  const page = await server.services.messaging.listOutbox({ recipient, page: 1, limit: 1, sort: 'DESC' });
  const body = page.data[0]?.body ?? '';
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no OTP was sent to ${recipient}`);
  return code;
}

/** Signs up with e-mail, verifies with the code from the outbox and returns the session. */
export async function signUpVerified(server: TestServer, options: { fullName?: string; email?: string } = {}): Promise<Session> {
  const email = options.email ?? uniqueEmail();
  const fullName = options.fullName ?? 'Trần Thị Bình';
  const signup = await server.anonymous.post('/api/v1/auth/signup', { contactType: 'EMAIL', email, fullName, password: PASSWORD, confirmPassword: PASSWORD });
  if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const verified = await server.anonymous.post('/api/v1/auth/verify', { email, code: await latestOtp(server, email) });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return { ...verified.body, client: server.anonymous.withToken(verified.body.accessToken) };
}

export async function loginAdmin(server: TestServer): Promise<Session> {
  const res = await server.anonymous.post('/api/v1/auth/login', ADMIN);
  if (res.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(res.body)}`);
  return { ...res.body, client: server.anonymous.withToken(res.body.accessToken) };
}

/**
 * Changes an account's role, status or deletion straight in the database, as an operator would,
 * then waits until the server has heard of it (the users trigger's notification): until then it may
 * still answer from what it remembered of the account.
 */
export async function changeAccessInDatabase(
  server: TestServer,
  userId: string,
  values: Partial<Pick<typeof users.$inferInsert, 'role' | 'status' | 'deletedAt'>>,
): Promise<void> {
  await server.database.db.update(users).set(values).where(eq(users.id, userId));
  const { access } = server.services.identity;
  for (const deadline = Date.now() + 10_000; access.get(userId) !== undefined;) {
    if (Date.now() > deadline) throw new Error(`the server did not hear that account ${userId} changed`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
