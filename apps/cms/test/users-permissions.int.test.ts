import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCms, type TestCms } from './support.js';
import { capturingMailer, DEMO_EDITOR, register, signIn, testAppOptions, USER_KEYS } from './up-support.js';

const mail = capturingMailer();
let cms: TestCms;
beforeAll(async () => {
  cms = await startTestCms({ app: testAppOptions({ mailer: mail.mailer }) });
});
afterAll(async () => cms?.close());

const codeOf = (link: string | null, name: string) => new URL(link ?? 'http://none').searchParams.get(name);

describe('users-permissions sign-in', () => {
  it('POST /auth/local/register answers a token and the account, never its password; a taken e-mail is refused', async () => {
    const answer = await cms.call('POST', '/auth/local/register', { body: { username: 'lan', email: 'Lan@Example.com', password: 'Secret@123' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      jwt: expect.any(String),
      user: expect.objectContaining({ username: 'lan', email: 'lan@example.com', provider: 'local', confirmed: true }),
    });
    expect(Object.keys(answer.body.user).sort()).toEqual(USER_KEYS);
    const again = await cms.call('POST', '/auth/local/register', { body: { username: 'lan2', email: 'lan@example.com', password: 'Secret@123' } });
    expect(again.body).toEqual({ data: null, error: { status: 400, name: 'ApplicationError', message: expect.any(String), details: {} } });
    const bad = await cms.call('POST', '/auth/local/register', { body: { username: 'x', email: 'not-an-email' } });
    expect(bad.body.error).toMatchObject({
      status: 400,
      name: 'ValidationError',
      details: { errors: expect.arrayContaining([expect.objectContaining({ path: ['email'] })]) },
    });
  });

  it('POST /auth/local signs in by e-mail or username and refuses a wrong password alike', async () => {
    await register(cms, 'minh');
    const byEmail = await cms.call('POST', '/auth/local', { body: { identifier: 'MINH@example.com', password: 'Secret@123' } });
    expect(byEmail.body).toEqual({ jwt: expect.any(String), user: expect.objectContaining({ username: 'minh' }) });
    expect((await cms.call('POST', '/auth/local', { body: { identifier: 'minh', password: 'Secret@123' } })).status).toBe(200);
    const wrong = await cms.call('POST', '/auth/local', { body: { identifier: 'minh', password: 'nope-nope' } });
    const unknown = await cms.call('POST', '/auth/local', { body: { identifier: 'nobody', password: 'nope-nope' } });
    expect(wrong.body.error).toMatchObject({ status: 400, name: 'ValidationError' });
    expect(unknown.body.error).toEqual(wrong.body.error);
  });

  it('POST /auth/forgot-password mails a code that POST /auth/reset-password takes once', async () => {
    await register(cms, 'hoa', 'Old@12345');
    expect((await cms.call('POST', '/auth/forgot-password', { body: { email: 'hoa@example.com' } })).body).toEqual({ ok: true });
    expect((await cms.call('POST', '/auth/forgot-password', { body: { email: 'nobody@example.com' } })).body).toEqual({ ok: true });
    const code = codeOf(mail.lastLink('hoa@example.com'), 'code');
    expect(code).toBeTruthy();
    const stored = await cms.pool.query("select reset_password_token from cms.up_users where username = 'hoa'");
    expect(stored.rows[0].reset_password_token).not.toBe(code);
    const mismatch = await cms.call('POST', '/auth/reset-password', { body: { code, password: 'New@12345', passwordConfirmation: 'Other@123' } });
    expect(mismatch.body.error).toMatchObject({ status: 400, name: 'ValidationError' });
    const reset = await cms.call('POST', '/auth/reset-password', { body: { code, password: 'New@12345', passwordConfirmation: 'New@12345' } });
    expect(reset.body).toEqual({ jwt: expect.any(String), user: expect.objectContaining({ username: 'hoa' }) });
    await signIn(cms, 'hoa', 'New@12345');
    const reused = await cms.call('POST', '/auth/reset-password', { body: { code, password: 'Again@123', passwordConfirmation: 'Again@123' } });
    expect(reused.body.error).toMatchObject({ status: 400, name: 'ValidationError' });
  });

  it('POST /auth/change-password needs the current password and a signed-in account', async () => {
    const { jwt } = await register(cms, 'tuan', 'Old@12345');
    expect(
      (await cms.call('POST', '/auth/change-password', { body: { currentPassword: 'Old@12345', password: 'New@12345', passwordConfirmation: 'New@12345' } }))
        .body.error,
    ).toMatchObject({
      status: 403,
      name: 'ForbiddenError',
    });
    const wrong = await cms.call('POST', '/auth/change-password', {
      token: jwt,
      body: { currentPassword: 'Bad@12345', password: 'New@12345', passwordConfirmation: 'New@12345' },
    });
    expect(wrong.body.error).toMatchObject({ status: 400, name: 'ValidationError' });
    const changed = await cms.call('POST', '/auth/change-password', {
      token: jwt,
      body: { currentPassword: 'Old@12345', password: 'New@12345', passwordConfirmation: 'New@12345' },
    });
    expect(changed.body).toEqual({ jwt: expect.any(String), user: expect.objectContaining({ username: 'tuan' }) });
    await signIn(cms, 'tuan', 'New@12345');
  });

  it('GET /auth/email-confirmation and POST /auth/send-email-confirmation: an account waits for its link when confirmation is on', async () => {
    const confirming = await startTestCms({ databaseUrl: cms.databaseUrl, app: testAppOptions({ mailer: mail.mailer, emailConfirmation: true }) });
    try {
      const registered = await confirming.call('POST', '/auth/local/register', { body: { username: 'mai', email: 'mai@example.com', password: 'Secret@123' } });
      expect(registered.body).toEqual({ user: expect.objectContaining({ username: 'mai', confirmed: false }) });
      expect((await confirming.call('POST', '/auth/local', { body: { identifier: 'mai', password: 'Secret@123' } })).body.error).toMatchObject({
        status: 400,
        name: 'ApplicationError',
      });
      const resent = await confirming.call('POST', '/auth/send-email-confirmation', { body: { email: 'mai@example.com' } });
      expect(resent.body).toEqual({ email: 'mai@example.com', sent: true });
      const token = codeOf(mail.lastLink('mai@example.com'), 'confirmation');
      expect((await confirming.call('GET', '/auth/email-confirmation?confirmation=wrong')).body.error).toMatchObject({ status: 400, name: 'ValidationError' });
      const confirmed = await fetch(`${confirming.url}/auth/email-confirmation?confirmation=${token}`, { redirect: 'manual' });
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get('location')).toBe('http://web.example/confirmed');
      await signIn(confirming, 'mai', 'Secret@123');
      expect((await confirming.call('POST', '/auth/send-email-confirmation', { body: { email: 'mai@example.com' } })).body.error).toMatchObject({
        status: 400,
        name: 'ApplicationError',
      });
    } finally {
      await confirming.close();
    }
  });

  it('refuses a client that keeps guessing passwords with RateLimitError', async () => {
    const strict = await startTestCms({ databaseUrl: cms.databaseUrl, app: testAppOptions({ mailer: mail.mailer, authPerMinute: 2 }) });
    try {
      const guess = () => strict.call('POST', '/auth/local', { body: { identifier: 'minh', password: 'guess-guess' } });
      expect((await guess()).status).toBe(400);
      expect((await guess()).status).toBe(400);
      expect((await guess()).body).toEqual({ data: null, error: { status: 429, name: 'RateLimitError', message: expect.any(String), details: {} } });
    } finally {
      await strict.close();
    }
  });

  it('GET /connect/{provider} sends the browser to the provider, GET /auth/{provider}/callback signs in whom it vouches for', async () => {
    const connect = await fetch(`${cms.url}/connect/github`, { redirect: 'manual' });
    expect(connect.status).toBe(302);
    expect(connect.headers.get('location')).toMatch(/^https:\/\/provider\.example\/authorize\?state=\w+/);
    expect((await cms.call('GET', '/connect/myspace')).body.error).toMatchObject({ status: 400, name: 'ApplicationError' });
    const first = await cms.call('GET', '/auth/github/callback?access_token=good-linh');
    expect(first.body).toEqual({
      jwt: expect.any(String),
      user: expect.objectContaining({ username: 'linh', email: 'linh@social.example', provider: 'github', confirmed: true }),
    });
    const second = await cms.call('GET', '/auth/github/callback?access_token=good-linh');
    expect(second.body.user.id).toBe(first.body.user.id);
    expect((await cms.call('GET', '/auth/github/callback?access_token=forged')).body.error).toMatchObject({ status: 400, name: 'ApplicationError' });
  });
});

