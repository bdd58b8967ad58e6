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
});
