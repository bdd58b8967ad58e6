// Browser tests: the built product (server + web) on an embedded PostgreSQL, driven in Debian's
// headless Chromium through playwright-core. Run with `npm run test:e2e` (CI installs chromium).
import { Buffer } from 'node:buffer';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { accessibilityTests } from './e2e-a11y.mjs';
import { afterPayingTests } from './e2e-after-paying.mjs';
import { contentTests } from './e2e-content.mjs';
import { learningTests } from './e2e-learning.mjs';
import { membershipTests } from './e2e-memberships.mjs';
import { phoneTests } from './e2e-phone.mjs';
import { reminderTests } from './e2e-reminders.mjs';
import { savedTests } from './e2e-saved.mjs';
import { CHROMIUM, results, TIMEOUT, waitFor, startServer, newBrowser, login, readOtpFromOutbox, api, tokenOf } from './e2e-support.mjs';

const tests = [];
const test = (name, fn) => tests.push({ name, fn });

test('a signed-out visitor opens /events: the first events show, and no auth/me or auth/session call is made', async ({ url, user }) => {
  const asked = [];
  user.page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  await user.page.goto(`${url}/events`);
  await user.page.getByTestId('event-card').first().waitFor();
  await user.page.getByRole('link', { name: 'Đăng nhập', exact: true }).first().waitFor();
  const sessionCalls = asked.filter((path) => path === '/api/v1/auth/me' || path === '/api/auth/session');
  if (sessionCalls.length) throw new Error(`a visitor's page asked about the session: ${sessionCalls.join(', ')}`);
  if (!asked.some((path) => path.startsWith('/api/v2/events'))) throw new Error(`the events were not asked for: ${asked.join(', ')}`);
});

test('a visitor signs up, verifies with the code from the outbox, logs in and sees their name; an admin announcement raises the bell count live', async ({
  url,
  user,
  admin,
}) => {
  const email = `e2e.${Date.now()}@vidu.vn`;
  const fullName = 'Nguyễn Thị Hồng Nhung';
  const password = 'Matkhau@123';

  await user.page.goto(`${url}/auth/signup`);
  await user.page.getByLabel('Họ và tên').fill(fullName);
  await user.page.getByLabel('Email', { exact: true }).fill(email);
  await user.page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await user.page.getByLabel('Nhập lại mật khẩu').fill(password);
  await user.page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await user.page.waitForURL(/\/auth\/verify/);

  await login(admin.page, url, 'admin@demo.vn', 'Admin@123456');
  await admin.page.getByTestId('user-name').waitFor();
  const code = await readOtpFromOutbox(admin.page, url, email);

  await user.page.getByLabel('Mã xác thực').fill(code);
  await user.page.getByRole('button', { name: 'Xác thực', exact: true }).click();
  await user.page.getByTestId('user-name').filter({ hasText: fullName }).waitFor();

  // Signed out (cookies gone), then back in with the password.
  await user.context.clearCookies();
  await login(user.page, url, email, password);
  await user.page.getByTestId('user-name').filter({ hasText: fullName }).waitFor();

  const bell = user.page.getByTestId('notification-count');
  await bell.waitFor();
  const before = Number((await bell.textContent())?.trim() || '0');

  await admin.page.goto(`${url}/admin/notifications`);
  await admin.page.getByLabel('Tiêu đề').fill('Chào mừng thành viên mới');
  await admin.page.getByLabel('Nội dung').fill('Cảm ơn bạn đã tham gia Học & Sự kiện.');
  await admin.page.getByRole('button', { name: 'Gửi thông báo', exact: true }).click();

  await waitFor(async () => Number((await bell.textContent())?.trim() || '0') === before + 1, 'the bell count to rise without a reload', TIMEOUT);
});