describe('roles decide who may call each route', () => {
  it('seeds the editor account with the demo admin e-mail and password; its token writes content, Public and Authenticated only read', async () => {
    const editor = await signIn(cms, DEMO_EDITOR.email, DEMO_EDITOR.password);
    const { jwt: member } = await register(cms, 'docgia');
    const faq = { data: { question: 'Hỏi?', answer: 'Đáp.', group: 'GENERAL' } };
    expect((await cms.call('POST', '/faqs', { body: faq })).body.error).toMatchObject({ status: 403, name: 'ForbiddenError' });
    expect((await cms.call('POST', '/faqs', { token: member, body: faq })).body.error).toMatchObject({ status: 403, name: 'ForbiddenError' });
    const created = await cms.call('POST', '/faqs', { token: editor, body: faq });
    expect(created.status).toBe(200);
    expect((await cms.call('PUT', `/faqs/${created.body.data.id}`, { token: member, body: { data: { question: 'Sửa?' } } })).status).toBe(403);
    expect((await cms.call('GET', `/faqs/${created.body.data.id}`)).status).toBe(200);
    expect((await cms.call('GET', '/faqs', { token: member })).status).toBe(200);
    expect((await cms.call('GET', '/faqs', { token: 'not-a-token' })).body.error).toMatchObject({ status: 401, name: 'UnauthorizedError' });
  });

  it('GET /users-permissions/roles and GET /users-permissions/roles/{id}: Public, Authenticated and Editor with their grants, to admins only', async () => {
    expect((await cms.call('GET', '/users-permissions/roles')).status).toBe(403);
    const roles = await cms.call('GET', '/users-permissions/roles', { as: 'editor' });
    expect(roles.body.roles.map((r: { type: string }) => r.type)).toEqual(['public', 'authenticated', 'editor']);
    expect(roles.body.roles[0]).toEqual({
      id: expect.any(Number),
      name: 'Public',
      description: expect.any(String),
      type: 'public',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      nb_users: 0,
    });
    const publicRole = await cms.call('GET', `/users-permissions/roles/${roles.body.roles[0].id}`, { as: 'editor' });
    const faq = publicRole.body.role.permissions['api::faq'].controllers.faq;
    expect(faq).toEqual({
      find: { enabled: true, policy: '' },
      findOne: { enabled: true, policy: '' },
      create: { enabled: false, policy: '' },
      update: { enabled: false, policy: '' },
      delete: { enabled: false, policy: '' },
    });
    expect(publicRole.body.role.permissions['plugin::users-permissions'].controllers.auth.callback.enabled).toBe(true);
    expect((await cms.call('GET', '/users-permissions/roles/999999', { as: 'editor' })).body.error).toMatchObject({ status: 404, name: 'NotFoundError' });
  });

  it('GET /users-permissions/permissions lists every action, none enabled', async () => {
    const answer = await cms.call('GET', '/users-permissions/permissions', { as: 'editor' });
    expect(answer.body.permissions['api::article'].controllers.article.create).toEqual({ enabled: false, policy: '' });
    expect(answer.body.permissions['plugin::upload'].controllers['content-api'].upload).toEqual({ enabled: false, policy: '' });
    expect((await cms.call('GET', '/users-permissions/permissions')).status).toBe(403);
  });

  it('POST /users-permissions/roles, PUT /users-permissions/roles/{id}, DELETE /users-permissions/roles/{id}: a new role writes what it is granted, until it is not', async () => {
    const grant = (create: boolean) => ({ 'api::faq': { controllers: { faq: { create: { enabled: create }, find: { enabled: true } } } } });
    expect((await cms.call('POST', '/users-permissions/roles', { body: { name: 'Reviewer' } })).status).toBe(403);
    expect(
      (await cms.call('POST', '/users-permissions/roles', { as: 'editor', body: { name: 'Người duyệt', description: 'Duyệt FAQ', permissions: grant(true) } }))
        .body,
    ).toEqual({ ok: true });
    const role = (await cms.call('GET', '/users-permissions/roles', { as: 'editor' })).body.roles.find((r: { type: string }) => r.type === 'nguoi_duyet');
    const { jwt, id } = await register(cms, 'duyet');
    expect((await cms.call('PUT', `/users/${id}`, { as: 'editor', body: { role: role.id } })).body.role.type).toBe('nguoi_duyet');
    const faq = { data: { question: 'Hỏi?', answer: 'Đáp.', group: 'GENERAL' } };
    expect((await cms.call('POST', '/faqs', { token: jwt, body: faq })).status).toBe(200);
    expect((await cms.call('POST', '/articles', { token: jwt, body: { data: { title: 'x' } } })).status).toBe(403);
    expect((await cms.call('PUT', `/users-permissions/roles/${role.id}`, { as: 'editor', body: { permissions: grant(false) } })).body).toEqual({ ok: true });
    expect((await cms.call('POST', '/faqs', { token: jwt, body: faq })).status).toBe(403);
    expect((await cms.call('DELETE', `/users-permissions/roles/${role.id}`, { as: 'editor' })).body).toEqual({ ok: true });
    expect((await cms.call('GET', `/users/${id}?populate=role`, { as: 'editor' })).body.role.type).toBe('authenticated');
    const publicId = (await cms.call('GET', '/users-permissions/roles', { as: 'editor' })).body.roles[0].id;
    expect((await cms.call('DELETE', `/users-permissions/roles/${publicId}`, { as: 'editor' })).body.error).toMatchObject({
      status: 400,
      name: 'ApplicationError',
    });
  });

  it('a read Public loses is refused to Public at once', async () => {
    const roles = (await cms.call('GET', '/users-permissions/roles', { as: 'editor' })).body.roles;
    const publicId = roles[0].id;
    const tree = (await cms.call('GET', `/users-permissions/roles/${publicId}`, { as: 'editor' })).body.role.permissions;
    tree['api::hashtag'].controllers.hashtag.find.enabled = false;
    await cms.call('PUT', `/users-permissions/roles/${publicId}`, { as: 'editor', body: { permissions: tree } });
    expect((await cms.call('GET', '/hashtags')).body.error).toMatchObject({ status: 403, name: 'ForbiddenError' });
    expect((await cms.call('GET', '/hashtags', { as: 'editor' })).status).toBe(200);
    tree['api::hashtag'].controllers.hashtag.find.enabled = true;
    await cms.call('PUT', `/users-permissions/roles/${publicId}`, { as: 'editor', body: { permissions: tree } });
    expect((await cms.call('GET', '/hashtags')).status).toBe(200);
  });
});

