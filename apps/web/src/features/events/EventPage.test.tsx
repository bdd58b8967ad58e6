import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEventCard, makeEventDetail, makeTier } from '../../test/event-fixtures';
import { apiError, json, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const event = makeEventDetail({
  sessionType: 'SESSION',
  sessionCount: 2,
  endAt: '2026-11-29T04:00:00.000Z',
  sessions: [
    {
      id: '5e551111-1111-4111-8111-111111111111',
      eventId: 'e1111111-1111-4111-8111-111111111111',
      slug: 'b1',
      title: null,
      startAt: '2026-11-28T12:30:00.000Z',
      endAt: '2026-11-28T14:00:00.000Z',
      capacity: null,
      position: 0,
    },
    {
      id: '5e552222-2222-4222-8222-222222222222',
      eventId: 'e1111111-1111-4111-8111-111111111111',
      slug: 'b2',
      title: 'Thực hành',
      startAt: '2026-11-29T02:00:00.000Z',
      endAt: '2026-11-29T04:00:00.000Z',
      capacity: null,
      position: 1,
    },
  ],
  ticketTiers: [
    makeTier({ id: '7a111111-1111-4111-8111-111111111111', name: 'Vé thường', price: 150_000, available: 12 }),
    makeTier({ id: '7a222222-2222-4222-8222-222222222222', name: 'Vé VIP', price: 300_000, capacity: 20, sold: 20, available: 0, onSale: false }),
    makeTier({ id: '7a333333-3333-4333-8333-333333333333', name: 'Vé nhóm', price: 0, onSale: false, saleStartAt: '2026-11-25T01:00:00.000Z' }),
  ],
  description: '<p onclick="steal()">Mang theo <strong>laptop</strong>.</p><script>window.hacked = true</script>',
});
const related = makeEventCard({ id: 'e3333333-3333-4333-8333-333333333333', slug: 'dem-nhac', title: 'Đêm nhạc acoustic' });

function serve(detail = event) {
  return mockFetch(({ path }) => {
    if (path === `/api/v2/events/slug/${detail.slug}`) return json(200, detail);
    if (path === `/api/v1/events/trending-on-event-detail/${detail.id}`) return json(200, { data: [related] });
    return undefined;
  });
}

describe('the event page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows each session on Vietnam’s clock and each ticket tier with what is left, taking a quantity of those on sale', async () => {
    serve();
    renderApp('/events/hoi-thao-ai', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: event.title })).toBeTruthy();

    const sessions = screen.getAllByTestId('event-session').map((item) => item.textContent);
    expect(sessions).toEqual(['Buổi 1T7, 28 thg 11 · 19:30 – 21:00', 'Thực hànhCN, 29 thg 11 · 09:00 – 11:00']);

    const tiers = screen.getAllByTestId('ticket-tier');
    expect(within(tiers[0]!).getByText('Còn 12 vé')).toBeTruthy();
    expect(within(tiers[0]!).getByText('150.000 ₫')).toBeTruthy();
    expect(within(tiers[1]!).getByText('Hết vé')).toBeTruthy();
    expect(within(tiers[2]!).getByText('Chưa mở bán')).toBeTruthy();
    expect(within(tiers[2]!).getByText('Miễn phí')).toBeTruthy();
    expect(within(tiers[2]!).getByText('Mở bán T4, 25 thg 11 · 08:00')).toBeTruthy();

    // Only the tier on sale takes a quantity; being the only one, it starts at one ticket.
    expect(within(tiers[0]!).getByRole('spinbutton', { name: 'Số lượng Vé thường' })).toBeTruthy();
    expect(within(tiers[1]!).queryByRole('spinbutton')).toBeNull();
    expect(within(tiers[2]!).queryByRole('spinbutton')).toBeNull();
    expect(screen.getByText('1 vé · 150.000 ₫')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Thêm vào giỏ' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Mua ngay' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('links the host, shows the venue and a safe description, and suggests related events', async () => {
    serve();
    renderApp('/events/hoi-thao-ai', { user: null });
    const host = await screen.findByRole('link', { name: /Đặng Thu Hà/ });
    expect(host.getAttribute('href')).toBe('/hosts/thu-ha');
    expect(screen.getByText('21 Nguyễn Trung Ngạn, Bến Nghé, Quận 1, Hồ Chí Minh')).toBeTruthy();

    const description = screen.getByTestId('event-description');
    expect(description.innerHTML).toBe('<p>Mang theo <strong>laptop</strong>.</p>');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    expect(await screen.findByRole('link', { name: 'Đêm nhạc acoustic' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Chỉnh sửa trong Studio' })).toBeNull();
  });

  it('offers its hosts the way to the studio editor', async () => {
    serve({ ...event, canEdit: true });
    renderApp('/events/hoi-thao-ai', { user: null });
    const edit = await screen.findByRole('link', { name: 'Chỉnh sửa trong Studio' });
    expect(edit.getAttribute('href')).toBe(`/studio/events/${event.id}/edit`);
  });

  it('copies the link when the browser cannot share', async () => {
    serve();
    renderApp('/events/hoi-thao-ai', { user: null });
    // user-event puts its own clipboard in place of the browser's.
    const user = userEvent.setup();
    expect(navigator.share).toBeUndefined();
    await user.click(await screen.findByRole('button', { name: 'Chia sẻ' }));
    expect(await screen.findByText('Đã sao chép đường dẫn sự kiện.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/events/hoi-thao-ai`);
  });

  it('downloads a calendar file with one entry per session', async () => {
    let file: Blob | undefined;
    let name = '';
    // jsdom has no object URLs: catch the file instead (this file's window only).
    Object.assign(URL, { createObjectURL: (blob: Blob) => ((file = blob), 'blob:ics'), revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      name = this.download;
    });
    serve();
    renderApp('/events/hoi-thao-ai', { user: null });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Thêm vào lịch' }));
    expect(name).toBe('hoi-thao-ai.ics');
    const text = await file!.text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('DTSTART:20261128T123000Z');
    expect(text).toContain('DTSTART:20261129T020000Z');
    click.mockRestore();
  });

  it('says so kindly when the event does not exist', async () => {
    mockFetch(({ path }) => (path.startsWith('/api/v2/events/slug/') ? apiError(404, 'EVENT_NOT_FOUND', 'Không tìm thấy sự kiện.') : undefined));
    renderApp('/events/khong-co', { user: null });
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy sự kiện' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem các sự kiện khác' }).getAttribute('href')).toBe('/events');
  });

  it('marks an event that is over as "Đã diễn ra"', async () => {
    serve({ ...event, startAt: '2026-01-10T12:30:00.000Z', endAt: '2026-01-10T14:30:00.000Z' });
    renderApp('/events/hoi-thao-ai', { user: null });
    await screen.findByRole('heading', { level: 1, name: event.title });
    expect(screen.getByText('Đã diễn ra')).toBeTruthy();
  });

  it('tells its host when the event is not public yet and why', async () => {
    serve({ ...event, status: 'REJECTED', rejectReason: 'Thiếu ảnh bìa', canEdit: true });
    renderApp('/events/hoi-thao-ai', { user: null });
    expect(await screen.findByText('Sự kiện chưa được duyệt. Hãy chỉnh sửa trong Studio rồi gửi lại.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Lý do: Thiếu ảnh bìa')).toBeTruthy());
  });
});
