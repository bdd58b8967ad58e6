import { calls, type Call } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginAdmin } from '../../../test/support/accounts.js';
import type { Session } from '../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { makeEventCategory, publishEvent } from '../../modules/catalogue/events/events.testing.js';
import { signUpHost } from '../../modules/identity/profiles/profiles.testing.js';
import { ErrorResponse } from './route.js';
import { fastSerializerOf } from './serializer.js';

/** What the zod serializer wrote before: the answer checked and re-encoded by its schema, then JSON.stringify. */
const zodWrites = (schema: z.ZodType, value: unknown) => JSON.stringify(z.encode(schema, value as never));

describe('answers written from their response schemas', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let event: { slug: string; id: string };

  beforeAll(async () => {
    server = await startTestServer();
    [admin, host] = await Promise.all([loginAdmin(server), signUpHost(server, 'Đặng Thu Hà')]);
    const category = await makeEventCategory(server, 'Hội thảo "AI" & dữ liệu');
    event = await publishEvent(host, admin, {
      title: 'Hội thảo\nnhiều dòng\t"trích dẫn" \\ 🎉',
      eventCategoryIds: [category.id],
      sessionType: 'SESSION',
      sessions: [
        { startAt: '2030-01-02T01:00:00.000Z', endAt: '2030-01-02T03:00:00.000Z', title: 'Buổi 1' },
        { startAt: '2030-01-03T01:00:00.000Z', endAt: '2030-01-03T03:00:00.000Z', capacity: 30 },
      ],
      ticketTiers: [
        { name: 'Vé thường', price: 150_000, capacity: 100 },
        { name: 'Vé miễn phí', price: 0, capacity: 10, description: 'Dành cho sinh viên' },
      ],
    });
    await host.client.patch(`/api/v1/users/${host.user.username}`, { bio: 'Giới thiệu </script> ngắn', socialContacts: { FACEBOOK: 'https://fb.com/ha' } });
  });
  afterAll(() => server.close());

  const cases: [string, string, Call][] = [
    ['an event detail (dates, nulls, nested lists)', 'detail', calls.events.getBySlug],
    ['the host directory (a page of cards)', '/api/v2/users/list?limit=50', calls.profiles.hostDirectory],
    ['the event categories with their counts', '/api/v1/event-categories', calls.eventCategories.list],
    ['the public event list', '/api/v1/events?limit=50', calls.events.list],
  ];
  for (const [what, path, call] of cases)
    it(`writes ${what} byte for byte as JSON.stringify of the zod-encoded answer`, async () => {
      const res = await fetch(`${server.url}${path === 'detail' ? `/api/v2/events/slug/${event.slug}` : path}`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toBe(zodWrites(call.response!, JSON.parse(text)));
    });

  it('writes a host page (optional contacts, nested sections) as zod and JSON.stringify would', async () => {
    const res = await fetch(`${server.url}/api/v1/users/${host.user.username}`);
    const text = await res.text();
    expect(JSON.parse(text).socialContacts).toEqual({ FACEBOOK: 'https://fb.com/ha' });
    expect(text).toBe(zodWrites(calls.profiles.get.response!, JSON.parse(text)));
  });

  it('writes errors of either shape (a message, or a list of field errors) as before', async () => {
    const missing = await fetch(`${server.url}/api/v2/events/slug/khong-co-su-kien-nay`);
    expect(missing.status).toBe(404);
    const invalid = await fetch(`${server.url}/api/v2/users/list?limit=-1`);
    expect(invalid.status).toBe(400);
    for (const text of [await missing.text(), await invalid.text()]) expect(text).toBe(zodWrites(ErrorResponse, JSON.parse(text)));
  });

  it('leaves out absent optional fields and properties the schema does not list, as zod did', () => {
    const schema = z.object({
      id: z.string(),
      note: z.string().nullable(),
      extra: z.number().optional(),
      kind: z.union([z.object({ a: z.literal('x') }), z.object({ b: z.number() })]),
      when: z.iso.datetime().nullable(),
    });
    const write = fastSerializerOf(schema)!;
    for (const value of [
      { id: '1', note: null, kind: { a: 'x' }, when: null, secret: 'not listed' },
      { id: '2', note: 'có dấu "và" \u2028', extra: 3, kind: { b: 2 }, when: '2030-01-02T01:00:00.000Z' },
    ])
      expect(write(value)).toBe(zodWrites(schema, value));
  });

  it('keeps the zod serializer for a schema whose JSON Schema cannot say what it writes', () => {
    expect(fastSerializerOf(z.object({ at: z.date() }))).toBeNull();
    expect(fastSerializerOf(z.string().transform((s) => s.length))).toBeNull();
  });
});
