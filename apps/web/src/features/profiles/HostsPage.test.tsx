import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { makeCategory, pageOf } from '../../test/fixtures';
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

describe('the host directory’s category filter', () => {
  const roots = [
    makeCategory({ id: '5d9c2b1a-4e3f-4a5b-8c6d-1e2f3a4b5c6d', name: 'Công nghệ' }),
    makeCategory({ id: '6d9c2b1a-4e3f-4a5b-8c6d-1e2f3a4b5c6d', name: 'Kinh doanh', position: 1 }),
  ];
  const serve = () =>
    mockFetch(({ path }) => {
      if (path === '/api/v1/category?rootOnly=true&limit=500') return json(200, pageOf(roots, 500));
      if (path.startsWith('/api/v2/users/list')) return json(200, pageOf([card(1, 'Đặng Thu Hà')], 12));
      return undefined;
    });

  it('offers the root categories and asks for the hosts of the one chosen, keeping it in the address', async () => {
    const calls = serve();
    const { router } = renderApp('/hosts', { user: null });
    const chip = await screen.findByRole('button', { name: 'Kinh doanh' });
    expect(screen.getByRole('button', { name: 'Tất cả lĩnh vực' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(chip);
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/api/v2/users/list') && c.path.includes(`categoryId=${roots[1]!.id}`))).toBe(true));
    expect(new URLSearchParams(router.state.location.search).get('categoryId')).toBe(roots[1]!.id);
    expect(chip.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Tất cả lĩnh vực' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('categoryId'));
  });

  it('starts from the category in the address', async () => {
    const calls = serve();
    renderApp(`/hosts?categoryId=${roots[0]!.id}`, { user: null });
    expect((await screen.findByRole('button', { name: 'Công nghệ' })).getAttribute('aria-pressed')).toBe('true');
    expect(calls.find((c) => c.path.startsWith('/api/v2/users/list'))?.path).toContain(`categoryId=${roots[0]!.id}`);
  });
});
