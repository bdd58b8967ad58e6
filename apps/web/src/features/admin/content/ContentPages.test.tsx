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

  it('sorts by the declaration’s order field, by title or by the last change', async () => {
    const calls = mockFetch(({ path }) => (path.startsWith('/cms/api/faqs') ? json(200, page([faq(1, 'Học & Sự kiện là gì?', null)])) : undefined));
    renderApp('/admin/content/faq', { user: admin });
    const table = await screen.findByRole('table', { name: 'Câu hỏi thường gặp' });
    expect(within(table).getByRole('columnheader', { name: 'Thứ tự' })).toBeTruthy();
    const sort = screen.getByLabelText('Sắp xếp');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Mới cập nhật trước', 'Theo thứ tự hiển thị', 'Theo tiêu đề (A–Z)']);
    const sorts = () => calls.filter((c) => c.path.startsWith('/cms/api/faqs')).map((c) => /sort\[0\]=([^&]+)/.exec(decoded(c.path))?.[1]);
    expect(sorts()[0]).toBe('updatedAt:desc');

    const user = userEvent.setup();
    await user.selectOptions(sort, 'order:asc');
    await waitFor(() => expect(sorts().at(-1)).toBe('order:asc'));
    await user.selectOptions(sort, 'question:asc');
    await waitFor(() => expect(sorts().at(-1)).toBe('question:asc'));
  });

  it('deletes the chosen entries after a confirmation naming how many, one DELETE each, reporting each failure', async () => {
    const entries = [faq(1, 'Học & Sự kiện là gì?', null), faq(2, 'Làm sao để được hoàn tiền?', null), faq(3, 'Đổi vé thế nào?', null)];
    const calls = mockFetch(({ method, path }) => {
      if (method === 'DELETE' && path.startsWith('/cms/api/faqs/2'))
        return json(403, { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Bạn không có quyền xoá mục này', details: {} } });
      if (method === 'DELETE' && path.startsWith('/cms/api/faqs/')) return json(200, { data: null, meta: {} });
      return path.startsWith('/cms/api/faqs') ? json(200, page(entries)) : undefined;
    });
    renderApp('/admin/content/faq', { user: admin });
    await screen.findByRole('table', { name: 'Câu hỏi thường gặp' });
    const user = userEvent.setup();

    const all = screen.getByRole('checkbox', { name: 'Chọn tất cả' });
    await user.click(all);
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(4);
    await user.click(screen.getByRole('checkbox', { name: 'Chọn Đổi vé thế nào?' }));
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    expect(screen.getByText('Đã chọn 2 mục')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Xoá 2 mục' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xoá 2 mục đã chọn?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Xoá 2 mục' }));

    const report = (await screen.findByText('Không xoá được 1 mục')).closest<HTMLElement>('[role="alert"]')!;
    expect(within(report).getByText('Làm sao để được hoàn tiền?: Bạn không có quyền xoá mục này')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/cms/api/faqs/1?locale=vi', '/cms/api/faqs/2?locale=vi']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The one that failed stays chosen, to try again.
    expect(screen.getByText('Đã chọn 1 mục')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Chọn Làm sao để được hoàn tiền?' }) as HTMLInputElement).checked).toBe(true);
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
