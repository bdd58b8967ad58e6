import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { json, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'ADMIN' });
const ID = '44444444-4444-4444-8444-444444444444';
const row = (overrides: Record<string, unknown> = {}) => ({
  id: ID,
  userId: '66666666-6666-4666-8666-666666666666',
  status: 'PENDING',
  formerEmployer: 'Công ty Sao Mai',
  layoffDate: '2026-10-01',
  reason: 'Công ty cắt giảm nhân sự.',
  proof: { id: '55555555-5555-4555-8555-555555555555', fileName: 'quyet-dinh.pdf', contentType: 'application/pdf' },
  decisionNote: null,
  reviewedAt: null,
  discount: null,
  canRequestAgain: false,
  createdAt: '2026-10-02T03:00:00.000Z',
  updatedAt: '2026-10-02T03:00:00.000Z',
  requester: { id: '66666666-6666-4666-8666-666666666666', fullName: 'Nguyễn Văn An', email: 'an@demo.vn', phone: null },
  reviewer: null,
  ...overrides,
});
const detail = (overrides: Record<string, unknown> = {}) => ({
  ...row(overrides),
  proofLink: { url: 'http://localhost/files/private/x.pdf?signature=s', expiresAt: '2026-11-01T00:00:00.000Z' },
  timeline: [{ id: 't1', at: '2026-10-02T03:00:00.000Z', action: 'SUBMITTED', actor: null, fromStatus: null, toStatus: 'PENDING', note: null }],
});
const patched = (calls: RecordedCall[]) => calls.find((c) => c.method === 'PATCH');

function serve() {
  return mockFetch(({ method, path }) => {
    if (path.startsWith('/api/v1/admin/layoff-discount-requests?')) return json(200, { data: [row()], meta: { page: 1, limit: 20, total: 1, totalPages: 1 } });
    if (path === `/api/v1/admin/layoff-discount-requests/${ID}` && method === 'GET') return json(200, detail());
    if (path === `/api/v1/admin/layoff-discount-requests/${ID}/status`) return json(200, detail({ status: 'REJECTED' }));
    return path === '/api/v1/notifications/count' ? json(200, { total: 0, unread: 0 }) : undefined;
  });
}

describe('the layoff requests queue', () => {
  it('lists pending requests first and opens one with its proof and timeline', async () => {
    const calls = serve();
    renderApp('/admin/layoff-requests', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Nguyễn Văn An/ }));
    expect(calls.find((c) => c.path.startsWith('/api/v1/admin/layoff-discount-requests?'))?.path).toContain('status=PENDING');
    const dialog = await screen.findByRole('dialog', { name: 'Chi tiết yêu cầu' });
    expect(await within(dialog).findByRole('link', { name: 'quyet-dinh.pdf' })).toBeTruthy();
    expect(within(dialog).getByText('Đã gửi yêu cầu')).toBeTruthy();
  });

  it('asks for a reason before rejecting, then sends it', async () => {
    const calls = serve();
    renderApp('/admin/layoff-requests', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Từ chối' }));
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối yêu cầu' });
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do từ chối (tối đa 1000 ký tự).')).toBeTruthy();
    expect(patched(calls)).toBeUndefined();
    await user.type(within(dialog).getByLabelText('Lý do từ chối'), 'Minh chứng chưa rõ ràng.');
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    await waitFor(() => expect(patched(calls)?.body).toEqual({ status: 'REJECTED', note: 'Minh chứng chưa rõ ràng.' }));
  });

  it('approves with a percentage and a period', async () => {
    const calls = serve();
    renderApp('/admin/layoff-requests', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Duyệt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duyệt yêu cầu' });
    const percent = within(dialog).getByLabelText('Mức giảm (%)');
    await user.clear(percent);
    await user.type(percent, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Duyệt' }));
    expect(await within(dialog).findByText('Mức giảm là số nguyên từ 1% đến 100%.')).toBeTruthy();
    await user.clear(percent);
    await user.type(percent, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Duyệt' }));
    await waitFor(() => expect(patched(calls)?.body).toMatchObject({ status: 'APPROVED', discountPercent: 30 }));
    const body = patched(calls)!.body as { validFrom: string; validUntil: string };
    expect(Date.parse(body.validUntil) - Date.parse(body.validFrom)).toBe(31 * 86_400_000);
  });
});
