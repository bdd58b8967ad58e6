import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { pageOf } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('the site menu on phones', () => {
  it('opens a drawer of every section, and a chosen section closes it', async () => {
    mockFetch(({ path }) => (path.startsWith('/api/v1/users/list') || path.startsWith('/api/v2/users/list') ? json(200, pageOf([])) : undefined));
    const { router } = renderApp('/search', { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Mở menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const links = within(drawer).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['/events', '/courses', '/ebooks', '/combos', '/hosts']));
    await userEvent.click(within(drawer).getByRole('link', { name: 'Nhà tổ chức' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hosts'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    renderApp('/search', { user: null });
    const button = await screen.findByRole('button', { name: 'Mở menu' });
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it("is the header's menu on wider screens too, combos among its sections", async () => {
    renderApp('/search', { user: null });
    const [header] = await screen.findAllByRole('navigation', { name: 'Danh mục chính' });
    expect(within(header!).getByRole('link', { name: 'Combo' }).getAttribute('href')).toBe('/combos');
  });
});
