import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const hit = (kind: string, n: number, extra: Record<string, unknown> = {}) => ({
  kind,
  id: `a${n}111111-1111-4111-8111-111111111111`,
  title: `${kind === 'HOST' ? 'Trần Minh Đức' : 'Hội thảo thiết kế'} ${n}`,
  subtitle: 'Trần Minh Đức',
  image: null,
  link: kind === 'HOST' ? '/hosts/tranminhduc' : `/events/hoi-thao-${n}`,
  startsAt: kind === 'EVENT' ? '2026-12-05T02:00:00.000Z' : null,
  price: kind === 'HOST' ? null : 0,
  ...extra,
});
const queryOf = (path: string) => new URLSearchParams(path.split('?')[1]);

describe('searching', () => {
  it('shows what matches grouped by kind, with a link to each kind’s full list, and keeps the words in my history', async () => {
    const calls = mockFetch(({ path, method }) => {
      if (path.startsWith('/api/v1/search?'))
        return json(200, {
          q: 'hoi thao',
          groups: [
            { kind: 'EVENT', hits: [hit('EVENT', 1), hit('EVENT', 2)] },
            { kind: 'HOST', hits: [hit('HOST', 3)] },
          ],
        });
      if (method === 'POST' && path === '/api/v1/search-histories')
        return json(201, { id: 'b1111111-1111-4111-8111-111111111111', keyword: 'hoi thao', createdAt: '2026-11-27T00:00:00.000Z' });
      return undefined;
    });
    renderApp('/search?q=hoi%20thao', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Kết quả cho “hoi thao”', level: 1 })).toBeTruthy();
    const events = await screen.findByRole('region', { name: 'Sự kiện' });
    expect(
      within(events)
        .getByRole('link', { name: /Hội thảo thiết kế 1/ })
        .getAttribute('href'),
    ).toBe('/events/hoi-thao-1');
    expect(within(events).getByRole('link', { name: 'Xem tất cả sự kiện' }).getAttribute('href')).toBe('/events?q=hoi%20thao');
    // An event's start reads as a day and an hour in Vietnam, not the raw instant.
    expect(within(events).getByRole('link', { name: /Hội thảo thiết kế 1/ }).textContent).toContain('05/12/2026 · 09:00');
    expect(events.textContent).not.toContain('T02:00');
    // jsdom lays nothing out: the phone browser test measures it; here, the classes that keep a long
    // title from widening the page (one minmax(0, 1fr) column, items allowed to shrink).
    const list = within(events).getByRole('list');
    expect(list.className).toContain('grid-cols-1');
    expect(within(list).getAllByRole('listitem')[0]!.className).toContain('min-w-0');
    expect(
      within(screen.getByRole('region', { name: 'Nhà tổ chức' }))
        .getByRole('link', { name: /Trần Minh Đức 3/ })
        .getAttribute('href'),
    ).toBe('/hosts/tranminhduc');
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ keyword: 'hoi thao' }));
    expect(queryOf(calls.find((c) => c.path.startsWith('/api/v1/search?'))!.path).get('limit')).toBe('6');
  });

  it('narrows to one kind and shows more of it', async () => {
    const calls = mockFetch(({ path }) => {
      if (path.startsWith('/api/v1/search?')) return json(200, { q: 'yoga', groups: [{ kind: 'ONLINE_COURSE', hits: [hit('ONLINE_COURSE', 1)] }] });
      return undefined;
    });
    renderApp('/search?q=yoga', { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Khoá học' }));
    await waitFor(() => expect(calls.some((c) => queryOf(c.path).get('kinds') === 'ONLINE_COURSE')).toBe(true));
    const narrowed = queryOf(calls.find((c) => queryOf(c.path).get('kinds') === 'ONLINE_COURSE')!.path);
    expect(narrowed.get('limit')).toBe('20');
    expect(screen.getByRole('button', { name: 'Khoá học' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls.some((c) => c.path === '/api/v1/search-histories')).toBe(false);
  });

  it('badges a combo sold to members only among the results', async () => {
    mockFetch(({ path }) => {
      if (path.startsWith('/api/v1/search?'))
        return json(200, {
          q: 'combo',
          groups: [{ kind: 'COMBO', hits: [hit('COMBO', 1, { title: 'Combo Hội viên', memberOnly: true }), hit('COMBO', 2, { title: 'Combo Mọi người' })] }],
        });
      return undefined;
    });
    renderApp('/search?q=combo', { user: null });
    const members = await screen.findByRole('link', { name: /Combo Hội viên/ });
    expect(within(members).getByTestId('member-only-badge')).toBeTruthy();
    expect(members.textContent).toContain('Dành cho hội viên: chỉ hội viên của gói hội viên mua được');
    expect(within(screen.getByRole('link', { name: /Combo Mọi người/ })).queryByTestId('member-only-badge')).toBeNull();
  });

  it('says so when nothing matches, and asks for two characters before searching', async () => {
    const calls = mockFetch(({ path }) => (path.startsWith('/api/v1/search?') ? json(200, { q: 'zzz', groups: [] }) : undefined));
    renderApp('/search?q=zzz', { user: null });
    expect(await screen.findByText('Không tìm thấy kết quả cho “zzz”')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem sự kiện' })).toBeTruthy();

    calls.length = 0;
    renderApp('/search?q=a', { user: null });
    expect(await screen.findByText('Nhập ít nhất 2 ký tự để tìm sự kiện, khoá học, sách, combo, nhà tổ chức hoặc bài viết.')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/v1/search?'))).toBe(false);
  });

  it('suggests as I type in the header, and the keyboard opens a suggestion or every result', async () => {
    mockFetch(({ path }) => {
      if (path.startsWith('/api/v1/search?') && queryOf(path).get('limit') === '3')
        return json(200, {
          q: 'hoi',
          groups: [
            { kind: 'EVENT', hits: [hit('EVENT', 1)] },
            { kind: 'HOST', hits: [hit('HOST', 2)] },
          ],
        });
      if (path.startsWith('/api/v1/search?')) return json(200, { q: 'hoi', groups: [] });
      return undefined;
    });
    const { router } = renderApp('/search', { user: null });
    const [box] = await screen.findAllByRole('combobox', { name: 'Tìm kiếm' });
    await userEvent.type(box!, 'hoi');
    const list = await screen.findByRole('listbox', { name: 'Gợi ý tìm kiếm' });
    expect(await within(list).findByRole('option', { name: /Hội thảo thiết kế 1/ })).toBeTruthy();
    expect(box!.getAttribute('aria-expanded')).toBe('true');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box!.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option', { name: /Trần Minh Đức 2/ }).id);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/search?q=hoi'));

    await userEvent.click(box!);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/hoi-thao-1'));
  });
});
