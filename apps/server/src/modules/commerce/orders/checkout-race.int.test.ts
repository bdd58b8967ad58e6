import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventOnSale, manyBuyers, tierLine, tierStock } from '../commerce.testing.js';

describe('500 buyers racing for 100 tickets through the real HTTP checkout', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { poolMax: 20 });
  });
  afterAll(() => server.close());

  it('holds exactly 100, never more, and tells every other buyer the tickets are sold out', async () => {
    const sale = await eventOnSale(server, { tiers: [{ name: 'Vé giới hạn', price: 250_000, capacity: 100, maxPerOrder: 1 }] });
    const tierId = sale.tiers[0]!.id;
    const buyers = await manyBuyers(server, 500);

    const answers = await Promise.all(buyers.map((buyer) => buyer.post('/api/v2/orders', { provider: 'VNPAY', items: [tierLine(tierId)] })));

    const byStatus = new Map<number, number>();
    for (const res of answers) byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
    expect(Object.fromEntries(byStatus)).toEqual({ 201: 100, 409: 400 });
    for (const res of answers.filter((r) => r.status === 409)) expect(res.body.code).toBe('TICKET_SOLDE_OUT');
    expect(await tierStock(server, tierId)).toEqual({ sold: 0, held: 100, capacity: 100 });
    const orderIds = new Set(answers.filter((r) => r.status === 201).map((r) => r.body.id));
    expect(orderIds.size).toBe(100);
  }, 120_000);
});
