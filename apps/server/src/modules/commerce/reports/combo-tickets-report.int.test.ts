import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { publishedCourse } from '../../catalogue/courses/courses.testing.js';
import { eventOnSale, paidOrder, tierLine } from '../commerce.testing.js';

/** Today on Vietnam's calendar. */
const vnToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

describe('tickets held through a combo in the admin report', () => {
  let server: TestServer;
  let admin: Session;
  let comboId: string;
  let tiers: string[];
  const ticketsSold = async () => {
    const res = await admin.client.post('/api/reports', { from: vnToday(), to: vnToday() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.totals.ticketsSold as number;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAdmin(server);
    const sale = await eventOnSale(server, {
      tiers: [
        { name: 'Vé thường', price: 100_000, capacity: 50, maxPerOrder: 10 },
        { name: 'Vé workshop', price: 200_000, capacity: 50, maxPerOrder: 10 },
      ],
    });
    tiers = sale.tiers.map((t) => t.id);
    const course = await publishedCourse(server, sale.host, admin, { title: 'Quay phim bằng điện thoại', price: 300_000 });
    const created = await sale.host.client.post('/api/v1/combos', {
      title: 'Combo hội thảo trọn gói',
      price: 450_000,
      status: 'PUBLISHED',
      items: [
        { productItemType: 'TICKET_TIER', productItemId: tiers[0], quantity: 2 },
        { productItemType: 'TICKET_TIER', productItemId: tiers[1] },
        { productItemType: 'ONLINE_COURSE', productItemId: course.course.id },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    comboId = created.body.id;
  }, 60_000);
  afterAll(() => server.close());

  it('counts each ticket inside a paid combo like a ticket bought alone, and drops them when the combo is refunded', async () => {
    await paidOrder(server, await signUpVerified(server), { items: [tierLine(tiers[0]!, 2)] });
    expect(await ticketsSold()).toBe(2);

    const buyer = await signUpVerified(server, { fullName: 'Đinh Khánh Linh' });
    const order = await paidOrder(server, buyer, { items: [{ productItemType: 'COMBO', productItemId: comboId, quantity: 1 }] });
    // Two ordinary tickets and one workshop ticket; the course is no ticket.
    expect(await ticketsSold()).toBe(2 + 3);

    const asked = await buyer.client.post('/api/v1/refunds', { orderItemId: order.items[0]!.id, reason: 'Tôi bận việc gia đình.' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect((await admin.client.put(`/api/v1/refunds/${asked.body.id}`, { approval: 'APPROVED' })).body).toMatchObject({ status: 'SUCCESS' });
    expect(await ticketsSold()).toBe(2);
  });
});