test('a user applies to host at /account/host, an admin approves it, the user is told live and can open the studio', async ({ url, user, admin }) => {
  const displayName = `An Workshop ${Date.now()}`;
  await login(user.page, url, 'an@demo.vn', 'User@123456');
  await user.page.getByTestId('user-name').waitFor();
  await user.page.goto(`${url}/account/host`);
  await user.page.getByLabel('Tên hiển thị').fill(displayName);
  await user.page.getByLabel(/Số điện thoại/).fill(`09${String(Date.now()).slice(-8)}`);
  await user.page.getByLabel(/Giới thiệu ngắn/).fill('Dạy vẽ màu nước cho người mới bắt đầu');
  await user.page.getByRole('button', { name: 'Gửi đơn đăng ký', exact: true }).click();
  await user.page.getByText('Đang chờ duyệt').first().waitFor();

  const bell = user.page.getByTestId('notification-count');
  await bell.waitFor();
  const before = Number((await bell.textContent())?.trim() || '0');

  await login(admin.page, url, 'admin@demo.vn', 'Admin@123456');
  await admin.page.getByTestId('user-name').waitFor();
  await admin.page.goto(`${url}/admin/host-applications`);
  const row = admin.page.getByRole('row').filter({ hasText: displayName });
  await row.getByRole('button', { name: 'Duyệt', exact: true }).click();
  await admin.page.getByText('Đã duyệt đơn đăng ký.').waitFor();

  await waitFor(async () => Number((await bell.textContent())?.trim() || '0') === before + 1, 'the bell count to rise without a reload', TIMEOUT);
  await user.page.getByText('Đơn đăng ký nhà tổ chức đã được duyệt').first().waitFor();

  // The page learns of the decision without a reload and leads to the studio, which lets the new host in.
  await user.page.getByRole('link', { name: 'Mở Studio', exact: true }).click();
  await user.page.waitForURL(/\/studio$/);
  await user.page.getByRole('heading', { level: 1 }).filter({ hasText: 'Nguyễn Văn An' }).waitFor();
  await user.page.reload();
  await user.page.getByRole('heading', { level: 1 }).filter({ hasText: 'Nguyễn Văn An' }).waitFor();
  if (await user.page.getByText('Bạn không có quyền truy cập trang này').isVisible()) throw new Error('the studio answered 403');
});

/** A day `days` from now as a person types it, dd/mm/yyyy (Vietnam's calendar). */
const vietnamDate = (days) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');

test('a host creates an event with two tiers and submits it, an admin approves it, a follower is told live and finds it without diacritics', async ({
  url,
  user,
  admin,
}) => {
  const stamp = String(Date.now()).slice(-6);
  const title = `Hội thảo Thiết kế Sản phẩm Số ${stamp}`;
  const host = await newBrowser();
  try {
    // The follower follows the demo host (Trần Minh Đức) and watches the bell.
    await login(user.page, url, 'an@demo.vn', 'User@123456');
    await user.page.getByTestId('user-name').waitFor();
    await user.page.goto(`${url}/hosts/tran-minh-duc`);
    const follow = user.page.getByRole('button', { name: 'Theo dõi', exact: true });
    await follow.waitFor();
    await follow.click();
    await user.page.getByText('445 người theo dõi').waitFor();
    const bell = user.page.getByTestId('notification-count');
    await bell.waitFor();
    const before = Number((await bell.textContent())?.trim() || '0');

    // The host fills the editor step by step and submits.
    const page = host.page;
    await login(page, url, 'host@demo.vn', 'Host@123456');
    await page.getByTestId('user-name').waitFor();
    await page.goto(`${url}/studio/events/new`);
    await page.getByLabel('Tên sự kiện').fill(title);
    await page.getByLabel('Tóm tắt').fill('Một buổi chiều thực hành thiết kế sản phẩm số cùng người làm nghề.');
    await page.getByRole('radiogroup', { name: 'Hình thức' }).getByRole('radio', { name: 'Trực tiếp' }).click();
    await page.getByLabel('Tên địa điểm').fill('Toong Coworking');
    await page.getByLabel('Địa chỉ', { exact: true }).fill('25 Lý Thường Kiệt, Hoàn Kiếm');
    await page.getByRole('button', { name: 'Tiếp tục', exact: true }).click();

    await page.getByLabel('Ngày', { exact: true }).fill(vietnamDate(10));
    await page.getByLabel('Giờ bắt đầu').fill('14:00');
    await page.getByLabel('Giờ kết thúc').fill('17:00');
    await page.getByRole('button', { name: 'Tiếp tục', exact: true }).click();

    await page.getByLabel('Tên hạng vé').nth(0).fill('Vé thường');
    await page.getByLabel('Giá vé').nth(0).fill('150000');
    await page.getByLabel('Số lượng vé').nth(0).fill('80');
    await page.getByRole('button', { name: 'Thêm hạng vé' }).click();
    await page.getByLabel('Tên hạng vé').nth(1).fill('Vé VIP');
    await page.getByLabel('Giá vé').nth(1).fill('450000');
    await page.getByLabel('Số lượng vé').nth(1).fill('20');
    await page.getByRole('button', { name: 'Tiếp tục', exact: true }).click();
    // The cover is uploaded from the device through a signed URL to this server's storage.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page.getByLabel('Tải ảnh bìa lên').setInputFiles({ name: 'anh-bia.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Đã tải ảnh bìa lên.').first().waitFor();
    await waitFor(
      () => page.getByRole('img', { name: 'Xem trước ảnh bìa' }).evaluate((img) => img.complete && img.naturalWidth === 1),
      'the uploaded cover to load',
      TIMEOUT,
    );
    await page.getByRole('button', { name: 'Tiếp tục', exact: true }).click();
    await page.getByRole('button', { name: 'Gửi duyệt', exact: true }).click();
    await page.getByText('Đã gửi sự kiện để duyệt').first().waitFor();

    // The admin approves it from the moderation queue.
    await login(admin.page, url, 'admin@demo.vn', 'Admin@123456');
    await admin.page.getByTestId('user-name').waitFor();
    await admin.page.goto(`${url}/admin/events`);
    const row = admin.page.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: /^Duyệt/ }).click();
    await admin.page.getByText('Đã duyệt sự kiện').first().waitFor();

    // The follower's bell rises without a reload, and a search typed without diacritics finds it.
    await waitFor(async () => Number((await bell.textContent())?.trim() || '0') > before, 'the new-event notification to arrive live', TIMEOUT);
    await user.page.goto(`${url}/events?q=${encodeURIComponent(`hoi thao thiet ke san pham so ${stamp}`)}`);
    await user.page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await user.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await user.page.getByText('Vé VIP').first().waitFor();
    await user.page.getByText('450.000').first().waitFor();
  } finally {
    await host.close();
  }
});

