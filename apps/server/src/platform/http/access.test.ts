import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installAccess, type Actor } from './access.js';
import { installErrorHandling } from './errors.js';

/** A public list whose answer is the same for everyone except the caller's own drafts, and a route for users. */
async function appCountingLookups() {
  const looked: string[] = [];
  const app = Fastify();
  installErrorHandling(app);
  installAccess(app, async (token) => {
    looked.push(token);
    return token === 'an' ? { id: 'an', role: 'USER' } : token === 'quan-tri' ? { id: 'quan-tri', role: 'ADMIN' } : null;
  });
  const answerCaller = async (request: { actor: Actor | null }) => ({ caller: request.actor?.id ?? null });
  app.get('/api/events', { config: { access: 'public', sameForEveryone: (query) => query.tab !== 'draft' } }, answerCaller);
  app.get('/api/me', { config: { access: 'user', sameForEveryone: () => true } }, answerCaller);
  app.post('/api/web-hooks/scheduler/reminder', { config: { access: 'scheduler' } }, async () => ({ ran: true }));
  await app.ready();
  return { app, looked };
}

const as = (token: string) => ({ authorization: `Bearer ${token}` });

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

  it('leaves a scheduler webhook’s proof to its route, looking up no account whatever the caller sends', async () => {
    const { app, looked } = await appCountingLookups();
    for (const headers of [{}, as('an'), as('quan-tri')]) {
      const answer = await app.inject({ method: 'POST', url: '/api/web-hooks/scheduler/reminder', headers });
      expect(answer.json()).toEqual({ ran: true });
    }
    expect(looked).toEqual([]);
  });
});
