// Browser tests on a phone (390×844, touch, mobile Chrome): a new buyer finds a combo through the
// menu and the search without diacritics, pays in a sandbox, and the host's studio home shows the sale.
import path from 'node:path';
import { TIMEOUT, PHONE, results, waitFor, newBrowser, api, tokenOf, newBuyer, signIn } from './e2e-support.mjs';

const COMBO = 'Combo Khởi nghiệp: khoá học và sổ tay';
const COURSE = 'Khởi nghiệp tinh gọn cho người mới bắt đầu';
const EBOOK = 'Sổ tay khởi nghiệp nhỏ';
/** The demo course the combo holds with the e-book. */
const COMBO_COURSE = 'Thuyết trình thuyết phục trong 7 ngày';
const BUYER_NAME = 'Phạm Thu Hà';
/** Waits on a loaded 2-core machine: generous, never a sleep. */
const SLOW = { timeout: 4 * TIMEOUT };

/** The number in one of the studio home's figures (e.g. "Doanh thu"), as the host reads it. */
async function figure(page, label) {
  // A term and its definition (ARIA gives neither a name): the tile whose term reads `label`.
  const tile = page.locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) });
  const text = await tile.getByRole('definition').textContent(SLOW);
  return Number((text ?? '').replace(/\D/g, ''));
}

/** Fails if the page is wider than the phone's screen (a sideways scroll on a phone). */
async function expectNoSidewaysScroll(page, where) {
  const overflow = await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  if (overflow > 1) throw new Error(`${where} scrolls sideways by ${overflow}px on a phone`);
}