test('a buyer adds two tiers to the cart, applies a voucher, pays in the VNPay sandbox and gets QR tickets; the host checks one in and a second check-in is refused', async ({
  url,
  user,
  admin,
}) => {
  const stamp = String(Date.now()).slice(-6);
  const title = `Đêm nhạc Acoustic Phố Cổ ${stamp}`;
  const code = `E2E${stamp}`;
  // The demo host puts an event with two tiers on sale (approved by the admin) and creates a voucher.
  const hostToken = await tokenOf(url, 'host@demo.vn', 'Host@123456');
  const adminToken = await tokenOf(url, 'admin@demo.vn', 'Admin@123456');
  const inDays = (days, hour) => new Date(Date.now() + days * 86_400_000 + hour * 3_600_000).toISOString();
  const event = await api(
    url,
    'POST',
    '/api/v1/events',
    {
      title,
      summary: 'Một đêm nhạc mộc giữa lòng phố cổ.',
      format: 'OFFLINE',
      venueName: 'Nhà hát nhỏ Hàng Bạc',
      address: '50 Hàng Bạc, Hoàn Kiếm',
      city: 'Hà Nội',
      sessionType: 'SINGLE',
      sessions: [{ startAt: inDays(12, 0), endAt: inDays(12, 3) }],
      ticketTiers: [
        { name: 'Vé thường', price: 200_000, capacity: 50 },
        { name: 'Vé VIP', price: 500_000, capacity: 10 },
      ],
    },
    hostToken,
  );
  await api(url, 'PATCH', `/api/v1/admin/events/${event.id}`, { action: 'APPROVE' }, adminToken);
  await api(
    url,
    'POST',
    '/api/v1/host/vouchers',
    { code, name: 'Giảm 50.000 ₫', type: 'FIXED_AMOUNT', value: 50_000, startAt: inDays(-1, 0), endAt: inDays(30, 0) },
    hostToken,
  );

  // The buyer picks one ticket of each tier and adds them to the cart.
  const page = user.page;
  await login(page, url, 'an@demo.vn', 'User@123456');
  await page.getByTestId('user-name').waitFor();
  await page.goto(`${url}/events/${event.slug}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByRole('button', { name: 'Thêm một vé Vé thường' }).click();
  await page.getByRole('button', { name: 'Thêm một vé Vé VIP' }).click();
  await page.getByRole('button', { name: 'Thêm vào giỏ', exact: true }).click();
  // The header badge counts both lines once both adds landed (the toast's link animates in; not needed).
  await waitFor(async () => (await page.getByTestId('cart-count').textContent())?.trim() === '2', 'both tiers in the cart', TIMEOUT);
  await page.goto(`${url}/cart`);
  await page.getByText('Vé VIP').first().waitFor();
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();

  // At checkout the voucher takes 50 000 ₫ off 700 000 ₫; VNPay is the provider.
  await page.waitForURL(/\/checkout/);
  await page.getByLabel('Mã giảm giá', { exact: true }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Áp dụng', exact: true }).click();
  await page.getByText(`Đã áp dụng mã ${code}`).first().waitFor();
  await page.getByText('650.000').first().waitFor();
  await page.getByRole('radio', { name: /VNPay/ }).first().check();
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();

  // The VNPay sandbox page: the signed callback reaches our IPN and the browser comes back paid.
  await page.getByRole('heading', { name: /VNPay/ }).waitFor();
  await page.getByText('650.000').first().waitFor();
  await page.getByRole('button', { name: 'Thanh toán thành công', exact: true }).click();
  await page.waitForURL(/\/payment\/result/);
  await page.getByRole('heading', { name: /Thanh toán thành công/ }).waitFor();
  await page.getByRole('link', { name: 'Xem vé của tôi' }).first().click();
  await page.waitForURL(/\/me\/tickets/);
  const card = page.getByTestId('event-booking').filter({ hasText: title }).first();
  await card.waitFor();
  await card
    .getByRole('img', { name: /^Mã QR của vé VE-/ })
    .first()
    .waitFor();
  const ticketCode = /VE-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(await card.textContent())?.[0];
  if (!ticketCode) throw new Error('no ticket code shown under the QR');

  // The host checks that ticket in; scanning it again is refused.
  const host = await newBrowser();
  try {
    await login(host.page, url, 'host@demo.vn', 'Host@123456');
    await host.page.getByTestId('user-name').waitFor();
    await host.page.goto(`${url}/studio/checkin`);
    const events = host.page.getByLabel('Sự kiện đang check-in');
    await events.waitFor();
    await events.selectOption({ label: new RegExp(title) }).catch(async () => {
      const option = await events.locator('option', { hasText: title }).first().getAttribute('value');
      await events.selectOption(option);
    });
    const field = host.page.getByLabel('Mã vé hoặc nội dung mã QR');
    await field.fill(ticketCode);
    await host.page.getByRole('button', { name: 'Check-in', exact: true }).click();
    await host.page.getByText('Hợp lệ – đã check-in').first().waitFor();
    await field.fill(ticketCode);
    await host.page.getByRole('button', { name: 'Check-in', exact: true }).click();
    await host.page.getByText('Vé đã được check-in').first().waitFor();
  } finally {
    await host.close();
  }
  void admin;
});

learningTests(test);
phoneTests(test);
afterPayingTests(test);
savedTests(test);
membershipTests(test);
reminderTests(test);
contentTests(test);
accessibilityTests(test);

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: apt-get install -y chromium`);
  mkdirSync(results, { recursive: true });
  // E2E_BUILD=0 reuses the last build (while working on a test, not in CI).
  const server = await startServer({ build: process.env.E2E_BUILD !== '0' });
  // E2E_ONLY=<part of a name> runs just the matching tests (while working on one).
  const chosen = tests.filter((t) => !process.env.E2E_ONLY || t.name.includes(process.env.E2E_ONLY));
  let failed = 0;
  try {
    for (const { name, fn } of chosen) {
      const user = await newBrowser();
      const admin = await newBrowser();
      const started = Date.now();
      try {
        await fn({ url: server.url, user, admin, sql: server.sql });
        console.log(`✓ ${name} (${Date.now() - started} ms)`);
      } catch (error) {
        failed++;
        console.error(`✗ ${name}\n  ${error instanceof Error ? error.stack : error}`);
        const slug = name.slice(0, 40).replace(/[^a-z0-9]+/gi, '-');
        await user.page.screenshot({ path: path.join(results, `${slug}-user.png`), fullPage: true }).catch(() => undefined);
        await admin.page.screenshot({ path: path.join(results, `${slug}-admin.png`), fullPage: true }).catch(() => undefined);
      } finally {
        await user.close();
        await admin.close();
      }
    }
  } finally {
    await server.stop();
  }
  console.log(`${chosen.length - failed}/${chosen.length} browser tests passed`);
  process.exit(failed ? 1 : 0);
}

await main();
