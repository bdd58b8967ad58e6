import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { textOf } from '../../../test/commerce-fixtures';
import { json, mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { makeReport } from '../../../test/refund-fixtures';
import { renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'ADMIN' });

describe('the admin report', () => {
  it('shows the KPIs in VND and the breakdowns for the last 30 days, then asks again by month', async () => {
    const calls = mockFetch(({ method, path }) => (method === 'POST' && path === '/api/reports' ? json(200, makeReport()) : undefined));
    renderApp('/admin/reports', { user: admin });

    const revenue = (await screen.findByText('Doanh thu', { selector: 'dt' })).parentElement!;
    expect(textOf(within(revenue).getByRole('definition'))).toBe('12.500.000 ₫');
    const net = screen.getByText('Doanh thu thuần', { selector: 'dt' }).parentElement!;
    expect(textOf(within(net).getByRole('definition'))).toBe('12.000.000 ₫');
    expect(screen.getByText('2 lượt hoàn')).toBeTruthy();
    expect(textOf(screen.getByText('Vé đã bán', { selector: 'dt' }).parentElement!)).toContain('61');
    expect(within(screen.getByRole('table', { name: 'Theo cổng thanh toán' })).getByText('Quản trị viên ghi nhận')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Nhà tổ chức dẫn đầu' })).getByText('Đặng Thu Hà')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Mã giới thiệu' })).getByText('DOITAC_01')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Biểu đồ doanh thu và số đơn theo kỳ' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Doanh thu và số đơn theo kỳ' })).getAllByRole('row')).toHaveLength(4);

    const first = calls.find((c) => c.path === '/api/reports')!.body as { from: string; to: string; groupBy: string };
    expect(first.groupBy).toBe('day');
    expect((Date.parse(first.to) - Date.parse(first.from)) / 86_400_000).toBe(29);

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Tháng' }));
    await waitFor(() => expect((calls.at(-1)!.body as { groupBy: string }).groupBy).toBe('month'));
  });

  it('says so when the range is not valid instead of asking', async () => {
    const calls = mockFetch(({ path }) => (path === '/api/reports' ? json(200, makeReport()) : undefined));
    renderApp('/admin/reports', { user: admin });
    await screen.findByText('Doanh thu thuần', { selector: 'dt' });
    const before = calls.filter((c) => c.path === '/api/reports').length;
    const from = screen.getByLabelText('Từ ngày');
    const user = userEvent.setup();
    await user.clear(from);
    await user.type(from, '01012020');
    expect(await screen.findByText('Khoảng thời gian không hợp lệ (ngày kết thúc phải sau ngày bắt đầu, tối đa 366 ngày).')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/reports').length).toBe(before);
  });
});
