import type { AdminOrderItemDto } from '@market/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { makeUser, pageOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const admin = makeUser({ id: '11111111-1111-4111-8111-111111111111', role: 'ADMIN', fullName: 'Quản Trị' });
const line: AdminOrderItemDto = {
  id: 'o1111111-1111-4111-8111-111111111111',
  orderId: 'd1111111-1111-4111-8111-111111111111',
  orderCode: 'DH7K2M9Q4XAB',
  orderStatus: 'PAID',
  invoice: null,
  productItemType: 'TICKET_TIER',
  productItemId: 'f1111111-1111-4111-8111-111111111111',
  eventId: 'e1111111-1111-4111-8111-111111111111',
  calendarId: null,
  title: 'Đêm nhạc acoustic',
  subtitle: 'Vé thường',
  link: '/events/dem-nhac-acoustic',
  host: { id: 'a0000000-0000-4000-8000-000000000001', fullName: 'Đặng Thu Hà', username: 'dang-thu-ha', avatar: null },
  buyer: { id: 'a0000000-0000-4000-8000-000000000009', fullName: 'Nguyễn Văn An', email: 'an.nguyen@vidu.vn', phone: null, avatar: null },
  unitPrice: 150_000,
  quantity: 2,
  discountAmount: 0,
  voucherAmount: 0,
  total: 300_000,
  status: 'SUCCESS',
  bookingStatus: null,
  startsAt: '2026-12-05T12:30:00.000Z',
  endsAt: '2026-12-05T14:00:00.000Z',
  refundedAt: null,
  refundable: false,
  refundRefusal: null,
  createdAt: '2026-11-01T03:00:00.000Z',
};
const lists = (calls: RecordedCall[]) => calls.filter((c) => c.path.startsWith('/api/v1/admin/order-item?'));

describe('order lines in the admin console', () => {
  it('lists lines with order, product, buyer, host and amount, and filters them', async () => {
    const calls = mockFetch((call) =>
      lists([call]).length ? json(200, pageOf([line])) : call.path === '/api/v1/notifications/count' ? json(200, { total: 0, unread: 0 }) : undefined,
    );
    renderApp('/admin/order-items', { user: admin });
    const row = await screen.findByTestId('order-item-row');
    expect(within(row).getByText('DH7K2M9Q4XAB')).toBeTruthy();
    expect(within(row).getByText('Vé sự kiện · Vé thường')).toBeTruthy();
    expect(within(row).getByText('an.nguyen@vidu.vn')).toBeTruthy();
    expect(within(row).getByText('300.000 ₫')).toBeTruthy();
    expect(within(row).getByText('Đã thanh toán')).toBeTruthy();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Loại sản phẩm'), 'CALENDAR_FRAME');
    await user.type(screen.getByLabelText('Từ ngày'), '01112026');
    await waitFor(() =>
      expect(lists(calls).at(-1)!.path).toBe('/api/v1/admin/order-item?type=CALENDAR_FRAME&from=2026-10-31T17%3A00%3A00.000Z&page=1&limit=20'),
    );
  });

  it('downloads the export with the filters chosen', async () => {
    const calls = mockFetch((call) => {
      if (call.path.startsWith('/api/v1/admin/order-item/export'))
        return new Response('\uFEFFMã đơn hàng\r\n', {
          status: 200,
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="dong-don-hang-2026-11-02.csv"' },
        });
      if (lists([call]).length) return json(200, pageOf([line]));
      return call.path === '/api/v1/notifications/count' ? json(200, { total: 0, unread: 0 }) : undefined;
    });
    // jsdom has no object URLs; the browser's are stood in for, then put back.
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:xuat');
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/admin/order-items', { user: admin });
    const user = userEvent.setup();
    await screen.findByTestId('order-item-row');
    await user.selectOptions(screen.getByLabelText('Trạng thái'), 'SUCCESS');
    await user.click(screen.getByRole('button', { name: 'Xuất CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(calls.find((c) => c.path.startsWith('/api/v1/admin/order-item/export'))!.path).toBe('/api/v1/admin/order-item/export?status=SUCCESS&format=csv');
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('dong-don-hang-2026-11-02.csv');
    clicked.mockRestore();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('gives a host the same console over their own lines, without the host column', async () => {
    const host = makeUser({ id: line.host.id, role: 'HOST', fullName: 'Đặng Thu Hà' });
    const calls = mockFetch((call) =>
      call.path.startsWith('/api/v1/host/order-items?')
        ? json(
            200,
            pageOf([
              {
                ...line,
                productItemType: 'ONLINE_COURSE',
                invoice: {
                  companyName: 'Công ty TNHH Hạt Giống',
                  taxCode: '0101234567',
                  companyAddress: '12 Lý Thường Kiệt, Hà Nội',
                  email: 'ketoan@hatgiong.vn',
                  status: 'REQUESTED',
                  invoiceNumber: null,
                  issuedAt: null,
                },
              },
            ]),
          )
        : undefined,
    );
    renderApp('/studio/orders', { user: host });
    expect(await screen.findByRole('heading', { name: 'Đơn hàng', level: 1 })).toBeTruthy();
    const row = await screen.findByTestId('order-item-row');
    expect(within(row).getByText('DH7K2M9Q4XAB')).toBeTruthy();
    expect(within(row).queryByText('Đặng Thu Hà')).toBeNull();
    // The buyer asked for a VAT invoice with this order.
    expect(within(within(row).getByTestId('line-invoice')).getByText('Công ty TNHH Hạt Giống · MST 0101234567')).toBeTruthy();
    expect(within(row).getByText('Chờ xuất hoá đơn')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Nhà tổ chức' })).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/v1/admin/'))).toBe(false);
  });

  it('names a combo line’s type in Vietnamese, and filters by it', async () => {
    const host = makeUser({ id: line.host.id, role: 'HOST', fullName: 'Đặng Thu Hà' });
    const combo = { ...line, productItemType: 'COMBO', title: 'Combo Khởi nghiệp', subtitle: 'Combo 2 sản phẩm' };
    const calls = mockFetch((call) => (call.path.startsWith('/api/v1/host/order-items?') ? json(200, pageOf([combo])) : undefined));
    renderApp('/studio/orders', { user: host });
    const row = await screen.findByTestId('order-item-row');
    expect(within(row).getByText('Combo · Combo 2 sản phẩm')).toBeTruthy();
    expect(within(row).queryByText(/COMBO/)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Loại sản phẩm'), 'Combo');
    await waitFor(() => expect(calls.some((c) => new URLSearchParams(c.path.split('?')[1]).get('type') === 'COMBO')).toBe(true));
  });
});
