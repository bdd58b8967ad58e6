import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_ID, combo, makeOrder, makeOrderItem, makePayment, payoutChannels, textOf } from '../../test/commerce-fixtures';
import { json, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// A page's code loads on its first visit, which takes a while on a busy machine.

const path = `/payment/result?orderId=${ORDER_ID}`;
const infoPath = `/api/v2/orders/${ORDER_ID}/info`;
const paid = makeOrder({
  status: 'PAID',
  paidAt: '2026-11-20T02:05:00.000Z',
  payment: makePayment({ status: 'SUCCESS' }),
  items: [makeOrderItem({ status: 'SUCCESS' })],
});
const minutesFromNow = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

describe('the payment result page', () => {
  it('shows a paid order with its code, lines and the ways to tickets and orders', async () => {
    mockFetch(({ path: p }) => (p === infoPath ? json(200, paid) : undefined));
    renderApp(path, { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Thanh toán thành công' })).toBeTruthy();
    expect(textOf(screen.getByTestId('order-code'))).toBe('DH-2611-0001');
    const item = screen.getByTestId('order-item');
    expect(within(item).getByText('Hội thảo AI cho doanh nghiệp nhỏ')).toBeTruthy();
    expect(within(item).getByText('300.000 ₫')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem vé của tôi' }).getAttribute('href')).toBe('/me/tickets');
    expect(screen.getByRole('link', { name: 'Đơn hàng của tôi' }).getAttribute('href')).toBe('/me/orders');
  });

  it('shows the tickets bought right there, each QR code with its code, grouped by event and tier', async () => {
    const ticket = (code: string, seq: number) => ({
      id: `7c11111${seq}-1111-4111-8111-111111111111`,
      seq,
      code,
      status: 'VALID',
      checkedInAt: null,
      qr: `token-${code}`,
      qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    });
    const groups = {
      data: [
        {
          orderItemId: paid.items[0]!.id,
          event: {
            id: 'e1111111-1111-4111-8111-111111111111',
            slug: 'hoi-thao-ai-cho-doanh-nghiep-nho',
            title: 'Hội thảo AI cho doanh nghiệp nhỏ',
            startAt: null,
          },
          tierName: 'Vé thường',
          tickets: [ticket('VE-AAAA-1111', 1), ticket('VE-BBBB-2222', 2)],
        },
      ],
    };
    mockFetch(({ path: p }) => (p === infoPath ? json(200, paid) : p === `/api/v2/orders/${ORDER_ID}/tickets` ? json(200, groups) : undefined));
    renderApp(path, { user: makeUser() });
    const section = await screen.findByTestId('order-tickets');
    expect(within(section).getByRole('heading', { name: 'Vé của bạn' })).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'Hội thảo AI cho doanh nghiệp nhỏ · Vé thường' })).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Mã QR của vé VE-AAAA-1111', 'Mã QR của vé VE-BBBB-2222']);
    expect(within(section).getByText('Vé 2/2')).toBeTruthy();
  });

  it('speaks of a course bought: it has opened, and "Bắt đầu học" leads to its player', async () => {
    const course = makeOrderItem({
      status: 'SUCCESS',
      productItemType: 'ONLINE_COURSE',
      eventId: null,
      title: 'Gọi vốn từ con số 0',
      subtitle: null,
      link: '/courses/goi-von',
    });
    mockFetch(({ path: p }) => (p === infoPath ? json(200, { ...paid, items: [course] }) : undefined));
    renderApp(path, { user: makeUser() });
    expect(await screen.findByText(/Khoá học đã mở cho bạn/)).toBeTruthy();
    expect(screen.queryByText(/Vé/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Bắt đầu học' }).getAttribute('href')).toBe('/learn/goi-von');
  });

  it('offers an e-book bought its download page', async () => {
    const book = makeOrderItem({ status: 'SUCCESS', productItemType: 'E_BOOK', eventId: null, title: 'Sổ tay khởi nghiệp', link: '/ebooks/so-tay' });
    mockFetch(({ path: p }) => (p === infoPath ? json(200, { ...paid, items: [book] }) : undefined));
    renderApp(path, { user: makeUser() });
    expect(await screen.findByText(/Sách đã là của bạn/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tải sách' }).getAttribute('href')).toBe('/ebooks/so-tay');
  });

  it('reads a combo as what it holds: its tickets and its course, each with its way and its own link', async () => {
    const line = makeOrderItem({ status: 'SUCCESS', productItemType: 'COMBO', eventId: null, title: combo.title, link: `/combos/${combo.slug}` });
    mockFetch(({ path: p }) => {
      if (p === infoPath) return json(200, { ...paid, items: [line] });
      if (p === `/api/v1/combos/slug/${combo.slug}`) return json(200, combo);
      return undefined;
    });
    renderApp(path, { user: makeUser() });
    expect(await screen.findByRole('link', { name: 'Bắt đầu học' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem vé của tôi' }).getAttribute('href')).toBe('/me/tickets');
    expect(screen.getByRole('link', { name: 'Bắt đầu học' }).getAttribute('href')).toBe('/learn/goi-von');
    const holds = screen.getByRole('list', { name: `Những gì ${combo.title} gồm` });
    expect(within(holds).getByRole('link', { name: 'Gọi vốn từ con số 0' }).getAttribute('href')).toBe('/courses/goi-von');
    expect(within(holds).getByRole('link', { name: 'Hội thảo Khởi nghiệp' }).getAttribute('href')).toBe('/events/hoi-thao-khoi-nghiep');
    expect(screen.getByText(/Vé kèm mã QR/)).toBeTruthy();
  });

  it('waits, asking again every 2 seconds, until the payment is confirmed', async () => {
    let answers = 0;
    const calls = mockFetch(({ path: p }) => {
      if (p !== infoPath) return undefined;
      answers += 1;
      return json(200, answers === 1 ? makeOrder({ holdExpiresAt: minutesFromNow(10) }) : paid);
    });
    renderApp(path, { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Đang xác nhận thanh toán…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Thanh toán thành công' })).toBeTruthy();
    expect(calls.filter((call) => call.path === infoPath)).toHaveLength(2);
  });

  it('offers another try, with the hold’s time left, when the payment failed', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const failed = makeOrder({ holdExpiresAt: minutesFromNow(9.5), payment: makePayment({ status: 'FAILED' }) });
    const payUrl = '/api/v2/payments/sandbox/pay?token=retry';
    const calls = mockFetch(({ method, path: p }) => {
      if (p === infoPath) return json(200, failed);
      if (p === '/api/v2/payments/payouts-channels') return json(200, { data: payoutChannels });
      if (method === 'POST' && p === '/api/v2/payments/retry') return json(200, { ...failed, payment: makePayment({ provider: 'MOMO', payUrl }) });
      return undefined;
    });
    renderApp(path, { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Thanh toán chưa thành công' })).toBeTruthy();
    expect(screen.getByTestId('hold-countdown').textContent).toMatch(/^09:(29|30)$/);

    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^MoMo/ }));
    await user.click(screen.getByRole('button', { name: 'Thử thanh toán lại' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(payUrl));
    expect(calls.find((call) => call.path === '/api/v2/payments/retry')?.body).toEqual({ orderId: ORDER_ID, provider: 'MOMO', method: 'EWALLET' });
  });

  it('explains a cancelled booking and leads back to its calendar', async () => {
    const calendarId = 'ca111111-1111-4111-8111-111111111111';
    const cancelled = makeOrder({
      status: 'CANCELLED',
      payment: makePayment({ status: 'EXPIRED' }),
      items: [makeOrderItem({ productItemType: 'CALENDAR_FRAME', eventId: null, calendarId, link: `/calendars/${calendarId}`, status: 'CANCELED' })],
    });
    mockFetch(({ path: p }) => (p === infoPath ? json(200, cancelled) : undefined));
    renderApp(path, { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Đơn hàng đã bị huỷ' })).toBeTruthy();
    expect(screen.getByText(/Thời gian giữ chỗ đã hết/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Quay lại lịch hẹn' }).getAttribute('href')).toBe(`/calendars/${calendarId}`);
  });
});
