import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'ADMIN' });
const row = {
  id: '33333333-3333-4333-8333-333333333333',
  email: 'mai@vidu.vn',
  fullName: 'Lý Thị Mai',
  source: 'footer',
  status: 'ACTIVE',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the newsletter e-mails page', () => {
  it('lists sign-ups, turns one off and deletes one after confirming', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (method === 'GET' && path.startsWith('/api/v1/email-collections'))
        return json(200, { data: [row], meta: { page: 1, limit: 20, total: 1, totalPages: 1 } });
      if (method === 'PATCH') return json(200, { ...row, status: 'UNSUBSCRIBED' });
      if (method === 'DELETE') return json(200, { success: true });
      return path === '/api/v1/notifications/count' ? json(200, { total: 0, unread: 0 }) : undefined;
    });
    renderApp('/admin/email-collections', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Gửi tin cho mai@vidu.vn' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: `/api/v1/email-collections/${row.id}`, body: { status: 'UNSUBSCRIBED' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Xoá mai@vidu.vn' }));
    await user.click(await screen.findByRole('button', { name: 'Xoá' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/api/v1/email-collections/${row.id}`));
  });
});
