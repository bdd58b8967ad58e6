import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { currentReferral } from './referral';

const calendarId = 'ca111111-1111-4111-8111-111111111111';

describe('arriving through an affiliate link', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('reports the landing once per session and remembers the code for checkout', async () => {
    const calls = mockFetch(({ path }) => (path === '/api/v2/affiliate/tracking' ? json(201, { success: true }) : undefined));
    const first = renderApp(`/calendars/${calendarId}?ref=LAN2026`, { user: null });
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/v2/affiliate/tracking')).toHaveLength(1));
    expect(calls.find((call) => call.path === '/api/v2/affiliate/tracking')?.body).toEqual({
      code: 'LAN2026',
      landingPath: `/calendars/${calendarId}`,
      productItemType: 'CALENDAR',
      productItemId: calendarId,
    });
    expect(currentReferral()).toBe('LAN2026');
    first.unmount();

    renderApp('/help?ref=LAN2026', { user: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.path === '/api/v2/affiliate/tracking')).toHaveLength(1);
  });
});
