import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEventCard } from '../../test/event-fixtures';
import { EventCard } from './EventCard';

// The card's heart reads the session (a visitor here: nothing is asked of the server).
const show = (event: ReturnType<typeof makeEventCard>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <EventCard event={event} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('an event card', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows "Miễn phí" for a free event and its start in Vietnamese on Vietnam’s clock', () => {
    show(makeEventCard({ isFree: true, minPrice: 0, maxPrice: 0, format: 'ONLINE', city: null }));
    expect(screen.getByText('Miễn phí')).toBeTruthy();
    const time = screen.getByText('T7, 28 thg 11 · 19:30');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe('2026-11-28T12:30:00.000Z');
    expect(screen.getByText('Trực tuyến')).toBeTruthy();
  });

  it('shows the lowest price, the city and the host, and links to the event by its title', () => {
    show(makeEventCard({ sessionCount: 3 }));
    expect(screen.getByText('Từ 150.000 ₫')).toBeTruthy();
    expect(screen.getByText('Hồ Chí Minh')).toBeTruthy();
    expect(screen.getByText('Đặng Thu Hà')).toBeTruthy();
    expect(screen.getByText('3 buổi')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Hội thảo AI cho doanh nghiệp nhỏ' });
    expect(link.getAttribute('href')).toBe('/events/hoi-thao-ai');
  });

  it('marks an event that is over as "Đã diễn ra", and one still to come not', () => {
    const { unmount } = show(makeEventCard({ startAt: '2026-11-10T12:30:00.000Z', endAt: '2026-11-10T14:30:00.000Z' }));
    expect(screen.getByText('Đã diễn ra')).toBeTruthy();
    unmount();
    show(makeEventCard());
    expect(screen.queryByText('Đã diễn ra')).toBeNull();
  });

  it('adds the year for an event in another year', () => {
    show(makeEventCard({ startAt: '2027-01-04T02:00:00.000Z' }));
    expect(screen.getByText('T2, 4 thg 1, 2027 · 09:00')).toBeTruthy();
  });
});
