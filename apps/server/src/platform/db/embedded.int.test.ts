import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.js';

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

describe.runIf(asRoot)('the embedded database started by root', () => {
  const outer = mkdtempSync(path.join(tmpdir(), 'market-private-'));
  afterAll(() => rmSync(outer, { recursive: true, force: true }));

  it('starts from inside private (0700) folders, opening only o+x on them and saying so in one line', async () => {
    const home = path.join(outer, 'home');
    mkdirSync(home, { mode: 0o700 });
    chmodSync(outer, 0o700);
    const notices: string[] = [];
    const db = await startEmbeddedPostgres(path.join(home, 'data'), { persistent: false, fast: true, notice: (line) => notices.push(line) });
    try {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await client.end();
    } finally {
      await db.stop();
    }
    expect(statSync(outer).mode & 0o777).toBe(0o701);
    expect(statSync(home).mode & 0o777).toBe(0o701);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(`${outer}, ${home}`);
  });
});
