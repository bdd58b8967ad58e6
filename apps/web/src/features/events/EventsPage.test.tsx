import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeEventCard, makeEventCategory } from '../../test/event-fixtures';
import { json, mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { pageOf } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const workshop = makeEventCategory({ id: 'ec222222-2222-4222-8222-222222222222', name: 'Workshop' });
const free = makeEventCard({
  id: 'e2222222-2222-4222-8222-222222222222',
  slug: 'cafe-ux',
  title: 'Cà phê UX sáng thứ Bảy',
  isFree: true,
  minPrice: 0,
  maxPrice: 0,
});
const paid = makeEventCard();
const eventCalls = (calls: RecordedCall[]) => calls.filter((c) => c.path.startsWith('/api/v2/events?'));
const queryOf = (call: RecordedCall | undefined) => new URL(call!.path, 'http://x').searchParams;

function serve(total = 2) {
  return mockFetch(({ path }) => {
    if (path.startsWith('/api/v1/event-categories')) return json(200, pageOf([workshop], 100));
    if (path.startsWith('/api/v2/events?')) {
      const page = Number(new URL(path, 'http://x').searchParams.get('page'));
      return json(200, { data: page === 2 ? [free] : [paid, free], meta: { page, limit: 12, total, totalPages: Math.ceil(total / 12) } });
    }
    return undefined;
  });
}

describe('the events page', () => {
  it('lists published events as cards', async () => {
    serve();
    renderApp('/events', { user: null });
    expect(await screen.findByRole('link', { name: 'Cà phê UX sáng thứ Bảy' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sự kiện' })).toBeTruthy();
    expect(screen.getByText('2 sự kiện')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sắp diễn ra' }).getAttribute('aria-selected')).toBe('true');
  });

  it('asks for the list once on arrival: the route starts the request and the page takes its answer', async () => {
    const calls = serve();
    renderApp('/events?format=ONLINE', { user: null });
    expect(await screen.findByRole('link', { name: 'Cà phê UX sáng thứ Bảy' })).toBeTruthy();
    expect(eventCalls(calls)).toHaveLength(1);
    expect(queryOf(eventCalls(calls)[0]).get('format')).toBe('ONLINE');
  });

  it('writes the tab and every filter to the address and asks the server for them', async () => {
    const calls = serve();
    const { router } = renderApp('/events', { user: null });
    const user = userEvent.setup();
    await screen.findByText('Cà phê UX sáng thứ Bảy');

    await user.click(screen.getByRole('tab', { name: 'Hôm nay' }));
    await screen.findByRole('option', { name: 'Workshop' });
    await user.selectOptions(screen.getByLabelText('Loại sự kiện'), workshop.id);
    await user.selectOptions(screen.getByLabelText('Giá vé'), 'free');
    await user.selectOptions(screen.getByLabelText('Hình thức'), 'ONLINE');
    await user.selectOptions(screen.getByLabelText('Thời lượng'), 'FROM_60_TO_90_MINUTES');
    fireEvent.change(screen.getByLabelText('Tìm sự kiện'), { target: { value: 'AI' } });

    const expected = { tab: 'today', eventCategoryId: workshop.id, price: 'free', format: 'ONLINE', duration: 'FROM_60_TO_90_MINUTES', q: 'AI' };
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(expected));
    await waitFor(() => expect(Object.fromEntries(queryOf(eventCalls(calls).at(-1)))).toEqual({ ...expected, page: '1', limit: '12' }));
    expect(screen.getByRole('tab', { name: 'Hôm nay' }).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getAllByRole('button', { name: 'Xoá bộ lọc' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=today'));

    // The default tab (upcoming) leaves the address clean.
    await user.click(screen.getByRole('tab', { name: 'Sắp diễn ra' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The first load already asked for these (upcoming, no filter): the list may come from what it kept, without a call.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Sắp diễn ra' }).getAttribute('aria-selected')).toBe('true'));
    expect(await screen.findByText('Cà phê UX sáng thứ Bảy')).toBeTruthy();
    expect(eventCalls(calls).every((call) => ['future', 'today'].includes(queryOf(call).get('tab')!))).toBe(true);
  });

  it('narrows by province and by days typed dd/mm/yyyy, sent as ISO days, a range never ending before it starts', async () => {
    const calls = serve();
    const { router } = renderApp('/events', { user: null });
    const user = userEvent.setup();
    await screen.findByText('Cà phê UX sáng thứ Bảy');
    const provinces = within(screen.getByLabelText('Tỉnh/thành phố')).getAllByRole('option');
    expect(provinces).toHaveLength(35);
    await user.selectOptions(screen.getByLabelText('Tỉnh/thành phố'), 'Đà Nẵng');
    await user.type(screen.getByLabelText('Từ ngày'), '05122026');
    await user.type(screen.getByLabelText('Đến ngày'), '07122026');
    const expected = { city: 'Đà Nẵng', from: '2026-12-05', to: '2026-12-07' };
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(expected));
    await waitFor(() => expect(Object.fromEntries(queryOf(eventCalls(calls).at(-1)))).toEqual({ ...expected, tab: 'future', page: '1', limit: '12' }));
    expect((screen.getByLabelText('Từ ngày') as HTMLInputElement).value).toBe('05/12/2026');
    expect(screen.getByRole('button', { name: 'Bộ lọc (3)' })).toBeTruthy();
    // A start after the end takes the end along.
    await user.clear(screen.getByLabelText('Từ ngày'));
    await user.type(screen.getByLabelText('Từ ngày'), '09122026');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('to')).toBe('2026-12-09'));
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('2026-12-09');
  });

  it('drops days from the address that the server would refuse', async () => {
    const calls = serve();
    renderApp('/events?from=2026-02-30&to=31/12/2026&city=Hu%E1%BA%BF', { user: null });
    await screen.findByText('Cà phê UX sáng thứ Bảy');
    const sent = queryOf(eventCalls(calls)[0]);
    expect([sent.get('from'), sent.get('to'), sent.get('city')]).toEqual([null, null, 'Huế']);
  });

  it('starts from the address, newest first for past events', async () => {
    const calls = serve();
    renderApp(`/events?tab=past&price=paid&format=OFFLINE&eventCategoryId=${workshop.id}&duration=nonsense`, { user: null });
    await screen.findByText('Cà phê UX sáng thứ Bảy');
    const sent = queryOf(eventCalls(calls)[0]);
    expect(Object.fromEntries(sent)).toEqual({
      tab: 'past',
      price: 'paid',
      format: 'OFFLINE',
      eventCategoryId: workshop.id,
      sort: 'DESC',
      page: '1',
      limit: '12',
    });
    expect(screen.getByRole('tab', { name: 'Đã diễn ra' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Giá vé') as HTMLSelectElement).value).toBe('paid');
  });

  it('moves between pages through the address', async () => {
    const calls = serve(20);
    const { router } = renderApp('/events?tab=today', { user: null });
    const nav = await screen.findByRole('navigation', { name: 'Phân trang' });
    await userEvent.setup().click(within(nav).getByRole('button', { name: /Trang sau/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=today&page=2'));
    await waitFor(() => expect(queryOf(eventCalls(calls).at(-1)).get('page')).toBe('2'));
  });

  it('says so when nothing matches', async () => {
    mockFetch(({ path }) =>
      path.startsWith('/api/v2/events?') ? json(200, pageOf([], 12)) : path.startsWith('/api/v1/event-categories') ? json(200, pageOf([], 100)) : undefined,
    );
    renderApp('/events?price=free', { user: null });
    expect(await screen.findByText('Chưa có sự kiện phù hợp')).toBeTruthy();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    mockFetch(({ path }) => (path.startsWith('/api/v2/events?') ? json(500, { statusCode: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Lỗi' }) : undefined));
    renderApp('/events', { user: null });
    expect(await screen.findByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });

  it('folds the choices into a sheet on phones, whose button counts what is chosen', async () => {
    const calls = serve();
    const { router } = renderApp('/events', { user: null });
    await screen.findByRole('link', { name: 'Cà phê UX sáng thứ Bảy' });
    await userEvent.click(screen.getByRole('button', { name: 'Bộ lọc' }));
    const sheet = await screen.findByRole('dialog', { name: 'Bộ lọc' });
    await userEvent.selectOptions(within(sheet).getByLabelText('Giá vé'), 'free');
    await waitFor(() => expect(router.state.location.search).toContain('price=free'));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Xem kết quả' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bộ lọc' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Bộ lọc (1)' })).toBeTruthy();
    await waitFor(() => expect(queryOf(eventCalls(calls).at(-1)).get('price')).toBe('free'));
  });
});
