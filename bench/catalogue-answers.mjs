// Whether two builds answer the catalogue benchmark's questions alike, byte for byte, on a kept data dir (BENCH_DATA_DIR,
// seeded by catalogue.mjs): each build in turn answers the same `--requests` questions of each scenario, then the answers
// are compared. An event starting or ending between the two runs may change an answer legitimately: such diffs are printed.
//   BENCH_DATA_DIR=/tmp/catalogue-50k node bench/catalogue-answers.mjs apps/server/dist-base/main.js apps/server/dist/main.js [--requests 200] [--only RE]
import { arg, cpuMsOf, databaseCpuMs, startBenchServer } from './support.mjs';
import { questionPaths } from './catalogue-questions.mjs';

const requests = arg('requests', 200);
const builds = process.argv.slice(2).filter((a) => a.endsWith('.js'));
if (builds.length !== 2 || !process.env.BENCH_DATA_DIR) throw new Error('two builds and a BENCH_DATA_DIR');

// The same questions for both builds (the generator counts on).
// `--only RE`: only the paths matching (`--only events` for the public event list's).
const only = process.argv.includes('--only') ? new RegExp(process.argv[process.argv.indexOf('--only') + 1]) : undefined;
/** The event list's words asked as the bench asks them, and besides in the other order, deeper and by longer pages. */
const eventShapes = (path, i) => [
  path,
  `${path}&sort=DESC`,
  `${path}&page=${2 + (i % 5)}`,
  `${path}&limit=50&page=${1 + (i % 3)}&sort=${i % 2 ? 'ASC' : 'DESC'}`,
];
const asked = Object.entries(questionPaths())
  .flatMap(([name, next]) => Array.from({ length: requests }, next).flatMap((path, i) => (name === 'events?q=' ? eventShapes(path, i) : [path])))
  // The benchmark's listing asks page 2 almost only: every page, and each type's, besides.
  .concat(Array.from({ length: 50 }, (_, i) => `/api/v1/products?page=${i + 1}`))
  .concat(
    ['TICKET_TIER', 'CALENDAR_FRAME', 'ONLINE_COURSE', 'E_BOOK', 'COMBO', 'RESKILL_PRICE'].flatMap((type) =>
      [1, 2, 7].map((page) => `/api/v1/products?type=${type}&page=${page}`),
    ),
  )
  // Words the index answers or leaves to PostgreSQL: capitals, single letters, digits, marks, diacritics, many words.
  .concat(
    ['HOI Thao', 'a', 'o', '1', '20', 'ha-noi', 'c++', 'hội thảo', 'đà nẵng', '%', 'a_b', 'h o i t h a o x y', 'zzzq'].flatMap((q) =>
      eventShapes(`/api/v1/events?q=${encodeURIComponent(q)}`, q.length),
    ),
  )
  .filter((path) => !only || only.test(path));

async function answersOf(build) {
  process.env.BENCH_SERVER = build;
  const server = await startBenchServer({ PUBLIC_CACHE_MAX_BYTES: '0' });
  // Asked once the in-process indexes are loaded (as catalogue.mjs measures): before, PostgreSQL answers.
  const busyMs = () => cpuMsOf(server.pid) + databaseCpuMs(server.postmasterPid);
  for (let quiet = 0, last = busyMs(), start = Date.now(); quiet < 4 && Date.now() - start < 180_000;) {
    await new Promise((r) => setTimeout(r, 500));
    const now = busyMs();
    quiet = now - last < 50 ? quiet + 1 : 0;
    last = now;
  }
  const answers = new Map();
  {
    // Each path asked twice: the second answer may come from what the first kept.
    for (const path of [...asked, ...asked]) {
      const res = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
      const body = `${res.status} ${await res.text()}`;
      if (answers.has(path) && answers.get(path) !== body) answers.set(path, `${answers.get(path)}\n-- asked again --\n${body}`);
      else answers.set(path, body);
    }
  }
  await server.stop();
  return answers;
}

const [a, b] = [await answersOf(builds[0]), await answersOf(builds[1])];
let same = 0;
const differ = [];
for (const [path, answer] of a) {
  if (b.get(path) === answer) same++;
  else differ.push(path);
}
console.log(`${a.size} questions: ${same} answered alike, ${differ.length} not`);
for (const path of differ.slice(0, 5)) console.log(`${path}\n  ${builds[0]}: ${a.get(path).slice(0, 600)}\n  ${builds[1]}: ${b.get(path).slice(0, 600)}`);
