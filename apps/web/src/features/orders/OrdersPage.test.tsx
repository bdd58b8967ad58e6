import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_ID, makeOrder, makeOrderSummary, makePayment, textOf } from '../../test/commerce-fixtures';
import { json, mockFetch } from '../../test/fetch-mock';
import { makeUser, pageOf } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// A page's code loads on its first visit, which takes a while on a busy machine.

const pending = makeOrderSummary({ holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(), provider: 'MOMO' });
const paid = makeOrderSummary({
  id: 'a0222222-2222-4222-8222-222222222222',
  code: 'DH-2611-0002',
  status: 'PAID',
  total: 450_000,
  itemCount: 3,
  titles: ['Workshop viết nội dung', 'Đêm nhạc acoustic'],
  createdAt: '2026-11-18T13:05:00.000Z',
});

describe('my orders', () => {
  it('lists orders with their code, time in Vietnam, titles, total and status, filtered by tab', async () => {
    const calls = mockFetch(({ path }) => {
      if (!path.startsWith('/api/v2/orders?')) return undefined;
      return json(200, pageOf(path.includes('status=PAID') ? [paid] : [pending, paid]));
    });
    const { router } = renderApp('/me/orders', { user: makeUser() });
    const cards = await screen.findAllByTestId('order-card');
    expect(cards).toHaveLength(2);
    const second = cards[1]!;
    expect(within(second).getByRole('link', { name: 'Xem chi tiết đơn DH-2611-0002' }).getAttribute('href')).toBe(
      '/me/orders/a0222222-2222-4222-8222-222222222222',
    );
    expect(within(second).getByText('Đã thanh toán')).toBeTruthy();
    expect(within(second).getByText('Workshop viết nội dung và 2 sản phẩm khác')).toBeTruthy();
    expect(within(second).getByText('Đặt lúc 20:05 18/11/2026')).toBeTruthy();
    expect(within(second).getByText('450.000 ₫')).toBeTruthy();
    expect(within(cards[0]!).getByRole('button', { name: 'Thanh toán tiếp đơn DH-2611-0001' })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Đã thanh toán' }));
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(1));
    expect(router.state.location.search).toBe('?status=PAID');
    expect(calls.at(-1)?.path).toBe('/api/v2/orders?page=1&limit=10&status=PAID');
  });

  it('pays a pending order again from the list', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = mockFetch(({ method, path }) => {
      if (path.startsWith('/api/v2/orders?')) return json(200, pageOf([pending]));
      if (method === 'POST' && path === '/api/v2/payments/retry') return json(200, makeOrder({ payment: makePayment({ payUrl: '/sandbox/pay/2' }) }));
      return undefined;
    });
    renderApp('/me/orders', { user: makeUser() });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Thanh toán tiếp đơn DH-2611-0001' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/pay/2'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ orderId: ORDER_ID, provider: 'MOMO' });
  });

  it('says when there is no order yet', async () => {
    mockFetch(({ path }) => (path.startsWith('/api/v2/orders?') ? json(200, pageOf([])) : undefined));
    renderApp('/me/orders', { user: makeUser() });
    expect(await screen.findByText('Chưa có đơn hàng nào')).toBeTruthy();
  });

  it('shows one order’s lines, statuses and payment', async () => {
    const order = makeOrder({
      status: 'PAID',
      voucherCode: 'GIAM50',
      voucherTotal: 50_000,
      total: 250_000,
      paidAt: '2026-11-20T02:05:00.000Z',
      payment: makePayment({ status: 'SUCCESS', amount: 250_000, paidAt: '2026-11-20T02:05:00.000Z' }),
    });
    order.items = [{ ...order.items[0]!, status: 'SUCCESS', voucherAmount: 50_000, total: 250_000 }];
    mockFetch(({ path }) => (path === `/api/v2/orders/${ORDER_ID}/info` ? json(200, order) : undefined));
    renderApp(`/me/orders/${ORDER_ID}`, { user: makeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Đơn DH-2611-0001' })).toBeTruthy();
    expect(within(screen.getByTestId('order-item')).getByText('Thành công')).toBeTruthy();
    expect(textOf(screen.getByTestId('voucher-total'))).toBe('−50.000 ₫');
    expect(screen.getByText('GIAM50')).toBeTruthy();
    expect(screen.getByText('Thanh toán lúc')).toBeTruthy();
    expect(screen.getByText('09:05 20/11/2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Thử thanh toán lại' })).toBeNull();
  });

  it('tells a cancelled order’s own last attempt as its payment, and money paid after it ended as going back, with its refund', async () => {
    const order = makeOrder({
      status: 'CANCELLED',
      cancelledAt: '2026-11-20T02:20:00.000Z',
      provider: 'APPLE',
      payment: makePayment({ provider: 'APPLE', method: null, status: 'EXPIRED', amount: 199_000 }),
      owedBack: [
        {
          paymentId: 'b0333333-3333-4333-8333-333333333333',
          provider: 'APPLE',
          amount: 199_000,
          paidAt: '2026-11-20T03:00:00.000Z',
          refundId: 'f0444444-4444-4444-8444-444444444444',
          refundStatus: 'AWAITING_INFO',
        },
      ],
    });
    mockFetch(({ path }) => (path === `/api/v2/orders/${ORDER_ID}/info` ? json(200, order) : undefined));
    renderApp(`/me/orders/${ORDER_ID}`, { user: makeUser() });
    const owed = await screen.findByRole('region', { name: 'Khoản được hoàn lại' });
    expect(screen.getByText('Hết hạn')).toBeTruthy();
    expect(screen.queryByText('Thành công')).toBeNull();
    expect(textOf(owed)).toContain('199.000 ₫ nhận qua Apple không được tính cho đơn hàng này và sẽ được hoàn lại cho bạn.');
    expect(textOf(owed)).toContain('Hoàn tiền: Cần tài khoản nhận tiền');
    expect(within(owed).getByRole('link', { name: 'Theo dõi hoàn tiền' }).getAttribute('href')).toBe('/me/refunds');
  });
});
