import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCourseCard } from '../../test/course-fixtures';
import { makeEventCard } from '../../test/event-fixtures';
import { json, mockFetch } from '../../test/fetch-mock';
import { pageOf } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const host = {
  id: 'b1111111-1111-4111-8111-111111111111',
  username: 'tran-minh-duc',
  fullName: 'Trần Minh Đức',
  avatar: null,
  headline: 'Nhà thiết kế sản phẩm',
  city: null,
  role: 'HOST',
  followerCount: 1200,
  topHostRank: null,
  categories: [],
};

describe('the home page', () => {
  it('shows the events on sale, courses and hosts people follow, never a “coming soon” shelf', async () => {
    const calls = mockFetch(({ path }) => {
      if (path.includes('/events?')) return json(200, pageOf([makeEventCard({ title: 'Hội thảo Thiết kế 2026' })]));
      if (path.startsWith('/api/v1/online-courses/list')) return json(200, pageOf([makeCourseCard({ title: 'Khởi nghiệp tinh gọn' })]));
      if (path.includes('users/list')) return json(200, pageOf([host]));
      return undefined;
    });
    renderApp('/', { user: null });
    const events = (await screen.findByRole('heading', { name: 'Sự kiện sắp diễn ra' })).closest('section')!;
    expect(await within(events).findByText('Hội thảo Thiết kế 2026')).toBeTruthy();
    expect(within(events).getByRole('link', { name: 'Xem tất cả' }).getAttribute('href')).toBe('/events');
    expect(await screen.findByText('Khởi nghiệp tinh gọn')).toBeTruthy();
    expect(await screen.findByText('Trần Minh Đức')).toBeTruthy();
    expect(screen.queryByText('Sắp ra mắt')).toBeNull();
    const eventsCall = calls.find((c) => c.path.includes('/events?'))!;
    expect(new URLSearchParams(eventsCall.path.split('?')[1]).get('tab')).toBe('future');
  });

  it('says plainly when nothing is on sale yet', async () => {
    mockFetch(({ path }) =>
      path.includes('/events?') || path.startsWith('/api/v1/online-courses/list') || path.includes('users/list') ? json(200, pageOf([])) : undefined,
    );
    renderApp('/', { user: null });
    expect(await screen.findByText('Chưa có sự kiện nào sắp diễn ra')).toBeTruthy();
    expect(await screen.findByText('Chưa có khoá học nào')).toBeTruthy();
  });
});
