import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCms, type TestCms } from './support.js';
import { capturingMailer, testAppOptions, USER_KEYS } from './up-support.js';

const mail = capturingMailer();
let cms: TestCms;
beforeAll(async () => {
  cms = await startTestCms({ app: testAppOptions({ mailer: mail.mailer, emailConfirmation: true }) });
});
afterAll(async () => cms?.close());

/** Every string anywhere in an answer. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Every key anywhere in an answer. */
function keys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keys);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keys(v)]);
  return [];
}
const SECRET_KEYS = ['password', 'resetPasswordToken', 'confirmationToken', 'reset_password_token', 'confirmation_token'];

describe('what the console reads of accounts and roles', () => {
  it('never answers a password hash, a reset code or a confirmation code, in any account or role answer', async () => {
    const created = await cms.call('POST', '/users', { as: 'editor', body: { username: 'bientap', email: 'bientap@example.com', password: 'Secret@123' } });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    // A pending reset and a pending confirmation: both codes are stored beside the hash.
    await cms.call('POST', '/auth/forgot-password', { body: { email: 'bientap@example.com' } });
    await cms.call('POST', '/auth/local/register', { body: { username: 'chuaxacnhan', email: 'chuaxacnhan@example.com', password: 'Secret@123' } });
    const { rows } = await cms.pool.query<{ secret: string }>(
      `select unnest(array[password, reset_password_token, confirmation_token]) as secret from cms.up_users where username in ('bientap', 'chuaxacnhan')`,
    );
    const secrets = rows.map((r) => r.secret).filter(Boolean);
    expect(secrets.length).toBeGreaterThanOrEqual(4);

    const roles = await cms.call('GET', '/users-permissions/roles', { as: 'editor' });
    const role = roles.body.roles.find((r: { type: string }) => r.type === 'editor');
    const answers = [
      created,
      await cms.call('GET', '/users?populate=*', { as: 'editor' }),
      await cms.call('GET', '/users?populate=role', { as: 'editor' }),
      await cms.call('GET', `/users/${id}?populate=role`, { as: 'editor' }),
      await cms.call('PUT', `/users/${id}`, { as: 'editor', body: { blocked: true, role: role.id } }),
      roles,
      await cms.call('GET', `/users-permissions/roles/${role.id}`, { as: 'editor' }),
      await cms.call('DELETE', `/users/${id}`, { as: 'editor' }),
    ];
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
      for (const secret of secrets) expect(strings(answer.body)).not.toContain(secret);
      expect(keys(answer.body).filter((k) => SECRET_KEYS.includes(k))).toEqual([]);
    }
    for (const user of answers[1]!.body) expect(Object.keys(user).sort()).toEqual([...USER_KEYS, 'role'].sort());
  });
});
