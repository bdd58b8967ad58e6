// Browser test of reminders (issue 39): a host sets one on an event, its buyer gets it in the bell and the outbox at that time.
import { TIMEOUT, waitFor, login, api, tokenOf, newBuyer } from './e2e-support.mjs';

const MINUTE = 60_000;

/** Registers the reminder tests with the runner's `test(name, fn)`. */
export function reminderTests(test) {
  test('a host adds a reminder two minutes before an online event; its buyer gets it in the bell and the outbox when it is due, not before', async ({
    url,
    user,
    admin,
  }) => {
    const stamp = String(Date.now()).slice(-6);
    const hostToken = await tokenOf(url, 'host@demo.vn', 'Host@123456');
    const adminToken = await tokenOf(url, 'admin@demo.vn', 'Admin@123456');
    // Starts in three minutes, on the real clock: the reminder is due a minute from now.
    const startAt = new Date(Date.now() + 3 * MINUTE);
    const title = `Buổi học nhắc lịch ${stamp}`;
    const event = await api(
      url,
      'POST',
      '/api/v1/events',
      {
        title,
        summary: 'Một buổi học ngắn trực tuyến',
        description: '<p>Nội dung</p>',
        coverImage: 'https://picsum.photos/seed/nhac/1200/630',
        format: 'ONLINE',
        meetingTool: 'ZOOM',
        meetingUrl: 'https://zoom.us/j/555000111',
        sessionType: 'SINGLE',
        sessions: [{ startAt: startAt.toISOString(), endAt: new Date(startAt.getTime() + 60 * MINUTE).toISOString() }],
        ticketTiers: [{ name: 'Vé mời', price: 0, capacity: 20 }],
      },
      hostToken,
    );
    await api(url, 'PATCH', `/api/v1/admin/events/${event.id}`, { action: 'APPROVE' }, adminToken);
    const buyer = await newBuyer(url, adminToken, 'Đinh Thị Nhắc');
    const buyerToken = await tokenOf(url, buyer.email, buyer.password);
    await api(
      url,
      'POST',
      '/api/v2/orders',
      { provider: 'VNPAY', items: [{ productItemType: 'TICKET_TIER', productItemId: event.ticketTiers[0].id, quantity: 1 }] },
      buyerToken,
    );

    // The host sees the defaults and adds "2 phút trước giờ bắt đầu".
    await login(admin.page, url, 'host@demo.vn', 'Host@123456');
    await admin.page.getByTestId('user-name').waitFor();
    await admin.page.goto(`${url}/studio/events/${event.id}/reminders`);
    const list = admin.page.getByRole('list', { name: 'Lời nhắc đang bật' });
    await list.getByText('1 ngày trước giờ bắt đầu · mỗi phiên').waitFor();
    await list.getByText('Đúng giờ bắt đầu · phiên đầu tiên').waitFor();
    const form = admin.page.getByRole('form', { name: 'Thêm lời nhắc' });
    await form.getByLabel('Bao lâu').fill('2');
    await form.getByLabel('Đơn vị').selectOption('minutes');
    await form.getByRole('button', { name: 'Thêm lời nhắc', exact: true }).click();
    await list.getByText('2 phút trước giờ bắt đầu · mỗi phiên').waitFor();
    const runs = admin.page.getByRole('table', { name: 'Các lần gửi' });
    await runs.getByRole('row').filter({ hasText: '2 phút trước giờ bắt đầu' }).getByText('Chờ gửi').waitFor();

    // The buyer's bell: nothing of it yet, then the reminder once it is due.
    await login(user.page, url, buyer.email, buyer.password);
    await user.page.getByTestId('user-name').waitFor();
    await user.page.goto(`${url}/notifications`);
    const told = user.page.getByText(/bắt đầu sau 2 phút nữa/);
    if (Date.now() < startAt.getTime() - 2 * MINUTE - 5_000 && (await told.count()) > 0) throw new Error('the reminder came before its time');
    await waitFor(
      async () => {
        await user.page.reload();
        await user.page.getByRole('heading', { level: 1 }).first().waitFor();
        return (await told.count()) > 0;
      },
      'the reminder in the bell',
      3 * MINUTE,
    );
    if (Date.now() < startAt.getTime() - 2 * MINUTE) throw new Error('the reminder came before its time');
    await user.page.getByText('Tham gia trực tuyến tại: https://zoom.us/j/555000111').first().waitFor();

    // The same reminder, as an e-mail in the outbox; and the host sees the run done.
    await waitFor(
      async () => {
        const outbox = await api(url, 'GET', `/api/v1/admin/outbox?recipient=${encodeURIComponent(buyer.email)}`, undefined, adminToken);
        return outbox.data.some((message) => message.body.includes('bắt đầu sau 2 phút nữa'));
      },
      'the reminder e-mail in the outbox',
      TIMEOUT,
    );
    await admin.page.reload();
    await runs.getByRole('row').filter({ hasText: '2 phút trước giờ bắt đầu' }).getByText('Đã gửi').waitFor();
  });
}
