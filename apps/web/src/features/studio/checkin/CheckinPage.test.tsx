import type { CheckinResultDto } from '@market/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { pageOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeEventCard, makeEventDetail, studioHost } from '../../../test/studio-fixtures';
import { sessionNowOrNext } from './door-session';
import { scanBody } from './scan-text';

const concert = makeEventCard({ status: 'PUBLISHED' });
const admitted: CheckinResultDto = {
  ticket: { id: 't1111111-1111-4111-8111-111111111111', seq: 1, code: 'VE-7K2M-9Q4X', status: 'CHECKED_IN', checkedInAt: '2026-12-05T12:05:00.000Z' },
  attendee: { id: 'a0000000-0000-4000-8000-000000000009', fullName: 'Nguyễn Văn An' },
  tier: { id: 'f1111111-1111-4111-8111-111111111111', name: 'Vé VIP' },
  event: { id: concert.id, title: concert.title },
  session: null,
  checkedInAt: '2026-12-05T12:05:00.000Z',
};
const counts = {
  items: { total: 3, HOLDING: 0, SUCCESS: 3, CANCELED: 0, refunded: 0 },
  tickets: { total: 5, VALID: 3, CHECKED_IN: 2, VOID: 0 },
  revenue: 750_000,
  sessions: [],
};
const scans = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/events/checkin-qr-ticket');

function serve(answer: (call: RecordedCall) => Response) {
  return mockFetch((call) => {
    if (call.path === '/api/v1/notifications/count') return json(200, { total: 0, unread: 0 });
    if (call.path.startsWith('/api/v2/events/mine')) return json(200, pageOf([concert]));
    if (call.path.startsWith('/api/v2/events/co-host')) return json(200, pageOf([]));
    if (call.path.startsWith('/api/v1/order-items/event/count')) return json(200, counts);
    if (scans([call]).length) return answer(call);
    return undefined;
  });
}

async function typeCode(code: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Mã vé hoặc nội dung mã QR', { selector: 'input' }), `${code}{Enter}`);
}

