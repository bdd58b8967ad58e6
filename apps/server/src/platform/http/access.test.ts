import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installAccess, type Actor } from './access.js';
import { installErrorHandling } from './errors.js';

/** A public list whose answer is the same for everyone except the caller's own drafts, and a route for users. */
async function appCountingLookups() {
  const looked: string[] = [];
  const app = Fastify();
  installErrorHandling(app);
  installAccess(
    app,
    async (token) => {
      looked.push(token);
      return token === 'an' ? { id: 'an', role: 'USER' } : token === 'quan-tri' ? { id: 'quan-tri', role: 'ADMIN' } : null;
    },
    { schedulerSecret: SECRET },
  );
  const answerCaller = async (request: { actor: Actor | null }) => ({ caller: request.actor?.id ?? null });
  app.get('/api/events', { config: { access: 'public', sameForEveryone: (query) => query.tab !== 'draft' } }, answerCaller);
  app.get('/api/me', { config: { access: 'user', sameForEveryone: () => true } }, answerCaller);
  app.post('/api/web-hooks/scheduler/reminder', { config: { access: 'scheduler' } }, async () => ({ ran: true }));
  await app.ready();
  return { app, looked };
}

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const SECRET = 'bi-mat-cua-bo-hen-gio-0123456789abcdef';

describe('the access guard', () => {
  it('does not look up who asks a public call whose answer is the same for everyone', async () => {
    const { app, looked } = await appCountingLookups();
    const list = await app.inject({ url: '/api/events?tab=future', headers: as('an') });
    expect(list.json()).toEqual({ caller: null });
    expect(looked).toEqual([]);
  });

  it('still looks up the caller where the answer is theirs, and on every protected call', async () => {
    const { app, looked } = await appCountingLookups();
    const drafts = await app.inject({ url: '/api/events?tab=draft', headers: as('an') });
    expect(drafts.json()).toEqual({ caller: 'an' });
    // A route for signed-in users checks its caller whatever it declares about its answers.
    const me = await app.inject({ url: '/api/me', headers: as('an') });
    expect(me.json()).toEqual({ caller: 'an' });
    expect(looked).toEqual(['an', 'an']);
  });

  it('refuses a scheduler webhook without the shared secret, whoever calls it', async () => {
    const { app } = await appCountingLookups();
    const hook = (headers: Record<string, string>) => app.inject({ method: 'POST', url: '/api/web-hooks/scheduler/reminder', headers });
    const attempts: Record<string, string>[] = [
      {},
      as('an'),
      as('quan-tri'),
      { 'x-scheduler-secret': 'doan-mo' },
      { 'x-scheduler-secret': SECRET.slice(0, -1) },
    ];
    for (const headers of attempts) {
      const answer = await hook(headers);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('lets a scheduler webhook through with the shared secret, in its header or as a bearer token', async () => {
    const { app } = await appCountingLookups();
    for (const headers of [{ 'x-scheduler-secret': SECRET }, as(SECRET)]) {
      const answer = await app.inject({ method: 'POST', url: '/api/web-hooks/scheduler/reminder', headers });
      expect(answer.json()).toEqual({ ran: true });
    }
  });
});
