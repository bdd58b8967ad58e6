import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const admin = makeUser({ id: '11111111-1111-4111-8111-111111111111', role: 'ADMIN', fullName: 'Quản Trị' });
const faq = (id: number, question: string, locale: string, publishedAt: string | null) => ({
  id,
  attributes: { question, answer: 'Trả lời', group: 'GENERAL', order: 0, locale, publishedAt, updatedAt: '2026-11-20T02:05:00.000Z' },
});

describe('an entry’s translations in the console', () => {
  it('shows the other locale of the document and opens it', async () => {
    mockFetch(({ method, path }) => {
      if (method !== 'GET' || !path.startsWith('/cms/api/faqs/1?')) return undefined;
      if (decodeURIComponent(path).includes('populate=localizations'))
        return json(200, {
          data: {
            ...faq(1, 'Hoàn tiền?', 'vi', null),
            attributes: { ...faq(1, 'Hoàn tiền?', 'vi', null).attributes, localizations: { data: [faq(2, 'Refunds?', 'en', '2026-11-21T00:00:00.000Z')] } },
          },
          meta: {},
        });
      return json(200, { data: faq(1, 'Hoàn tiền?', 'vi', null), meta: {} });
    });
    const { router } = renderApp('/admin/content/faq/1', { user: admin });
    const panel = await screen.findByRole('region', { name: 'Bản dịch' });
    expect(within(panel).getByText('Tiếng Việt (đang sửa)')).toBeTruthy();
    const open = await within(panel).findByRole('link', { name: 'Mở bản Tiếng Anh' });
    expect(open.getAttribute('href')).toBe('/admin/content/faq/2?locale=en');
    expect(within(panel).getByText('Đã xuất bản')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /Thêm bản dịch/ })).toBeNull();
    await userEvent.setup().click(open);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content/faq/2'));
  });

  it('"Thêm bản dịch" creates the other locale from the fields as they are, linked to this entry, and opens it', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (method === 'POST' && path === '/cms/api/faqs/1/localizations')
        return json(200, { id: 9, question: 'Hoàn tiền?', locale: 'en', localizations: [{ id: 1, locale: 'vi' }] });
      if (method === 'GET' && path.startsWith('/cms/api/faqs/9?')) return json(200, { data: faq(9, 'Hoàn tiền?', 'en', null), meta: {} });
      if (method !== 'GET' || !path.startsWith('/cms/api/faqs/1?')) return undefined;
      if (decodeURIComponent(path).includes('populate=localizations'))
        return json(200, {
          data: { ...faq(1, 'Hoàn tiền?', 'vi', null), attributes: { ...faq(1, 'Hoàn tiền?', 'vi', null).attributes, localizations: { data: [] } } },
          meta: {},
        });
      return json(200, { data: faq(1, 'Hoàn tiền?', 'vi', null), meta: {} });
    });
    const { router } = renderApp('/admin/content/faq/1', { user: admin });
    const panel = await screen.findByRole('region', { name: 'Bản dịch' });
    const user = userEvent.setup();
    await user.click(await within(panel).findByRole('button', { name: 'Thêm bản dịch Tiếng Anh' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content/faq/9'));
    expect(router.state.location.search).toBe('?locale=en');
    const sent = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ locale: 'en', question: 'Hoàn tiền?', answer: 'Trả lời', group: 'GENERAL', publishedAt: null });
  });

  describe('links of the copy', () => {
    const menu = (parent: { id: number; locale: string } | null) => ({
      id: 1,
      attributes: {
        title: 'Khoá học',
        url: '/khoa-hoc',
        icon: null,
        order: 0,
        items: [],
        locale: 'vi',
        updatedAt: '2026-11-20T02:05:00.000Z',
        parent: { data: parent ? { id: parent.id, attributes: { title: 'Nhóm chính', locale: parent.locale } } : null },
      },
    });
    function serve(ancestorTranslations: { id: number; locale: string }[]) {
      return mockFetch(({ method, path }) => {
        if (method === 'POST' && path === '/cms/api/menus/1/localizations') return json(200, { id: 9, title: 'Khoá học', locale: 'en' });
        if (method === 'GET' && path.startsWith('/cms/api/menus/9?')) return json(200, { data: { ...menu(null), id: 9 }, meta: {} });
        if (method === 'GET' && path.startsWith('/cms/api/menu-ancestors?'))
          return json(200, {
            data: [
              {
                id: 5,
                attributes: {
                  title: 'Nhóm chính',
                  locale: 'vi',
                  localizations: { data: ancestorTranslations.map((a) => ({ id: a.id, attributes: { title: 'Main', locale: a.locale } })) },
                },
              },
            ],
            meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 1 } },
          });
        if (method !== 'GET' || !path.startsWith('/cms/api/menus/1?')) return undefined;
        if (decodeURIComponent(path).includes('populate=localizations'))
          return json(200, {
            data: { ...menu({ id: 5, locale: 'vi' }), attributes: { ...menu({ id: 5, locale: 'vi' }).attributes, localizations: { data: [] } } },
            meta: {},
          });
        return json(200, { data: menu({ id: 5, locale: 'vi' }), meta: {} });
      });
    }

    it('point at the translation of each linked entry in the new locale', async () => {
      const calls = serve([{ id: 6, locale: 'en' }]);
      const { router } = renderApp('/admin/content/menu/1', { user: admin });
      const panel = await screen.findByRole('region', { name: 'Bản dịch' });
      await userEvent.setup().click(await within(panel).findByRole('button', { name: 'Thêm bản dịch Tiếng Anh' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content/menu/9'));
      const asked = calls.find((c) => c.path.startsWith('/cms/api/menu-ancestors?'))!;
      expect(decodeURIComponent(asked.path)).toContain('filters[id][$in][0]=5');
      expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ locale: 'en', title: 'Khoá học', parent: 6 });
    });

    it('leave out a linked entry not translated yet, and say so', async () => {
      const calls = serve([]);
      const { router } = renderApp('/admin/content/menu/1', { user: admin });
      const panel = await screen.findByRole('region', { name: 'Bản dịch' });
      await userEvent.setup().click(await within(panel).findByRole('button', { name: 'Thêm bản dịch Tiếng Anh' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content/menu/9'));
      expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ locale: 'en', parent: null });
      expect(await screen.findByText(/1 liên kết chưa có bản Tiếng Anh/)).toBeTruthy();
    });
  });
});
