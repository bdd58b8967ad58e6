import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../src/platform/db/embedded.js';
import { eventually } from './wait.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stderr, and its log lines (warnings and worse, by LOG_LEVEL). */
  output: string[];
}

/**
 * A real server process, as production runs several behind a load balancer: a crash is an exit, not
 * an exception a test runner catches. Resolves once it answers its health check.
 */
export async function startServerProcess(
  databaseUrl: string | null,
  env: Record<string, string>,
  options: { ownGroup?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  // Without a database URL the process starts its own embedded one under DATA_DIR, as `npm start` does.
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      OTP_RESEND_SECONDS: '0',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'market-node-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Leading a process group of its own, as a shell runs `npm start` in the foreground (see stopServerProcess's `group`).
    detached: options.ownGroup === true,
  });
  const output: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stdout!.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    // pino writes JSON lines; the start-up banner is plain text and not kept.
    if (text.includes('"level":')) output.push(text);
  });
  const url = `http://127.0.0.1:${port}`;
  await eventually(
    () =>
      fetch(`${url}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      ),
    60_000,
    `server process on ${port}`,
  );
  return { url, child, output };
}

/** How long a stopping server may take (its own shutdown waits at most 10 s for a scheduled task). */
const STOP_GRACE_MS = 45_000;

export const isRunning = (server: ServerProcess) => server.child.exitCode === null && server.child.signalCode === null;

/**
 * SIGTERM by default, as an orchestrator stops a node; resolves with the exit code. `group`: to every
 * process of the server's group (started with `ownGroup`), as a terminal's Ctrl-C reaches a foreground job.
 */
export function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM', options: { group?: boolean } = {}): Promise<number | null> {
  return new Promise((resolve) => {
    if (!isRunning(server)) return resolve(server.child.exitCode);
    // A server that does not stop within STOP_GRACE_MS is killed and answers null (a test expecting 0 fails, saying so, and its
    // output is printed) rather than leaving the test to time out without a word.
    const grace = setTimeout(() => {
      process.stderr.write(`server ${server.url} still running ${STOP_GRACE_MS} ms after ${signal}; killed. Its output:\n${server.output.join('')}\n`);
      server.child.kill('SIGKILL');
    }, STOP_GRACE_MS);
    server.child.once('exit', (code) => {
      clearTimeout(grace);
      resolve(code);
    });
    if (options.group) process.kill(-server.child.pid!, signal);
    else server.child.kill(signal);
  });
}
