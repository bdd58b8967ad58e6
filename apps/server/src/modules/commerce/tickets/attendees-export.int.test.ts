import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { paidTickets } from '../bookings/bookings.testing.js';
import { eventOnSale, type EventOnSale } from '../commerce.testing.js';

describe("exporting an event's attendees", () => {
  let server: TestServer;
  let buyer: Session;
  let sale: EventOnSale;
  beforeAll(async () => {
    server = await startTestServer();
    buyer = await signUpVerified(server, { fullName: 'Đỗ Thị Mai' });
    sale = await eventOnSale(server, { tiers: [{ name: 'Vé thường', price: 120_000, capacity: 20 }] });
    await paidTickets(server, buyer, sale.tiers[0]!.id, 2);
  });
  afterAll(() => server.close());

  it('gives the host a CSV Excel reads in Vietnamese, with every ticket code', async () => {
    const res = await sale.host.client.get(`/api/v1/booking-events/list-user/${sale.event.id}/export?format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="nguoi-tham-du-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, row, ...rest] = String(res.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('Mã đơn,Người mua,Email,Số điện thoại,Hạng vé,Số lượng,Thành tiền (VND),Mua lúc,Mã vé,Đã check-in,Hoàn tiền lúc');
    expect(row).toContain('Đỗ Thị Mai');
    expect(row).toContain(',Vé thường,2,240000,');
    expect(row!.match(/VE-[0-9A-Z]{4}-[0-9A-Z]{4}/g)).toHaveLength(2);
    expect(rest).toEqual([]);
  });

  it('gives an XLSX file too', async () => {
    const res = await fetch(`${server.url}/api/v1/booking-events/list-user/${sale.event.id}/export?format=xlsx`, {
      headers: { authorization: `Bearer ${sale.host.accessToken}` },
    });
    expect(res.status).toBe(200);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it('is refused to anyone who does not run the event', async () => {
    const other = await signUpHost(server, 'Vũ Văn Nam');
    expectError(await other.client.get(`/api/v1/booking-events/list-user/${sale.event.id}/export`), 'INSUFFICIENT_PRIVILEGES');
    expectError(await buyer.client.get(`/api/v1/booking-events/list-user/${sale.event.id}/export`), 'INSUFFICIENT_PRIVILEGES');
    expectError(await server.anonymous.get(`/api/v1/booking-events/list-user/${sale.event.id}/export`), 'UNAUTHORIZED');
  });
});
