import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { apiError, json, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const me = makeUser();
const request = (overrides: Record<string, unknown> = {}) => ({
  id: '44444444-4444-4444-8444-444444444444',
  userId: me.id,
  status: 'REJECTED',
  formerEmployer: 'Công ty Sao Mai',
  layoffDate: '2026-10-01',
  reason: 'Công ty cắt giảm nhân sự.',
  proof: { id: '55555555-5555-4555-8555-555555555555', fileName: 'quyet-dinh.pdf', contentType: 'application/pdf' },
  proofLink: { url: 'http://localhost/files/private/x.pdf?signature=s', expiresAt: '2026-11-01T00:00:00.000Z' },
  decisionNote: 'Minh chứng chưa rõ ngày nghỉ việc.',
  reviewedAt: '2026-10-05T03:00:00.000Z',
  discount: null,
  canRequestAgain: true,
  createdAt: '2026-10-02T03:00:00.000Z',
  updatedAt: '2026-10-05T03:00:00.000Z',
  timeline: [
    { id: 't1', at: '2026-10-02T03:00:00.000Z', action: 'SUBMITTED', actor: null, fromStatus: null, toStatus: 'PENDING', note: null },
    {
      id: 't2',
      at: '2026-10-05T03:00:00.000Z',
      action: 'REJECTED',
      actor: null,
      fromStatus: 'PENDING',
      toStatus: 'REJECTED',
      note: 'Minh chứng chưa rõ ngày nghỉ việc.',
    },
  ],
  ...overrides,
});
const counts = (path: string) => (path === '/api/v1/notifications/count' ? json(200, { total: 0, unread: 0 }) : undefined);

describe('the layoff support page', () => {
  it('checks the form before sending: each field says what it needs, the proof included', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (path === '/api/v1/layoff-discount-requests/latest' && method === 'GET')
        return apiError(404, 'LAYOFF_REQUEST_NOT_FOUND', 'Không tìm thấy yêu cầu hỗ trợ người mất việc.');
      return counts(path);
    });
    renderApp('/account/layoff-support', { user: me });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gửi yêu cầu' }));
    expect((await screen.findAllByText('Vui lòng nhập thông tin này.')).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Vui lòng tải lên minh chứng.')).toBeTruthy();
    await user.type(screen.getByLabelText('Hoàn cảnh của bạn'), 'ngắn');
    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await screen.findByText('Vui lòng kể ngắn gọn hoàn cảnh của bạn (từ 10 đến 2000 ký tự).')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path.startsWith('/api/v1/layoff'))).toBe(false);
  });

  it('refuses a proof of a kind it does not take before uploading anything', async () => {
    const calls = mockFetch(({ path }) =>
      path === '/api/v1/layoff-discount-requests/latest' ? apiError(404, 'LAYOFF_REQUEST_NOT_FOUND', 'Không tìm thấy.') : counts(path),
    );
    renderApp('/account/layoff-support', { user: me });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Minh chứng mất việc'), new File(['x'], 'ghi-chu.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Chỉ nhận ảnh JPG, PNG, WEBP hoặc tệp PDF.')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/v1/upload'))).toBe(false);
  });

  it('shows a rejected request with its reason and timeline, and lets the person ask again', async () => {
    mockFetch(({ path }) => (path === '/api/v1/layoff-discount-requests/latest' ? json(200, request()) : counts(path)));
    renderApp('/account/layoff-support', { user: me });
    const user = userEvent.setup();
    expect(await screen.findByText('Bị từ chối')).toBeTruthy();
    expect(screen.getByText('Yêu cầu chưa được duyệt')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tiến trình' }).textContent).toContain('Đã từ chối yêu cầu');
    expect(screen.getByRole('link', { name: 'quyet-dinh.pdf' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu mới' }));
    expect(await screen.findByLabelText('Công ty cũ')).toBeTruthy();
  });

  it('shows an approved discount, and no new request while it is still to be used', async () => {
    const approved = request({
      status: 'APPROVED',
      decisionNote: null,
      canRequestAgain: false,
      discount: {
        percent: 40,
        validFrom: '2026-10-05T00:00:00.000Z',
        validUntil: '2026-12-05T00:00:00.000Z',
        usedAt: null,
        usedOrderId: null,
        usable: true,
        state: 'USABLE',
        appliesTo: ['MEMBERSHIP_PRICE', 'RESKILL_PRICE'],
      },
    });
    mockFetch(({ path }) => (path === '/api/v1/layoff-discount-requests/latest' ? json(200, approved) : counts(path)));
    renderApp('/account/layoff-support', { user: me });
    expect(await screen.findByText('Bạn được giảm 40% cho một lần đăng ký')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Gửi yêu cầu mới' })).toBeNull());
  });
});
