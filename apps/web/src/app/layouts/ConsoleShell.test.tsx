import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const overview = { from: '2026-10-29', to: '2026-11-27', products: 0, orders: 0, sold: 0, revenue: 0, learners: 0, followers: 0, byType: [] };
const studioHome = () =>
  mockFetch(({ path }) => {
    if (path.startsWith('/api/v1/host/product-overview')) return json(200, overview);
    if (path.startsWith('/api/v1/host/metrics/product-statistics')) return json(200, { from: '2026-11-27', to: '2026-11-27', days: [] });
    return undefined;
  });

describe('the studio’s sections on phones', () => {
  it('open in a drawer named after the studio; a chosen section closes it', async () => {
    studioHome();
    const { router } = renderApp('/studio', { user: makeUser({ role: 'HOST' }) });
    // Closed, the drawer is not there for the keyboard or a screen reader.
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Mở menu điều hướng' }));
    const drawer = await screen.findByRole('dialog', { name: 'Studio' });
    const nav = within(drawer).getByRole('navigation', { name: 'Mục studio' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Đơn hàng' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio/orders'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    studioHome();
    renderApp('/studio', { user: makeUser({ role: 'HOST' }) });
    const button = await screen.findByRole('button', { name: 'Mở menu điều hướng' });
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Studio' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
