import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COURSE_ID, makeCourseCard } from '../../../test/course-fixtures';
import { json, mockFetch } from '../../../test/fetch-mock';
import { makeUser, pageOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'ADMIN' });
const pending = makeCourseCard({ status: 'PENDING_APPROVAL_WITH_ADMIN' });

describe('the admin’s courses', () => {
  it('shows courses waiting for review and approves one', async () => {
    const calls = mockFetch(({ path, method }) => {
      if (path.startsWith('/api/v1/admin/online-courses')) return json(200, pageOf([pending]));
      if (method === 'PATCH' && path === `/api/v1/content-moderation/ONLINE_COURSE/${COURSE_ID}/approve`)
        return json(200, { type: 'ONLINE_COURSE', id: COURSE_ID, status: 'PUBLISHED' });
      return undefined;
    });
    renderApp('/admin/courses', { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: `Duyệt: ${pending.title}` }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH' && c.path.endsWith('/approve'))).toBe(true));
    expect(calls.find((c) => c.path.startsWith('/api/v1/admin/online-courses'))!.path).toContain('status=PENDING_APPROVAL_WITH_ADMIN');
  });

  it('asks for a reason before rejecting, and sends it with the chosen way of handling', async () => {
    const calls = mockFetch(({ path, method }) => {
      if (path.startsWith('/api/v1/admin/online-courses')) return json(200, pageOf([pending]));
      if (method === 'PATCH' && path.endsWith('/reject')) return json(200, { type: 'ONLINE_COURSE', id: COURSE_ID, status: 'REJECTED' });
      return undefined;
    });
    renderApp('/admin/courses', { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: `Từ chối: ${pending.title}` }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(await within(dialog).findByText('Vui lòng nhập thông tin này.')).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByLabelText('Cách xử lý'), 'CONTACT');
    await userEvent.type(within(dialog).getByLabelText('Lý do (người dạy sẽ đọc)'), 'Thiếu bài học thử');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ reason: 'Thiếu bài học thử', action: 'CONTACT' });
  });

  it('announces an upcoming course for a chosen host, with its expected day on Vietnam’s clock', async () => {
    const calls = mockFetch(({ path, method }) => {
      if (path.startsWith('/api/v1/admin/online-courses')) return json(200, pageOf([]));
      if (path.startsWith('/api/v2/users/list')) return json(200, pageOf([{ ...pending.host, categories: [], createdAt: '2026-01-01T00:00:00.000Z' }]));
      if (method === 'POST' && path === '/api/v1/admin/online-courses/create-upcoming') return json(201, { ...pending, isUpcoming: true });
      return undefined;
    });
    renderApp('/admin/courses', { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Thông báo khoá học sắp ra mắt' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thông báo khoá học sắp ra mắt' }));
    expect(within(dialog).getByText('Hãy chọn người dạy.')).toBeTruthy();
    await userEvent.click(await within(dialog).findByRole('radio', { name: pending.host.fullName }));
    await userEvent.type(within(dialog).getByLabelText('Tên khoá học'), 'Dựng phim trên điện thoại');
    await userEvent.type(within(dialog).getByLabelText(/Ngày dự kiến ra mắt/), '20122026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thông báo khoá học sắp ra mắt' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      hostId: pending.host.id,
      title: 'Dựng phim trên điện thoại',
      subtitle: null,
      price: 0,
      expectedAt: '2026-12-20T02:00:00.000Z',
    });
  });
});
