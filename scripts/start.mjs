// `npm start`: builds whatever is missing or older than its sources, then runs the server
// (embedded PostgreSQL unless DATABASE_URL is set). Ctrl-C stops the server and the database.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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

await import(at('apps/server/dist/main.js'));
