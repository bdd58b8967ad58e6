import type { CartDto, CartItemDto } from '@market/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hostMinh, makeCart, makeCartItem, makeProduct, textOf } from '../../test/commerce-fixtures';
import { json, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// A page's code loads on its first visit, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

const seminar = makeCartItem({ id: 'c1111111-1111-4111-8111-111111111111', quantity: 2 });
const workshop = makeCartItem({
  id: 'c2222222-2222-4222-8222-222222222222',
  product: makeProduct({
    productItemId: '7a222222-2222-4222-8222-222222222222',
    title: 'Workshop viết nội dung',
    subtitle: 'Vé sớm',
    host: hostMinh,
    unitPrice: 200_000,
  }),
});
const concert = makeCartItem({
  id: 'c3333333-3333-4333-8333-333333333333',
  product: makeProduct({ productItemId: '7a333333-3333-4333-8333-333333333333', title: 'Đêm nhạc acoustic', subtitle: 'Vé VIP', available: 0 }),
  problem: { code: 'TICKET_SOLDE_OUT', message: 'Vé đã bán hết.' },
});

/** A small cart server: the cart changes as the page changes it. */
function serve(start: CartItemDto[]) {
  let items = [...start];
  const cart = (): CartDto => makeCart(items);
  const calls = mockFetch(({ method, path, body }) => {
    if (method === 'GET' && path === '/api/v2/carts') return json(200, cart());
    if (method === 'GET' && path === '/api/v2/carts/count') return json(200, { count: items.length });
    const id = path.split('/').at(-1);
    if (method === 'PATCH' && path.startsWith('/api/v2/carts/')) {
      const { quantity } = body as { quantity: number };
      items = items.map((item) => (item.id === id ? { ...item, quantity, subtotal: item.product.unitPrice * quantity } : item));
      return json(
        200,
        items.find((item) => item.id === id),
      );
    }
    if (method === 'DELETE' && path.startsWith('/api/v2/carts/')) {
      items = items.filter((item) => item.id !== id);
      return json(200, { success: true });
    }
    if (method === 'POST' && path === '/api/v2/carts/add') {
      const restored = makeCartItem({
        id: 'c9999999-9999-4999-8999-999999999999',
        product: seminar.product,
        quantity: (body as { quantity: number }).quantity,
      });
      items = [...items, restored];
      return json(201, restored);
    }
    return undefined;
  });
  return calls;
}

const lineOf = (title: string) => screen.getAllByTestId('cart-line').find((line) => line.textContent?.includes(title))!;

describe('the cart page', () => {
  it('shows each host’s lines and explains a sold-out line, which is left out of checkout', async () => {
    serve([seminar, workshop, concert]);
    const { router } = renderApp('/cart', { user: makeUser() });

    const ha = await screen.findByRole('region', { name: 'Sản phẩm của Đặng Thu Hà' });
    const minh = screen.getByRole('region', { name: 'Sản phẩm của Trần Quang Minh' });
    expect(within(ha).getAllByTestId('cart-line')).toHaveLength(2);
    expect(within(minh).getByText('Workshop viết nội dung')).toBeTruthy();
    expect(textOf(within(lineOf('Hội thảo AI')).getByTestId('line-subtotal'))).toContain('300.000 ₫');

    expect(within(lineOf('Đêm nhạc acoustic')).getByText('Vé đã bán hết.')).toBeTruthy();
    const concertBox = screen.getByRole('checkbox', { name: 'Chọn “Đêm nhạc acoustic” để thanh toán' }) as HTMLInputElement;
    expect(concertBox.disabled).toBe(true);
    expect(concertBox.checked).toBe(false);

    expect(screen.getByText('Đã chọn 2/3 sản phẩm')).toBeTruthy();
    expect(textOf(screen.getByTestId('cart-subtotal'))).toContain('500.000 ₫');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Giỏ hàng, 3 sản phẩm' })).toBeTruthy());

    await userEvent.setup().click(screen.getByRole('button', { name: 'Thanh toán' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe(`?cart=${seminar.id},${workshop.id}`);
  });

  it('leaves an unticked line out of checkout', async () => {
    serve([seminar, workshop]);
    const { router } = renderApp('/cart', { user: makeUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Chọn “Workshop viết nội dung” để thanh toán' }));
    expect(textOf(screen.getByTestId('cart-subtotal'))).toContain('300.000 ₫');
    await user.click(screen.getByRole('button', { name: 'Thanh toán' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?cart=${seminar.id}`));
  });

  it('saves a new quantity once, after the buyer stops tapping', async () => {
    const calls = serve([seminar]);
    renderApp('/cart', { user: makeUser() });
    const user = userEvent.setup();
    const more = await screen.findByRole('button', { name: 'Thêm một “Hội thảo AI cho doanh nghiệp nhỏ”' });
    await user.click(more);
    await user.click(more);
    expect((screen.getByRole('spinbutton', { name: 'Số lượng “Hội thảo AI cho doanh nghiệp nhỏ”' }) as HTMLInputElement).value).toBe('4');
    expect(textOf(screen.getByTestId('line-subtotal'))).toContain('600.000 ₫');

    await waitFor(() => expect(textOf(screen.getByTestId('cart-subtotal'))).toContain('600.000 ₫'));
    const patches = calls.filter((call) => call.method === 'PATCH');
    expect(patches).toEqual([expect.objectContaining({ path: `/api/v2/carts/${seminar.id}`, body: { quantity: 4 } })]);
  });

  it('removes a line at once and puts it back on “Hoàn tác”', async () => {
    const calls = serve([seminar, workshop]);
    renderApp('/cart', { user: makeUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Xoá “Hội thảo AI cho doanh nghiệp nhỏ” khỏi giỏ hàng' }));
    expect(await screen.findByText('Đã xoá “Hội thảo AI cho doanh nghiệp nhỏ” khỏi giỏ hàng.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Hoàn tác' }));
    expect(await screen.findByText('Đã thêm lại vào giỏ hàng.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      productItemType: 'TICKET_TIER',
      productItemId: seminar.product.productItemId,
      quantity: 2,
    });
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2));
  });

  it('invites an empty cart to browse events', async () => {
    serve([]);
    renderApp('/cart', { user: makeUser() });
    expect(await screen.findByText('Giỏ hàng của bạn đang trống')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Khám phá sự kiện' }).getAttribute('href')).toBe('/events');
  });

  it('sends a visitor to log in first', async () => {
    mockFetch(() => undefined);
    const { router } = renderApp('/cart', { user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?next=%2Fcart');
  });
});
