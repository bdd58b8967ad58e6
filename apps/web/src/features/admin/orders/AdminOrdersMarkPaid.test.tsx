import type { AdminOrderDto, AdminOrderSummaryDto } from '@market/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_ID, makeOrder, makeOrderItem, makePayment } from '../../../test/commerce-fixtures';
import { json, mockFetch } from '../../../test/fetch-mock';
import { makeUser, pageOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

const admin = makeUser({ id: '11111111-1111-4111-8111-111111111111', role: 'ADMIN', fullName: 'Quản Trị' });
const buyer = { id: '0b6f1f5e-7c1a-4a52-9d7e-3f1c2a4b5c6d', fullName: 'Ngô Minh Châu', username: null, email: 'chau.ngo@vidu.vn', phone: null };
const lateApple = makePayment({ provider: 'APPLE', status: 'SUCCESS', paidAt: '2026-11-20T02:05:00.000Z' });
const given = makeOrder({
  status: 'CANCELLED',
  cancelledAt: '2026-11-20T01:00:00.000Z',
  payment: makePayment({ status: 'EXPIRED' }),
  items: [makeOrderItem({ status: 'CANCELED' })],
  owedBack: [
    {
      paymentId: lateApple.id,
      provider: 'APPLE',
      amount: lateApple.amount,
      paidAt: lateApple.paidAt,
      refundId: 'b2222222-2222-4222-8222-222222222222',
      refundStatus: 'AWAITING_INFO',
    },
  ],
});
const detail: AdminOrderDto = {
  ...given,
  buyer,
  createdBy: null,
  note: null,
  referrerCode: null,
  payments: [{ ...lateApple, transactionType: 'PAY', reference: 'txn:2000123', providerTransactionId: '2000123', failureReason: null }],
  actions: { markPaid: false, cancel: false, remove: false, issueInvoice: false },
};
const summary: AdminOrderSummaryDto = (() => {
  const { items, ...order } = detail;
  return { ...order, itemCount: items.length, titles: items.map((i) => i.title), buyer, createdBy: null };
})();
const REFUSAL =
  'Đơn hàng này có khoản thanh toán phải hoàn lại cho người mua (xem mục Hoàn tiền) nên không thể xác nhận đã nhận tiền. Nếu người mua đã trả tiền cho đơn này, hãy tạo một đơn hàng mới.';

describe("the admin's mark paid in the orders console", () => {
  /** The console on one order, its detail as `shown`; the server refuses to mark it paid. */
  async function openOrder(shown: AdminOrderDto) {
    const calls = mockFetch((call) => {
      if (call.method === 'GET' && call.path.startsWith('/api/v1/admin/order?')) return json(200, pageOf([summary]));
      if (call.method === 'GET' && call.path === `/api/v1/admin/order/${ORDER_ID}`) return json(200, shown);
      if (call.method === 'PATCH' && call.path === `/api/v1/admin/order/${ORDER_ID}`)
        return json(409, { statusCode: 409, code: 'ILLEGAL_STATUS_TRANSITION', message: REFUSAL });
      return call.path === '/api/v1/notifications/count' ? json(200, { total: 0, unread: 0 }) : undefined;
    });
    renderApp('/admin/orders', { user: admin });
    const user = userEvent.setup();
    const row = await screen.findByTestId('admin-order-row');
    await user.click(within(row).getByRole('button', { name: `Xem đơn ${given.code}` }));
    return { calls, user, drawer: await screen.findByRole('dialog', { name: `Đơn ${given.code}` }) };
  }

  it('does not offer to mark paid an order whose money is owed back, as the server says', async () => {
    const { drawer } = await openOrder(detail);
    expect(await within(drawer).findByText(/Ngô Minh Châu/)).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Xác nhận đã nhận tiền' })).toBeNull();
  });

  it('shows, in Vietnamese, why the server refused it when the money came after the order was opened, and leaves it as it was', async () => {
    // Opened before the late payment arrived: the console still offered it.
    const { calls, user, drawer } = await openOrder({
      ...detail,
      owedBack: [],
      payments: [],
      actions: { markPaid: true, cancel: false, remove: true, issueInvoice: false },
    });
    await user.click(within(drawer).getByRole('button', { name: 'Xác nhận đã nhận tiền' }));
    const confirm = await screen.findByRole('dialog', { name: 'Xác nhận đã nhận tiền?' });
    await user.click(within(confirm).getByRole('button', { name: 'Xác nhận đã nhận tiền' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'PAID' }));
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    expect(screen.queryByText('Đơn hàng đã được xác nhận thanh toán.')).toBeNull();
  });
});
