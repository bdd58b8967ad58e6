import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { makeUser, pageOf } from '../../../test/fixtures';
import { blogPost } from '../../../test/post-fixtures';
import { renderApp } from '../../../test/render-app';

const host = makeUser({ role: 'HOST', username: 'thu-ha' });
const draft = { ...blogPost, status: 'DRAFT' as const, publishedAt: null, canEdit: true };

describe('the studio’s posts', () => {
  it('lists my posts in every status and publishes a draft', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (path.startsWith('/api/v1/posts/allByUsername/thu-ha')) return json(200, pageOf([draft]));
      if (method === 'PATCH' && path === `/api/v1/posts/${draft.id}`) return json(200, { ...draft, status: 'PUBLISHED' });
      return undefined;
    });
    renderApp('/studio/posts', { user: host });
    const row = await screen.findByTestId('studio-post');
    expect(within(row).getByText('Bản nháp')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Đăng bài' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'PUBLISHED' }));
  });

  it('filters by status', async () => {
    const calls = mockFetch(({ path }) => (path.startsWith('/api/v1/posts/allByUsername/thu-ha') ? json(200, pageOf([])) : undefined));
    renderApp('/studio/posts', { user: host });
    expect(await screen.findByText('Bạn chưa có bài viết nào')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Lưu trữ' }));
    await waitFor(() => expect(calls.some((c) => c.path.includes('status=ARCHIVED'))).toBe(true));
  });

  it('asks for a title and content before saving a new post', async () => {
    const calls = mockFetch(() => undefined);
    renderApp('/studio/posts/new', { user: host });
    await userEvent.click(await screen.findByRole('button', { name: 'Lưu nháp' }));
    expect(screen.getByText('Cần ít nhất 3 ký tự.')).toBeTruthy();
    expect(screen.getByText('Hãy viết nội dung bài.')).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Định dạng văn bản' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits a post in the rich-text editor and saves its HTML', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (path === `/api/v1/posts/detail-by-Id/${draft.id}`) return json(200, draft);
      if (method === 'PATCH') return json(200, draft);
      if (path.startsWith('/api/v1/posts/allByUsername')) return json(200, pageOf([draft]));
      return undefined;
    });
    renderApp(`/studio/posts/${draft.id}/edit`, { user: host });
    const title = await screen.findByLabelText('Tiêu đề');
    expect((title as HTMLInputElement).value).toBe(draft.title);
    expect(await screen.findByRole('heading', { level: 2, name: 'Mở đầu' })).toBeTruthy();
    await userEvent.clear(title);
    await userEvent.type(title, 'Ghi chép mới');
    await userEvent.click(screen.getByRole('button', { name: 'Cập nhật' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeTruthy());
    const body = calls.find((c) => c.method === 'PATCH')!.body as { title: string; content: string };
    expect(body.title).toBe('Ghi chép mới');
    expect(body.content).toContain('<h2>Mở đầu</h2>');
  });

  it('previews a link through the server before inserting it', async () => {
    const calls = mockFetch(({ method, path }) =>
      method === 'POST' && path === '/api/v1/open-graph'
        ? json(200, { url: 'https://vidu.vn/bai', title: 'Bài hay', description: 'Mô tả ngắn', image: null, siteName: 'Ví dụ' })
        : undefined,
    );
    renderApp('/studio/posts/new', { user: host });
    const panel = (await screen.findByRole('heading', { name: 'Xem trước liên kết' })).parentElement!;
    await userEvent.type(within(panel).getByLabelText('Xem trước liên kết'), 'https://vidu.vn/bai');
    await userEvent.click(within(panel).getByRole('button', { name: 'Lấy bản xem trước' }));
    const preview = await screen.findByTestId('link-preview');
    expect(within(preview).getByText('Bài hay')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/v1/open-graph')!.body).toEqual({ url: 'https://vidu.vn/bai' });
  });
});
