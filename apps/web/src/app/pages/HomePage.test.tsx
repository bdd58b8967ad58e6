import type { HomepageDto, ProductDto } from '@market/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { pageOf } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const host = {
  id: 'b1111111-1111-4111-8111-111111111111',
  username: 'tran-minh-duc',
  fullName: 'Trần Minh Đức',
  avatar: null,
  headline: 'Nhà thiết kế sản phẩm',
  city: null,
  role: 'HOST',
  followerCount: 1200,
  topHostRank: null,
  categories: [],
};

const product = (type: ProductDto['productItemType'], title: string, extra: Partial<ProductDto> = {}): ProductDto => ({
  productItemType: type,
  productItemId: crypto.randomUUID(),
  parent: { kind: type, id: crypto.randomUUID(), slug: null },
  host: { id: host.id, fullName: host.fullName, username: host.username, avatar: null },
  title,
  subtitle: null,
  image: null,
  link: null,
  price: 150_000,
  available: null,
  startsAt: null,
  endsAt: null,
  onSale: true,
  ...extra,
});

const sections: HomepageDto['sections'] = [
  {
    key: 'events',
    title: 'Sự kiện sắp diễn ra',
    link: '/events',
    items: [
      product('TICKET_TIER', 'Hội thảo Thiết kế 2026', { subtitle: 'Vé thường', link: '/events/hoi-thao-thiet-ke', startsAt: '2026-12-05T12:30:00.000Z' }),
    ],
  },
  { key: 'courses', title: 'Khoá học nổi bật', link: '/courses', items: [product('ONLINE_COURSE', 'Khởi nghiệp tinh gọn', { link: '/courses/khoi-nghiep' })] },
  {
    key: 'combos',
    title: 'Combo tiết kiệm',
    link: '/combos',
    items: [
      product('COMBO', 'Combo Thiết kế trọn gói', { subtitle: 'Combo 2 sản phẩm', price: 390_000 }),
      product('COMBO', 'Combo Hội viên thiết kế', { subtitle: 'Combo 2 sản phẩm', price: 290_000, memberOnly: true }),
    ],
  },
];

describe('the home page', () => {
  it('builds its shelves from the homepage sections: events, courses and combos on sale, and the hosts people follow', async () => {
    const calls = mockFetch(({ path }) => {
      if (path === '/api/v1/products/homepage') return json(200, { sections });
      if (path.includes('users/list')) return json(200, pageOf([host]));
      return undefined;
    });
    renderApp('/', { user: null });
    const events = (await screen.findByRole('heading', { name: 'Sự kiện sắp diễn ra' })).closest('section')!;
    const card = await within(events).findByTestId('product-card');
    expect(within(card).getByRole('link', { name: 'Hội thảo Thiết kế 2026' }).getAttribute('href')).toBe('/events/hoi-thao-thiet-ke');
    expect(within(card).getByText('Vé thường')).toBeTruthy();
    expect(within(events).getByRole('link', { name: 'Xem tất cả' }).getAttribute('href')).toBe('/events');
    expect(await screen.findByText('Khởi nghiệp tinh gọn')).toBeTruthy();
    const combos = screen.getByRole('heading', { name: 'Combo tiết kiệm' }).closest('section')!;
    expect(within(combos).getByText('Combo Thiết kế trọn gói')).toBeTruthy();
    expect(within(combos).getByText('390.000 ₫')).toBeTruthy();
    // The combo holding a member-only tier says so on its card; the other one does not.
    const [open, members] = within(combos).getAllByTestId('product-card');
    expect(within(members!).getByTestId('member-only-badge').textContent).toBe('Dành cho hội viên: chỉ hội viên của gói hội viên mua được');
    expect(within(open!).queryByTestId('member-only-badge')).toBeNull();
    expect(within(combos).getByRole('link', { name: 'Xem tất cả' }).getAttribute('href')).toBe('/combos');
    const hosts = screen.getByRole('heading', { name: 'Nhà tổ chức được theo dõi nhiều' }).closest('section')!;
    expect(await within(hosts).findByText('Trần Minh Đức')).toBeTruthy();
    expect(screen.queryByText('Sắp ra mắt')).toBeNull();
    expect(screen.queryByText('Chưa có sự kiện nào sắp diễn ra')).toBeNull();
    // One call feeds every product shelf.
    expect(calls.filter((c) => c.path.includes('/events') || c.path.includes('online-courses')).length).toBe(0);
  });

  it('says plainly when nothing is on sale yet, and shows no shelf for kinds with nothing to sell', async () => {
    mockFetch(({ path }) =>
      path === '/api/v1/products/homepage' ? json(200, { sections: [] }) : path.includes('users/list') ? json(200, pageOf([])) : undefined,
    );
    renderApp('/', { user: null });
    expect(await screen.findByText('Chưa có sự kiện nào sắp diễn ra')).toBeTruthy();
    expect(await screen.findByText('Chưa có khoá học nào')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Combo tiết kiệm' })).toBeNull();
  });

  it('keeps its other shelves when a kind is missing, and an empty state only where nothing is on sale', async () => {
    mockFetch(({ path }) =>
      path === '/api/v1/products/homepage' ? json(200, { sections: sections.slice(1) }) : path.includes('users/list') ? json(200, pageOf([host])) : undefined,
    );
    renderApp('/', { user: null });
    expect(await screen.findByText('Chưa có sự kiện nào sắp diễn ra')).toBeTruthy();
    expect(screen.getByText('Khởi nghiệp tinh gọn')).toBeTruthy();
    expect(screen.queryByText('Chưa có khoá học nào')).toBeNull();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Sự kiện sắp diễn ra')).toBeLessThan(headings.indexOf('Khoá học nổi bật'));
  });

  it('says a shelf could not be loaded when the sections call fails', async () => {
    mockFetch(({ path }) => (path === '/api/v1/products/homepage' ? json(500, { statusCode: 500, code: 'INTERNAL_SERVER_ERROR', message: 'x' }) : undefined));
    renderApp('/', { user: null });
    expect((await screen.findAllByText('Chưa tải được mục này.')).length).toBeGreaterThanOrEqual(2);
  });
});
