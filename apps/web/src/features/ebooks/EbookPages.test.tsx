import type { EbookDto } from '@market/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoHost } from '../../test/event-fixtures';
import { json, mockFetch } from '../../test/fetch-mock';
import { makeUser, pageOf } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const book: EbookDto = {
  id: 'eb111111-1111-4111-8111-111111111111',
  slug: 'so-tay-khoi-nghiep',
  title: 'Sổ tay khởi nghiệp nhỏ',
  description: 'Ba chương ngắn.',
  coverImage: null,
  price: 99_000,
  pagesCount: 3,
  status: 'PUBLISHED',
  rejectReason: null,
  contentType: 'application/pdf',
  host: demoHost,
  fileId: null,
  canEdit: false,
  owned: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('ebooks', () => {
  it('shelves published books with their price', async () => {
    mockFetch(({ path }) => (path.startsWith('/api/v1/ebooks/list') ? json(200, pageOf([book])) : undefined));
    renderApp('/ebooks', { user: null });
    const card = await screen.findByTestId('ebook-card');
    expect(within(card).getByRole('link', { name: book.title }).getAttribute('href')).toBe('/ebooks/so-tay-khoi-nghiep');
    expect(within(card).getByText('99.000 ₫')).toBeTruthy();
  });

  it('offers a visitor the purchase, and a buyer the download through a fresh link', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = mockFetch(({ path }) => {
      if (path === `/api/v1/ebooks/slug/${book.slug}`) return json(200, { ...book, owned: true });
      if (path === `/api/v1/ebooks/${book.id}/download`)
        return json(200, { url: 'http://localhost/files/signed/book.pdf?sig=x', expiresAt: '2026-11-24T01:00:00.000Z' });
      return undefined;
    });
    renderApp(`/ebooks/${book.slug}`, { user: makeUser() });
    expect(screen.queryByRole('button', { name: 'Mua sách' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Tải sách' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/files/signed/book.pdf?sig=x'));
    expect(calls.filter((c) => c.path.endsWith('/download'))).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('lets a visitor buy a book they do not own', async () => {
    mockFetch(({ path }) => (path === `/api/v1/ebooks/slug/${book.slug}` ? json(200, book) : undefined));
    renderApp(`/ebooks/${book.slug}`, { user: null });
    expect(await screen.findByRole('button', { name: 'Mua sách' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tải sách' })).toBeNull();
  });

  it('lists "Sách của tôi", reached from the account menu beside my learning, each book downloaded through a fresh link', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const url = 'http://localhost/uploads/ebooks/so-tay.pdf?signature=abc';
    const calls = mockFetch(({ path }) => {
      if (path.startsWith('/api/v1/ebooks/owned')) return json(200, pageOf([{ ...book, owned: true }]));
      if (path === `/api/v1/ebooks/${book.id}/download`) return json(200, { url, expiresAt: '2026-01-01T00:05:00.000Z' });
      return undefined;
    });
    const { router } = renderApp('/search', { user: makeUser() });
    await userEvent.click(await screen.findByRole('button', { name: /mở menu tài khoản/ }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items.indexOf('Sách của tôi')).toBe(items.indexOf('Việc học của tôi') + 1);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sách của tôi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/ebooks'));

    expect(await screen.findByRole('link', { name: book.title })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `Tải sách ${book.title}` }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(calls.some((call) => call.path.startsWith('/api/v1/ebooks/owned?'))).toBe(true);
  });

  it('says so when the reader has no book yet', async () => {
    mockFetch(({ path }) => (path.startsWith('/api/v1/ebooks/owned') ? json(200, pageOf([])) : undefined));
    renderApp('/me/ebooks', { user: makeUser() });
    expect(await screen.findByText('Bạn chưa có cuốn sách nào')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Khám phá sách điện tử' }).getAttribute('href')).toBe('/ebooks');
  });
});
