// Browser tests of what follows a payment, on a phone: the result page speaks of the course bought and
// opens its player, the player picks up at the first unfinished lesson, a full load opens at the top;
// then the buyer rates the course and sees the review on its page (and an admin in the reviews console);
// and, at 1440 px, the header's suggestions are as wide as their titles. axe checks the pages on the way.
import path from 'node:path';
import { violations, settled } from './e2e-a11y.mjs';
import { TIMEOUT, PHONE, results, waitFor, newBrowser, api, tokenOf, newBuyer, signIn, login } from './e2e-support.mjs';

/* global document, window, getComputedStyle -- the functions handed to page.evaluate run in the page */

const COURSE = 'Khởi nghiệp tinh gọn cho người mới bắt đầu';
const REVIEW = 'Bài giảng rõ ràng, ví dụ gần gũi: rất đáng tiền.';
/** Waits on a loaded 2-core machine: generous, never a sleep. */
const SLOW = { timeout: 4 * TIMEOUT };

/** Fails on any serious or critical axe violation of the page as it is now. */
async function expectAccessible(page, where) {
  await settled(page);
  const found = await violations(page, where);
  if (found.length) throw new Error(`${found.length} serious or critical WCAG 2.1 AA violation(s):\n  ${found.join('\n  ')}`);
}

/** The lesson the player has open: the title of the lesson area's heading. */
const openLesson = async (page) => (await page.locator('main#main h2').first().textContent(SLOW))?.trim();

