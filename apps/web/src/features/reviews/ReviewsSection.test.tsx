import type { ReviewDto } from '@market/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKey } from '../auth/session';
import { json, mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { makeUser, pageOf } from '../../test/fixtures';
import { ReviewsSection } from './ReviewsSection';

const COURSE = '11111111-1111-4111-8111-111111111111';
const subject = { subjectType: 'ONLINE_COURSE' as const, subjectId: COURSE };
const review = (overrides: Partial<ReviewDto> = {}): ReviewDto => ({
  id: '22222222-2222-4222-8222-222222222222',
  ...subject,
  stars: 4,
  body: 'Giảng dễ hiểu.',
  author: { id: '33333333-3333-4333-8333-333333333333', fullName: 'Lâm Gia Bảo', avatar: null },
  reply: { body: 'Cảm ơn bạn!', repliedAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z' },
  hidden: false,
  createdAt: '2026-11-19T10:00:00.000Z',
  updatedAt: '2026-11-19T10:00:00.000Z',
  ...overrides,
});
const summary = { ...subject, average: 4, count: 1, histogram: [0, 0, 0, 1, 0], audience: 12 };

function show(answer: (call: RecordedCall) => Response | undefined, signedIn = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKey, signedIn ? makeUser() : null);
  const calls = mockFetch(answer);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReviewsSection subject={subject} audience="learners" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe('a reviews section', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the average, the learners, the histogram and each review with the host’s reply', async () => {
    show((call) => {
      if (call.path.startsWith('/api/v1/reviews/summary')) return json(200, summary);
      if (call.path.startsWith('/api/v1/reviews/mine')) return json(200, { review: null, canReview: false, isHost: false });
      if (call.path.startsWith('/api/v1/reviews?')) return json(200, pageOf([review()]));
      return undefined;
    });
    await screen.findByText('12 học viên');
    expect(screen.getByRole('list', { name: 'Phân bố số sao' })).toBeTruthy();
    expect(screen.getByText('4 sao: 1 đánh giá (100%)')).toBeTruthy();
    const list = await screen.findByTestId('review-list');
    expect(within(list).getByText('Giảng dễ hiểu.')).toBeTruthy();
    expect(within(list).getByText('Cảm ơn bạn!')).toBeTruthy();
    expect(screen.getByText('Chỉ người đã mua hoặc đã tham dự mới viết được đánh giá.')).toBeTruthy();
  });

  it('lets a buyer choose stars from the keyboard and send a review', async () => {
    const calls = show((call) => {
      if (call.path.startsWith('/api/v1/reviews/summary')) return json(200, { ...summary, average: 0, count: 0, histogram: [0, 0, 0, 0, 0] });
      if (call.path.startsWith('/api/v1/reviews/mine')) return json(200, { review: null, canReview: true, isHost: false });
      if (call.path.startsWith('/api/v1/reviews?')) return json(200, pageOf([]));
      if (call.method === 'POST' && call.path === '/api/v1/reviews') return json(201, review({ stars: 5, reply: null }));
      return undefined;
    });
    // user-event walks a radio group with CSS.escape, which jsdom lacks (browsers have it).
    vi.stubGlobal('CSS', { escape: (text: string) => text.replace(/[^\w-]/g, (c) => `\\${c}`) });
    await userEvent.click(await screen.findByRole('button', { name: 'Viết đánh giá' }));
    const group = screen.getByRole('group', { name: 'Số sao' });
    await userEvent.click(within(group).getByRole('radio', { name: '3 sao' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect((within(group).getByRole('radio', { name: '5 sao' }) as HTMLInputElement).checked).toBe(true);
    expect(within(group).getByText('Tuyệt vời')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Cảm nhận của bạn'), 'Rất đáng tiền.');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi đánh giá' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ...subject, stars: 5, body: 'Rất đáng tiền.' });
  });

  it('asks for the stars before sending', async () => {
    const calls = show((call) => {
      if (call.path.startsWith('/api/v1/reviews/mine')) return json(200, { review: null, canReview: true, isHost: false });
      if (call.path.startsWith('/api/v1/reviews?')) return json(200, pageOf([]));
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Viết đánh giá' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gửi đánh giá' }));
    expect(screen.getByText('Vui lòng chọn số sao.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
