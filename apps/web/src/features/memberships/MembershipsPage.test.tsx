import type { MembershipDto } from '@market/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { makeUser, pageOf } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const price = (id: string, amount: number, period: MembershipDto['prices'][number]['period']) => ({
  id,
  amount,
  period,
  isLifetime: period === null,
  status: 'ACTIVE' as const,
});

const plan: MembershipDto = {
  id: 'a1111111-1111-4111-8111-111111111111',
  name: 'Học không giới hạn',
  description: 'Học mọi khoá học trong gói.',
  image: null,
  isDefault: true,
  isMain: true,
  status: 'ACTIVE',
  parts: [{ id: 'b1111111-1111-4111-8111-111111111111', title: 'Hỏi đáp hằng tháng', description: null }],
  prices: [
    price('c1111111-1111-4111-8111-111111111111', 199_000, { unit: 'MONTH', count: 1 }),
    price('c2222222-2222-4222-8222-222222222222', 1_990_000, { unit: 'YEAR', count: 1 }),
    price('c3333333-3333-4333-8333-333333333333', 4_990_000, null),
  ],
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
  memberCount: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the pricing page', () => {
  it('shows each plan’s monthly price first, its parts and courses, and switches to yearly or lifetime', async () => {
    mockFetch(({ path }) => (path.startsWith('/api/v1/memberships') ? json(200, pageOf([plan])) : undefined));
    renderApp('/memberships', { user: makeUser() });
    const card = await screen.findByRole('article', { name: 'Học không giới hạn' });
    expect(within(card).getByText(/199\.000/)).toBeTruthy();
    expect(within(card).getByText('Hỏi đáp hằng tháng')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Lập trình web cơ bản' }).getAttribute('href')).toBe('/courses/lap-trinh-web');

    await userEvent.click(screen.getByRole('radio', { name: 'Hằng năm' }));
    expect(within(card).getByText(/1\.990\.000/)).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Trọn đời' }));
    expect(within(card).getByText('Thanh toán một lần, dùng mãi mãi')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Đăng ký' }).getAttribute('href')).toBe('/memberships/subscribe/c3333333-3333-4333-8333-333333333333');
  });

  it('asks a visitor to sign in to subscribe', async () => {
    mockFetch(({ path }) => (path.startsWith('/api/v1/memberships') ? json(200, pageOf([plan])) : undefined));
    renderApp('/memberships', { user: null });
    expect(await screen.findByRole('link', { name: 'Đăng nhập để đăng ký' })).toBeTruthy();
  });

  it('says so when no plan is on sale', async () => {
    mockFetch(({ path }) => (path.startsWith('/api/v1/memberships') ? json(200, pageOf([])) : undefined));
    renderApp('/memberships', { user: null });
    expect(await screen.findByText('Chưa có gói hội viên nào')).toBeTruthy();
  });
});
