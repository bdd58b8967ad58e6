import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeEventCard, makeEventDetail, makeTier } from '../../../test/event-fixtures';
import { json, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { makeUser, pageOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const admin = makeUser({ id: '11111111-1111-4111-8111-111111111111', role: 'ADMIN', fullName: 'Quản Trị' });
const waiting = makeEventCard({ status: 'PENDING_APPROVAL_WITH_ADMIN', title: 'Hội thảo AI' });
const published = makeEventCard({ id: 'e4444444-4444-4444-8444-444444444444', slug: 'dem-nhac', title: 'Đêm nhạc', status: 'PUBLISHED' });
const lists = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/v1/admin/events'));
const patches = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'PATCH');

function serve(write: (call: RecordedCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    const answer = write(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path.startsWith('/api/v1/admin/events')) {
      const status = new URL(call.path, 'http://x').searchParams.get('status');
      return json(200, pageOf(status === 'PENDING_APPROVAL_WITH_ADMIN' ? [waiting] : [waiting, published]));
    }
    if (call.path === `/api/v2/events/${waiting.id}`) {
      return json(
        200,
        makeEventDetail({ ...waiting, ticketTiers: [makeTier({ id: '7a111111-1111-4111-8111-111111111111', name: 'Vé sớm', sold: 3, capacity: 50 })] }),
      );
    }
    return call.path === '/api/v1/notifications/count' ? json(200, { total: 0, unread: 0 }) : undefined;
  });
}

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!;

describe('the admin event queue', () => {
  it('opens on the events waiting for approval and approves one', async () => {
    const calls = serve(({ method }) => (method === 'PATCH' ? json(200, makeEventDetail({ ...waiting, status: 'PUBLISHED' })) : undefined));
    renderApp('/admin/events', { user: admin });
    const row = await rowOf('Hội thảo AI');
    expect(lists(calls)[0]!.path).toBe('/api/v1/admin/events?status=PENDING_APPROVAL_WITH_ADMIN&page=1&limit=20');
    expect(within(row).getByText('Chờ duyệt')).toBeTruthy();
    expect(screen.queryByText('Đêm nhạc')).toBeNull();
    const before = lists(calls).length;

    await userEvent.setup().click(within(row).getByRole('button', { name: 'Duyệt: Hội thảo AI' }));
    await waitFor(() => expect(patches(calls)).toEqual([expect.objectContaining({ path: `/api/v1/admin/events/${waiting.id}`, body: { action: 'APPROVE' } })]));
    expect(await screen.findByText('Đã duyệt sự kiện, sự kiện đã hiển thị công khai.')).toBeTruthy();
    await waitFor(() => expect(lists(calls).length).toBeGreaterThan(before));
  });

  it('does not reject without a reason, then sends the reason', async () => {
    const calls = serve(({ method }) => (method === 'PATCH' ? json(200, makeEventDetail({ ...waiting, status: 'REJECTED' })) : undefined));
    renderApp('/admin/events', { user: admin });
    const user = userEvent.setup();
    await user.click(within(await rowOf('Hội thảo AI')).getByRole('button', { name: 'Từ chối: Hội thảo AI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối sự kiện' });
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(await within(dialog).findByText('Vui lòng nhập thông tin này.')).toBeTruthy();
    expect(patches(calls)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Lý do'), 'Thiếu địa chỉ tổ chức');
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    await waitFor(() =>
      expect(patches(calls)[0]).toMatchObject({ path: `/api/v1/admin/events/${waiting.id}`, body: { action: 'REJECT', reason: 'Thiếu địa chỉ tổ chức' } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('previews the whole event and decides from the preview', async () => {
    const calls = serve(({ method }) => (method === 'PATCH' ? json(200, makeEventDetail({ ...waiting, status: 'PUBLISHED' })) : undefined));
    renderApp('/admin/events', { user: admin });
    const user = userEvent.setup();
    await user.click(within(await rowOf('Hội thảo AI')).getByRole('button', { name: 'Xem trước Hội thảo AI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xem trước sự kiện' });
    expect(await within(dialog).findByText('Vé sớm')).toBeTruthy();
    expect(within(dialog).getByText(/T7, 28 thg 11(, 2026)? · 19:30 – 21:00/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Duyệt' }));
    await waitFor(() => expect(patches(calls)[0]?.body).toEqual({ action: 'APPROVE' }));
  });

  it('hides a public event with a reason and deletes one after confirming', async () => {
    const calls = serve(({ method }) => {
      if (method === 'PATCH') return json(200, makeEventDetail({ ...published, status: 'REMOVED' }));
      return method === 'DELETE' ? json(200, { success: true }) : undefined;
    });
    renderApp('/admin/events', { user: admin });
    const user = userEvent.setup();
    await screen.findByText('Hội thảo AI');
    await user.selectOptions(screen.getByLabelText('Trạng thái'), '');
    await waitFor(() => expect(lists(calls).at(-1)!.path).toBe('/api/v1/admin/events?page=1&limit=20'));

    const row = await rowOf('Đêm nhạc');
    expect(within(row).queryByRole('button', { name: /^Duyệt/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Ẩn: Đêm nhạc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ẩn sự kiện' });
    await user.type(within(dialog).getByLabelText('Lý do'), 'Nội dung sai sự thật');
    await user.click(within(dialog).getByRole('button', { name: 'Ẩn' }));
    await waitFor(() =>
      expect(patches(calls)[0]).toMatchObject({ path: `/api/v1/admin/events/${published.id}`, body: { action: 'HIDE', reason: 'Nội dung sai sự thật' } }),
    );

    await user.click(within(await rowOf('Đêm nhạc')).getByRole('button', { name: 'Xoá: Đêm nhạc' }));
    const confirm = await screen.findByRole('dialog', { name: 'Xoá sự kiện?' });
    await user.click(within(confirm).getByRole('button', { name: 'Xoá' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/api/v1/admin/events/${published.id}`));
  });
});
