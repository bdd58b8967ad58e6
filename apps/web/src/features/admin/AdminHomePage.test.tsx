import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const admin = makeUser({ role: 'ADMIN', fullName: 'Quản Trị' });
const day = (date: string, values: Partial<Record<'orders' | 'revenue' | 'refunds' | 'newUsers' | 'newHosts', number>>) => ({
  day: date,
  orders: 0,
  revenue: 0,
  refunds: 0,
  newUsers: 0,
  newHosts: 0,
  ...values,
});
const report = {
  currency: 'VND',
  today: day('2026-11-27', { orders: 12, revenue: 3_450_000, refunds: 200_000, newUsers: 30, newHosts: 2 }),
  yesterday: day('2026-11-26', { orders: 9, revenue: 4_000_000, newUsers: 30, newHosts: 0 }),
};
const pageTotal = (total: number) => json(200, { data: [], meta: { page: 1, limit: 1, total, totalPages: total } });

function server(overrides: (call: RecordedCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    const own = overrides(call);
    if (own) return own;
    if (call.path === '/api/reports/today') return json(200, report);
    if (call.path.startsWith('/api/v1/admin/events?')) return pageTotal(3);
    if (call.path.startsWith('/api/v1/admin/online-courses?')) return pageTotal(1);
    if (call.path.startsWith('/api/v1/admin/users/host-profiles?')) return pageTotal(call.path.includes('status=NEW_HOST') ? 2 : 1);
    if (call.path.startsWith('/api/v1/content-moderation/list?')) return pageTotal(5);
    if (call.path === '/api/v1/notifications/count') return json(200, { total: 0, unread: 0 });
    return undefined;
  });
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe('the admin home', () => {
  it('shows today’s orders, revenue in VND, new users and hosts beside yesterday’s, and what waits for review', async () => {
    const calls = server();
    renderApp('/admin', { user: admin });
    expect(await screen.findByRole('heading', { name: 'Hôm nay, 27/11/2026' })).toBeTruthy();

    const orders = figure('Đơn hàng đã thanh toán');
    expect(within(orders).getByText('12')).toBeTruthy();
    expect(within(orders).getByText('Hôm qua: 9')).toBeTruthy();
    expect(within(orders).getByText('tăng 3')).toBeTruthy();
    const revenue = figure('Doanh thu');
    expect(within(revenue).getByText('3.450.000 ₫')).toBeTruthy();
    expect(within(revenue).getByText('Hôm qua: 4.000.000 ₫')).toBeTruthy();
    expect(within(revenue).getByText('giảm 550.000 ₫')).toBeTruthy();
    expect(within(figure('Người dùng mới')).getByText('bằng hôm qua')).toBeTruthy();
    expect(within(figure('Nhà tổ chức mới')).getByText('tăng 2')).toBeTruthy();
    expect(screen.getByText('Hoàn tiền hôm nay: 200.000 ₫')).toBeTruthy();

    const review = screen.getByRole('region', { name: 'Chờ duyệt' });
    expect((await within(review).findByRole('link', { name: '3 sự kiện' })).getAttribute('href')).toBe('/admin/events');
    expect(within(review).getByRole('link', { name: '1 khoá học' }).getAttribute('href')).toBe('/admin/courses');
    expect(within(review).getByRole('link', { name: '3 hồ sơ nhà tổ chức' }).getAttribute('href')).toBe('/admin/host-applications');
    expect(within(review).getByRole('link', { name: '5 mục trong hàng kiểm duyệt' }).getAttribute('href')).toBe('/admin/moderation');
    expect(calls.find((c) => c.path.startsWith('/api/v1/admin/events?'))!.path).toContain('status=PENDING_APPROVAL_WITH_ADMIN');
    // The shortcuts stay.
    expect(screen.getByRole('heading', { name: 'Lối tắt' })).toBeTruthy();
  });

  it('says when nothing waits for review, and offers to try again when the figures fail', async () => {
    let fail = true;
    server((call) => {
      if (call.path === '/api/reports/today' && fail) return apiError(500, 'INTERNAL_SERVER_ERROR', 'Đã có sự cố xảy ra, vui lòng thử lại sau.');
      if (call.path.startsWith('/api/v1/admin/') || call.path.startsWith('/api/v1/content-moderation/list?')) return pageTotal(0);
      return undefined;
    });
    renderApp('/admin', { user: admin });
    expect(await screen.findByText('Không có gì đang chờ duyệt.')).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Thử lại' });
    fail = false;
    await userEvent.click(retry);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Hôm nay, 27/11/2026' })).toBeTruthy());
  });
});
