// Browser test of memberships: subscribing in the VNPay sandbox, learning an included course, cancelling, and the period's end.
import { TIMEOUT, waitFor, login, api, tokenOf, newBuyer } from './e2e-support.mjs';

/** A published course of the demo host's (two text lessons) and a monthly plan including it, made through the API. */
async function planWithCourse(url, stamp) {
  const hostToken = await tokenOf(url, 'host@demo.vn', 'Host@123456');
  const adminToken = await tokenOf(url, 'admin@demo.vn', 'Admin@123456');
  const course = await api(
    url,
    'POST',
    '/api/v1/online-courses/upsert',
    {
      title: `Viết nội dung cho hội viên ${stamp}`,
      subtitle: 'Từ ý tưởng đến bài đăng',
      description: '<p>Khoá học cho hội viên.</p>',
      price: 400_000,
      level: 'BEGINNER',
      language: 'vi',
    },
    hostToken,
  );
  const section = await api(url, 'POST', '/api/v1/sections/upsert', { courseId: course.id, title: 'Bắt đầu', dripDays: null }, hostToken);
  for (const [title, isPreview] of [
    ['Chào mừng hội viên', true],
    ['Dàn ý một bài viết', false],
  ])
    await api(
      url,
      'POST',
      '/api/v1/lessons/upsert',
      { sectionId: section.id, type: 'TEXT', title, body: '<p>Bài đọc</p>', isPreview, durationSeconds: 120 },
      hostToken,
    );
  await api(url, 'POST', `/api/v1/online-courses/${course.id}/content-moderation`, {}, hostToken);
  await api(url, 'PATCH', `/api/v1/content-moderation/ONLINE_COURSE/${course.id}/approve`, {}, adminToken);
  const plan = await api(
    url,
    'POST',
    '/api/v1/admin/memberships',
    {
      name: `Hội viên Viết ${stamp}`,
      description: 'Mọi khoá học viết trong gói',
      parts: [{ title: 'Khoá học không giới hạn', description: null }],
      prices: [{ amount: 99_000, period: { unit: 'MONTH', count: 1 } }],
      products: [{ productItemType: 'ONLINE_COURSE', productItemId: course.id }],
    },
    adminToken,
  );
  const slug = (await api(url, 'GET', `/api/v1/online-courses/${course.id}`, undefined, hostToken)).slug;
  return { adminToken, slug, plan, priceId: plan.prices[0].id };
}

/** Registers the membership tests with the runner's `test(name, fn)`. */
export function membershipTests(test) {
  test('a user subscribes to a plan in the VNPay sandbox, learns its course, cancels, keeps access until the period ends and loses it after', async ({
    url,
    user,
    sql,
  }) => {
    const stamp = String(Date.now()).slice(-6);
    const { adminToken, slug, plan, priceId } = await planWithCourse(url, stamp);
    const buyer = await newBuyer(url, adminToken, 'Đỗ Minh Hội Viên');
    const page = user.page;
    const learnsHere = async () => {
      await page.goto(`${url}/learn/${slug}`);
      const progress = page.getByRole('progressbar', { name: 'Tiến độ khoá học' });
      const locked = page.getByText('Bạn chưa có quyền học khoá này');
      await progress.or(locked).first().waitFor();
      return progress.isVisible();
    };

    // Subscribing: the subscribe page names the plan and the price; VNPay is the way to pay.
    await login(page, url, buyer.email, buyer.password);
    await page.getByTestId('user-name').waitFor();
    if (await learnsHere()) throw new Error('the course was open before subscribing');
    await page.goto(`${url}/memberships/subscribe/${priceId}`);
    await page.getByRole('heading', { level: 1, name: 'Đăng ký gói hội viên' }).waitFor();
    await page.getByText(plan.name).first().waitFor();
    await page.getByRole('radio', { name: /VNPay/ }).check();
    await page.getByRole('complementary', { name: 'Tổng thanh toán' }).getByRole('button', { name: 'Đăng ký', exact: true }).click();

    // The sandbox payment page; the signed callback settles the first period.
    await page.getByRole('heading', { name: /VNPay/ }).waitFor({ timeout: 2 * TIMEOUT });
    await page.getByText('99.000').first().waitFor();
    await page.getByRole('button', { name: 'Thanh toán thành công', exact: true }).click();
    await page.waitForURL(/\/payment\/result/);
    await page.getByRole('heading', { name: /Thanh toán thành công/ }).waitFor();

    // A member now: the included course opens, and "Gói hội viên của tôi" shows the plan running.
    if (!(await learnsHere())) throw new Error('the included course did not open after paying');
    await page.goto(`${url}/me/subscription`);
    const panel = page.getByRole('article', { name: plan.name });
    await panel.getByText('Đang hoạt động').waitFor();
    await page.getByTestId('member-badge').first().waitFor();

    // Cancelling warns that access lasts to the period's end, and it does.
    await panel.getByRole('button', { name: 'Huỷ gói', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/vẫn dùng được đến hết ngày/).waitFor();
    await dialog.getByRole('button', { name: 'Huỷ gia hạn', exact: true }).click();
    await panel.getByText(/Bạn vẫn dùng được gói đến hết ngày/).waitFor();
    await panel.getByRole('button', { name: 'Tiếp tục gia hạn', exact: true }).waitFor();
    if (!(await learnsHere())) throw new Error('cancelling took the course away before the period ended');

    // The period ends. The server runs on the real clock, so its end is moved to a second ago in the
    // database, with the renewal task the scheduler keeps for that end; its next poll ends the subscription.
    const token = await tokenOf(url, buyer.email, buyer.password);
    const [subscription] = (await api(url, 'GET', '/api/v1/subscriptions/me', undefined, token)).data;
    const ended = new Date(Date.now() - 1000).toISOString();
    await sql('update subscriptions set current_period_end = $2 where id = $1', [subscription.id, ended]);
    const moved = await sql(
      `update scheduled_tasks set run_at = now(), payload = jsonb_set(payload, '{periodEnd}', to_jsonb($2::text))
       where kind = 'memberships.renew' and key = $1 and state = 'PENDING' returning id`,
      [subscription.id, ended],
    );
    if (moved.length !== 1) throw new Error(`expected one pending renewal task, found ${moved.length}`);
    await waitFor(
      async () => (await sql('select status from subscriptions where id = $1', [subscription.id]))[0]?.status === 'EXPIRED',
      'the scheduler to end the cancelled subscription',
      TIMEOUT,
    );
    if (await learnsHere()) throw new Error('the course stayed open after the period ended');
    await page.goto(`${url}/me/subscription`);
    await page.getByRole('link', { name: 'Xem các gói hội viên' }).or(page.getByText('Đã hết hạn')).first().waitFor();
  });
}
