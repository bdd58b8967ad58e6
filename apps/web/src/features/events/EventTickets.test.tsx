import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { textOf } from '../../test/commerce-fixtures';
import { makeEventDetail, makeTier } from '../../test/event-fixtures';
import { json, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// A page's code loads on its first visit, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

const regular = makeTier({ id: '7a111111-1111-4111-8111-111111111111', name: 'Vé thường', price: 150_000, available: 12 });
const vip = makeTier({ id: '7a222222-2222-4222-8222-222222222222', name: 'Vé VIP', price: 300_000, available: 2, maxPerOrder: 4 });
const event = makeEventDetail({ ticketTiers: [regular, vip] });

function serve() {
  let inCart = 0;
  const calls = mockFetch(({ method, path, body }) => {
    if (path === `/api/v2/events/slug/${event.slug}`) return json(200, event);
    if (path.startsWith('/api/v1/events/trending-on-event-detail/')) return json(200, { data: [] });
    if (path === '/api/v2/carts/count') return json(200, { count: inCart });
    if (method === 'POST' && path === '/api/v2/carts/add') {
      inCart += (body as { quantity: number }).quantity;
      return json(201, { id: 'c1111111-1111-4111-8111-111111111111', ...(body as object) });
    }
    return undefined;
  });
  return calls;
}

describe('buying tickets on the event page', () => {
  it('adds the chosen tickets to the cart, within what is left, and the cart badge follows', async () => {
    const calls = serve();
    const { router } = renderApp(`/events/${event.slug}`, { user: makeUser() });
    const user = userEvent.setup();
    const add = (await screen.findByRole('button', { name: 'Thêm vào giỏ' })) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(screen.getByText('Chọn số lượng vé để tiếp tục.')).toBeTruthy();

    const moreVip = screen.getByRole('button', { name: 'Thêm một vé Vé VIP' }) as HTMLButtonElement;
    await user.click(moreVip);
    await user.click(moreVip);
    expect(moreVip.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Thêm một vé Vé thường' }));
    expect(screen.getByText('3 vé · 750.000 ₫')).toBeTruthy();

    await user.click(add);
    expect(await screen.findByText('Đã thêm 3 sản phẩm vào giỏ hàng.')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/v2/carts/add').map((call) => call.body)).toEqual([
      { productItemType: 'TICKET_TIER', productItemId: regular.id, quantity: 1 },
      { productItemType: 'TICKET_TIER', productItemId: vip.id, quantity: 2 },
    ]);
    await waitFor(() => expect(textOf(screen.getByTestId('cart-count'))).toBe('3'));
    expect(screen.getByRole('link', { name: 'Giỏ hàng, 3 sản phẩm' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Xem giỏ hàng' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('goes straight to checkout with “Mua ngay”', async () => {
    serve();
    const { router } = renderApp(`/events/${event.slug}`, { user: makeUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Thêm một vé Vé VIP' }));
    await user.click(screen.getByRole('button', { name: 'Mua ngay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe(`?items=TICKET_TIER:${vip.id}:1`);
  });

  it('sends a visitor to log in first, then back to the event', async () => {
    const calls = serve();
    const { router } = renderApp(`/events/${event.slug}`, { user: null });
    const user = userEvent.setup();
    const tier = (await screen.findAllByTestId('ticket-tier'))[0]!;
    await user.click(within(tier).getByRole('button', { name: 'Thêm một vé Vé thường' }));
    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent(`/events/${event.slug}`)}`);
    expect(calls.some((call) => call.path === '/api/v2/carts/add')).toBe(false);
  });

  it('marks a member-only tier “Dành cho hội viên”, names its plans and links to subscribing', async () => {
    const members = makeTier({
      id: '7a333333-3333-4333-8333-333333333333',
      name: 'Vé hội viên',
      memberPlans: [{ id: '5b111111-1111-4111-8111-111111111111', name: 'Hội viên Vàng' }],
    });
    mockFetch(({ path }) => {
      if (path === `/api/v2/events/slug/${event.slug}`) return json(200, { ...event, ticketTiers: [regular, members] });
      if (path.startsWith('/api/v1/events/trending-on-event-detail/')) return json(200, { data: [] });
      if (path === '/api/v2/carts/count') return json(200, { count: 0 });
      return undefined;
    });
    const { router } = renderApp(`/events/${event.slug}`, { user: makeUser() });
    const user = userEvent.setup();
    const [open, forMembers] = (await screen.findAllByTestId('ticket-tier')) as [HTMLElement, HTMLElement];
    expect(within(open).queryByText('Dành cho hội viên')).toBeNull();
    expect(within(forMembers).getByText('Dành cho hội viên')).toBeTruthy();
    expect(within(forMembers).getByText(/Chỉ hội viên gói “Hội viên Vàng” mua được hạng vé này\./)).toBeTruthy();
    await user.click(within(forMembers).getByRole('link', { name: 'Đăng ký hội viên' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/memberships'));
  });
});
