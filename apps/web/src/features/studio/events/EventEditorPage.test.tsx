import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../test/fixtures';
import { apiError, json, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { makeEventDetail, studioHost } from '../../../test/studio-fixtures';

const workshop = {
  id: 'ec111111-1111-4111-8111-111111111111',
  name: 'Workshop',
  slug: 'workshop',
  description: null,
  icon: null,
  position: 0,
  eventCount: 3,
  createdAt: '',
  updatedAt: '',
};
const draft = makeEventDetail({
  id: 'e2222222-2222-4222-8222-222222222222',
  title: 'Học React cơ bản',
  slug: 'hoc-react-co-ban',
  status: 'DRAFT',
  format: 'ONLINE',
  meetingTool: 'ZOOM',
  meetingUrl: 'https://zoom.us/j/123',
  address: null,
  sessions: [],
  ticketTiers: [],
  coHosts: [],
  startAt: null,
  endAt: null,
});
const writes = (calls: RecordedCall[]) => calls.filter((c) => c.method !== 'GET' && !c.path.includes('create-slug'));

function serve(answer: (call: RecordedCall) => Response | undefined) {
  return mockFetch((call) => {
    if (call.path === '/api/v1/notifications/count') return json(200, { total: 0, unread: 0 });
    if (call.path.startsWith('/api/v1/event-categories')) return json(200, pageOf([workshop]));
    if (call.path === '/api/v1/events/create-slug') return json(200, { slug: 'hoc-react-co-ban', available: true });
    return answer(call);
  });
}

const openStep = (name: string) =>
  userEvent.setup().click(within(screen.getByRole('navigation', { name: 'Các bước tạo sự kiện' })).getByRole('button', { name }));

describe('the event editor', () => {
  it('saves a new event as a draft with the right body, then moves to its edit address', async () => {
    const calls = serve(({ method, path, body }) =>
      method === 'POST' && path === '/api/v2/events/draft' ? json(201, { ...draft, ...(body as object), id: draft.id, status: 'DRAFT' }) : undefined,
    );
    const { router } = renderApp('/studio/events/new', { user: studioHost });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Tên sự kiện'), 'Học React cơ bản');
    expect(await screen.findByText(/Để trống để dùng: hoc-react-co-ban/)).toBeTruthy();
    await user.click(await screen.findByRole('checkbox', { name: 'Workshop' }));
    await user.selectOptions(screen.getByLabelText('Công cụ họp'), 'ZOOM');
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/studio/events/${draft.id}/edit`));
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/v2/events/draft',
        body: {
          title: 'Học React cơ bản',
          summary: null,
          description: null,
          coverImage: null,
          format: 'ONLINE',
          meetingTool: 'ZOOM',
          meetingUrl: null,
          venueName: null,
          address: null,
          city: null,
          sessionType: 'SINGLE',
          sessions: [],
          ticketTiers: [],
          eventCategoryIds: [workshop.id],
          coHostIds: [],
        },
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Sửa sự kiện' })).toBeTruthy();
    expect(screen.getByText('Nháp')).toBeTruthy();
  });

  it('sends an existing draft for review: saves its sessions in UTC and a free tier, then submits with action SUBMIT', async () => {
    const calls = serve(({ method, path, body }) => {
      if (method === 'GET' && path === `/api/v2/events/${draft.id}`) return json(200, draft);
      if (method === 'POST' && path === `/api/v2/events/${draft.id}/draft`) return json(200, { ...draft, ...(body as object), sessions: [], ticketTiers: [] });
      if (method === 'PATCH' && path === `/api/v2/events/${draft.id}`) return json(200, { ...draft, status: 'PENDING_APPROVAL_WITH_ADMIN' });
      return undefined;
    });
    const { router } = renderApp(`/studio/events/${draft.id}/edit`, { user: studioHost });
    const user = userEvent.setup();
    expect(await screen.findByDisplayValue('Học React cơ bản')).toBeTruthy();

    await openStep('Thời gian');
    const session = screen.getByRole('group', { name: 'Buổi 1' });
    fireEvent.change(within(session).getByLabelText('Ngày'), { target: { value: '05/12/2026' } });
    fireEvent.change(within(session).getByLabelText('Giờ bắt đầu'), { target: { value: '19:30' } });
    fireEvent.change(within(session).getByLabelText('Giờ kết thúc'), { target: { value: '21:00' } });
    expect(screen.getByText('Mỗi buổi diễn ra trọn trong một ngày.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    const tier = screen.getByRole('group', { name: 'Hạng vé 1' });
    await user.type(within(tier).getByLabelText('Tên hạng vé'), 'Vé thường');
    await user.click(within(tier).getByRole('switch', { name: 'Miễn phí' }));
    expect((within(tier).getByLabelText('Giá vé') as HTMLInputElement).disabled).toBe(true);
    await user.type(within(tier).getByLabelText('Số lượng vé'), '50');

    await openStep('Đồng tổ chức');
    await user.click(screen.getByRole('button', { name: 'Gửi duyệt' }));

    await waitFor(() => expect(router.state.location.search).toBe('?tab=pending'));
    const [save, submit] = writes(calls);
    expect(save).toMatchObject({
      method: 'POST',
      path: `/api/v2/events/${draft.id}/draft`,
      body: {
        title: 'Học React cơ bản',
        slug: 'hoc-react-co-ban',
        durationType: 'DURATION_IN_DAY',
        sessions: [{ title: null, startAt: '2026-12-05T12:30:00.000Z', endAt: '2026-12-05T14:00:00.000Z', capacity: null }],
        ticketTiers: [{ name: 'Vé thường', description: null, price: 0, capacity: 50, saleStartAt: null, saleEndAt: null, status: 'ACTIVE', maxPerOrder: 10 }],
      },
    });
    expect(submit).toMatchObject({ method: 'PATCH', path: `/api/v2/events/${draft.id}`, body: { action: 'SUBMIT' } });
    expect(writes(calls)).toHaveLength(2);
  });

  it('keeps an event without sessions from review and opens the step that needs them', async () => {
    const calls = serve(({ method, path }) => (method === 'GET' && path === `/api/v2/events/${draft.id}` ? json(200, draft) : undefined));
    renderApp(`/studio/events/${draft.id}/edit`, { user: studioHost });
    await screen.findByDisplayValue('Học React cơ bản');
    await openStep('Đồng tổ chức');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Gửi duyệt' }));

    expect(await screen.findByText('Thêm ít nhất một buổi có ngày và giờ.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Thời gian' })).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('asks before leaving with unsaved changes, and leaves when told to', async () => {
    serve(() => undefined);
    const { router } = renderApp('/studio/events/new', { user: studioHost });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Tên sự kiện'), 'Buổi chia sẻ');
    await user.click(screen.getByRole('link', { name: 'Về danh sách sự kiện' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rời trang khi chưa lưu?' });
    expect(router.state.location.pathname).toBe('/studio/events/new');
    await user.click(within(dialog).getByRole('button', { name: 'Rời trang' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio/events'));
  });

  it('shows why an event was rejected, and puts the server’s slug error under the slug on the first step', async () => {
    const rejected = { ...draft, status: 'REJECTED' as const, rejectReason: 'Ảnh bìa chưa phù hợp, vui lòng thay ảnh khác.' };
    serve(({ method, path }) => {
      if (method === 'GET' && path === `/api/v2/events/${draft.id}`) return json(200, rejected);
      if (method === 'POST') return apiError(409, 'SLUG_ALREADY_EXISTS', 'Đường dẫn này đã được dùng, vui lòng chọn đường dẫn khác.');
      return undefined;
    });
    renderApp(`/studio/events/${draft.id}/edit`, { user: studioHost });
    expect(await screen.findByText('Ảnh bìa chưa phù hợp, vui lòng thay ảnh khác.')).toBeTruthy();
    expect(screen.getByText('Bị từ chối')).toBeTruthy();

    await openStep('Hình ảnh');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Lưu nháp' }));

    const slug = await screen.findByLabelText(/Đường dẫn \(slug\)/);
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Đường dẫn này đã được dùng, vui lòng chọn đường dẫn khác.')).toBeTruthy();
  });
});
