import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError, expectInvalid } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('content moderation keywords', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let user: Session;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, host, user] = await Promise.all([loginAdmin(server), signUpHost(server, 'Võ Thị Hạnh'), signUpVerified(server)]);
  });
  afterAll(() => server.close());

  it('are kept by admins only', async () => {
    for (const session of [host, user]) {
      expectError(await session.client.get('/api/v1/content-moderation/keywords'), 'INSUFFICIENT_PRIVILEGES');
      expectError(await session.client.post('/api/v1/content-moderation/keywords', { keyword: 'cờ bạc' }), 'INSUFFICIENT_PRIVILEGES');
      expectError(await session.client.put('/api/v1/content-moderation/keywords', { id: MISSING, keyword: 'x' }), 'INSUFFICIENT_PRIVILEGES');
      expectError(await session.client.delete(`/api/v1/content-moderation/keywords/${MISSING}`), 'INSUFFICIENT_PRIVILEGES');
      expectError(await session.client.post('/api/v1/content-moderation/test', { text: 'x' }), 'INSUFFICIENT_PRIVILEGES');
    }
    expectError(await server.anonymous.get('/api/v1/content-moderation/keywords'), 'UNAUTHORIZED');
    expectError(await server.anonymous.post('/api/v1/content-moderation/test', { text: 'x' }), 'UNAUTHORIZED');
  });

  it('adds, finds without diacritics, renames and deletes a keyword, refusing one already there in another case or spelling', async () => {
    const added = await admin.client.post('/api/v1/content-moderation/keywords', { keyword: '  cờ bạc ' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.keyword).toBe('cờ bạc');
    expectError(await admin.client.post('/api/v1/content-moderation/keywords', { keyword: 'CO BAC' }), 'KEYWORD_ALREADY_EXISTS');
    expectInvalid(await admin.client.post('/api/v1/content-moderation/keywords', { keyword: '!!!' }), [{ field: 'keyword', code: 'INVALID_KEYWORD' }]);

    const found = await admin.client.get('/api/v1/content-moderation/keywords?q=co%20bac');
    expect(found.body.data.map((k: { id: string }) => k.id)).toEqual([added.body.id]);
    expect(found.body.meta.total).toBe(1);

    const renamed = await admin.client.put('/api/v1/content-moderation/keywords', { id: added.body.id, keyword: 'đánh bạc' });
    expect(renamed.body).toMatchObject({ id: added.body.id, keyword: 'đánh bạc' });
    expectError(await admin.client.put('/api/v1/content-moderation/keywords', { id: MISSING, keyword: 'lừa đảo' }), 'KEYWORD_NOT_FOUND');

    expect((await admin.client.delete(`/api/v1/content-moderation/keywords/${added.body.id}`)).body).toEqual({ success: true });
    expectError(await admin.client.delete(`/api/v1/content-moderation/keywords/${added.body.id}`), 'KEYWORD_NOT_FOUND');
  });

  it('tests a text against the list at once after a change: whole words, with or without diacritics', async () => {
    await admin.client.post('/api/v1/content-moderation/keywords', { keyword: 'lừa đảo' });
    const text = 'Khoá học này không lua dao ai cả. Lừa đảo là sai.';
    const tested = await admin.client.post('/api/v1/content-moderation/test', { text });
    expect(tested.status, JSON.stringify(tested.body)).toBe(200);
    expect(tested.body.flagged).toBe(true);
    expect(tested.body.matches.map((match: { text: string }) => match.text)).toEqual(['lua dao', 'Lừa đảo']);
    const first = tested.body.matches[0];
    expect(text.slice(first.start, first.end)).toBe('lua dao');
    expect((await admin.client.post('/api/v1/content-moderation/test', { text: 'Học lửa trại đào tạo' })).body).toEqual({ flagged: false, matches: [] });
  });
});
