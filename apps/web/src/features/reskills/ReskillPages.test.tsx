import type { ReskillDto } from '@market/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoHost } from '../../test/event-fixtures';
import { json, mockFetch } from '../../test/fetch-mock';
import { makeUser, pageOf } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const course = {
  productItemType: 'ONLINE_COURSE' as const,
  productItemId: 'c1111111-1111-4111-8111-111111111111',
  title: 'Khởi nghiệp tinh gọn',
  image: null,
  link: '/courses/khoi-nghiep',
  price: 490_000,
};
const reskill: ReskillDto = {
  id: 'r1111111-1111-4111-8111-111111111111',
  type: 'RESKILL',
  title: 'Reskill: Khởi nghiệp từ con số 0',
  description: '<p>Tám tuần.</p>',
  image: null,
  isMain: true,
  status: 'PUBLISHED',
  host: { id: demoHost.id, fullName: demoHost.fullName, username: demoHost.username, avatar: null },
  fromAmount: 590_000,
  prices: [
    {
      id: 'p1111111-1111-4111-8111-111111111111',
      reskillId: 'r1111111-1111-4111-8111-111111111111',
      title: 'Trọn gói',
      amount: 590_000,
      status: 'ACTIVE',
      hasBeenPaid: false,
      owned: false,
      products: [course],
    },
  ],
  canEdit: false,
  hasBeenPaid: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('reskill pages', () => {
  it('lists published programmes with their lowest price', async () => {
    mockFetch(({ path }) => (path.startsWith('/api/v1/reskills') ? json(200, pageOf([reskill])) : undefined));
    renderApp('/reskills', { user: null });
    const card = await screen.findByTestId('reskill-card');
    expect(within(card).getByRole('link', { name: reskill.title }).getAttribute('href')).toBe(`/reskills/${reskill.id}`);
    expect(within(card).getByText('Từ 590.000 ₫')).toBeTruthy();
  });

  it('shows each price with what it includes, and "Mua" goes to checkout', async () => {
    mockFetch(({ path }) => (path === `/api/v1/reskills/${reskill.id}` ? json(200, reskill) : undefined));
    const { router } = renderApp(`/reskills/${reskill.id}`, { user: makeUser() });
    const price = await screen.findByTestId('reskill-price');
    expect(within(price).getByRole('link', { name: course.title }).getAttribute('href')).toBe('/courses/khoi-nghiep');
    await userEvent.click(within(price).getByRole('button', { name: 'Mua Trọn gói' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toContain(reskill.prices[0]!.id);
  });

  it('tells a buyer they own a price instead of offering it again', async () => {
    const owned = { ...reskill, prices: [{ ...reskill.prices[0]!, owned: true }] };
    mockFetch(({ path }) => (path === `/api/v1/reskills/${reskill.id}` ? json(200, owned) : undefined));
    renderApp(`/reskills/${reskill.id}`, { user: makeUser() });
    expect(await screen.findByText('Bạn đã sở hữu mức giá này')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mua Trọn gói' })).toBeNull();
  });
});