describe('check-in at the door', () => {
  it('asks for an event first, then admits a typed ticket code in big green with who it is', async () => {
    const calls = serve(() => json(200, admitted));
    renderApp('/studio/checkin', { user: studioHost });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Sự kiện đang check-in'), concert.id);
    expect(await screen.findByText('Đã check-in 2/5 vé')).toBeTruthy();
    await typeCode('ve-7k2m-9q4x');

    const ok = await screen.findByTestId('checkin-ok');
    expect(within(ok).getByText('Hợp lệ – đã check-in')).toBeTruthy();
    expect(within(ok).getByText('Nguyễn Văn An')).toBeTruthy();
    expect(within(ok).getByText('Vé VIP · lúc 19:05 05/12/2026')).toBeTruthy();
    expect(scans(calls)[0]!.body).toEqual({ eventId: concert.id, code: 've-7k2m-9q4x' });
    expect(ok.closest('[role="status"][aria-live="assertive"]')).toBeTruthy();
    // Ready for the next ticket: the box is empty and still focused.
    expect((screen.getByLabelText('Mã vé hoặc nội dung mã QR', { selector: 'input' }) as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('Mã vé hoặc nội dung mã QR', { selector: 'input' }));
  });

  it('shows a ticket used before in red, with when it was checked in', async () => {
    serve(() => apiError(409, 'TICKET_ALREADY_CHECKED_IN', 'Vé này đã được check-in lúc 19:02 05/12/2026.'));
    renderApp(`/studio/checkin?eventId=${concert.id}`, { user: studioHost });
    await typeCode('VE-7K2M-9Q4X');
    const refused = await screen.findByTestId('checkin-refused');
    expect(within(refused).getByText('Vé đã được check-in')).toBeTruthy();
    expect(within(refused).getByText('Vé này đã được check-in lúc 19:02 05/12/2026.')).toBeTruthy();
    expect(screen.queryByTestId('checkin-ok')).toBeNull();
  });

  it('sends a pasted QR text as a token and says plainly when it is forged', async () => {
    const calls = serve(() => apiError(400, 'TICKET_INVALID', 'Mã QR không hợp lệ: đây không phải vé do hệ thống phát hành.'));
    renderApp(`/studio/checkin?eventId=${concert.id}`, { user: studioHost });
    await typeCode('T1.abc.def');
    const refused = await screen.findByTestId('checkin-refused');
    expect(within(refused).getByText('Mã QR không hợp lệ')).toBeTruthy();
    await waitFor(() => expect(scans(calls)[0]!.body).toEqual({ eventId: concert.id, token: 'T1.abc.def' }));
  });

  it('falls back to the text box when the browser cannot scan with the camera', async () => {
    serve(() => json(200, admitted));
    renderApp(`/studio/checkin?eventId=${concert.id}`, { user: studioHost });
    expect(await screen.findByText(/chưa hỗ trợ quét mã QR bằng camera/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Danh sách người tham dự' }).getAttribute('href')).toBe(`/studio/events/${concert.id}/attendees`);
  });
});

describe('check-in at a multi-session event', () => {
  const HOUR = 3_600_000;
  const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
  const workshop = makeEventCard({ id: 'e2222222-2222-4222-8222-222222222222', title: 'Khoá học nhiếp ảnh 3 buổi', status: 'PUBLISHED', sessionCount: 3 });
  const session = (n: number, startsIn: number) => ({
    id: `s${n}${n}${n}${n}${n}${n}${n}${n}-${n}${n}${n}${n}-4${n}${n}${n}-8${n}${n}${n}-${String(n).repeat(12)}`,
    eventId: workshop.id,
    slug: `nhiep-anh-${n}`,
    title: n === 3 ? null : `Buổi ${n}: ${n === 1 ? 'Bố cục' : 'Ánh sáng'}`,
    startAt: at(startsIn),
    endAt: at(startsIn + 2),
    capacity: null,
    position: n - 1,
  });
  // Yesterday's, the one on now, and next week's.
  const [past, now, next] = [session(1, -24), session(2, -1), session(3, 24 * 7)];
  const detail = makeEventDetail({ ...workshop, sessionType: 'SESSION', sessions: [next, past, now] });
  const perSession = {
    ...counts,
    sessions: [
      { sessionId: past.id, checkedIn: 4 },
      { sessionId: now.id, checkedIn: 1 },
    ],
  };
  const admittedNow: CheckinResultDto = {
    ...admitted,
    event: { id: workshop.id, title: workshop.title },
    session: { id: now.id, title: now.title, startAt: now.startAt },
  };

  function serveWorkshop() {
    return mockFetch((call) => {
      if (call.path === '/api/v1/notifications/count') return json(200, { total: 0, unread: 0 });
      if (call.path.startsWith('/api/v2/events/mine')) return json(200, pageOf([concert, workshop]));
      if (call.path.startsWith('/api/v2/events/co-host')) return json(200, pageOf([]));
      if (call.path === `/api/v2/events/${workshop.id}`) return json(200, detail);
      if (call.path.startsWith('/api/v1/order-items/event/count')) return json(200, perSession);
      if (scans([call]).length) return json(200, admittedNow);
      return undefined;
    });
  }

  it('checks in for the session on now by default, shows each session’s count, and sends the session chosen', async () => {
    const calls = serveWorkshop();
    renderApp('/studio/checkin', { user: studioHost });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Sự kiện đang check-in'), workshop.id);

    const picker = (await screen.findByLabelText('Buổi đang check-in')) as HTMLSelectElement;
    expect(picker.value).toBe(now.id);
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent?.split(' · ')[0]),
    ).toEqual(['Buổi 1: Bố cục', 'Buổi 2: Ánh sáng', 'Buổi 3']);
    expect(await screen.findByText('Buổi này: đã check-in 1/5 vé')).toBeTruthy();
    const rows = screen.getAllByTestId('session-count');
    expect(rows.map((row) => row.lastChild?.textContent)).toEqual(['4/5 vé', '1/5 vé', '0/5 vé']);
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');

    await typeCode('VE-7K2M-9Q4X');
    const ok = await screen.findByTestId('checkin-ok');
    expect(within(ok).getByText('Vào buổi: Buổi 2: Ánh sáng')).toBeTruthy();
    expect(scans(calls)[0]!.body).toEqual({ eventId: workshop.id, sessionId: now.id, code: 'VE-7K2M-9Q4X' });

    await user.selectOptions(picker, next.id);
    expect(await screen.findByText('Buổi này: đã check-in 0/5 vé')).toBeTruthy();
    expect(screen.queryByTestId('checkin-ok')).toBeNull();
    await typeCode('VE-AAAA-BBBB');
    await waitFor(() => expect(scans(calls)[1]!.body).toEqual({ eventId: workshop.id, sessionId: next.id, code: 'VE-AAAA-BBBB' }));
  });

  it('asks nothing of a single-session event: no picker, no session sent', async () => {
    const calls = serveWorkshop();
    renderApp(`/studio/checkin?eventId=${concert.id}`, { user: studioHost });
    await typeCode('VE-7K2M-9Q4X');
    await waitFor(() => expect(scans(calls)[0]!.body).toEqual({ eventId: concert.id, code: 'VE-7K2M-9Q4X' }));
    expect(screen.queryByLabelText('Buổi đang check-in')).toBeNull();
    expect(calls.some((c) => c.path === `/api/v2/events/${concert.id}`)).toBe(false);
  });
});

describe('what a scan sends', () => {
  it('is a token for QR text and a code for anything typed, with the session when one is chosen', () => {
    expect(scanBody(' T1.x.y ', 'e1')).toEqual({ eventId: 'e1', token: 'T1.x.y' });
    expect(scanBody('VE-7K2M-9Q4X', '')).toEqual({ code: 'VE-7K2M-9Q4X' });
    expect(scanBody('VE-7K2M-9Q4X', 'e1', 's2')).toEqual({ eventId: 'e1', sessionId: 's2', code: 'VE-7K2M-9Q4X' });
  });
});

describe('the session a door defaults to', () => {
  const s = (id: string, startAt: string, endAt: string) => ({ id, startAt, endAt });
  const sessions = [s('b', '2026-12-08T02:00:00.000Z', '2026-12-08T04:00:00.000Z'), s('a', '2026-12-01T02:00:00.000Z', '2026-12-01T04:00:00.000Z')];
  it('is the one on now, else the next to start, else the last', () => {
    expect(sessionNowOrNext(sessions, new Date('2026-12-01T03:00:00.000Z'))?.id).toBe('a');
    expect(sessionNowOrNext(sessions, new Date('2026-11-30T00:00:00.000Z'))?.id).toBe('a');
    expect(sessionNowOrNext(sessions, new Date('2026-12-01T05:00:00.000Z'))?.id).toBe('b');
    expect(sessionNowOrNext(sessions, new Date('2026-12-09T00:00:00.000Z'))?.id).toBe('b');
    expect(sessionNowOrNext([], new Date())).toBeNull();
  });
});
