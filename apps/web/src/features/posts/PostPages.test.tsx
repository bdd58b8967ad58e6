import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch } from '../../test/fetch-mock';
import { makeUser, pageOf } from '../../test/fixtures';
import { blogPost } from '../../test/post-fixtures';
import { renderApp } from '../../test/render-app';

describe('blog, news and project pages', () => {
  it('lists the published posts of the page’s type, linking each to its page', async () => {
    const calls = mockFetch(({ path }) => (path.startsWith('/api/v1/posts/list') ? json(200, pageOf([blogPost])) : undefined));
    renderApp('/blog', { user: null });
    const card = await screen.findByTestId('post-card');
    expect(within(card).getByRole('link', { name: blogPost.title }).getAttribute('href')).toBe('/posts/ghi-chep-hanh-trinh');
    expect(within(card).getByText('09/03/2026')).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/api/v1/posts/list'))!.path).toContain('type=BLOG');
    const types = screen.getByRole('navigation', { name: 'Loại bài viết' });
    expect(within(types).getByRole('link', { name: 'Tin tức' }).getAttribute('href')).toBe('/news');
  });

  it('says so when a type has no posts yet', async () => {
    mockFetch(({ path }) => (path.startsWith('/api/v1/posts/list') ? json(200, pageOf([])) : undefined));
    renderApp('/projects', { user: null });
    expect(await screen.findByText('Chưa có bài viết nào')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Dự án' })).toBeTruthy();
  });

  it('renders a post’s rich text, and offers its author the editor and a notice of its status', async () => {
    mockFetch(({ path }) => (path === `/api/v1/posts/${blogPost.slug}` ? json(200, { ...blogPost, status: 'DRAFT', canEdit: true }) : undefined));
    renderApp(`/posts/${blogPost.slug}`, { user: makeUser({ role: 'HOST' }) });
    const content = await screen.findByTestId('post-content');
    expect(within(content).getByRole('heading', { level: 2, name: 'Mở đầu' })).toBeTruthy();
    expect(content.querySelector('strong')?.textContent).toBe('chào');
    expect(screen.getByText(/Bài viết đang là bản nháp/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sửa bài viết' }).getAttribute('href')).toBe(`/studio/posts/${blogPost.id}/edit`);
  });

  it('shows a not-found page for a missing or unpublished post', async () => {
    mockFetch(({ path }) => (path === '/api/v1/posts/khong-co' ? apiError(404, 'POST_NOT_FOUND', 'Không tìm thấy bài viết.') : undefined));
    renderApp('/posts/khong-co', { user: null });
    expect(await screen.findByText('Không tìm thấy bài viết')).toBeTruthy();
  });
});
