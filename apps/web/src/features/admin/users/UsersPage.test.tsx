import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { json, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const admin = makeUser({ id: '11111111-1111-4111-8111-111111111111', role: 'ADMIN', fullName: 'Quản Trị' });
const page = (data: unknown[], total = data.length) => json(200, { data, meta: { page: 1, limit: 20, total, totalPages: Math.max(1, Math.ceil(total / 20)) } });
const binh = makeUser({ id: '22222222-2222-4222-8222-222222222222', fullName: 'Trần Thị Bình', email: 'binh@vidu.vn', role: 'HOST' });
const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/v1/admin/users'));

describe('the admin users page', () => {
  it('lists accounts and asks the server again with the search, role and status chosen', async () => {
    const calls = mockFetch(({ path }) =>
      path.startsWith('/api/v1/admin/users') ? page([binh]) : path === '/api/v1/notifications/count' ? json(200, { total: 0, unread: 0 }) : undefined,
    );
    renderApp('/admin/users', { user: admin });
    const row = await screen.findByText('Trần Thị Bình');
    expect(within(row.closest('tr')!).getByText('binh@vidu.vn')).toBeTruthy();
    expect(listCalls(calls)[0]!.path).toBe('/api/v1/admin/users?page=1&limit=20');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tìm kiếm'), 'bình');
    await user.selectOptions(screen.getByLabelText('Vai trò'), 'HOST');
    await user.selectOptions(screen.getByLabelText('Trạng thái'), 'INACTIVE');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)!.path).toBe(`/api/v1/admin/users?q=${encodeURIComponent('bình')}&role=HOST&status=INACTIVE&page=1&limit=20`),
    );
  });

  it('deactivates an account after confirming', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (method === 'PATCH' && path === `/api/v1/admin/users/change-status/${binh.id}`) return json(200, { ...binh, status: 'INACTIVE' });
      if (path.startsWith('/api/v1/admin/users')) return page([binh]);
      return path === '/api/v1/notifications/count' ? json(200, { total: 0, unread: 0 }) : undefined;
    });
    renderApp('/admin/users', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Cho phép Trần Thị Bình đăng nhập' }));
    expect(await screen.findByText('Vô hiệu hoá tài khoản?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'INACTIVE' }));
  });

  it('uploads a file, shows the job’s progress and then the per-row report', async () => {
    let polls = 0;
    const calls = mockFetch(({ method, path }) => {
      if (method === 'POST' && path === '/api/v1/admin/users/upload') return json(202, { jobId: 'job-1', rows: 3 });
      if (path === '/api/v1/queue/users.bulk-create/job-1/status') {
        polls += 1;
        const base = { id: 'job-1', queue: 'users.bulk-create', error: null, createdAt: new Date().toISOString() };
        if (polls === 1) return json(200, { ...base, status: 'PROCESSING', progress: 40, result: null, completedAt: null });
        return json(200, {
          ...base,
          status: 'SUCCESS',
          progress: 100,
          completedAt: new Date().toISOString(),
          result: {
            total: 3,
            created: 2,
            refused: 1,
            rows: [
              { row: 2, fullName: 'Lý Thị Mai', email: 'mai@vidu.vn', phone: null, status: 'CREATED', code: null, reason: null },
              { row: 3, fullName: 'Đặng Văn Nam', email: 'sai-email', phone: null, status: 'REFUSED', code: 'INVALID_EMAIL', reason: 'Email không hợp lệ.' },
              { row: 4, fullName: 'Ngô Thị Hà', email: 'ha@vidu.vn', phone: null, status: 'CREATED', code: null, reason: null },
            ],
          },
        });
      }
      if (path.startsWith('/api/v1/admin/users')) return page([]);
      return path === '/api/v1/notifications/count' ? json(200, { total: 0, unread: 0 }) : undefined;
    });
    renderApp('/admin/users', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tải lên danh sách' }));
    const file = new File(['fullName,email\nLý Thị Mai,mai@vidu.vn\n'], 'danh-sach.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Tệp danh sách'), file);
    await user.click(screen.getByRole('button', { name: 'Tải lên và tạo tài khoản' }));

    const progress = await screen.findByRole('progressbar', { name: 'Tiến độ tạo tài khoản' });
    expect(progress.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('Đang tạo 3 tài khoản…')).toBeTruthy();

    expect(await screen.findByText('Đã tạo 2 tài khoản, từ chối 1 dòng.')).toBeTruthy();
    // Refused rows first (filter on), then every row.
    expect(screen.getAllByTestId('bulk-row').map((r) => r.textContent)).toEqual([expect.stringContaining('Email không hợp lệ.')]);
    await user.click(screen.getByLabelText('Chỉ xem dòng bị từ chối'));
    expect(screen.getAllByTestId('bulk-row')).toHaveLength(3);
    expect(calls.filter((c) => c.path.includes('/api/v1/queue/')).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a file that is not CSV or XLSX before uploading', async () => {
    const calls = mockFetch(({ path }) =>
      path.startsWith('/api/v1/admin/users') ? page([]) : path === '/api/v1/notifications/count' ? json(200, { total: 0, unread: 0 }) : undefined,
    );
    renderApp('/admin/users', { user: admin });
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Tải lên danh sách' }));
    await user.upload(screen.getByLabelText('Tệp danh sách'), new File(['x'], 'anh.png', { type: 'image/png' }));
    expect(await screen.findByText('Chỉ nhận tệp .csv hoặc .xlsx.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Tải lên và tạo tài khoản' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((c) => c.path.includes('upload'))).toBe(false);
  });
});
