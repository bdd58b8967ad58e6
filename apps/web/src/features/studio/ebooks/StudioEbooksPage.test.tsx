import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { makeUser, pageOf } from '../../../test/fixtures';
import type { EbookDto } from '@market/contract';
import { renderApp } from '../../../test/render-app';

describe('the studio’s ebooks', () => {
  it('asks for the book’s file and a title before sending a new book', async () => {
    const calls = mockFetch(({ path }) => (path.startsWith('/api/v1/ebooks/host') ? json(200, pageOf([])) : undefined));
    renderApp('/studio/ebooks', { user: makeUser({ role: 'HOST' }) });
    expect(await screen.findByText('Bạn chưa có sách nào')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Thêm sách' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(within(dialog).getByText('Hãy tải lên tệp sách.')).toBeTruthy();
    expect(within(dialog).getByText('Cần ít nhất 3 ký tự.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
  it('shows where each book stands with the admin’s reason, and submits a draft or a rejected book for review', async () => {
    const base = {
      slug: 'so-tay',
      description: null,
      coverImage: null,
      price: 99_000,
      pagesCount: 3,
      contentType: 'application/pdf',
      host: { id: 'h1', username: 'tam', fullName: 'Lý Thanh Tâm', avatar: null },
      fileId: 'f1111111-1111-4111-8111-111111111111',
      canEdit: true,
      owned: false,
      createdAt: '2026-11-27T02:00:00.000Z',
      updatedAt: '2026-11-27T02:00:00.000Z',
    };
    const books = [
      { ...base, id: 'b1', title: 'Sách bị trả lại', status: 'REJECTED', rejectReason: 'Mô tả chưa rõ' },
      { ...base, id: 'b2', title: 'Sách đang chờ', status: 'PENDING_APPROVAL_WITH_ADMIN', rejectReason: null },
      { ...base, id: 'b3', title: 'Sách đang bán', status: 'PUBLISHED', rejectReason: null },
    ] as unknown as EbookDto[];
    const calls = mockFetch(({ path, method }) => {
      if (path.startsWith('/api/v1/ebooks/host')) return json(200, pageOf(books));
      if (method === 'PUT') return json(200, { ...books[0], status: 'PENDING_APPROVAL_WITH_ADMIN', rejectReason: null });
      return undefined;
    });
    renderApp('/studio/ebooks', { user: makeUser({ role: 'HOST' }) });
    const rejected = (await screen.findByText('Sách bị trả lại')).closest('li')!;
    expect(within(rejected).getByText('Bị từ chối')).toBeTruthy();
    expect(within(rejected).getByText('Lý do: Mô tả chưa rõ')).toBeTruthy();
    const waiting = screen.getByText('Sách đang chờ').closest('li')!;
    expect(within(waiting).getByText('Chờ duyệt')).toBeTruthy();
    expect(within(waiting).queryByRole('button', { name: /Gửi duyệt/ })).toBeNull();
    expect(within(screen.getByText('Sách đang bán').closest('li')!).getByText('Đang bán')).toBeTruthy();

    await userEvent.click(within(rejected).getByRole('button', { name: 'Gửi duyệt: Sách bị trả lại' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/v1/ebooks/b1', body: { status: 'PUBLISHED' } }));
  });
});