describe('users', () => {
  it('GET /users and GET /users/count: not to Public nor to a member; to admins, bare and without secrets', async () => {
    const { jwt } = await register(cms, 'anh');
    for (const path of ['/users', '/users/count']) {
      expect((await cms.call('GET', path)).body.error).toMatchObject({ status: 403, name: 'ForbiddenError' });
      expect((await cms.call('GET', path, { token: jwt })).status).toBe(403);
    }
    const list = await cms.call('GET', '/users?populate=role', { as: 'editor' });
    expect(Array.isArray(list.body)).toBe(true);
    for (const user of list.body) expect(Object.keys(user).sort()).toEqual([...USER_KEYS, 'role'].sort());
    expect((await cms.call('GET', '/users/count', { as: 'editor' })).body).toBe(list.body.length);
  });

  it('POST /users creates an account (201); GET /users/{id} shows it to admins and to itself', async () => {
    const created = await cms.call('POST', '/users', {
      as: 'editor',
      body: { username: 'binh', email: 'binh@example.com', password: 'Secret@123', confirmed: true },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ username: 'binh', role: { type: 'authenticated' } });
    expect((await cms.call('POST', '/users', { body: { username: 'x1', email: 'x1@example.com', password: 'Secret@123' } })).status).toBe(403);
    const jwt = await signIn(cms, 'binh', 'Secret@123');
    expect((await cms.call('GET', `/users/${created.body.id}`, { token: jwt })).body.username).toBe('binh');
    const other = await register(cms, 'chi');
    expect((await cms.call('GET', `/users/${other.id}`, { token: jwt })).status).toBe(403);
    expect((await cms.call('GET', `/users/${other.id}`, { as: 'editor' })).body.username).toBe('chi');
  });

  it('GET /users/me answers the signed-in account; Public is refused', async () => {
    const { jwt, id } = await register(cms, 'dung');
    const me = await cms.call('GET', '/users/me?populate=role', { token: jwt });
    expect(me.body).toMatchObject({ id, username: 'dung', role: { type: 'authenticated' } });
    expect(me.body).not.toHaveProperty('password');
    expect((await cms.call('GET', '/users/me')).body.error).toMatchObject({ status: 403, name: 'ForbiddenError' });
  });

  it("PUT /users/{id}: an account changes its own name, never another's, its role or its block", async () => {
    const a = await register(cms, 'giang');
    const b = await register(cms, 'khanh');
    expect((await cms.call('PUT', `/users/${a.id}`, { token: a.jwt, body: { username: 'giang2' } })).body.username).toBe('giang2');
    expect((await cms.call('PUT', `/users/${b.id}`, { token: a.jwt, body: { username: 'hacked' } })).body.error).toMatchObject({
      status: 403,
      name: 'ForbiddenError',
    });
    expect((await cms.call('PUT', `/users/${a.id}`, { token: a.jwt, body: { role: 3 } })).status).toBe(403);
    expect((await cms.call('PUT', `/users/${b.id}`, { body: { username: 'hacked' } })).status).toBe(403);
    expect((await cms.call('PUT', `/users/${b.id}`, { as: 'editor', body: { blocked: true } })).body.blocked).toBe(true);
    expect((await cms.call('GET', '/users/me', { token: b.jwt })).status).toBe(401);
  });

  it('DELETE /users/{id}: admins only', async () => {
    const { jwt, id } = await register(cms, 'long');
    expect((await cms.call('DELETE', `/users/${id}`, { token: jwt })).status).toBe(403);
    expect((await cms.call('DELETE', `/users/${id}`, { as: 'editor' })).body).toMatchObject({ id, username: 'long' });
    expect((await cms.call('GET', `/users/${id}`, { as: 'editor' })).status).toBe(404);
  });
});

describe('cms-routes.tsv', () => {
  it('has a test above or in upload.int.test.ts for each upload, connect, auth, roles and users line', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const tests = ['users-permissions.int.test.ts', 'upload.int.test.ts'].map((f) => readFileSync(path.join(here, f), 'utf8')).join('\n');
    const lines = readFileSync(path.join(here, '../../../docs/spec/cms-routes.tsv'), 'utf8')
      .split('\n')
      .filter((l) => /^(GET|POST|PUT|DELETE)\t\/(upload|connect|auth|users)/.test(l))
      .map((l) => l.split('\t').slice(0, 2).join(' '));
    expect(lines.length).toBe(27);
    for (const line of lines) expect(tests, line).toContain(line);
  });
});
