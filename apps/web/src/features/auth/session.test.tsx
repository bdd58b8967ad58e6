import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEventCard } from '../../test/event-fixtures';
import { apiError, json, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const AUTH_PATHS = ['/api/v1/auth/me', '/api/auth/session'];
const hasHint = () => document.cookie.split(';').some((part) => part.trim().startsWith('signed_in='));

/** The public events list, plus what a signed-in header asks for; `auth` answers the session calls. */
function serve(auth: (path: string) => Response | undefined = () => undefined) {
  return mockFetch(({ path }) => {
    if (path.startsWith('/api/v2/events?')) return json(200, { data: [makeEventCard()], meta: { page: 1, limit: 12, total: 1, totalPages: 1 } });
    if (path === '/api/v1/notifications/count') return json(200, { total: 0, unread: 0 });
    if (path === '/api/v2/carts/count') return json(200, { count: 0 });
    return auth(path);
  });
}

describe('the session at start', () => {
  it('is a visitor at once when the browser has no signed_in hint: no auth/me or auth/session call, the events load', async () => {
    const calls = serve();
    renderApp('/events');
    expect(await screen.findByRole('link', { name: 'Đăng nhập' })).toBeTruthy();
    await screen.findByTestId('event-card');
    expect(calls.filter((c) => AUTH_PATHS.includes(c.path))).toEqual([]);
  });

  it('asks the server who is signed in when the hint is there, and shows them', async () => {
    document.cookie = 'signed_in=1; path=/';
    const calls = serve((path) => (path === '/api/v1/auth/me' ? json(200, makeUser({ fullName: 'Phạm Thu Trang' })) : undefined));
    renderApp('/events');
    expect(await screen.findByText('Phạm Thu Trang')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/v1/auth/me')).toHaveLength(1);
  });

  it('drops the hint when the session turns out to be over, so later visits do not ask again', async () => {
    document.cookie = 'signed_in=1; path=/';
    serve((path) =>
      path === '/api/auth/session'
        ? apiError(401, 'INVALID_REFRESH_TOKEN', 'Phiên đăng nhập không hợp lệ, vui lòng đăng nhập lại.')
        : path === '/api/v1/auth/me'
          ? apiError(401, 'UNAUTHORIZED', 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.')
          : undefined,
    );
    renderApp('/events');
    expect(await screen.findByRole('link', { name: 'Đăng nhập' })).toBeTruthy();
    await waitFor(() => expect(hasHint()).toBe(false));
  });
});
