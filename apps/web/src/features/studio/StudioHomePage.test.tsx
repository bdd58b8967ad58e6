import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const overview = (orders: number) => ({
  from: '2026-10-29',
  to: '2026-11-27',
  products: orders ? 3 : 0,
  orders,
  sold: orders * 2,
  revenue: orders * 650_000,
  learners: 1,
  followers: 12,
  byType: [],
});
const metrics = { from: '2026-11-27', to: '2026-11-27', days: [{ day: '2026-11-27', orders: 2, sold: 3, revenue: 650_000 }] };

describe('the studio home', () => {
  it('shows a host with sales their figures for the period chosen, not the first steps', async () => {
    const calls = mockFetch(({ path }) => {
      if (path.startsWith('/api/v1/host/product-overview')) return json(200, overview(2));
      if (path.startsWith('/api/v1/host/metrics/product-statistics')) return json(200, metrics);
      return undefined;
    });
    renderApp('/studio', { user: makeUser({ role: 'HOST' }) });
    const figures = await screen.findAllByTestId('studio-figure');
    expect(figures.map((f) => f.textContent?.replace(/\s/g, ' '))).toEqual(['1.300.000 ₫', '2', '4', '1', '12']);
    expect(screen.queryByText('Tạo sự kiện')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: '7 ngày' }));
    expect(calls.some((c) => c.path.startsWith('/api/v1/host/product-overview') && c.path.includes('from='))).toBe(true);
  });

  it('greets a new host with the first steps', async () => {
    mockFetch(({ path }) => {
      if (path.startsWith('/api/v1/host/product-overview')) return json(200, overview(0));
      if (path.startsWith('/api/v1/host/metrics/product-statistics')) return json(200, { ...metrics, days: [] });
      return undefined;
    });
    renderApp('/studio', { user: makeUser({ role: 'HOST' }) });
    expect(await screen.findByText('Tạo sự kiện')).toBeTruthy();
  });
});
