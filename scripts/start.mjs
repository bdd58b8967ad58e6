// `npm start`: builds whatever is missing or older than its sources, then runs the server
// (embedded PostgreSQL unless DATABASE_URL is set) and, in a process of its own beside it, the content
// service (port CMS_PORT, 1337 by default). Ctrl-C stops both and the database.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function buildIfStale(name, output, sources, command) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changed = Math.max(...sources.map((s) => newestMtime(s)));
  if (built && built >= changed) return;
  console.log(`Đang build ${name}...`);
  execSync(command, { cwd: root, stdio: 'inherit' });
}

const contract = at('packages/contract/src');
buildIfStale('web', at('apps/web/dist/index.html'), [at('apps/web/src'), at('apps/web/index.html'), contract], 'npm run build -w apps/web');
buildIfStale('server', at('apps/server/dist/main.js'), [at('apps/server/src'), contract], 'npm run build -w apps/server');
buildIfStale('content service', at('apps/cms/dist/main.js'), [at('apps/cms/src'), contract], 'npm run build -w apps/cms');

const startedAt = Date.now();
// The server passes the web's content reads (GET /cms/api/*) to the service started below.
process.env.CMS_URL ??= `http://127.0.0.1:${process.env.CMS_PORT ?? 1337}`;
await import(at('apps/server/dist/main.js'));

/**
 * The embedded cluster the server starts in this process picks a free port: its postmaster.pid
 * (written at this start, by a live process, saying "ready") tells which. The cluster listens on
 * 127.0.0.1 with the postgres / postgres account (see apps/server/src/platform/db/embedded.ts).
 */
async function embeddedDatabaseUrl() {
  const pidFile = path.resolve(process.env.DATA_DIR ?? './.data', 'postgres', 'postmaster.pid');
  for (;;) {
    try {
      if (statSync(pidFile).mtimeMs >= startedAt - 1000) {
        const lines = readFileSync(pidFile, 'utf8').split('\n');
        process.kill(Number(lines[0]), 0);
        if (lines[7]?.trim() === 'ready') return `postgres://postgres:postgres@127.0.0.1:${lines[3]?.trim()}/postgres`;
      }
    } catch {
      // not written yet, or left by a cluster that is gone: wait for this start's
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const cmsDatabaseUrl = process.env.CMS_DATABASE_URL ?? process.env.DATABASE_URL ?? (await embeddedDatabaseUrl());
const cms = spawn(process.execPath, ['--max-old-space-size=128', at('apps/cms/dist/main.js')], {
  stdio: 'inherit',
  env: { ...process.env, CMS_DATABASE_URL: cmsDatabaseUrl },
});
cms.on('exit', (code, signal) => {
  if (code) console.error(`Dịch vụ nội dung đã dừng (mã ${code ?? signal})`);
});
// Ctrl-C reaches both processes; a signal sent to this one alone is passed on, before the database stops.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => cms.exitCode === null && cms.kill('SIGTERM'));
process.on('exit', () => cms.exitCode === null && cms.kill('SIGTERM'));
