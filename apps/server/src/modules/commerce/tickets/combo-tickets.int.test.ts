import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventOnSale, paidOrder, tierLine, type EventOnSale } from '../commerce.testing.js';

const comboLine = (comboId: string) => ({ productItemType: 'COMBO', productItemId: comboId, quantity: 1 });

describe('tickets bought in a combo are the buyer’s tickets and the host’s attendees like tickets bought alone', () => {
  let server: TestServer;
  let buyer: Session;
  let sale: EventOnSale;
  let comboItemId: string;

  const myBookings = async () => (await buyer.client.get('/api/v1/booking-events?tab=upcoming')).body;
  const attendees = async (query = '') => {
    const res = await sale.host.client.get(`/api/v1/booking-events/list-user/${sale.event.id}${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    server = await startTestServer();
    sale = await eventOnSale(server, {
      tiers: [
        { name: 'Vé thường', price: 150_000, capacity: 10 },
        { name: 'Vé VIP', price: 500_000, capacity: 5 },
      ],
    });
    const combo = await sale.host.client.post('/api/v1/combos', {
      title: 'Combo hội thảo',
      price: 550_000,
      status: 'PUBLISHED',
      items: sale.tiers.map((tier) => tierLine(tier.id)),
    });
    expect(combo.status, JSON.stringify(combo.body)).toBe(201);
    buyer = await signUpVerified(server, { fullName: 'Võ Thanh Tâm' });
    const order = await paidOrder(server, buyer, { items: [comboLine(combo.body.id)] });
    comboItemId = order.items[0]!.id;
  }, 60_000);
  afterAll(() => server.close());

  it('lists the combo’s event in my tickets, one line per tier named with the combo, and counts it', async () => {
    const page = await myBookings();
    expect(page.meta.total).toBe(1);
    const [booking] = page.data;
    expect(booking.event.id).toBe(sale.event.id);
    expect(booking.lines.map((l: { tier: { name: string }; quantity: number; total: number }) => [l.tier.name, l.quantity, l.total]).sort()).toEqual([
      ['Vé VIP · Combo hội thảo', 1, 0],
      ['Vé thường · Combo hội thảo', 1, 0],
    ]);
    expect(booking.ticketCount).toBe(2);
    expect(booking.tickets.every((t: { qr: string | null }) => t.qr)).toBe(true);
    expect((await buyer.client.get('/api/v1/booking-events/counter')).body).toEqual({ upcoming: 1, past: 0, total: 1 });
    expect((await buyer.client.get(`/api/v1/booking-events/${comboItemId}`)).body.event.id).toBe(sale.event.id);
    const line = await buyer.client.get(`/api/v2/orders/event-offline/${comboItemId}`);
    expect(line.status, JSON.stringify(line.body)).toBe(200);
    expect(line.body.tickets).toHaveLength(1);
  });

  it('shows the buyer among the event’s attendees, filtered by tier, and checks the combo’s ticket in', async () => {
    const all = await attendees();
    expect(all.meta.total).toBe(2);
    expect(all.data.every((a: { buyer: { fullName: string } }) => a.buyer.fullName === 'Võ Thanh Tâm')).toBe(true);
    const vip = await attendees(`?tierId=${sale.tiers[1]!.id}`);
    expect(vip.data.map((a: { tier: { id: string } }) => a.tier.id)).toEqual([sale.tiers[1]!.id]);
    const [ticket] = vip.data[0].tickets;

    const scan = await sale.host.client.post('/api/v1/events/checkin-qr-ticket', { code: ticket.code, eventId: sale.event.id });
    expect(scan.status, JSON.stringify(scan.body)).toBe(200);
    expect(scan.body.tier).toEqual({ id: sale.tiers[1]!.id, name: 'Vé VIP' });

    const checkedIn = await attendees('?checkin=checked_in');
    expect(checkedIn.data.map((a: { tier: { id: string }; checkedInCount: number }) => [a.tier.id, a.checkedInCount])).toEqual([[sale.tiers[1]!.id, 1]]);
    expect((await attendees('?checkin=not_checked_in')).data.map((a: { tier: { id: string } }) => a.tier.id)).toEqual([sale.tiers[0]!.id]);
    expect((await myBookings()).data[0].checkedInCount).toBe(1);
  });
});
