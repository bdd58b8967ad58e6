import type { AdminProductDto } from '@market/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { makeUser, pageOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const admin = makeUser({ id: '11111111-1111-4111-8111-111111111111', role: 'ADMIN', fullName: 'Quản Trị' });
const host = { id: 'a0000000-0000-4000-8000-000000000001', fullName: 'Đặng Thu Hà', username: 'dang-thu-ha', avatar: null };
const tier: AdminProductDto = {
  productItemType: 'TICKET_TIER',
  productItemId: 'f1111111-1111-4111-8111-111111111111',
  parent: { kind: 'EVENT', id: 'e1111111-1111-4111-8111-111111111111', slug: 'dem-nhac-acoustic' },
  host,
  title: 'Đêm nhạc acoustic',
  subtitle: 'Vé thường',
  image: null,
  link: '/events/dem-nhac-acoustic',
  price: 150_000,
  available: 12,
  startsAt: '2026-12-05T12:30:00.000Z',
  endsAt: '2026-12-05T14:00:00.000Z',
  onSale: true,
  status: 'ON_SALE',
};
const course: AdminProductDto = {
  ...tier,
  productItemType: 'ONLINE_COURSE',
  productItemId: 'f2222222-2222-4222-8222-222222222222',
  parent: { kind: 'COURSE', id: 'f2222222-2222-4222-8222-222222222222', slug: 'dam-phan-luong' },
  title: 'Đàm phán lương',
  subtitle: null,
  link: '/courses/dam-phan-luong',
  price: 0,
  available: null,
  onSale: false,
  status: 'NOT_ON_SALE',
};
const lists = (calls: RecordedCall[]) => calls.filter((c) => c.path.startsWith('/api/v1/admin/product?'));
const other = (call: RecordedCall) => (call.path === '/api/v1/notifications/count' ? json(200, { total: 0, unread: 0 }) : undefined);

describe('the admin’s products page', () => {
  it('lists products with type, host, price in VND, status and a link to the public page, and filters them', async () => {
    const calls = mockFetch((call) => (lists([call]).length ? json(200, pageOf([tier, course])) : other(call)));
    renderApp('/admin/products', { user: admin });
    const [first, second] = await screen.findAllByTestId('admin-product-row');
    expect(within(first!).getByText('Đêm nhạc acoustic')).toBeTruthy();
    expect(within(first!).getByText('Vé sự kiện')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'Đặng Thu Hà' }).getAttribute('href')).toBe('/hosts/dang-thu-ha');
    expect(within(first!).getByText('150.000 ₫')).toBeTruthy();
    expect(within(first!).getByText('Còn 12')).toBeTruthy();
    expect(within(first!).getByText('Đang bán')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'Xem trang công khai của “Đêm nhạc acoustic”' }).getAttribute('href')).toBe('/events/dem-nhac-acoustic');
    expect(within(second!).getByText('Khoá học')).toBeTruthy();
    expect(within(second!).getByText('Miễn phí')).toBeTruthy();
    expect(within(second!).getByText('Chưa hoặc ngừng bán')).toBeTruthy();
    expect(lists(calls)[0]!.path).toBe('/api/v1/admin/product?page=1&limit=20');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Loại'), 'COMBO');
    await user.selectOptions(screen.getByLabelText('Tình trạng'), 'SOLD_OUT');
    await user.type(screen.getByLabelText('Tìm sản phẩm'), 'dem nhac');
    await waitFor(() => expect(lists(calls).at(-1)!.path).toBe('/api/v1/admin/product?page=1&limit=20&q=dem+nhac&type=COMBO&status=SOLD_OUT'));
  });

  it('says when nothing matches the filters, and offers to try again after an error', async () => {
    let fail = true;
    mockFetch((call) => {
      if (!lists([call]).length) return other(call);
      if (call.path.includes('status=')) return json(200, pageOf([]));
      return fail ? apiError(500, 'INTERNAL_SERVER_ERROR', 'Đã có sự cố xảy ra, vui lòng thử lại sau.') : json(200, pageOf([tier]));
    });
    renderApp('/admin/products', { user: admin });
    const user = userEvent.setup();
    const retry = await screen.findByRole('button', { name: 'Thử lại' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByTestId('admin-product-row')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Tình trạng'), 'ON_SALE');
    expect(await screen.findByText('Không có sản phẩm phù hợp')).toBeTruthy();
  });

  it('is in the console’s menu', async () => {
    mockFetch((call) => (lists([call]).length ? json(200, pageOf([])) : other(call)));
    renderApp('/admin', { user: admin });
    const link = await screen.findByRole('link', { name: 'Sản phẩm' });
    expect(link.getAttribute('href')).toBe('/admin/products');
    await userEvent.click(link);
    expect(await screen.findByText('Chưa có sản phẩm nào đang bày bán')).toBeTruthy();
  });
});
