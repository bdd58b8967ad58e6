import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { frameStock, paidBooking } from '../bookings/bookings.testing.js';

describe('refunding a calendar booking', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let first: Session;
  let second: Session;
  let frameId: string;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, host, first, second] = await Promise.all([loginAdmin(server), signUpHost(server), signUpVerified(server), signUpVerified(server)]);
    const calendar = await host.client.post('/api/v1/calendars', {
      title: 'Lớp nhóm vẽ màu nước',
      type: 'TWO_WAY',
      price: 300_000,
      durationMinutes: 90,
      capacityPerFrame: 2,
      requiresApproval: true,
      location: 'Hà Nội',
    });
    expect(calendar.status, JSON.stringify(calendar.body)).toBe(201);
    const frames = await host.client.post(`/api/v1/calendars/frames/${calendar.body.id}`, {
      frames: [{ startAt: new Date(Date.now() + 5 * 86_400_000).toISOString() }],
    });
    expect(frames.status, JSON.stringify(frames.body)).toBe(201);
    frameId = frames.body.data[0].id;
  });
  afterAll(() => server.close());

  const refund = async (buyer: Session, orderItemId: string) => {
    const asked = await buyer.client.post('/api/v1/refunds', { orderItemId, reason: 'Nhà tổ chức đã từ chối lịch của tôi.' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const approved = await admin.client.put(`/api/v1/refunds/${asked.body.id}`, { approval: 'APPROVED' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    return approved.body;
  };

  it('gives back the place of a booking the host rejected only once', async () => {
    const rejected = await paidBooking(server, first, frameId);
    const kept = await paidBooking(server, second, frameId);
    expect(await frameStock(server, frameId)).toEqual({ booked: 2, held: 0 });
    expect((await host.client.patch(`/api/v1/booking-calendars/${rejected}`, { status: 'REJECTED', reason: 'Lớp đã đủ người.' })).status).toBe(200);
    expect(await frameStock(server, frameId)).toEqual({ booked: 1, held: 0 });

    expect(await refund(first, rejected)).toMatchObject({ status: 'SUCCESS' });
    expect(await frameStock(server, frameId)).toEqual({ booked: 1, held: 0 });
    expect((await second.client.get(`/api/v1/booking-calendars/${kept}`)).body.bookingStatus).toBe('PENDING');
  });

  it('cancels a refunded booking the host had not answered and frees its place', async () => {
    const [line] = (await second.client.get('/api/v1/booking-calendars')).body.data;
    expect(await refund(second, line.id)).toMatchObject({ status: 'SUCCESS' });
    expect(await frameStock(server, frameId)).toEqual({ booked: 0, held: 0 });
    expect((await second.client.get(`/api/v1/booking-calendars/${line.id}`)).body.bookingStatus).toBe('CANCELED');
  });
});
