import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { catalogueQuestions, seedCatalogueFixture } from './catalogue-fixture.seed.js';

// Recorded from the per-type reads before the index (RECORD_CATALOGUE_FIXTURE=1), committed, and asserted ever since; the
// search answers were recorded again with catalogue_search (migration 0034), which no longer ranks every match and finds
// calendars too: 35 of the 209 answers changed then (mid-word and loosely similar hits gone, mistyped words forgiven, the
// kind's order among equals, a calendars group).
const FIXTURE = new URL('./catalogue-equivalence.fixture.json', import.meta.url);

// Both ways the listing and the search box read the index: this process's mirrors of it (catalogue-index/mirror), and PostgreSQL.
// The search mirror both ways it holds entries: loaded (the seed there before it loads), and changed since its load.
describe.each([
  ['from the mirrors in memory, loaded', '1', true],
  ['from the mirrors in memory, the entries changed since their load', '1', false],
  ['from PostgreSQL', '0', false],
])('the catalogue index answers the recorded questions as it did, %s', (_way, mirror, reload) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_CACHE_MAX_BYTES: '0', CATALOGUE_MIRROR: mirror }, { demo: false });
    await seedCatalogueFixture(server.database.pool);
    // The seed is written by hand, not by a request of this process: the mirror reads it from the change log.
    await server.services.catalogueMirror?.refresh();
    await (reload ? server.services.catalogueSearchMirror?.reload() : server.services.catalogueSearchMirror?.refresh());
    expect(server.services.catalogueMirror?.ready ?? false).toBe(mirror === '1');
    expect(server.services.catalogueSearchMirror?.ready ?? false).toBe(mirror === '1');
  });
  afterAll(() => server.close());

  it('gives every search and products question of the fixed catalogue the answer stored before the index', async () => {
    const answers: Record<string, { status: number; body: unknown }> = {};
    for (const path of catalogueQuestions()) {
      const answer = await server.anonymous.get(path);
      answers[path] = { status: answer.status, body: answer.body };
    }
    // One question a line: a changed answer shows as that line in a diff.
    const lines = Object.entries(answers).map(([path, answer]) => `${JSON.stringify(path)}: ${JSON.stringify(answer)}`);
    if (process.env.RECORD_CATALOGUE_FIXTURE) writeFileSync(FIXTURE, `{\n${lines.join(',\n')}\n}\n`);
    const stored = JSON.parse(readFileSync(FIXTURE, 'utf8')) as typeof answers;
    expect(Object.keys(answers)).toEqual(Object.keys(stored));
    for (const path of Object.keys(stored)) expect(answers[path], path).toEqual(stored[path]);
  });
});
