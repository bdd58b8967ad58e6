import type { SavedItemDto } from '@market/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeEventCard } from '../../test/event-fixtures';
import { json, mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { makeUser, pageOf } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { sessionKey } from '../auth/session';

const ids = ['e1111111-1111-4111-8111-111111111111', 'e2222222-2222-4222-8222-222222222222', 'e3333333-3333-4333-8333-333333333333'] as const;
const cards = ids.map((id, i) => makeEventCard({ id, slug: `su-kien-${i + 1}`, title: `Sự kiện số ${i + 1}` }));
const lookups = (calls: RecordedCall[]) => calls.filter((c) => c.path.startsWith('/api/v1/saved-items/lookup'));
const heartOf = (title: string) => within(screen.getByRole('link', { name: title }).closest('article')!).getByRole('button', { name: /^(Lưu|Bỏ lưu)$/ });

/** The server's saved events: a save or unsave changes what a later lookup answers. */
function serveEvents(initially: string[]) {
  const saved = new Set(initially);
  return mockFetch(({ method, path }) => {
    if (path.startsWith('/api/v1/event-categories')) return json(200, pageOf([], 100));
    if (path.startsWith('/api/v2/events?')) return json(200, { data: cards, meta: { page: 1, limit: 12, total: 3, totalPages: 1 } });
    if (path.startsWith('/api/v1/saved-items/lookup')) return json(200, { type: 'EVENT', ids: [...saved] });
    const one = /^\/api\/v1\/saved-items\/EVENT\/([\w-]+)$/.exec(path);
    if (one) {
      if (method === 'PUT') saved.add(one[1]!);
      else saved.delete(one[1]!);
      return json(200, { type: 'EVENT', id: one[1], saved: method === 'PUT' });
    }
    return undefined;
  });
}

describe('the heart on cards', () => {
  it('asks once which cards of the page are saved, and shows each as pressed or not', async () => {
    const calls = serveEvents([ids[1]]);
    renderApp('/events', { user: makeUser() });
    await screen.findByRole('link', { name: 'Sự kiện số 1' });
    await waitFor(() => expect(heartOf('Sự kiện số 2').getAttribute('aria-pressed')).toBe('true'));
    expect(heartOf('Sự kiện số 2').getAttribute('aria-label')).toBe('Bỏ lưu');
    expect(heartOf('Sự kiện số 1').getAttribute('aria-pressed')).toBe('false');
    expect(heartOf('Sự kiện số 1').getAttribute('aria-label')).toBe('Lưu');
    expect(lookups(calls)).toHaveLength(1);
    expect(new URL(lookups(calls)[0]!.path, 'http://x').searchParams.get('ids')!.split(',').sort()).toEqual([...ids].sort());
  });

  it('saves and unsaves at once when pressed', async () => {
    const calls = serveEvents([ids[1]]);
    renderApp('/events', { user: makeUser() });
    await screen.findByRole('link', { name: 'Sự kiện số 1' });
    await waitFor(() => expect(heartOf('Sự kiện số 2').getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(heartOf('Sự kiện số 1'));
    await waitFor(() => expect(heartOf('Sự kiện số 1').getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(heartOf('Sự kiện số 2'));
    await waitFor(() => expect(heartOf('Sự kiện số 2').getAttribute('aria-pressed')).toBe('false'));
    const writes = calls.filter((c) => c.method === 'PUT' || c.method === 'DELETE').map((c) => `${c.method} ${c.path}`);
    expect(writes).toEqual([`PUT /api/v1/saved-items/EVENT/${ids[0]}`, `DELETE /api/v1/saved-items/EVENT/${ids[1]}`]);
  });

  it('sends a visitor to sign in, to come back to the page', async () => {
    const calls = serveEvents([]);
    const { router } = renderApp('/events?city=Hu%E1%BA%BF', { user: null });
    await screen.findByRole('link', { name: 'Sự kiện số 1' });
    expect(lookups(calls)).toHaveLength(0);
    await userEvent.click(heartOf('Sự kiện số 1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/events?city=Hu%E1%BA%BF');
  });

  it('saves the heart a visitor pressed once they have signed in', async () => {
    const calls = serveEvents([]);
    const { router, queryClient } = renderApp('/events', { user: null });
    await screen.findByRole('link', { name: 'Sự kiện số 2' });
    await userEvent.click(heartOf('Sự kiện số 2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    // Signed in (as the login page does), then back on the page.
    queryClient.setQueryData(sessionKey, makeUser());
    await router.navigate('/events');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === `/api/v1/saved-items/EVENT/${ids[1]}`)).toBe(true));
    await waitFor(() => expect(heartOf('Sự kiện số 2').getAttribute('aria-pressed')).toBe('true'));
    // Saved once: a later sign-in saves nothing more.
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});

const item = (overrides: Partial<SavedItemDto>): SavedItemDto => ({
  type: 'EVENT',
  id: ids[0],
  title: 'Hội thảo UX',
  subtitle: null,
  hostName: 'Phạm Thu Hà',
  image: null,
  link: '/events/hoi-thao-ux',
  price: 150_000,
  startsAt: '2026-11-28T12:30:00.000Z',
  savedAt: '2026-11-20T00:00:00.000Z',
  ...overrides,
});

describe('the saved page', () => {
  it('lists what I saved, filters it by type, and empties as I unsave', async () => {
    let saved = [item({}), item({ type: 'ONLINE_COURSE', id: ids[1], title: 'Khoá học Figma', link: '/courses/figma', startsAt: null, price: 0 })];
    const calls = mockFetch(({ method, path }) => {
      const url = new URL(path, 'http://x');
      if (url.pathname === '/api/v1/saved-items') {
        const type = url.searchParams.get('type');
        const data = saved.filter((s) => !type || s.type === type);
        return json(200, { data, meta: { page: 1, limit: 12, total: data.length, totalPages: data.length ? 1 : 0 } });
      }
      if (url.pathname.startsWith('/api/v1/saved-items/lookup')) return json(200, { type: url.searchParams.get('type'), ids: saved.map((s) => s.id) });
      const one = /^\/api\/v1\/saved-items\/(\w+)\/([\w-]+)$/.exec(url.pathname);
      if (one && method === 'DELETE') {
        saved = saved.filter((s) => s.id !== one[2]);
        return json(200, { type: one[1], id: one[2], saved: false });
      }
      return undefined;
    });
    renderApp('/me/saved', { user: makeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Đã lưu' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Hội thảo UX' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Khoá học Figma' }).getAttribute('href')).toBe('/courses/figma');
    await userEvent.click(screen.getByRole('radio', { name: 'Khoá học' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Hội thảo UX' })).toBeNull());
    expect(calls.some((c) => c.path.startsWith('/api/v1/saved-items?') && c.path.includes('type=ONLINE_COURSE'))).toBe(true);
    const row = screen.getByRole('link', { name: 'Khoá học Figma' }).closest('article')!;
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Bỏ lưu' }).getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(within(row).getByRole('button', { name: 'Bỏ lưu' }));
    expect(await screen.findByText('Chưa có khoá học nào được lưu')).toBeTruthy();
    // The phone's list of kinds says the same.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Loại đã lưu' }), 'COMBO');
    await waitFor(() => expect(calls.some((c) => c.path.includes('type=COMBO'))).toBe(true));
  });

  it('asks a visitor to sign in first', async () => {
    mockFetch(() => undefined);
    const { router } = renderApp('/me/saved', { user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
