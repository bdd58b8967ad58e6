import type { MyProfileDto, WorkDto } from '@market/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

function myProfile(works: WorkDto[]): MyProfileDto {
  const user = makeUser();
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    avatar: null,
    headline: null,
    bio: null,
    city: null,
    role: 'USER',
    socialContacts: {},
    works,
    educations: [],
    achievements: [],
    categories: [],
    hostCategory: null,
    followerCount: 0,
    topHostRank: null,
    counts: { events: 0, courses: 0, ebooks: 0, posts: 0 },
    isFollowing: null,
    createdAt: user.createdAt,
    email: user.email,
    phone: null,
    gender: null,
    dateOfBirth: null,
    address: null,
    ageBand: null,
    interests: [],
    interestCategories: [],
    bankAccount: null,
    hostNotificationMode: 'ALL',
  };
}

describe('my experience page', () => {
  it('adds a work from the dialog and shows it in the list', async () => {
    const works: WorkDto[] = [];
    const calls = mockFetch(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/v2/users') return json(200, myProfile(works));
      if (method === 'POST' && path === '/api/v1/users/works') {
        const work = {
          id: '3d9c2b1a-4e3f-4a5b-8c6d-1e2f3a4b5c6d',
          jobType: null,
          location: null,
          startDate: null,
          endDate: null,
          isCurrent: false,
          description: null,
          createdAt: '2025-01-01T00:00:00.000Z',
          ...(body as object),
        } as WorkDto;
        works.push(work);
        return json(201, work);
      }
      return undefined;
    });
    renderApp('/account/experience', { user: makeUser() });

    expect(await screen.findByText('Chưa có kinh nghiệm nào được thêm.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Thêm kinh nghiệm' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Vị trí'), { target: { value: 'Trưởng nhóm sản phẩm' } });
    fireEvent.change(within(dialog).getByLabelText('Công ty / tổ chức'), { target: { value: 'Công ty Sao Mai' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thêm' }));

    expect(await screen.findByText('Trưởng nhóm sản phẩm · Công ty Sao Mai')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ position: 'Trưởng nhóm sản phẩm', company: 'Công ty Sao Mai', isCurrent: false });
  });

  it('does not send a work without its position', async () => {
    const calls = mockFetch(({ method, path }) => (method === 'GET' && path === '/api/v2/users' ? json(200, myProfile([])) : undefined));
    renderApp('/account/experience', { user: makeUser() });

    fireEvent.click(await screen.findByRole('button', { name: 'Thêm kinh nghiệm' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Công ty / tổ chức'), { target: { value: 'Công ty Sao Mai' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thêm' }));

    expect(await within(dialog).findByText('Vui lòng nhập thông tin này.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
