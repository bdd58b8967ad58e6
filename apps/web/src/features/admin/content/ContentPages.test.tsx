import { cmsContentTypes } from '@market/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const admin = makeUser({ id: '11111111-1111-4111-8111-111111111111', role: 'ADMIN', fullName: 'Quản Trị' });
const faq = (id: number, question: string, publishedAt: string | null) => ({
  id,
  attributes: { question, answer: 'Trả lời', group: 'GENERAL', order: 0, locale: 'vi', publishedAt, updatedAt: '2026-11-20T02:05:00.000Z' },
});
const page = (data: unknown[], total = data.length) => ({ data, meta: { pagination: { page: 1, pageSize: 20, pageCount: Math.ceil(total / 20), total } } });
const decoded = (path: string) => decodeURIComponent(path.replace(/\+/g, ' '));

describe('the console’s "Nội dung"', () => {
  it('lists every declared collection and single type, from the declarations', async () => {
    mockFetch(() => undefined);
    renderApp('/admin/content', { user: admin });
    const collections = await screen.findByRole('region', { name: 'Bộ sưu tập' });
    const singletons = screen.getByRole('region', { name: 'Trang đơn' });
    for (const type of cmsContentTypes) {
      const region = type.kind === 'collectionType' ? collections : singletons;
      expect(within(region).getByRole('link', { name: type.displayName })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Nội dung' }).getAttribute('aria-current')).toBe('page');
  });

  it('pages a collection with drafts, searches its texts and filters by status', async () => {
    const calls = mockFetch(({ path }) => {
      if (!path.startsWith('/cms/api/faqs')) return undefined;
      const query = decoded(path);
      if (query.includes('[$containsi]=hoàn tiền')) return json(200, page([faq(2, 'Làm sao để được hoàn tiền?', null)]));
      return json(200, page([faq(1, 'Học & Sự kiện là gì?', '2026-01-01T00:00:00.000Z'), faq(2, 'Làm sao để được hoàn tiền?', null)], 45));
    });
    renderApp('/admin/content/faq', { user: admin });
    const table = await screen.findByRole('table', { name: 'Câu hỏi thường gặp' });
    const rows = within(table).getAllByTestId('cms-entry-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Đã xuất bản')).toBeTruthy();
    expect(within(rows[1]!).getByText('Bản nháp')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Sửa Làm sao để được hoàn tiền?' }).getAttribute('href')).toBe('/admin/content/faq/2');
    expect(screen.getByText(/45/)).toBeTruthy();
    const first = decoded(calls.find((c) => c.path.startsWith('/cms/api/faqs'))!.path);
    expect(first).toContain('publicationState=preview');
    expect(first).toContain('pagination[page]=1');
    expect(first).toContain('locale=vi');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tìm kiếm'), 'hoàn tiền');
    await screen.findByText('Làm sao để được hoàn tiền?');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByTestId('cms-entry-row')).toHaveLength(1));
    expect(calls.some((c) => decoded(c.path).includes('filters[$or][0][question][$containsi]=hoàn tiền'))).toBe(true);

    await user.selectOptions(screen.getByLabelText('Trạng thái'), 'draft');
    await waitFor(() => expect(calls.some((c) => decoded(c.path).includes('filters[publishedAt][$null]=true'))).toBe(true));
  });

  it('says so when the content service cannot be reached', async () => {
    mockFetch(({ path }) =>
      path.startsWith('/cms/api/')
        ? json(502, { data: null, error: { status: 502, name: 'BadGatewayError', message: 'Dịch vụ nội dung tạm thời không phản hồi', details: {} } })
        : undefined,
    );
    renderApp('/admin/content/faq', { user: admin });
    expect(await screen.findByText('Không tải được dịch vụ nội dung')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Thử lại/ })).toBeTruthy();
  });
});
