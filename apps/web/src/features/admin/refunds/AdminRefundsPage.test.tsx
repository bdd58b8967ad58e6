import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { makeUser, pageOf } from '../../../test/fixtures';
import { makeRefund } from '../../../test/refund-fixtures';
import { renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'ADMIN' });
const pending = makeRefund();
const statusCounts = { counts: { PENDING: 1, PROCESSING: 0, SUCCESS: 4, FAILED: 1, AWAITING_INFO: 2 }, total: 8 };
const approvalCounts = { counts: { PENDING: 3, APPROVED: 4, REJECTED: 1, CANCELLED: 0 }, total: 8 };

describe('the admin refund queue', () => {
  it('shows pending requests with counts, and approves one with a note for the buyer', async () => {
    const calls = mockFetch(({ method, path, body }) => {
      if (path === '/api/v1/refunds/status/count') return json(200, statusCounts);
      if (path === '/api/v1/refunds/approval/count') return json(200, approvalCounts);
      if (method === 'GET' && path.startsWith('/api/v1/refunds/all')) return json(200, pageOf([pending]));
      if (method === 'PUT' && path === `/api/v1/refunds/${pending.id}`)
        return json(200, { ...pending, ...(body as object), approval: 'APPROVED', status: 'SUCCESS' });
      if (path === '/api/v1/notifications/count') return json(200, { total: 0, unread: 0 });
      return undefined;
    });
    renderApp('/admin/refunds', { user: admin });
    const row = (await screen.findByText('DH-2611-0001')).closest('tr')!;
    expect(within(row).getByText('Nguyễn Thị Lan')).toBeTruthy();
    expect(within(row).getByText('Chờ duyệt')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Cần tài khoản nhận tiền (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Chờ duyệt (1)' }).getAttribute('aria-selected')).toBe('true');
    expect(calls.find((c) => c.path.startsWith('/api/v1/refunds/all'))!.path).toContain('status=PENDING');

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Xử lý yêu cầu hoàn tiền đơn DH-2611-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xử lý yêu cầu hoàn tiền' });
    expect(within(dialog).getByText('Tôi bận việc gia đình, không thể tham dự.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Đã chuyển khoản' })).toBeNull();
    await user.type(within(dialog).getByLabelText(/Ghi chú gửi người mua/), 'Đồng ý hoàn tiền');
    await user.click(within(dialog).getByRole('button', { name: 'Duyệt hoàn tiền' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ approval: 'APPROVED', note: 'Đồng ý hoàn tiền' });
    expect(await screen.findByText('Hoàn tiền thành công.')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/v1/refunds/status/count')).toHaveLength(2));
  });

  it("tells a combo's part given back for a called-off event from a refund of the whole line", async () => {
    const share = makeRefund({ id: 'f0222222-2222-4222-8222-222222222222', orderCode: 'DH-2611-0002', shareOf: '7e111111-1111-4111-8111-111111111111' });
    mockFetch(({ method, path }) => {
      if (path.includes('/count')) return json(200, path.includes('status') ? statusCounts : approvalCounts);
      if (method === 'GET' && path.startsWith('/api/v1/refunds/all')) return json(200, pageOf([pending, share]));
      if (path === '/api/v1/notifications/count') return json(200, { total: 0, unread: 0 });
      return undefined;
    });
    renderApp('/admin/refunds', { user: admin });
    const shareRow = (await screen.findByText('DH-2611-0002')).closest('tr')!;
    expect(within(shareRow).getByText('Phần của combo thuộc sự kiện bị huỷ')).toBeTruthy();
    const wholeRow = screen.getByText('DH-2611-0001').closest('tr')!;
    expect(within(wholeRow).queryByText('Phần của combo thuộc sự kiện bị huỷ')).toBeNull();
  });

  it('offers the transfer confirmation for an approved manual refund', async () => {
    const manual = makeRefund({
      mode: 'MANUAL',
      provider: 'ADMIN',
      approval: 'APPROVED',
      status: 'PROCESSING',
      bankName: 'Vietcombank',
      bankAccountNumber: '0071001234567',
      bankAccountName: 'NGUYEN THI LAN',
    });
    const calls = mockFetch(({ method, path }) => {
      if (path.includes('/count')) return json(200, path.includes('status') ? statusCounts : approvalCounts);
      if (method === 'GET' && path.startsWith('/api/v1/refunds/all')) return json(200, pageOf([manual]));
      if (method === 'PUT') return json(200, { ...manual, status: 'SUCCESS' });
      return undefined;
    });
    renderApp('/admin/refunds', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Xử lý yêu cầu hoàn tiền đơn DH-2611-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xử lý yêu cầu hoàn tiền' });
    expect(within(dialog).getByText('Vietcombank · 0071001234567 · NGUYEN THI LAN')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Đã chuyển khoản' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'SUCCESS' }));
  });
});
