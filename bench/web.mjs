// How fast the web app's public pages reach a visitor: the JavaScript `/` and `/events` load before
// their first paint (gzip), and the time headless Chromium takes to show the first event card of
// `/events` against the running product with its demo data. Prints figures; it is not a test.
//   node bench/web.mjs [--runs 5] [--no-build] [--sizes-only]   (builds the product first unless --no-build)
// The functions handed to the page (addInitScript, waitForFunction, evaluate) run in the browser:
/* global MutationObserver, document, requestAnimationFrame, window, performance */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ARGS, CHROMIUM, root, startServer } from '../scripts/e2e-support.mjs';
import { chromium } from 'playwright-core';

const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(argv[runsAt + 1]) : 5;
// WEB_DIST (as the server reads it) measures another build, e.g. an older one for a before/after.
const dist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');

/** The pages measured: the path a visitor opens and the route module React Router loads for it. */
const PAGES = [
  { path: '/', source: 'src/app/pages/HomePage.tsx' },
  { path: '/events', source: 'src/features/events/EventsPage.tsx' },
];

/**
 * The scripts a page needs before it can paint: the entry chunk and its static imports (the
 * modulepreloads of index.html), then the page's lazy route chunk and its static imports, which
 * React Router loads before rendering the route. Each file counted once, gzip level 9 as served.
 */
function initialScripts(manifest, source) {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) walk(next);
  };
  walk(entry[0]);
  if (!manifest[source]) throw new Error(`${source} is not a chunk of the build`);
  walk(source);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

function printSizes() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  console.log('\ninitial JavaScript before first paint (gzip -9, as served)\n');
  for (const page of PAGES) {
    const files = initialScripts(manifest, page.source);
    const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length }));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`${page.path.padEnd(10)} ${(total / 1024).toFixed(1).padStart(7)} KB in ${files.length} files`);
    for (const s of sizes.sort((a, b) => b.gzip - a.gzip).slice(0, 6)) console.log(`${''.padEnd(12)}${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${s.file}`);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Opens `/events` in a fresh signed-out browser context each run and times navigation start → the
 * frame after the first event card enters the page (recorded in the page, so the driver's own
 * round trips are not counted).
 */
async function timeFirstEvents(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  const times = [];
  const calls = [];
  try {
    // A warm-up visit so the server's first-request costs (JIT, caches) are not charged to run 1.
    for (let run = 0; run <= RUNS; run++) {
      const context = await browser.newContext({ locale: 'vi-VN', viewport: { width: 1280, height: 800 } });
      await context.addInitScript(() => {
        new MutationObserver((_records, observer) => {
          // The panel's first card (a selector older builds match too, for a before/after).
          if (!document.querySelector('#events-panel article')) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            window.firstEventCardAt = performance.now();
          });
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      const seen = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/')) seen.push(new URL(request.url()).pathname);
      });
      await page.goto(`${url}/events`, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.firstEventCardAt !== undefined, undefined, { timeout: 30_000 });
      // Where the time went: the page's HTML, its scripts, and the list request (resource timing).
      const ms = await page.evaluate(() => {
        const [nav] = performance.getEntriesByType('navigation');
        const resources = performance.getEntriesByType('resource');
        const scripts = resources.filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'));
        const list = resources.find((entry) => entry.name.includes('/api/v2/events'));
        return {
          card: window.firstEventCardAt,
          html: nav?.responseEnd ?? 0,
          scripts: Math.max(0, ...scripts.map((entry) => entry.responseEnd)),
          listStart: list?.startTime ?? NaN,
          listEnd: list?.responseEnd ?? NaN,
        };
      });
      if (run > 0) times.push(ms);
      if (run === 1) calls.push(...seen);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`\n/events, signed out, headless Chromium, ${RUNS} runs after one warm-up`);
  const cards = times.map((t) => t.card);
  const at = (key) => median(times.map((t) => t[key])).toFixed(0);
  console.log(
    `first event card shown: median ${median(cards).toFixed(0)} ms, best ${Math.min(...cards).toFixed(0)} ms, worst ${Math.max(...cards).toFixed(0)} ms`,
  );
  console.log(`medians: HTML ${at('html')} ms, last script ${at('scripts')} ms, list request ${at('listStart')} → ${at('listEnd')} ms`);
  console.log(`API calls before it: ${calls.join(', ') || 'none'}`);
}

if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: apt-get install -y chromium`);
// startServer builds the product (npm run build); --no-build only prints the sizes of the last build.
if (argv.includes('--sizes-only')) {
  if (!argv.includes('--no-build')) execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
  printSizes();
} else {
  const server = await startServer({ build: !argv.includes('--no-build') });
  try {
    printSizes();
    await timeFirstEvents(server.url);
  } finally {
    await server.stop();
  }
}
