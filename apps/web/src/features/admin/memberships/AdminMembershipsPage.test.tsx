import type { MembershipDto } from '@market/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { makeUser, pageOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'ADMIN' });
const plan: MembershipDto = {
  id: 'a1111111-1111-4111-8111-111111111111',
  name: 'Học không giới hạn',
  description: null,
  image: null,
  isDefault: false,
  isMain: true,
  status: 'ACTIVE',
  parts: [{ id: 'b1111111-1111-4111-8111-111111111111', title: 'Hỏi đáp hằng tháng', description: null }],
  prices: [{ id: 'c1111111-1111-4111-8111-111111111111', amount: 199_000, period: { unit: 'MONTH', count: 1 }, isLifetime: false, status: 'ACTIVE' }],
  products: [
    {
      productItemType: 'ONLINE_COURSE',
      productItemId: 'd1111111-1111-4111-8111-111111111111',
      title: 'Lập trình web cơ bản',
      subtitle: null,
      image: null,
      link: '/courses/lap-trinh-web',
      onSale: true,
    },
  ],
  memberCount: 12,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function serve(write: (call: RecordedCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path.startsWith('/api/v1/admin/memberships')) return json(200, pageOf([plan]));
    if (call.method === 'GET' && call.path.startsWith('/api/v1/admin/product')) return json(200, pageOf([]));
    if (call.path === '/api/v1/notifications/count') return json(200, { total: 0, unread: 0 });
    return write(call);
  });
}

describe('the admin membership plans page', () => {
  it('lists plans with their prices and members, and switches one off', async () => {
    const calls = serve(({ method, path }) => (method === 'PATCH' && path.endsWith('/switch-status') ? json(200, { ...plan, status: 'INACTIVE' }) : undefined));
    renderApp('/admin/memberships', { user: admin });
    const row = await screen.findByTestId('membership-row');
    expect(within(row).getByText('Học không giới hạn')).toBeTruthy();
    expect(within(row).getByText(/199\.000/)).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: /Người đăng ký/ })
        .getAttribute('href'),
    ).toBe(`/admin/memberships/${plan.id}/registered`);
    await userEvent.click(within(row).getByRole('button', { name: /Tắt/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH' && c.path === `/api/v1/admin/memberships/${plan.id}/switch-status`)).toBe(true));
    expect(await screen.findByText('Đã tắt gói.')).toBeTruthy();
  });

  it('edits a plan and sends the whole plan back with its ids kept', async () => {
    const calls = serve(({ method, body }) => (method === 'PUT' ? json(200, { ...plan, ...(body as object) }) : undefined));
    renderApp('/admin/memberships', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Sửa.*Học không giới hạn/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa gói hội viên' });
    await user.clear(within(dialog).getByLabelText('Số tiền (VND)'));
    await user.type(within(dialog).getByLabelText('Số tiền (VND)'), '249000');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `/api/v1/admin/memberships/${plan.id}`,
      body: {
        name: 'Học không giới hạn',
        isMain: true,
        status: 'ACTIVE',
        parts: [{ id: plan.parts[0]!.id, title: 'Hỏi đáp hằng tháng', description: null }],
        prices: [{ id: plan.prices[0]!.id, amount: 249_000, period: { unit: 'MONTH', count: 1 }, status: 'ACTIVE' }],
        products: [{ productItemType: 'ONLINE_COURSE', productItemId: plan.products[0]!.productItemId }],
      },
    });
  });

  it('shows why a plan cannot be deleted', async () => {
    serve(({ method }) =>
      method === 'DELETE' ? apiError(409, 'MEMBERSHIP_PRICE_HAS_PAID_CANNOT_DELETE', 'Không thể xoá gói vì đã có người đăng ký.') : undefined,
    );
    renderApp('/admin/memberships', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Xoá.*Học không giới hạn/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Xoá gói hội viên?' });
    await user.click(within(dialog).getByRole('button', { name: 'Xoá' }));
    expect(await screen.findByText('Không thể xoá gói vì đã có người đăng ký.')).toBeTruthy();
  });
});
