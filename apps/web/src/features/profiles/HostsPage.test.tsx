import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const card = (n: number, fullName: string) => ({
  id: `${n}d9c2b1a-4e3f-4a5b-8c6d-1e2f3a4b5c6d`,
  username: `host-${n}`,
  fullName,
  avatar: null,
  headline: 'Diễn giả khởi nghiệp',
  city: null,
  role: 'HOST',
  followerCount: 1200,
  topHostRank: n === 1 ? 1 : null,
  categories: [{ id: '2d9c2b1a-4e3f-4a5b-8c6d-1e2f3a4b5c6d', name: 'Kinh doanh', slug: 'kinh-doanh' }],
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('the host directory', () => {
  it('lists hosts as cards and searches by name', async () => {
    const calls = mockFetch(({ path }) => {
      if (!path.startsWith('/api/v2/users/list')) return undefined;
      const q = new URL(path, 'http://x').searchParams.get('q');
      const data = q ? [card(2, 'Phạm Quang Huy')] : [card(1, 'Đặng Thu Hà'), card(2, 'Phạm Quang Huy')];
      return json(200, { data, meta: { page: 1, limit: 12, total: data.length, totalPages: 1 } });
    });
    renderApp('/hosts', { user: null });

    expect(await screen.findByText('Đặng Thu Hà')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Phạm Quang Huy/ }).getAttribute('href')).toBe('/hosts/host-2');
    expect(screen.getByText('Top 1')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Tìm nhà tổ chức'), { target: { value: 'huy' } });
    await waitFor(() => expect(screen.queryByText('Đặng Thu Hà')).toBeNull());
    expect(calls.some((c) => c.path.includes('q=huy') && c.path.includes('sortBy=followers'))).toBe(true);
  });
});
