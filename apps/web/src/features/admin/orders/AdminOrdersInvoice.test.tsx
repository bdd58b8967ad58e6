import type { AdminOrderDto, AdminOrderSummaryDto, InvoiceRequestDto } from '@market/contract';
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
const requested: InvoiceRequestDto = {
  companyName: 'Công ty TNHH Hạt Giống',
  taxCode: '0101234567-001',
  companyAddress: '12 Lý Thường Kiệt, Hà Nội',
  email: 'ketoan@hatgiong.vn',
  status: 'REQUESTED',
  invoiceNumber: null,
  issuedAt: null,
};
const buyer = { id: '0b6f1f5e-7c1a-4a52-9d7e-3f1c2a4b5c6d', fullName: 'Nguyễn Thị Lan', username: null, email: 'lan.nguyen@vidu.vn', phone: null };
const base = makeOrder({
  status: 'PAID',
  paidAt: '2026-11-20T02:05:00.000Z',
  payment: makePayment({ status: 'SUCCESS' }),
  items: [makeOrderItem({ status: 'SUCCESS' })],
});
const detail = (invoice: InvoiceRequestDto, issueInvoice = true): AdminOrderDto => ({
  ...base,
  invoice,
  buyer,
  createdBy: null,
  note: null,
  referrerCode: null,
  payments: [],
  actions: { markPaid: false, cancel: false, remove: false, issueInvoice },
});
const summary: AdminOrderSummaryDto = (() => {
  const { items, ...order } = detail(requested);
  return { ...order, itemCount: items.length, titles: items.map((i) => i.title), buyer, createdBy: null };
})();

describe('VAT invoices in the admin’s orders console', () => {
  it('filters the orders that asked for one, shows the request and records the invoice number', async () => {
    let current = detail(requested);
    const calls = mockFetch((call) => {
      if (call.method === 'GET' && call.path.startsWith('/api/v1/admin/order?')) return json(200, pageOf([summary]));
      if (call.method === 'GET' && call.path === `/api/v1/admin/order/${ORDER_ID}`) return json(200, current);
      if (call.method === 'PUT' && call.path === `/api/v1/admin/order/${ORDER_ID}/invoice`) {
        current = detail({
          ...requested,
          status: 'ISSUED',
          invoiceNumber: (call.body as { invoiceNumber: string }).invoiceNumber,
          issuedAt: '2026-11-21T03:00:00.000Z',
        });
        return json(200, current);
      }
      return call.path === '/api/v1/notifications/count' ? json(200, { total: 0, unread: 0 }) : undefined;
    });
    renderApp('/admin/orders', { user: admin });
    const user = userEvent.setup();
    const row = await screen.findByTestId('admin-order-row');
    expect(within(row).getByText('Chờ xuất hoá đơn')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Hoá đơn VAT'), 'REQUESTED');
    await waitFor(() => expect(calls.some((c) => new URLSearchParams(c.path.split('?')[1]).get('invoice') === 'REQUESTED')).toBe(true));

    await user.click(within(row).getByRole('button', { name: `Xem đơn ${base.code}` }));
    const drawer = await screen.findByRole('dialog', { name: `Đơn ${base.code}` });
    const request = await within(drawer).findByTestId('invoice-request');
    expect(within(request).getByText('0101234567-001')).toBeTruthy();
    expect(within(request).getByText('ketoan@hatgiong.vn')).toBeTruthy();

    await user.click(within(drawer).getByRole('button', { name: 'Đánh dấu đã xuất' }));
    expect(await within(drawer).findByText(/Vui lòng nhập số hoá đơn/)).toBeTruthy();
    await user.type(within(drawer).getByLabelText('Số hoá đơn'), '00000123');
    await user.click(within(drawer).getByRole('button', { name: 'Đánh dấu đã xuất' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ invoiceNumber: '00000123' }));
    expect(await within(drawer).findByText('Đã xuất hoá đơn')).toBeTruthy();
    expect(within(drawer).getByText(/Số 00000123/)).toBeTruthy();
  });

  /** The drawer of an order the server sends as `shown`, its invoice request in view. */
  async function drawerOf(shown: AdminOrderDto) {
    mockFetch((call) => {
      if (call.method === 'GET' && call.path.startsWith('/api/v1/admin/order?')) return json(200, pageOf([summary]));
      if (call.method === 'GET' && call.path === `/api/v1/admin/order/${ORDER_ID}`) return json(200, shown);
      return call.path === '/api/v1/notifications/count' ? json(200, { total: 0, unread: 0 }) : undefined;
    });
    renderApp('/admin/orders', { user: admin });
    const row = await screen.findByTestId('admin-order-row');
    await userEvent.setup().click(within(row).getByRole('button', { name: `Xem đơn ${base.code}` }));
    const drawer = await screen.findByRole('dialog', { name: `Đơn ${base.code}` });
    await within(drawer).findByTestId('invoice-request');
    return drawer;
  }

  it('offers no invoice number to record when the server refuses it, even on an order whose status says paid', async () => {
    const drawer = await drawerOf(detail(requested, false));
    expect(within(drawer).getByText('Đơn hàng chưa thanh toán nên chưa xuất hoá đơn được.')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Đánh dấu đã xuất' })).toBeNull();
    expect(within(drawer).queryByLabelText('Số hoá đơn')).toBeNull();
  });

  it('offers an issued invoice’s number for correction when the server allows it, on a refunded order too', async () => {
    const issued = { ...requested, status: 'ISSUED' as const, invoiceNumber: '00000123', issuedAt: '2026-11-21T03:00:00.000Z' };
    const drawer = await drawerOf({ ...detail(issued), status: 'REFUNDED' });
    expect(within(drawer).getByRole('button', { name: 'Sửa số hoá đơn' })).toBeTruthy();
    expect((within(drawer).getByLabelText('Số hoá đơn') as HTMLInputElement).value).toBe('00000123');
  });

  it('shows the buyer their request on their order page', async () => {
    mockFetch(({ path }) => (path === `/api/v2/orders/${ORDER_ID}/info` ? json(200, { ...base, invoice: requested }) : undefined));
    renderApp(`/me/orders/${ORDER_ID}`, { user: makeUser() });
    const request = await screen.findByTestId('invoice-request');
    expect(screen.getByRole('heading', { name: 'Hoá đơn VAT' })).toBeTruthy();
    expect(within(request).getByText('Công ty TNHH Hạt Giống')).toBeTruthy();
    expect(within(request).getByText('Chờ xuất hoá đơn')).toBeTruthy();
  });
});
