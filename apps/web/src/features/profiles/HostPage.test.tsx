import type { PublicProfileDto } from '@market/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoHost, makeEventCard } from '../../test/event-fixtures';
import { makeUser, pageOf } from '../../test/fixtures';
import { blogPost } from '../../test/post-fixtures';
import { apiError, json, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const HOST_ID = '7d9c2b1a-4e3f-4a5b-8c6d-1e2f3a4b5c6d';

function hostProfile(overrides: Partial<PublicProfileDto> = {}): PublicProfileDto {
  return {
    id: HOST_ID,
    username: 'thu-ha',
    fullName: 'Đặng Thu Hà',
    avatar: null,
    headline: 'Giảng viên UX tại Đại học Bách khoa',
    bio: 'Mười năm thiết kế sản phẩm số.',
    city: 'Hà Nội',
    role: 'HOST',
    socialContacts: { ZALO: '0901234567' },
    works: [
      {
        id: '1d9c2b1a-4e3f-4a5b-8c6d-1e2f3a4b5c6d',
        position: 'Giám đốc thiết kế',
        company: 'Công ty B',
        jobType: 'FUll_TIME',
        location: null,
        startDate: '2021-01-01',
        endDate: null,
        isCurrent: true,
        description: null,
        createdAt: '2025-01-01T00:00:00.000Z',
      },
    ],
    educations: [],
    achievements: [],
    categories: [{ id: '2d9c2b1a-4e3f-4a5b-8c6d-1e2f3a4b5c6d', name: 'Thiết kế', slug: 'thiet-ke' }],
    hostCategory: null,
    followerCount: 41,
    topHostRank: null,
    counts: { events: 0, courses: 0, ebooks: 0, posts: 0 },
    isFollowing: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('the public host page', () => {
  it('shows the profile, and following changes the count at once', async () => {
    let followers = 41;
    const calls = mockFetch(({ method, path }) => {
      if (method === 'GET' && path === '/api/v1/users/thu-ha') return json(200, hostProfile({ followerCount: followers }));
      if (path === '/api/v1/follow' && method === 'POST') return json(200, { isFollowing: true, followerCount: ++followers });
      if (path === '/api/v1/follow' && method === 'DELETE') return json(200, { isFollowing: false, followerCount: --followers });
      return undefined;
    });
    renderApp('/hosts/thu-ha', { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'Đặng Thu Hà' })).toBeTruthy();
    expect(screen.getByText('Giảng viên UX tại Đại học Bách khoa')).toBeTruthy();
    expect(screen.getByText('Thiết kế')).toBeTruthy();
    expect(screen.getByText('Mười năm thiết kế sản phẩm số.')).toBeTruthy();
    expect(screen.getByTestId('follower-count').textContent).toBe('41 người theo dõi');

    fireEvent.click(screen.getByRole('button', { name: 'Theo dõi' }));
    await waitFor(() => expect(screen.getByTestId('follower-count').textContent).toBe('42 người theo dõi'));
    expect(await screen.findByRole('button', { name: 'Đang theo dõi' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/v1/follow')?.body).toEqual({ hostId: HOST_ID });

    fireEvent.click(screen.getByRole('button', { name: 'Đang theo dõi' }));
    await waitFor(() => expect(screen.getByTestId('follower-count').textContent).toBe('41 người theo dõi'));

    fireEvent.click(screen.getByRole('tab', { name: 'Kinh nghiệm' }));
    expect(screen.getByText('Giám đốc thiết kế')).toBeTruthy();
    expect(screen.getByText('Công ty B · Toàn thời gian')).toBeTruthy();
  });

  it('sends a visitor who wants to follow to the login page, then back', async () => {
    mockFetch(({ path }) => (path === '/api/v1/users/thu-ha' ? json(200, hostProfile({ isFollowing: null })) : undefined));
    const { router } = renderApp('/hosts/thu-ha', { user: null });

    fireEvent.click(await screen.findByRole('button', { name: 'Theo dõi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/hosts/thu-ha')}`);
  });

  it('lists the host’s published posts under the “Bài viết” tab', async () => {
    const calls = mockFetch(({ path }) => {
      if (path === '/api/v1/users/thu-ha') return json(200, hostProfile({ counts: { events: 0, courses: 0, ebooks: 0, posts: 1 } }));
      if (path.startsWith('/api/v1/posts/allByUsername/thu-ha')) return json(200, pageOf([blogPost]));
      return json(200, pageOf([]));
    });
    renderApp('/hosts/thu-ha', { user: null });
    fireEvent.click(await screen.findByRole('tab', { name: 'Bài viết' }));
    expect((await screen.findByRole('link', { name: blogPost.title })).getAttribute('href')).toBe(`/posts/${blogPost.slug}`);
    expect(calls.find((c) => c.path.startsWith('/api/v1/posts/allByUsername'))!.path).toContain('status=PUBLISHED');
  });

  it('shows only the profile tabs with something in them: no empty studies, achievements or posts', async () => {
    mockFetch(({ path }) => (path === '/api/v1/users/thu-ha' ? json(200, hostProfile()) : json(200, pageOf([]))));
    renderApp('/hosts/thu-ha', { user: null });
    expect(await screen.findByRole('tab', { name: 'Giới thiệu' })).toBeTruthy();
    const names = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(names).toContain('Kinh nghiệm');
    expect(names).not.toContain('Học vấn');
    expect(names).not.toContain('Thành tích');
    expect(names).not.toContain('Bài viết');
  });

  it('says so when the person does not exist', async () => {
    mockFetch(({ path }) => (path === '/api/v1/users/ai-do' ? apiError(404, 'USER_NOT_FOUND', 'Không tìm thấy người dùng.') : undefined));
    renderApp('/hosts/ai-do', { user: null });

    expect(await screen.findByRole('heading', { name: 'Không tìm thấy hồ sơ' })).toBeTruthy();
  });

  it('opens on what the host sells, and each tab lists one kind of it', async () => {
    const calendar = {
      id: 'ca111111-1111-4111-8111-111111111111',
      title: 'Tư vấn portfolio 1:1',
      description: null,
      type: 'ONE_TO_ONE',
      price: 300_000,
      durationMinutes: 45,
      capacityPerFrame: 1,
      requiresApproval: false,
      meetingTool: null,
      meetingUrl: null,
      location: null,
      status: 'ACTIVE',
      host: demoHost,
      upcomingFreeFrames: 4,
      canEdit: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const calls = mockFetch(({ path }) => {
      if (path === '/api/v1/users/thu-ha') return json(200, hostProfile({ counts: { events: 2, courses: 0, ebooks: 0, posts: 0 } }));
      if (path.startsWith('/api/v2/events?')) return json(200, pageOf([makeEventCard({ title: 'Workshop nghiên cứu người dùng' })]));
      if (path.startsWith('/api/v1/calendars?')) return json(200, pageOf([calendar]));
      if (path.startsWith('/api/v1/online-courses/list?')) return json(200, pageOf([]));
      if (path.startsWith('/api/v1/combos?')) return json(200, pageOf([]));
      return undefined;
    });
    renderApp('/hosts/thu-ha', { user: null });
    expect(await screen.findByText('Workshop nghiên cứu người dùng')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sự kiện' }).getAttribute('aria-selected')).toBe('true');
    const events = new URLSearchParams(calls.find((c) => c.path.startsWith('/api/v2/events?'))!.path.split('?')[1]);
    expect([events.get('hostId'), events.get('tab')]).toEqual([HOST_ID, 'future']);

    fireEvent.click(screen.getByRole('tab', { name: 'Lịch hẹn' }));
    expect((await screen.findByRole('link', { name: 'Tư vấn portfolio 1:1' })).getAttribute('href')).toBe(`/calendars/${calendar.id}`);
    expect(screen.getByText('45 phút · 4 khung giờ còn trống')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Khoá học' }));
    expect(await screen.findByText('Chưa có khoá học nào.')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/v1/ebooks/list'))).toBe(false);

    fireEvent.click(screen.getByRole('tab', { name: 'Combo' }));
    expect(await screen.findByText('Chưa có combo nào đang bán.')).toBeTruthy();
    const combos = new URLSearchParams(calls.find((c) => c.path.startsWith('/api/v1/combos?'))!.path.split('?')[1]);
    expect(combos.get('hostId')).toBe(HOST_ID);
  });
});