/** Registers the phone tests with the runner's `test(name, fn)`. */
export function phoneTests(test) {
  test('on a phone: a new buyer opens the menu, finds a course and its combo by searching without diacritics, pays for the combo in the VNPay sandbox and finds its course in "my learning"; the host sees the sale on the studio home and in its orders', async ({
    url,
  }) => {
    const adminToken = await tokenOf(url, 'admin@demo.vn', 'Admin@123456');
    const buyerAccount = await newBuyer(url, adminToken, BUYER_NAME);
    const combos = await api(url, 'GET', `/api/v1/combos?q=${encodeURIComponent('combo khoi nghiep')}`);
    const price = combos.data.find((combo) => combo.title === COMBO)?.price;
    if (!price) throw new Error(`the demo combo "${COMBO}" is not on sale`);

    const buyer = await newBrowser(PHONE);
    const host = await newBrowser(PHONE);
    try {
      // The host signs in on their phone and notes the studio's figures before the sale.
      const studio = host.page;
      await studio.goto(`${url}/auth/login?next=${encodeURIComponent('/studio')}`);
      await signIn(studio, 'host@demo.vn', 'Host@123456');
      await studio.waitForURL(/\/studio$/, SLOW);
      await studio.getByRole('heading', { name: 'Kết quả kinh doanh' }).waitFor(SLOW);
      const revenueBefore = await figure(studio, 'Doanh thu');
      const ordersBefore = await figure(studio, 'Đơn hàng');
      const learnersBefore = await figure(studio, 'Học viên');

      // The buyer, signed out, opens the home page and goes to the courses through the menu.
      const page = buyer.page;
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).first().waitFor(SLOW);
      await expectNoSidewaysScroll(page, 'the home page');
      await page.getByRole('button', { name: 'Mở menu', exact: true }).tap();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('link', { name: 'Khoá học', exact: true }).tap();
      await menu.waitFor({ state: 'hidden', ...SLOW });
      await page.waitForURL(/\/courses$/, SLOW);
      await page.getByRole('link', { name: COURSE }).first().waitFor(SLOW);
      await expectNoSidewaysScroll(page, 'the courses page');

      // The header's search, typed without diacritics: suggestions as one types, then every result.
      const search = page.getByRole('combobox', { name: 'Tìm kiếm' });
      await search.tap();
      await search.fill('khoi nghiep');
      const suggestions = page.getByRole('listbox', { name: 'Gợi ý tìm kiếm' });
      await suggestions.getByRole('option', { name: new RegExp(COURSE) }).waitFor(SLOW);
      await search.press('Enter');
      await page.waitForURL(/\/search\?q=khoi/, SLOW);
      await page.getByRole('heading', { level: 1, name: 'Kết quả cho “khoi nghiep”' }).waitFor(SLOW);
      await page
        .getByRole('region', { name: 'Khoá học' })
        .getByRole('link', { name: new RegExp(COURSE) })
        .waitFor(SLOW);
      await page
        .getByRole('region', { name: 'Sách điện tử' })
        .getByRole('link', { name: new RegExp(EBOOK) })
        .waitFor(SLOW);
      await expectNoSidewaysScroll(page, 'the search results');
      await page
        .getByRole('region', { name: 'Combo' })
        .getByRole('link', { name: new RegExp(COMBO) })
        .tap();

      // The combo's page: what it holds, its price; adding it asks a visitor to sign in first.
      await page.getByRole('heading', { level: 1, name: COMBO }).waitFor(SLOW);
      const items = page.getByRole('region', { name: /^Combo gồm/ });
      await items.getByRole('link', { name: COMBO_COURSE }).waitFor(SLOW);
      await items.getByRole('link', { name: EBOOK }).waitFor(SLOW);
      await expectNoSidewaysScroll(page, "the combo's page");
      // The price and the buttons come right after the items: on the first screen, no scrolling.
      const addToCart = page.getByRole('button', { name: 'Thêm vào giỏ', exact: true });
      // Measured from the top of the page, whatever the scroll the page arrived with.
      const bottom = await addToCart.evaluate((button) => button.getBoundingClientRect().bottom + button.ownerDocument.documentElement.scrollTop);
      if (bottom > PHONE.viewport.height) throw new Error(`"Thêm vào giỏ" ends ${bottom}px down the page, below the first screen`);
      await addToCart.tap();
      await signIn(page, buyerAccount.email, buyerAccount.password);
      await page.getByRole('heading', { level: 1, name: COMBO }).waitFor(SLOW);
      await page.getByRole('button', { name: 'Thêm vào giỏ', exact: true }).tap();
      await page.getByRole('link', { name: 'Giỏ hàng, 1 sản phẩm' }).tap(SLOW);

      // The cart, the checkout and the VNPay sandbox, all on the phone.
      await page.waitForURL(/\/cart$/, SLOW);
      await page.getByRole('link', { name: COMBO }).first().waitFor(SLOW);
      await expectNoSidewaysScroll(page, 'the cart');
      await page.getByRole('button', { name: 'Thanh toán', exact: true }).tap();
      await page.waitForURL(/\/checkout/, SLOW);
      await page.getByText(COMBO).first().waitFor(SLOW);
      await expectNoSidewaysScroll(page, 'the checkout');
      await page.getByRole('radio', { name: /VNPay/ }).first().check();
      await page.getByRole('button', { name: 'Thanh toán', exact: true }).tap();
      await page.getByRole('heading', { name: /VNPay/ }).waitFor(SLOW);
      await page.getByRole('button', { name: 'Thanh toán thành công', exact: true }).tap();
      await page.waitForURL(/\/payment\/result/, SLOW);
      await page.getByRole('heading', { name: /Thanh toán thành công/ }).waitFor(SLOW);
      await expectNoSidewaysScroll(page, 'the payment result');

      // What the combo holds is the buyer's: its course waits in "my learning", found through the account menu.
      await page.getByRole('button', { name: `${BUYER_NAME}, mở menu tài khoản`, exact: true }).tap();
      await page.getByRole('menuitem', { name: 'Việc học của tôi' }).tap();
      await page.waitForURL(/\/me\/learning$/, SLOW);
      await page.getByRole('heading', { level: 2, name: COMBO_COURSE }).waitFor(SLOW);
      await expectNoSidewaysScroll(page, '"my learning"');

      // The host's studio home shows the sale: the combo's price in the revenue, one more order and learner.
      // Read afresh (a reload) until the paid order is counted.
      await waitFor(
        async () => {
          await studio.reload();
          await studio.getByRole('heading', { name: 'Kết quả kinh doanh' }).waitFor(SLOW);
          return (await figure(studio, 'Doanh thu')) === revenueBefore + price;
        },
        `the studio's revenue to rise by the combo's ${price} ₫`,
        4 * TIMEOUT,
      );
      const ordersAfter = await figure(studio, 'Đơn hàng');
      if (ordersAfter !== ordersBefore + 1) throw new Error(`the studio shows ${ordersAfter} orders, expected ${ordersBefore + 1}`);
      // The combo holds a course: its buyer is a new learner of the host.
      const learnersAfter = await figure(studio, 'Học viên');
      if (learnersAfter !== learnersBefore + 1) throw new Error(`the studio shows ${learnersAfter} learners, expected ${learnersBefore + 1}`);
      await expectNoSidewaysScroll(studio, 'the studio home');

      // The studio's sections are in a drawer on a phone: the orders list holds the buyer's combo.
      await studio.getByRole('button', { name: 'Mở menu điều hướng', exact: true }).tap();
      const sections = studio.getByRole('dialog', { name: 'Studio' });
      await sections.getByRole('navigation', { name: 'Mục studio' }).getByRole('link', { name: 'Đơn hàng', exact: true }).tap();
      await sections.waitFor({ state: 'hidden', ...SLOW });
      await studio.waitForURL(/\/studio\/orders$/, SLOW);
      await studio.getByRole('row').filter({ hasText: BUYER_NAME }).filter({ hasText: COMBO }).first().waitFor(SLOW);
      await expectNoSidewaysScroll(studio, "the studio's orders");
    } catch (error) {
      await buyer.page.screenshot({ path: path.join(results, 'phone-buyer.png'), fullPage: true }).catch(() => undefined);
      await host.page.screenshot({ path: path.join(results, 'phone-host.png'), fullPage: true }).catch(() => undefined);
      throw error;
    } finally {
      await buyer.close();
      await host.close();
    }
  });
}
