// Browser tests of saved things ("Đã lưu"): a visitor's heart leads to sign-in and back, a saved event is
// listed at /me/saved; the header names combos; at 1440 px and on a phone nothing is wider than the
// screen, and axe finds nothing serious on the saved page.
import path from 'node:path';
import { settled, violations } from './e2e-a11y.mjs';
import { PHONE, TIMEOUT, newBrowser, results } from './e2e-support.mjs';

/* global document -- the functions handed to page.evaluate run in the page */

const SLOW = { timeout: 4 * TIMEOUT };
const USER = { email: 'an@demo.vn', password: 'User@123456' };

async function expectAccessible(page, where) {
  await settled(page);
  const found = await violations(page, where);
  if (found.length) throw new Error(`${found.length} serious or critical WCAG 2.1 AA violation(s):\n  ${found.join('\n  ')}`);
}

async function expectFits(page, where) {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  if (scroll > client) throw new Error(`${where} is ${scroll} px wide on a ${client} px screen`);
}

async function fillLogin(page) {
  await page.waitForURL(/\/auth\/login/, SLOW);
  await page.getByLabel('Email', { exact: true }).fill(USER.email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(USER.password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

/** Registers the tests with the runner's `test(name, fn)`. */
export function savedTests(test) {
  test('saved: a visitor presses an event’s heart, signs in, comes back to /events with it saved, and finds it at /me/saved (1440 px)', async ({ url }) => {
    const desk = await newBrowser({ viewport: { width: 1440, height: 900 } });
    try {
      const { page } = desk;
      await page.goto(`${url}/events`);
      await page.getByRole('navigation', { name: 'Danh mục chính' }).getByRole('link', { name: 'Combo' }).waitFor(SLOW);
      // Every section's name on one line.
      const heights = await page
        .getByRole('navigation', { name: 'Danh mục chính' })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
      if (heights.some((height) => height > 40)) throw new Error(`a section of the header wraps: heights ${heights.join(', ')}`);
      const card = page.getByTestId('event-card').first();
      const title = (await card.getByRole('heading').textContent(SLOW))?.trim();
      await card.getByRole('button', { name: 'Lưu', exact: true }).click();
      await fillLogin(page);
      await page.waitForURL((target) => target.pathname === '/events', SLOW);
      // The heart pressed before signing in is saved once signed in, without pressing it again.
      await page.getByTestId('event-card').filter({ hasText: title }).first().getByRole('button', { name: 'Bỏ lưu', exact: true }).waitFor(SLOW);
      await expectFits(page, '/events');
      await page.goto(`${url}/me/saved`);
      await page.getByRole('link', { name: title, exact: true }).waitFor(SLOW);
      await expectFits(page, '/me/saved');
      await expectAccessible(page, '/me/saved at 1440 px');
      await page.screenshot({ path: path.join(results, 'saved-1440.png'), fullPage: true });
    } finally {
      await desk.close();
    }
  });

  test('saved: on a phone the menu lists combos, /events and /me/saved fit the screen, and the saved page passes axe', async ({ url }) => {
    const phone = await newBrowser(PHONE);
    try {
      const { page } = phone;
      await page.goto(`${url}/auth/login?next=%2Fevents`);
      await fillLogin(page);
      await page.waitForURL((target) => target.pathname === '/events', SLOW);
      await page.getByTestId('event-card').first().waitFor(SLOW);
      await expectFits(page, '/events on a phone');
      await page.getByRole('button', { name: 'Mở menu', exact: true }).tap();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Combo' }).waitFor(SLOW);
      await page.goto(`${url}/me/saved`);
      await page.getByRole('heading', { level: 1, name: 'Đã lưu' }).waitFor(SLOW);
      await page.getByRole('combobox', { name: 'Loại đã lưu' }).waitFor(SLOW);
      await expectFits(page, '/me/saved on a phone');
      await expectAccessible(page, '/me/saved on a phone');
      await page.screenshot({ path: path.join(results, 'saved-phone.png'), fullPage: true });
    } finally {
      await phone.close();
    }
  });
}
