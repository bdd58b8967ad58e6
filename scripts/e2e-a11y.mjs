// Browser tests of accessibility: axe-core's WCAG 2.1 A/AA rules on every public page, with the demo
// data, at a desktop and a phone size. Any serious or critical violation fails, printed with its targets.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PHONE, TIMEOUT, waitFor, newBrowser } from './e2e-support.mjs';

/* global document, window -- the functions handed to page.evaluate run in the page */

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/** Waits on a loaded 2-core machine: generous, never a sleep. */
const SLOW = { timeout: 4 * TIMEOUT };

/** The public pages, each with what shows once its content (not a placeholder) is on screen. */
const PAGES = [
  { name: 'the home page', path: '/', ready: (page) => page.getByTestId('product-card').first() },
  { name: 'the events', path: '/events', ready: (page) => page.getByTestId('event-card').first() },
  { name: 'an event', path: (links) => links.event, ready: (page) => page.getByRole('heading', { level: 1 }) },
  { name: 'the courses', path: '/courses', ready: (page) => page.getByTestId('course-card').first() },
  { name: 'a course', path: (links) => links.course, ready: (page) => page.getByRole('heading', { level: 1 }) },
  { name: 'the e-books', path: '/ebooks', ready: (page) => page.getByTestId('ebook-card').first() },
  { name: 'the hosts', path: '/hosts', ready: (page) => page.getByRole('link', { name: /Trần Minh Đức/ }).first() },
  { name: 'a host', path: '/hosts/tran-minh-duc', ready: (page) => page.getByTestId('follower-count') },
  {
    name: 'the search results',
    path: `/search?q=${encodeURIComponent('khoi nghiep')}`,
    ready: (page) => page.getByRole('region', { name: 'Khoá học' }).getByRole('link').first(),
  },
  { name: 'the blog', path: '/blog', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { name: 'the calendars', path: '/calendars', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { name: 'the login page', path: '/auth/login', ready: (page) => page.getByLabel('Mật khẩu', { exact: true }) },
  {
    name: 'the menu',
    path: '/',
    phoneOnly: true,
    // Only the drawer: the page behind it is the home page, checked above.
    within: '[role="dialog"]',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Mở menu', exact: true }).tap(SLOW);
      return page.getByRole('dialog', { name: 'Menu' });
    },
  },
];

/** Where the first demo event and course live (their slugs come from the lists, as a visitor finds them). */
async function demoLinks(page, url) {
  await page.goto(`${url}/events`);
  const event = await page.getByTestId('event-card').first().locator('a[href^="/events/"]').first().getAttribute('href', SLOW);
  await page.goto(`${url}/courses`);
  const course = await page.getByTestId('course-card').first().locator('a[href^="/courses/"]').first().getAttribute('href', SLOW);
  if (!event || !course) throw new Error('no demo event or course to open');
  return { event, course };
}

/** Waits until nothing is loading or moving: axe measures colours as they are drawn, mid-fade too. */
export async function settled(page) {
  await waitFor(
    () =>
      page.evaluate(
        () =>
          !document.querySelector('[aria-busy="true"], .animate-pulse') &&
          ![...document.querySelectorAll('[role="status"]')].some((status) => status.textContent?.includes('Đang tải')) &&
          document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      ),
    'the page to stop loading and moving',
    4 * TIMEOUT,
  );
}

/** Runs axe on the page as it is; answers one line per serious or critical violation, with its targets. */
export async function violations(page, where, within = 'html') {
  // Evaluated through the debugging protocol: the site's CSP (script-src 'self') refuses an injected <script>.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const found = await page.evaluate(
    ([tags, selector]) => window.axe.run(selector, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    [TAGS, within],
  );
  return found.violations
    .filter((violation) => BLOCKING.has(violation.impact))
    .map(
      (violation) =>
        `${where}: [${violation.impact}] ${violation.id} (${violation.help}) on ${violation.nodes.length} node(s):\n` +
        violation.nodes.map((node) => `      ${node.target.join(' ')}  ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`).join('\n'),
    );
}

async function auditPublicPages(browser, url, size, { phone = false } = {}) {
  const links = await demoLinks(browser.page, url);
  const failures = [];
  for (const { name, path, ready, phoneOnly, within } of PAGES) {
    if (phoneOnly && !phone) continue;
    const target = typeof path === 'function' ? path(links) : path;
    await browser.page.goto(`${url}${target}`);
    await (await ready(browser.page)).waitFor(SLOW);
    await settled(browser.page);
    failures.push(...(await violations(browser.page, `${name} (${target}, ${size})`, within)));
  }
  if (failures.length) throw new Error(`${failures.length} serious or critical WCAG 2.1 AA violation(s):\n  ${failures.join('\n  ')}`);
}

/** Registers the accessibility tests with the runner's `test(name, fn)`. */
export function accessibilityTests(test) {
  test('every public page passes the WCAG 2.1 AA rules of axe-core with no serious or critical violation, at a desktop size', async ({ url, user }) => {
    await auditPublicPages(user, url, 'desktop 1280×800');
  });

  test('every public page passes the WCAG 2.1 AA rules of axe-core with no serious or critical violation, on a phone', async ({ url }) => {
    const phone = await newBrowser(PHONE);
    try {
      await auditPublicPages(phone, url, 'phone 390×844', { phone: true });
    } finally {
      await phone.close();
    }
  });
}
