import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/platform/db/database.js';
import { loginAdmin, signUpVerified } from './support/accounts.js';
import type { Session } from './support/client.js';
import { startTestServer, type TestServer } from './support/server.js';
import { eventually } from './support/wait.js';
import { checkout, tierLine } from '../src/modules/commerce/commerce.testing.js';
import { publishEvent } from '../src/modules/catalogue/events/events.testing.js';
import { signUpHost } from '../src/modules/identity/profiles/profiles.testing.js';

/** A plain GET as a browser would send it, with the answer's headers. */
async function get(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, { headers });
  return { status: res.status, headers: res.headers, body: res.status === 304 ? null : await res.json() };
}

describe('anonymous public reads from the shared cache', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let event: { id: string; slug: string; title: string; ticketTiers: { id: string; available: number }[] };

  beforeAll(async () => {
    server = await startTestServer();
    [admin, host] = await Promise.all([loginAdmin(server), signUpHost(server, 'Võ Thanh Tâm')]);
    event = await publishEvent(host, admin, { title: 'Hội thảo bộ nhớ đệm' });
  });
  afterAll(() => server.close());

  it('answers the second anonymous read of an event from the cache, with the same ETag', async () => {
    const path = `/api/v2/events/slug/${event.slug}`;
    const first = await get(server, path);
    const second = await get(server, path);
    expect(first.status).toBe(200);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(second.body).toEqual(first.body);
  });

  it('answers 304 without a body to a client that has the current version', async () => {
    const path = '/api/v2/events?limit=5';
    const first = await get(server, path, { 'accept-encoding': 'br' });
    const again = await get(server, path, { 'accept-encoding': 'br', 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('shows an edit to the next anonymous reader of the event, its lists and its host page', async () => {
    const detail = `/api/v2/events/slug/${event.slug}`;
    const list = `/api/v2/events?hostId=${host.user.id}`;
    const before = await get(server, detail);
    await get(server, list);
    const edited = await host.client.patch(`/api/v2/events/${event.id}`, { title: 'Hội thảo bộ nhớ đệm (đổi giờ)' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = await get(server, detail, { 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(after.body.title).toBe('Hội thảo bộ nhớ đệm (đổi giờ)');
    expect((await get(server, list)).body.data.map((e: { title: string }) => e.title)).toEqual(['Hội thảo bộ nhớ đệm (đổi giờ)']);
  });

  it('shows tickets held by a checkout to the next anonymous reader of the event', async () => {
    const detail = `/api/v2/events/${event.id}`;
    const before = await get(server, detail);
    const buyer = await signUpVerified(server, { fullName: 'Đặng Văn Mua' });
    await checkout(buyer, { items: [tierLine(event.ticketTiers[0]!.id, 2)] });
    const after = await get(server, detail);
    expect(after.body.ticketTiers[0].available).toBe(before.body.ticketTiers[0].available - 2);
  });

  it('shows a new follower on the host page to the next anonymous reader', async () => {
    const page = `/api/v1/users/${host.user.username}`;
    const before = await get(server, page);
    const fan = await signUpVerified(server, { fullName: 'Lý Người Hâm Mộ' });
    expect((await fan.client.post('/api/v1/follow', { hostId: host.user.id })).status).toBeLessThan(300);
    expect((await get(server, page)).body.followerCount).toBe(before.body.followerCount + 1);
  });

  it('never shares a signed-in answer, and never serves one from the cache', async () => {
    const draft = await host.client.post('/api/v2/events/draft', { title: 'Bản nháp riêng tư' });
    expect(draft.status).toBe(201);
    const path = `/api/v2/events/${draft.body.id}`;
    // The owner sees the draft, privately, with a tag to revalidate.
    const own = await host.client.get(path);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
    expect(own.headers.get('x-cache')).toBeNull();
    expect(own.headers.get('etag')).toMatch(/^W\//);
    // A visitor after them does not, and neither does the owner's tag fetch it from the shared cache.
    expect((await get(server, path)).status).toBe(404);
    expect((await get(server, path, { 'if-none-match': own.headers.get('etag')! })).status).toBe(404);
    // A signed-in reader of a public page computes their own answer, even when it is cached for visitors.
    const slug = `/api/v2/events/slug/${event.slug}`;
    await get(server, slug);
    const signedIn = await admin.client.get(slug);
    expect(signedIn.headers.get('x-cache')).toBeNull();
    expect(signedIn.body.canEdit).toBe(true);
    expect((await get(server, slug)).body.canEdit).toBe(false);
  });

  it('keeps private answers out of the cache', async () => {
    const before = server.app.publicCache!.stats().entries;
    expect((await get(server, '/api/v1/auth/me')).status).toBe(401);
    await host.client.get('/api/v1/auth/me');
    await host.client.get('/api/v1/events/mine');
    expect(server.app.publicCache!.stats().entries).toBe(before);
  });

  it('drops on every server process what a write on one of them changed', async () => {
    // A second process of the same deployment: its own app and pool on the same database.
    const database = openDatabase(server.database.url, { max: 3 });
    const other = await buildApp({ ...server.config, jobWorker: false }, database, { logger: false });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const otherUrl = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
      const path = `/api/v1/events/detail-by-id/${event.id}`;
      const read = () => fetch(`${otherUrl}${path}`).then(async (r) => ({ cache: r.headers.get('x-cache'), title: (await r.json()).title as string }));
      await read();
      expect((await read()).cache).toBe('HIT');
      const edited = await host.client.patch(`/api/v2/events/${event.id}`, { title: 'Hội thảo bộ nhớ đệm (hai máy chủ)' });
      expect(edited.status).toBe(200);
      // The notice crosses PostgreSQL (LISTEN/NOTIFY), so it arrives a moment after the write answers.
      await eventually(async () => (await read()).title === 'Hội thảo bộ nhớ đệm (hai máy chủ)', 10_000, 'the other process to drop its entry');
    } finally {
      await other.app.close();
      await database.close();
    }
  });
});
