// What the browser tests share: the built server on an embedded PostgreSQL, Chromium, and helpers.
import { spawn, execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium } from 'playwright-core';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const results = path.join(root, 'test-results');
export const TIMEOUT = 15_000;

export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

export async function waitFor(check, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The embedded PostgreSQL of a server started on `dataDir`: its port is the 4th line of postmaster.pid. */
const databaseUrlOf = (dataDir) =>
  `postgres://postgres:postgres@127.0.0.1:${Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3])}/postgres`;

/**
 * Builds the product (unless `build: false`, to reuse the last build) and starts it on a fresh embedded
 * database: the server, then beside it the content service (apps/cms) on the same database, as
 * `npm start` does (scripts/start.mjs), the server passing /cms/api/* to it through CMS_URL.
 */
export async function startServer({ build = true } = {}) {
  if (build) execSync('npm run build', { cwd: root, stdio: 'inherit' });
  const [port, cmsPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'market-e2e-'));
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      CMS_URL: cmsUrl,
      // The tests sign in far more often than one person could (about 40 sign-ins within minutes, all from 127.0.0.1):
      // the per-IP limit of sign-ins is tested by the server's own tests, not by whether the machine is fast.
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(() => fetch(`${url}/api/v1/health`).then((r) => r.ok), 'the server');
  const cms = spawn(process.execPath, ['apps/cms/dist/main.js'], {
    cwd: root,
    env: { ...process.env, CMS_PORT: String(cmsPort), CMS_HOST: '127.0.0.1', CMS_DATABASE_URL: databaseUrlOf(dataDir), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(() => fetch(`${cmsUrl}/_health`).then((r) => r.ok), 'the content service');
  const exited = (proc) => (proc.exitCode !== null || proc.signalCode !== null ? Promise.resolve() : new Promise((resolve) => proc.once('exit', resolve)));
  return {
    url,
    cmsUrl,
    /**
     * Runs one statement on the server's embedded database, for what no API can do: letting time pass
     * (the server runs on the real clock).
     */
    async sql(text, params = []) {
      const client = new pg.Client({ connectionString: databaseUrlOf(dataDir) });
      await client.connect();
      try {
        return (await client.query(text, params)).rows;
      } finally {
        await client.end();
      }
    },
    async stop() {
      // The content service first: the database it uses stops with the server.
      const cmsExited = exited(cms);
      cms.kill('SIGTERM');
      await Promise.race([cmsExited, new Promise((r) => setTimeout(r, 10_000))]);
      const serverExited = exited(child);
      child.kill('SIGINT');
      await Promise.race([serverExited, new Promise((r) => setTimeout(r, 10_000))]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A phone as a buyer holds it: 390×844, touch, a mobile Chrome user agent. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

/** A fresh browser profile: a desktop window, or what `device` says (e.g. `PHONE`). */
export async function newBrowser(device = { viewport: { width: 1280, height: 800 } }) {
  const profile = mkdtempSync(path.join(tmpdir(), 'market-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ARGS,
    headless: true,
    locale: 'vi-VN',
    ...device,
  });
  context.setDefaultTimeout(TIMEOUT);
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page, close: async () => (await context.close(), rmSync(profile, { recursive: true, force: true })) };
}

export async function login(page, url, email, password) {
  await page.goto(`${url}/auth/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

export async function readOtpFromOutbox(adminPage, url, email) {
  await adminPage.goto(`${url}/admin/outbox`);
  const filter = adminPage.getByLabel('Người nhận');
  await filter.fill(email);
  let code = null;
  await waitFor(
    async () => {
      const body = await adminPage.getByTestId('outbox-body').first().textContent();
      code = /\b(\d{6})\b/.exec(body ?? '')?.[1] ?? null;
      return Boolean(code) && (await adminPage.getByText(email).first().isVisible());
    },
    'the OTP e-mail in the outbox',
    TIMEOUT,
  );
  return code;
}
/** Calls the API as the browser would, with a bearer token; throws on an unexpected answer. */
export async function api(url, method, path, body, token) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

export const tokenOf = async (url, email, password) => (await api(url, 'POST', '/api/v1/auth/login', { email, password })).accessToken;

/** A buyer who has just signed up and verified their e-mail (through the API, with the code from the outbox). */
export async function newBuyer(url, adminToken, fullName) {
  const email = `dien.thoai.${Date.now()}@vidu.vn`;
  const password = 'Matkhau@123';
  await api(url, 'POST', '/api/v1/auth/signup', { email, fullName, password, confirmPassword: password });
  let code = null;
  await waitFor(
    async () => {
      const outbox = await api(url, 'GET', `/api/v1/admin/outbox?recipient=${encodeURIComponent(email)}`, undefined, adminToken);
      code = outbox.data.map((message) => /\b(\d{6})\b/.exec(message.body)?.[1]).find(Boolean) ?? null;
      return Boolean(code);
    },
    "the new buyer's verification code",
    4 * TIMEOUT,
  );
  await api(url, 'POST', '/api/v1/auth/verify', { email, code });
  return { email, password };
}

/** Signs in on the login page the app led to (it brings the person back where they were). */
export async function signIn(page, email, password) {
  await page.waitForURL(/\/auth\/login/, { timeout: 4 * TIMEOUT });
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).tap();
  await page.waitForURL((target) => !target.pathname.startsWith('/auth'), { timeout: 4 * TIMEOUT });
}
