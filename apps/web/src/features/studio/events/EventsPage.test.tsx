import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../test/fixtures';
import { json, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { coHostKhoa, makeEventCard, makeEventDetail, makeSummary, studioHost } from '../../../test/studio-fixtures';

const rejected = makeEventCard({ id: 'e3333333-3333-4333-8333-333333333333', title: 'Workshop gốm thủ công', status: 'REJECTED' });
const draft = makeEventCard({ id: 'e4444444-4444-4444-8444-444444444444', title: 'Đêm nhạc acoustic', status: 'DRAFT' });
const published = makeEventCard({ id: 'e5555555-5555-4555-8555-555555555555', title: 'Hội thảo AI', slug: 'hoi-thao-ai', status: 'PUBLISHED', isFree: true });
const shared = makeEventCard({ id: 'e6666666-6666-4666-8666-666666666666', title: 'Ngày hội sách', status: 'DRAFT', host: makeSummary(coHostKhoa) });

function serve(answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    if (call.path === '/api/v1/notifications/count') return json(200, { total: 0, unread: 0 });
    return answer(call);
  });
}
const rowOf = (title: string) => screen.getByText(title).closest('li')!;

describe('my events in the studio', () => {
  it('lists the rejected events with the reason the admin gave', async () => {
    const calls = serve(({ method, path }) => {
      if (method === 'GET' && path.startsWith('/api/v2/events/mine'))
        return json(200, pageOf([{ ...rejected, rejectReason: 'Thiếu địa chỉ cụ thể của xưởng gốm.' }]));
      return undefined;
    });
    renderApp('/studio/events?tab=rejected', { user: studioHost });

    expect(await screen.findByText('Thiếu địa chỉ cụ thể của xưởng gốm.')).toBeTruthy();
    const row = rowOf('Workshop gốm thủ công');
    expect(within(row).getByText('Lý do bị từ chối')).toBeTruthy();
    expect(within(row).getByText('05/12/2026 · 19:30–21:00 · Trực tiếp · 150.000 ₫')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Gửi duyệt Workshop gốm thủ công' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Xoá/ })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Bị từ chối' }).getAttribute('aria-selected')).toBe('true');
    expect(calls.find((c) => c.path.startsWith('/api/v2/events/mine'))?.path).toBe('/api/v2/events/mine?status=REJECTED&page=1&limit=20');
    // The reason comes with the list: no request per rejected event.
    expect(calls.filter((c) => c.path.startsWith('/api/v2/events/') && !c.path.startsWith('/api/v2/events/mine'))).toEqual([]);
  });

  it('offers each status its own actions and sends a draft for review', async () => {
    const calls = serve(({ method, path }) => {
      if (method === 'GET' && path.startsWith('/api/v2/events/mine')) return json(200, pageOf([draft, published]));
      if (method === 'PATCH') return json(200, makeEventDetail({ ...draft, status: 'PENDING_APPROVAL_WITH_ADMIN' }));
      return undefined;
    });
    renderApp('/studio/events', { user: studioHost });
    const user = userEvent.setup();

    await screen.findByText('Hội thảo AI');
    const live = rowOf('Hội thảo AI');
    expect(within(live).getByRole('link', { name: 'Xem trang công khai của Hội thảo AI' }).getAttribute('href')).toBe('/events/hoi-thao-ai');
    expect(within(live).getByRole('button', { name: 'Lưu trữ Hội thảo AI' })).toBeTruthy();
    expect(within(live).queryByRole('button', { name: /^Gửi duyệt/ })).toBeNull();
    expect(within(live).getByText(/Miễn phí/)).toBeTruthy();

    await user.click(within(rowOf('Đêm nhạc acoustic')).getByRole('button', { name: 'Gửi duyệt Đêm nhạc acoustic' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: `/api/v2/events/${draft.id}`, body: { action: 'SUBMIT' } }));
    expect(await screen.findByText('Đã gửi sự kiện để duyệt. Chúng tôi sẽ báo cho bạn khi có kết quả.')).toBeTruthy();
  });

  it('shows the tickets sold over the places, and copies an event as a new draft opened in the editor', async () => {
    const selling = { ...published, ticketsSold: 42, ticketCapacity: 120 };
    const copy = makeEventDetail({ ...published, id: 'e7777777-7777-4777-8777-777777777777', title: 'Hội thảo AI (bản sao)', status: 'DRAFT' });
    const calls = serve(({ method, path }) => {
      if (method === 'GET' && path.startsWith('/api/v2/events/mine')) return json(200, pageOf([selling]));
      if (method === 'POST' && path === `/api/v2/events/${published.id}/duplicate`) return json(201, copy);
      return undefined;
    });
    const { router } = renderApp('/studio/events', { user: studioHost });
    await screen.findByText('Hội thảo AI');
    expect(within(rowOf('Hội thảo AI')).getByText(/Đã bán 42\/120 vé/)).toBeTruthy();

    await userEvent.click(within(rowOf('Hội thảo AI')).getByRole('button', { name: 'Nhân bản sự kiện Hội thảo AI' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/studio/events/${copy.id}/edit`));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('deletes a draft only after confirming', async () => {
    const calls = serve(({ method, path }) => {
      if (method === 'GET' && path.startsWith('/api/v2/events/mine')) return json(200, pageOf([draft]));
      if (method === 'DELETE') return json(200, { success: true });
      return undefined;
    });
    renderApp('/studio/events', { user: studioHost });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Xoá Đêm nhạc acoustic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xoá bản nháp?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Xoá' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/api/v1/events/${draft.id}`));
    expect(await screen.findByText('Đã xoá sự kiện.')).toBeTruthy();
  });

  it('cancels an event with sales only after showing what will happen and taking a reason for the buyers', async () => {
    const preview = {
      eventId: published.id,
      title: published.title,
      buyers: 3,
      paidLines: 2,
      refundAmount: 700_000,
      bankTransferRefunds: 1,
      freeLines: 1,
      pendingOrders: 1,
      coHosts: 1,
      cancelledAt: null,
      cancelReason: null,
      canCancel: true,
    };
    const calls = serve(({ method, path }) => {
      if (method === 'GET' && path.startsWith('/api/v2/events/mine')) return json(200, pageOf([published]));
      if (method === 'GET' && path === `/api/v2/events/${published.id}/cancellation`) return json(200, preview);
      if (method === 'POST' && path === `/api/v2/events/${published.id}/cancel`)
        return json(200, { ...preview, cancelledAt: '2026-11-29T03:00:00.000Z', cancelReason: 'Diễn giả bị ốm.', canCancel: false });
      return undefined;
    });
    renderApp('/studio/events', { user: studioHost });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Huỷ sự kiện Hội thảo AI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Huỷ sự kiện và hoàn tiền?' });
    const consequences = await within(dialog).findByTestId('cancel-consequences');
    expect(within(consequences).getByText('Báo tin cho 3 người mua')).toBeTruthy();
    expect(within(consequences).getByText('Hoàn 700.000 ₫ cho 2 lượt mua đã thanh toán, mỗi lượt đúng một lần')).toBeTruthy();
    expect(within(consequences).getByText('Huỷ 1 đơn chưa thanh toán và trả lại chỗ giữ')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Huỷ sự kiện và hoàn tiền' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);

    await user.type(within(dialog).getByRole('textbox'), 'Diễn giả bị ốm.');
    await user.click(confirm);
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.path).toBe(`/api/v2/events/${published.id}/cancel`));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Diễn giả bị ốm.' });
    expect(await screen.findByText('Đã huỷ sự kiện. Việc hoàn tiền đang được xử lý.')).toBeTruthy();
  });

  it('shows the events I co-host from their own list, with their owner and without the owner’s actions', async () => {
    const calls = serve(({ method, path }) => {
      if (method === 'GET' && path.startsWith('/api/v2/events/mine')) return json(200, pageOf([]));
      if (method === 'GET' && path.startsWith('/api/v2/events/co-host')) return json(200, pageOf([shared]));
      return undefined;
    });
    renderApp('/studio/events', { user: studioHost });
    const user = userEvent.setup();
    expect(await screen.findByText('Bạn chưa có sự kiện nào')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Đồng tổ chức' }));
    expect(await screen.findByText('Chủ sự kiện: Trần Minh Khoa')).toBeTruthy();
    const row = rowOf('Ngày hội sách');
    expect(within(row).getByRole('link', { name: 'Sửa Ngày hội sách' }).getAttribute('href')).toBe(`/studio/events/${shared.id}/edit`);
    expect(within(row).queryByRole('button', { name: /Gửi duyệt|Xoá/ })).toBeNull();
    expect(calls.some((c) => c.path === '/api/v2/events/co-host?page=1&limit=20')).toBe(true);
  });
});
