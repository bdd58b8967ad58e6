import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { makeUser, pageOf } from '../../../test/fixtures';
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
});
