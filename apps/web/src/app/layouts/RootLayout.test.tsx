import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('the scroll position after a full page load', () => {
  it('is the top of the page, whatever position the tab saved for an earlier full load', async () => {
    // What the router saved when the tab's first page was left scrolled down (every full load is `default`).
    sessionStorage.setItem('react-router-scroll-positions', JSON.stringify({ default: 900 }));
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderApp('/terms', { user: null });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(scrollTo).toHaveBeenCalled());
    expect(scrollTo).not.toHaveBeenCalledWith(0, 900);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    sessionStorage.clear();
  });
});