/** Registers the tests with the runner's `test(name, fn)`. */
export function afterPayingTests(test) {
  test('on a phone: a buyer pays for a course from its sticky buy bar, comes back from VNPay to the top of a result page that offers "Bắt đầu học", and the player later resumes at the first unfinished lesson; then they rate it and see their review on the course page', async ({
    url,
    admin,
  }) => {
    const adminToken = await tokenOf(url, 'admin@demo.vn', 'Admin@123456');
    const account = await newBuyer(url, adminToken, 'Lý Minh Châu');
    const course = (await api(url, 'GET', `/api/v1/online-courses/list?q=${encodeURIComponent('khoi nghiep tinh gon')}`)).data.find((c) => c.title === COURSE);
    if (!course) throw new Error(`the demo course "${COURSE}" is not on sale`);

    const buyer = await newBrowser(PHONE);
    const page = buyer.page;
    try {
      // The tab's first full load: the course page, scrolled well down its curriculum.
      await page.goto(`${url}/courses/${course.slug}`);
      await page.getByRole('heading', { level: 1, name: COURSE }).waitFor(SLOW);
      const bar = page.getByRole('region', { name: 'Giá và đăng ký khoá học' });
      await bar.waitFor(SLOW);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await waitFor(() => page.evaluate(() => window.scrollY > 300), 'the course page to scroll down', TIMEOUT);
      // The bar stays on the screen, holding the price and the purchase.
      const barBox = await bar.boundingBox();
      if (!barBox || barBox.y + barBox.height > PHONE.viewport.height + 1 || barBox.y < PHONE.viewport.height / 2) {
        throw new Error(`the buy bar is not at the bottom of the screen: ${JSON.stringify(barBox)}`);
      }
      await expectAccessible(page, 'the course page with its buy bar (phone)');
      await bar.getByRole('button', { name: 'Mua khoá học' }).tap();
      // Signed in, the purchase goes on to the checkout by itself.
      await signIn(page, account.email, account.password);

      // The checkout, the VNPay sandbox (a full page away), and back.
      await page.waitForURL(/\/checkout/, SLOW);
      await page.getByRole('radio', { name: /VNPay/ }).first().check();
      await page.getByRole('button', { name: 'Thanh toán', exact: true }).tap();
      await page.getByRole('heading', { name: /VNPay/ }).waitFor(SLOW);
      await page.getByRole('button', { name: 'Thanh toán thành công', exact: true }).tap();
      await page.waitForURL(/\/payment\/result/, SLOW);
      await page.getByRole('heading', { name: /Thanh toán thành công/ }).waitFor(SLOW);
      const start = page.getByRole('link', { name: 'Bắt đầu học' });
      await start.waitFor(SLOW);
      await page.getByText(/Khoá học đã mở cho bạn/).waitFor(SLOW);
      // A full load opens at the top, not where the tab's first page was left.
      const scrolled = await page.evaluate(() => window.scrollY);
      if (scrolled !== 0) throw new Error(`the payment result opened scrolled ${scrolled}px down, not at its top`);
      await expectAccessible(page, 'the payment result (phone)');

      // "Bắt đầu học" opens the player: its own header, the first lesson.
      await start.tap();
      await page.waitForURL(new RegExp(`/learn/${course.slug}`), SLOW);
      const progress = page.getByRole('progressbar', { name: 'Tiến độ khoá học' });
      await progress.waitFor(SLOW);
      const view = await api(url, 'GET', `/api/v1/online-courses/user/slug/${course.slug}`, undefined, await tokenOf(url, account.email, account.password));
      const lessons = view.sections.flatMap((section) => section.lessons);
      await waitFor(async () => (await openLesson(page)) === lessons[0].title, `the player to open "${lessons[0].title}"`, 4 * TIMEOUT);
      if (await page.getByRole('combobox', { name: 'Tìm kiếm' }).count()) throw new Error("the player shows the shop's search");
      await expectAccessible(page, 'the course player (phone)');

      // The first lesson finished (on another device, say), "Học tiếp" goes on to the second, not back to the first.
      await api(
        url,
        'PUT',
        `/api/v1/online-courses/lessons/${lessons[0].id}/progress`,
        { positionSeconds: 0, completed: true },
        await tokenOf(url, account.email, account.password),
      );
      await page.getByRole('link', { name: 'Việc học của tôi' }).tap();
      await page.waitForURL(/\/me\/learning$/, SLOW);
      await page.getByRole('link', { name: 'Học tiếp' }).first().tap(SLOW);
      await page.waitForURL(new RegExp(`/learn/${course.slug}`), SLOW);
      await waitFor(async () => (await openLesson(page)) === lessons[1].title, `the player to resume at "${lessons[1].title}"`, 4 * TIMEOUT);

      // Back on the course page, the buyer rates it: five stars (a labelled radio group) and a few words.
      await page.goto(`${url}/courses/${course.slug}`);
      const reviews = page.getByTestId('reviews');
      await reviews.getByRole('button', { name: 'Viết đánh giá' }).tap(SLOW);
      await reviews.getByRole('radio', { name: '5 sao', exact: true }).check();
      await reviews.getByLabel('Cảm nhận của bạn').fill(REVIEW);
      await expectAccessible(page, 'the course page with the review form (phone)');
      await reviews.getByRole('button', { name: 'Gửi đánh giá' }).tap();
      await reviews.getByTestId('my-review').getByText(REVIEW).waitFor(SLOW);
      await reviews.getByTestId('review-list').getByText(REVIEW).waitFor(SLOW);
      const summary = await api(url, 'GET', `/api/v1/reviews/summary?subjectType=ONLINE_COURSE&subjectId=${course.id}`);
      if (summary.count < 1 || summary.histogram[4] < 1) throw new Error(`the course's totals miss the review: ${JSON.stringify(summary)}`);
      await expectAccessible(page, "the course page with the buyer's review (phone)");

      // An admin finds it among the reviews to moderate.
      await login(admin.page, url, 'admin@demo.vn', 'Admin@123456');
      await admin.page.getByTestId('user-name').waitFor(SLOW);
      await admin.page.goto(`${url}/admin/reviews`);
      await admin.page.getByTestId('admin-review-row').filter({ hasText: REVIEW }).waitFor(SLOW);
      await expectAccessible(admin.page, 'the admin reviews page (desktop)');

      // "Sách của tôi" sits beside "Việc học" in the account (empty for this buyer), and passes axe too.
      await page.goto(`${url}/me/ebooks`);
      await page.getByRole('heading', { level: 1, name: 'Sách của tôi' }).waitFor(SLOW);
      await page.getByText('Bạn chưa có cuốn sách nào').waitFor(SLOW);
      await expectAccessible(page, '"Sách của tôi" (phone)');
    } catch (error) {
      await page.screenshot({ path: path.join(results, 'after-paying-phone.png'), fullPage: true }).catch(() => undefined);
      throw error;
    } finally {
      await buyer.close();
    }
  });

  test("at 1440 px the header's search suggestions are as wide as their titles", async ({ url }) => {
    const desk = await newBrowser({ viewport: { width: 1440, height: 900 } });
    try {
      await desk.page.goto(`${url}/courses`);
      const search = desk.page.getByRole('combobox', { name: 'Tìm kiếm' });
      await search.fill('khoi nghiep');
      const option = desk.page.getByRole('listbox', { name: 'Gợi ý tìm kiếm' }).getByRole('option', { name: new RegExp(COURSE) });
      await option.waitFor(SLOW);
      // The title is whole on its lines: nothing of it is cut off.
      const cut = await option
        .locator('span.font-medium')
        .first()
        .evaluate((title) => title.scrollWidth > title.clientWidth + 1 || title.scrollHeight > title.clientHeight + 1);
      if (cut) throw new Error(`the suggestion "${COURSE}" is cut short`);
      await expectAccessible(desk.page, 'the header search with suggestions (desktop 1440×900)');
    } finally {
      await desk.close();
    }
  });

  test('at 1440 px a ticket paid through the VNPay sandbox shows its QR code on the payment result page', async ({ url }) => {
    const adminToken = await tokenOf(url, 'admin@demo.vn', 'Admin@123456');
    const account = await newBuyer(url, adminToken, 'Vương Thảo Nhi');
    const token = await tokenOf(url, account.email, account.password);
    const tier = (await api(url, 'GET', '/api/v1/products?type=TICKET_TIER&limit=20')).data.find((p) => p.price > 0 && p.onSale);
    if (!tier) throw new Error('no paid demo ticket tier is on sale');
    const order = await api(
      url,
      'POST',
      '/api/v2/orders',
      { provider: 'VNPAY', items: [{ productItemType: 'TICKET_TIER', productItemId: tier.productItemId, quantity: 1 }] },
      token,
    );
    const desk = await newBrowser({ viewport: { width: 1440, height: 900 } });
    try {
      await login(desk.page, url, account.email, account.password);
      await desk.page.getByTestId('user-name').waitFor(SLOW);
      await desk.page.goto(order.payment.payUrl.replace(/^https?:\/\/[^/]+/, url));
      await desk.page.getByRole('button', { name: 'Thanh toán thành công', exact: true }).click();
      await desk.page.waitForURL(/\/payment\/result/, SLOW);
      const tickets = desk.page.getByTestId('order-tickets');
      await tickets
        .getByRole('img', { name: /^Mã QR của vé / })
        .first()
        .waitFor(SLOW);
      await expectAccessible(desk.page, 'the payment result with its ticket (1440 px)');
    } finally {
      await desk.close();
    }
  });

  test("at 1440 px a host page's tabs and the moderation queue's actions are whole, none cut off", async ({ url, admin }) => {
    const desk = await newBrowser({ viewport: { width: 1440, height: 900 } });
    /** Each element's right edge lies inside its scrolling box (nothing hidden past the edge). */
    const whole = (locator) =>
      locator.evaluateAll((elements) =>
        elements.every((element) => {
          let box = element.parentElement;
          while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
          const edge = box ? box.getBoundingClientRect().right : window.innerWidth;
          return element.getBoundingClientRect().right <= Math.min(edge, window.innerWidth) + 1;
        }),
      );
    try {
      await desk.page.goto(`${url}/hosts/tran-minh-duc`);
      const tabs = desk.page.getByRole('tablist', { name: /./ }).first().getByRole('tab');
      await tabs.first().waitFor(SLOW);
      if (!(await whole(tabs))) throw new Error('a tab of the host page is cut off at 1440 px');

      await admin.page.setViewportSize({ width: 1440, height: 900 });
      await login(admin.page, url, 'admin@demo.vn', 'Admin@123456');
      await admin.page.getByTestId('user-name').waitFor(SLOW);
      await admin.page.goto(`${url}/admin/moderation`);
      const actions = admin.page.getByRole('row').getByRole('button', { name: /^(Duyệt|Từ chối)/ });
      await actions.first().waitFor(SLOW);
      if (!(await whole(actions))) throw new Error('an action of the moderation queue is cut off at 1440 px');
    } finally {
      await desk.close();
    }
  });
}
