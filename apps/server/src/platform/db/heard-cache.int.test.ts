import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/database.js';
import { eventually } from '../../../test/support/wait.js';
import { createHeardCache, hearChanges } from './heard-cache.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CHANNEL = 'ghi_chu_changes';

/**
 * Another server process: it keeps each note it reads in a heard cache and answers, for each line `id`
 * on its stdin, the note (kept, or read and kept) and whether it was kept already.
 */
const OTHER_PROCESS = `
import { createInterface } from 'node:readline';
import pg from 'pg';
import { createHeardCache, hearChanges } from './src/platform/db/heard-cache.ts';
const db = new pg.Client({ connectionString: process.env.TEST_DB_URL });
await db.connect();
const cache = createHeardCache({ maxEntries: 100, maxAgeMs: 60_000 });
let lost = 0;
const told = { forget: cache.forget, setListening: (heard) => { if (!heard) lost += 1; cache.setListening(heard); } };
hearChanges(told, { url: process.env.TEST_DB_URL, channel: '${CHANNEL}', applicationName: 'heard-cache-other' });
for await (const id of createInterface({ input: process.stdin })) {
  if (id === 'listening?') { console.log(JSON.stringify({ listening: cache.listening, lost })); continue; }
  const kept = cache.get(id);
  if (kept !== undefined) { console.log(JSON.stringify({ id, body: kept, kept: true })); continue; }
  const since = cache.generation();
  const { rows } = await db.query('select body from ghi_chu where id = $1', [id]);
  cache.set(id, rows[0]?.body ?? null, since);
  console.log(JSON.stringify({ id, body: rows[0]?.body ?? null, kept: false }));
}
`;

describe('a cache kept while heard, across server processes', () => {
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let admin: pg.Client;
  let other: ChildProcess;
  let answers: AsyncIterator<string>;
  const ask = async (line: string) => {
    other.stdin!.write(`${line}\n`);
    return JSON.parse((await answers.next()).value as string) as { body?: string | null; kept?: boolean; listening?: boolean; lost?: number };
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    admin = new pg.Client({ connectionString: testDb.url });
    await admin.connect();
    await admin.query(`create table ghi_chu (id text primary key, body text not null)`);
    await admin.query(`create function ghi_chu_changed() returns trigger language plpgsql as $$
      begin perform pg_notify('${CHANNEL}', coalesce(new.id, old.id)); return null; end $$`);
    await admin.query(`create trigger ghi_chu_changed after insert or update or delete on ghi_chu for each row execute function ghi_chu_changed()`);
    await admin.query(`insert into ghi_chu values ('n1', 'bản đầu'), ('n2', 'không đổi')`);
    other = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', OTHER_PROCESS], {
      cwd: serverDir,
      env: { ...process.env, TEST_DB_URL: testDb.url },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    answers = createInterface({ input: other.stdout! })[Symbol.asyncIterator]();
    await eventually(async () => (await ask('listening?')).listening, 20_000, 'the other process listening');
  }, 60_000);
  afterAll(async () => {
    other?.kill();
    await admin.end();
    await testDb.drop();
  });

  it('a write made by this process drops the key in the other one, and only that key', async () => {
    expect(await ask('n1')).toEqual({ id: 'n1', body: 'bản đầu', kept: false });
    await ask('n2');
    expect(await ask('n1')).toMatchObject({ body: 'bản đầu', kept: true });
    await admin.query(`update ghi_chu set body = 'bản sửa' where id = 'n1'`);
    await eventually(async () => (await ask('n1')).body === 'bản sửa', 10_000, 'the other process reading the write');
    expect(await ask('n2')).toMatchObject({ body: 'không đổi', kept: true });
  });

  it('a reconnection of the other process’s listener drops everything it kept', async () => {
    await ask('n2');
    expect(await ask('n2')).toMatchObject({ kept: true });
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'heard-cache-other'`);
    // Listening again after the loss was told (the terminated connection is noticed a moment later).
    await eventually(async () => ((await ask('listening?')).lost ?? 0) >= 1 && (await ask('listening?')).listening, 20_000, 'listening again');
    expect(await ask('n2')).toMatchObject({ body: 'không đổi', kept: false });
  });

  it('two caches in this process hear a write made through a third connection, committed or not', async () => {
    const caches = [0, 1].map(() => createHeardCache<string>({ maxEntries: 10, maxAgeMs: 60_000 }));
    const listeners = caches.map((cache, i) => hearChanges(cache, { url: testDb.url, channel: CHANNEL, applicationName: `heard-cache-here-${i}` }));
    await eventually(async () => caches.every((cache) => cache.listening), 10_000, 'both listening');
    for (const cache of caches) cache.set('n2', 'không đổi', cache.generation());
    // A rolled-back write says nothing: notifications are sent at commit.
    await admin.query('begin');
    await admin.query(`update ghi_chu set body = 'bỏ' where id = 'n2'`);
    await admin.query('rollback');
    await admin.query(`insert into ghi_chu values ('n3', 'mới')`);
    await eventually(async () => caches.every((cache) => cache.generation() > 1), 10_000, 'the insert heard');
    expect(caches.map((cache) => cache.get('n2'))).toEqual(['không đổi', 'không đổi']);
    await admin.query(`delete from ghi_chu where id = 'n2'`);
    await eventually(async () => caches.every((cache) => cache.get('n2') === undefined), 10_000, 'the delete heard by both');
    await Promise.all(listeners.map((listener) => listener.close()));
  });
});
