import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { makeUser, pageOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'ADMIN', fullName: 'Quản Trị' });
const item = {
  type: 'EVENT',
  id: 'e1111111-1111-4111-8111-111111111111',
  title: 'Hội thảo cờ bạc trực tuyến',
  slug: 'hoi-thao-co-bac',
  link: '/events/hoi-thao-co-bac',
  contentStatus: 'PENDING_APPROVAL_WITH_ADMIN',
  status: 'PENDING',
  keywords: ['cờ bạc'],
  flags: [{ field: 'title', keyword: 'cờ bạc', excerpt: 'Hội thảo cờ bạc trực tuyến', start: 9, end: 15 }],
  submittedAt: '2026-11-27T02:00:00.000Z',
  host: { id: 'h1111111-1111-4111-8111-111111111111', username: 'tung', fullName: 'Phan Thanh Tùng', avatar: null },
  reason: null,
  decidedAt: null,
  canDecide: true,
};
const post = { ...item, type: 'POST', id: 'p1111111-1111-4111-8111-111111111111', title: 'Nhật ký làm gốm', keywords: [], flags: [], link: '/posts/nhat-ky' };

describe('the moderation queue page', () => {
  it('lists waiting content with its flagged keywords, filters by type, and approves', async () => {
    const calls = mockFetch(({ path, method }) => {
      if (method === 'GET' && path.startsWith('/api/v1/content-moderation/list')) return json(200, pageOf(path.includes('type=POST') ? [post] : [item, post]));
      if (method === 'PATCH' && path.endsWith('/approve')) return json(200, { type: 'EVENT', id: item.id, status: 'PUBLISHED' });
      return undefined;
    });
    renderApp('/admin/moderation', { user: admin });
    const row = (await screen.findByText('Hội thảo cờ bạc trực tuyến')).closest('tr')!;
    expect(within(row).getByRole('list', { name: 'Từ khoá' }).textContent).toBe('cờ bạc');
    // Where it was found, the match marked.
    expect(within(row).getByText('cờ bạc', { selector: 'mark' })).toBeTruthy();
    expect(within(row).getByText('Phan Thanh Tùng')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Mở “Hội thảo cờ bạc trực tuyến”' }).getAttribute('href')).toBe('/events/hoi-thao-co-bac');
    expect(calls.find((c) => c.path.startsWith('/api/v1/content-moderation/list'))?.path).toContain('status=PENDING');
    expect(screen.getByRole('link', { name: 'Quản lý từ khoá' }).getAttribute('href')).toBe('/admin/moderation/keywords');

    await userEvent.click(within(row).getByRole('button', { name: 'Duyệt: Hội thảo cờ bạc trực tuyến' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH' && c.path === `/api/v1/content-moderation/EVENT/${item.id}/approve`)).toBe(true));

    await userEvent.click(screen.getByRole('tab', { name: 'Bài viết' }));
    await waitFor(() => expect(screen.queryByText('Hội thảo cờ bạc trực tuyến')).toBeNull());
    expect(calls.some((c) => c.path.includes('type=POST'))).toBe(true);
    expect(screen.getByText('Không có')).toBeTruthy();
  });

  it('has a tab for ebooks, whose waiting books are approved from the queue', async () => {
    const book = {
      ...item,
      type: 'E_BOOK',
      id: 'b1111111-1111-4111-8111-111111111111',
      title: 'Sổ tay khởi nghiệp',
      keywords: [],
      flags: [],
      link: '/ebooks/so-tay',
    };
    const calls = mockFetch(({ path, method }) => {
      if (method === 'GET' && path.startsWith('/api/v1/content-moderation/list')) return json(200, pageOf(path.includes('type=E_BOOK') ? [book] : [item]));
      if (method === 'PATCH' && path.endsWith('/approve')) return json(200, { type: 'E_BOOK', id: book.id, status: 'PUBLISHED' });
      return undefined;
    });
    renderApp('/admin/moderation', { user: admin });
    await screen.findByText('Hội thảo cờ bạc trực tuyến');
    await userEvent.click(screen.getByRole('tab', { name: 'Sách điện tử' }));
    const row = (await screen.findByText('Sổ tay khởi nghiệp')).closest('tr')!;
    expect(calls.some((c) => c.path.includes('type=E_BOOK'))).toBe(true);
    await userEvent.click(within(row).getByRole('button', { name: 'Duyệt: Sổ tay khởi nghiệp' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH' && c.path === `/api/v1/content-moderation/E_BOOK/${book.id}/approve`)).toBe(true));
  });

  it('asks for a reason before rejecting, and sends the chosen action', async () => {
    const calls = mockFetch(({ path, method }) => {
      if (method === 'GET' && path.startsWith('/api/v1/content-moderation/list')) return json(200, pageOf([item]));
      if (method === 'PATCH' && path.endsWith('/reject')) return json(200, { type: 'EVENT', id: item.id, status: 'REJECTED' });
      return undefined;
    });
    renderApp('/admin/moderation', { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Từ chối: Hội thảo cờ bạc trực tuyến' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(await within(dialog).findByText('Vui lòng nhập thông tin này.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Liên hệ nhà tổ chức' }));
    await userEvent.type(within(dialog).getByLabelText('Lý do'), 'Nội dung vi phạm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
        path: `/api/v1/content-moderation/EVENT/${item.id}/reject`,
        body: { action: 'CONTACT', reason: 'Nội dung vi phạm' },
      }),
    );
  });

  it('shows the empty queue, and an error it can retry', async () => {
    let fail = true;
    mockFetch(({ path }) => {
      if (!path.startsWith('/api/v1/content-moderation/list')) return undefined;
      return fail ? apiError(500, 'INTERNAL_SERVER_ERROR', 'Lỗi') : json(200, pageOf([]));
    });
    renderApp('/admin/moderation', { user: admin });
    const retry = await screen.findByRole('button', { name: /thử lại/i });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Không có nội dung nào chờ duyệt')).toBeTruthy();
  });
});
