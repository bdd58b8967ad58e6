import type { AdminOrderActions, AdminOrderSummaryDto } from '@market/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder, makeOrderItem, makePayment } from '../../../test/commerce-fixtures';
import { json, mockFetch } from '../../../test/fetch-mock';
import { makeUser, pageOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

const admin = makeUser({ id: '11111111-1111-4111-8111-111111111111', role: 'ADMIN', fullName: 'Quản Trị' });
const buyer = { id: '0b6f1f5e-7c1a-4a52-9d7e-3f1c2a4b5c6d', fullName: 'Trịnh Văn Nam', username: null, email: 'nam.trinh@vidu.vn', phone: null };
const OWING_ID = 'a0222222-2222-4222-8222-222222222222';
const lateApple = makePayment({ id: 'fa222222-2222-4222-8222-222222222222', provider: 'APPLE', status: 'SUCCESS', paidAt: '2026-11-20T02:05:00.000Z' });

/** A list row as the server sends it: `actions` is the server's say, whatever the status. */
function row(overrides: Parameters<typeof makeOrder>[0], actions: AdminOrderActions): AdminOrderSummaryDto {
  const { items, ...order } = makeOrder({ items: [makeOrderItem()], ...overrides });
  return { ...order, itemCount: items.length, titles: items.map((i) => i.title), buyer, createdBy: null, note: null, referrerCode: null, actions };
}
const pending = row({ status: 'PENDING', payment: null }, { markPaid: true, cancel: true, remove: true, issueInvoice: false });
const owing = row(
  {
    id: OWING_ID,
    code: 'DH-2611-0002',
    status: 'CANCELLED',
    cancelledAt: '2026-11-20T01:00:00.000Z',
    payment: makePayment({ status: 'EXPIRED' }),
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
  },
  { markPaid: false, cancel: false, remove: false, issueInvoice: false },
);

function showList(rows: AdminOrderSummaryDto[]) {
  const calls = mockFetch((call) => {
    if (call.method === 'GET' && call.path.startsWith('/api/v1/admin/order?')) return json(200, pageOf(rows));
    if (call.method === 'PATCH' && call.path.startsWith('/api/v1/admin/order/')) return json(200, {});
    return call.path === '/api/v1/notifications/count' ? json(200, { total: 0, unread: 0 }) : undefined;
  });
  renderApp('/admin/orders', { user: admin });
  return calls;
}

describe("the rows of the admin's orders list", () => {
  it('offers on each row only the moves the server allows, hiding mark paid for an order that owes money back', async () => {
    showList([pending, owing]);
    const rows = await screen.findAllByTestId('admin-order-row');
    const [pendingRow, owingRow] = rows as [HTMLElement, HTMLElement];

    expect(within(pendingRow).getByRole('button', { name: `Xác nhận đã nhận tiền đơn ${pending.code}` })).toBeTruthy();
    expect(within(pendingRow).getByRole('button', { name: `Huỷ đơn ${pending.code}` })).toBeTruthy();
    expect(within(pendingRow).getByRole('button', { name: `Xoá đơn ${pending.code}` })).toBeTruthy();

    expect(within(owingRow).queryByRole('button', { name: `Xác nhận đã nhận tiền đơn ${owing.code}` })).toBeNull();
    expect(within(owingRow).queryByRole('button', { name: `Huỷ đơn ${owing.code}` })).toBeNull();
    expect(within(owingRow).queryByRole('button', { name: `Xoá đơn ${owing.code}` })).toBeNull();
    // The detail is still there to look at.
    expect(within(owingRow).getByRole('button', { name: `Xem đơn ${owing.code}` })).toBeTruthy();
  });

  it('follows the server, not the status: a pending order the server will not mark paid shows no such button', async () => {
    showList([{ ...pending, actions: { markPaid: false, cancel: true, remove: false, issueInvoice: false } }]);
    const only = await screen.findByTestId('admin-order-row');
    expect(within(only).queryByRole('button', { name: `Xác nhận đã nhận tiền đơn ${pending.code}` })).toBeNull();
    expect(within(only).queryByRole('button', { name: `Xoá đơn ${pending.code}` })).toBeNull();
    expect(within(only).getByRole('button', { name: `Huỷ đơn ${pending.code}` })).toBeTruthy();
  });

  it('marks a row paid after asking, through the same call as the detail', async () => {
    const calls = showList([pending]);
    const user = userEvent.setup();
    const only = await screen.findByTestId('admin-order-row');
    await user.click(within(only).getByRole('button', { name: `Xác nhận đã nhận tiền đơn ${pending.code}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Xác nhận đã nhận tiền?' });
    await user.click(within(confirm).getByRole('button', { name: 'Xác nhận đã nhận tiền' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: `/api/v1/admin/order/${pending.id}`, body: { status: 'PAID' } }));
    expect(await screen.findByText('Đơn hàng đã được xác nhận thanh toán.')).toBeTruthy();
  });
});
