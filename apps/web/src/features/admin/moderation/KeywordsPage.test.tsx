import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { makeUser, pageOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'ADMIN', fullName: 'Quản Trị' });
const keyword = {
  id: 'a1111111-1111-4111-8111-111111111111',
  keyword: 'lừa đảo',
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
};

describe('the moderation keywords page', () => {
  it('adds a keyword, and highlights where a tried text would be flagged', async () => {
    const calls = mockFetch(({ path, method }) => {
      if (method === 'GET' && path.startsWith('/api/v1/content-moderation/keywords')) return json(200, pageOf([keyword]));
      if (method === 'POST' && path === '/api/v1/content-moderation/keywords')
        return json(201, { ...keyword, id: 'a2222222-2222-4222-8222-222222222222', keyword: 'cờ bạc' });
      if (method === 'POST' && path === '/api/v1/content-moderation/test')
        return json(200, { flagged: true, matches: [{ keyword: 'lừa đảo', start: 9, end: 16, text: 'lua dao' }] });
      return undefined;
    });
    renderApp('/admin/moderation/keywords', { user: admin });
    expect(await screen.findByText('lừa đảo')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Từ khoá mới'), 'cờ bạc');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/v1/content-moderation/keywords')?.body).toEqual({ keyword: 'cờ bạc' }),
    );

    await userEvent.type(screen.getByLabelText('Đoạn văn'), 'Không hề lua dao ai');
    await userEvent.click(screen.getByRole('button', { name: 'Kiểm tra' }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Tìm thấy 1 chỗ khớp từ khoá.')).toBeTruthy();
    expect(within(status).getByText('lua dao').tagName).toBe('MARK');
  });

  it('asks before deleting a keyword', async () => {
    const calls = mockFetch(({ path, method }) => {
      if (method === 'GET' && path.startsWith('/api/v1/content-moderation/keywords')) return json(200, pageOf([keyword]));
      if (method === 'DELETE') return json(200, { success: true });
      return undefined;
    });
    renderApp('/admin/moderation/keywords', { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Xoá từ khoá: lừa đảo' }));
    const dialog = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xoá từ khoá' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/v1/content-moderation/keywords/${keyword.id}`)).toBe(true));
  });
});
