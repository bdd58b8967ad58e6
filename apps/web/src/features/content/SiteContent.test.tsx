import { CMS_DEMO_HOME_SECTIONS } from '@market/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, mockNetworkDown } from '../../test/fetch-mock';
import { pageOf } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const entry = (id: number, attributes: Record<string, unknown>) => ({ id, attributes });
const page = (data: unknown[]) => ({ data, meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: data.length } } });

const menuGroups = page([
  entry(1, {
    title: 'Menu chính',
    slug: 'header',
    location: 'HEADER',
    menus: {
      data: [entry(11, { title: 'Học viện ABC', url: '/academy', items: [] }), entry(12, { title: 'Sự kiện hot', url: '/events', items: [] })],
    },
  }),
  entry(2, {
    title: 'Chân trang',
    slug: 'footer',
    location: 'FOOTER',
    menus: {
      data: [
        entry(21, {
          title: 'Về chúng tôi',
          url: null,
          items: [
            { id: 5, label: 'Tuyển dụng', url: '/careers', openInNewTab: false },
            { id: 6, label: 'Fanpage', url: 'https://facebook.com/hocvasukien', openInNewTab: true },
          ],
        }),
      ],
    },
  }),
]);

const homeSections = page([
  entry(1, {
    key: 'home-hero',
    page: 'HOME',
    title: 'Tuần lễ học tập mùa đông',
    subtitle: 'Ưu đãi cuối năm',
    content: 'Giảm 30% mọi khoá học.',
    cta: { label: 'Xem ưu đãi', url: '/courses' },
    items: [],
  }),
  entry(2, {
    key: 'home-categories',
    page: 'HOME',
    title: 'Chọn lĩnh vực',
    items: [{ id: 1, title: 'Ebook chọn lọc', description: 'Đọc mọi nơi', url: '/ebooks', icon: { data: null } }],
    cta: null,
  }),
  entry(3, {
    key: 'home-host',
    page: 'HOME',
    title: 'Dạy cùng chúng tôi',
    content: 'Mở lớp trong 5 phút.',
    cta: { label: 'Mở lớp ngay', url: '/studio' },
    items: [],
  }),
  entry(4, {
    key: 'home-partners',
    page: 'HOME',
    title: 'Đối tác đồng hành',
    content: 'Hơn **50** doanh nghiệp.',
    items: [{ id: 2, title: 'Công ty A' }],
    cta: null,
  }),
]);

function handler(cms: boolean) {
  return ({ path }: { path: string }) => {
    if (path === '/api/v1/products/homepage') return json(200, { sections: [] });
    if (path.includes('users/list')) return json(200, pageOf([]));
    if (cms && path.startsWith('/cms/api/menu-ancestors')) return json(200, menuGroups);
    if (cms && path.startsWith('/cms/api/sections')) return json(200, homeSections);
    return undefined;
  };
}

describe('the home and the site menus from the content service', () => {
  it('shows the service’s home blocks and menus, a block editors added included', async () => {
    const calls = mockFetch(handler(true));
    renderApp('/', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tuần lễ học tập mùa đông' })).toBeTruthy();
    expect(screen.getByText('Ưu đãi cuối năm')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem ưu đãi' }).getAttribute('href')).toBe('/courses');
    const categories = screen.getByRole('heading', { level: 2, name: 'Chọn lĩnh vực' }).closest('section')!;
    expect(
      within(categories)
        .getByRole('link', { name: /Ebook chọn lọc/ })
        .getAttribute('href'),
    ).toBe('/ebooks');
    expect(screen.getByRole('link', { name: 'Mở lớp ngay' }).getAttribute('href')).toBe('/studio');
    const partners = screen.getByRole('heading', { level: 2, name: 'Đối tác đồng hành' }).closest('section')!;
    expect(within(partners).getByText('Công ty A')).toBeTruthy();
    // Blocks the service does not hold are not shown from the demo.
    expect(screen.queryByRole('heading', { name: 'Vì sao chọn chúng tôi' })).toBeNull();

    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Học viện ABC' })).toBeTruthy();
    expect(within(header).queryByRole('link', { name: 'Sách điện tử' })).toBeNull();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Về chúng tôi')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Tuyển dụng' }).getAttribute('href')).toBe('/careers');
    const fanpage = within(footer).getByRole('link', { name: 'Fanpage' });
    expect([fanpage.getAttribute('href'), fanpage.getAttribute('target'), fanpage.getAttribute('rel')]).toEqual([
      'https://facebook.com/hocvasukien',
      '_blank',
      'noopener noreferrer',
    ]);
    // One read of the menus for the header, the phone menu and the footer.
    expect(calls.filter((c) => c.path.startsWith('/cms/api/menu-ancestors'))).toHaveLength(1);
    const sections = calls.find((c) => c.path.startsWith('/cms/api/sections'))!;
    expect(decodeURIComponent(sections.path)).toContain('filters[page][$eq]=HOME');
  });

  it('shows the seeded demo content when the service is down, not an error', async () => {
    mockFetch(handler(false));
    renderApp('/', { user: null });
    const hero = CMS_DEMO_HOME_SECTIONS[0]!;
    expect(await screen.findByRole('heading', { level: 1, name: hero.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Vì sao chọn chúng tôi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trở thành nhà tổ chức' }).getAttribute('href')).toBe('/studio');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sách điện tử' }).getAttribute('href')).toBe('/ebooks');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Trung tâm trợ giúp' }).getAttribute('href')).toBe('/help');
    expect(within(footer).getByRole('link', { name: 'Học viện' }).getAttribute('href')).toBe('/academy');
    expect(screen.queryByText(/Dịch vụ nội dung/)).toBeNull();
  });

  it('keeps the navigation when the network is down', async () => {
    mockNetworkDown();
    renderApp('/', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: CMS_DEMO_HOME_SECTIONS[0]!.title })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Khoá học' })).toBeTruthy();
  });
});
