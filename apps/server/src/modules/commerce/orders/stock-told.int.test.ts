import type { ProductDto } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { buildApp, type BuiltApp } from '../../../app.js';
import { openDatabase, type Database } from '../../../platform/db/database.js';
import { calendarOnSale, frameLine } from '../bookings/bookings.testing.js';
import { checkout, eventOnSale, settleLatest, tierLine } from '../commerce.testing.js';

// Every checkout tells its stock moves itself once committed (migration 0060, platform/db/stock-told.ts): its transaction
// sends no NOTIFY, which would have made its commit wait for every other notifying commit. The listing of another server
// on the same database holds its cards' versions until told, so each checkout here must reach it, whatever it holds.
describe('a checkout’s stock moves reach the listings of the other servers', () => {
  let server: TestServer;
  let other: BuiltApp;
  let otherDb: Database;
  let host: Session;
  let tiers: string[];
  let frameId: string;

  beforeAll(async () => {
    // The shared cache off: each page is computed from the kept facts.
    server = await startTestServer({ PUBLIC_CACHE_MAX_BYTES: '0' });
    otherDb = openDatabase(server.config.databaseUrl!, { max: 3 });
    other = await buildApp(server.config, otherDb, { logger: false });
    const sale = await eventOnSale(server, {
      tiers: [
        { name: 'Vé giỏ hàng', price: 100_000, capacity: 20, maxPerOrder: 5 },
        { name: 'Vé combo', price: 80_000, capacity: 20, maxPerOrder: 5 },
        { name: 'Vé miễn phí', price: 0, capacity: 20, maxPerOrder: 5 },
        { name: 'Vé giữ quá hạn', price: 120_000, capacity: 20, maxPerOrder: 5 },
      ],
    });
    host = sale.host;
    tiers = sale.tiers.map((tier) => tier.id);
    frameId = (await calendarOnSale(sale.host, { requiresApproval: false, frames: 1, title: 'Cố vấn hồ sơ' })).frames[0]!.id;
  }, 90_000);
  afterAll(async () => {
    await other.app.close();
    await otherDb.pool.end();
    await server.close();
  });

  /** The card as the other server's listing shows it (read twice: the second read answers from its kept facts). */
  const elsewhere = async (type: string, id: string): Promise<ProductDto> => {
    let found: ProductDto | undefined;
    for (let read = 0; read < 2; read++) {
      const res = await other.app.inject({ method: 'GET', url: `/api/v1/products?type=${type}&limit=50` });
      expect(res.statusCode).toBe(200);
      found = (res.json().data as ProductDto[]).find((p) => p.productItemId === id);
    }
    if (!found) throw new Error(`${type} ${id} is not listed`);
    return found;
  };
  const shownElsewhere = (type: string, id: string) => expect.poll(() => elsewhere(type, id), { timeout: 5_000, interval: 20 });

  it('tells a checkout of the buyer’s cart', async () => {
    const before = (await elsewhere('TICKET_TIER', tiers[0]!)).available!;
    const buyer = await signUpVerified(server, { fullName: 'Lê Giỏ Hàng' });
    const line = await buyer.client.post('/api/v1/carts/add', tierLine(tiers[0]!, 3));
    expect(line.status, JSON.stringify(line.body)).toBe(201);
    const cart = await buyer.client.get('/api/v1/carts');
    const cartItemIds = (cart.body.data as { id: string }[]).map((item) => item.id);
    await checkout(buyer, { cartItemIds });
    await shownElsewhere('TICKET_TIER', tiers[0]!).toMatchObject({ available: before - 3 });
  });

  it('tells a combo’s checkout, by the tiers its items hold', async () => {
    const made = await host.client.post('/api/v1/combos', {
      title: 'Combo hai vé',
      price: 150_000,
      status: 'PUBLISHED',
      items: [tierLine(tiers[1]!), tierLine(tiers[2]!)],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const before = [(await elsewhere('TICKET_TIER', tiers[1]!)).available!, (await elsewhere('TICKET_TIER', tiers[2]!)).available!];
    await checkout(await signUpVerified(server, { fullName: 'Vũ Combo' }), { items: [{ productItemType: 'COMBO', productItemId: made.body.id, quantity: 1 }] });
    await shownElsewhere('TICKET_TIER', tiers[1]!).toMatchObject({ available: before[0]! - 1 });
    await shownElsewhere('TICKET_TIER', tiers[2]!).toMatchObject({ available: before[1]! - 1 });
  });

  it('tells a free order, held and sold in its one transaction', async () => {
    const before = (await elsewhere('TICKET_TIER', tiers[2]!)).available!;
    await checkout(await signUpVerified(server, { fullName: 'Hà Miễn Phí' }), { items: [tierLine(tiers[2]!, 2)] });
    await shownElsewhere('TICKET_TIER', tiers[2]!).toMatchObject({ available: before - 2 });
  });

  it('tells a booking of a calendar frame', async () => {
    expect(await elsewhere('CALENDAR_FRAME', frameId)).toMatchObject({ available: 1, onSale: true });
    // Held until paid: the hold alone takes the place.
    await checkout(await signUpVerified(server, { fullName: 'Đinh Đặt Lịch' }), { items: [frameLine(frameId)] });
    await shownElsewhere('CALENDAR_FRAME', frameId).toMatchObject({ available: 0, onSale: false });
  });

  // Last: the expiry releases every hold still pending (this tier's alone is looked at).
  it('tells an expiry’s release and a late payment’s sale', async () => {
    const before = (await elsewhere('TICKET_TIER', tiers[3]!)).available!;
    const order = await checkout(await signUpVerified(server, { fullName: 'Mai Trả Muộn' }), { items: [tierLine(tiers[3]!, 2)] });
    await shownElsewhere('TICKET_TIER', tiers[3]!).toMatchObject({ available: before - 2 });
    await server.services.commerce.orders.expireDue(new Date(Date.now() + 16 * 60_000));
    await shownElsewhere('TICKET_TIER', tiers[3]!).toMatchObject({ available: before });
    expect(await settleLatest(server, order.id)).toBe('SETTLED');
    await shownElsewhere('TICKET_TIER', tiers[3]!).toMatchObject({ available: before - 2 });
  });
});

// The promise a told transaction makes is kept by the database: it may move stock, nothing else of those rows.
describe('a transaction telling its stock moves itself', () => {
  let server: TestServer;
  let tierId: string;
  let frameId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const sale = await eventOnSale(server);
    tierId = sale.tiers[0]!.id;
    frameId = (await calendarOnSale(sale.host, { frames: 1 })).frames[0]!.id;
  }, 90_000);
  afterAll(() => server.close());

  async function told(statement: string, id: string): Promise<void> {
    const client = await server.database.pool.connect();
    try {
      await client.query('begin');
      await client.query(`select set_config('market.stock_told', 'on', true)`);
      await client.query(statement, [id]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  }

  it('moves the stock of tiers and frames', async () => {
    await told('update ticket_tiers set held = held + 1, sold = sold + 1 where id = $1', tierId);
    await told('update calendar_frames set held = held + 1 where id = $1', frameId);
    await told('update calendar_frames set held = held - 1, booked = booked + 1 where id = $1', frameId);
  });

  it('is refused any other change of a tier or a frame', async () => {
    await expect(told(`update ticket_tiers set held = held + 1, name = 'Vé đổi tên' where id = $1`, tierId)).rejects.toMatchObject({ code: '23514' });
    await expect(told('update ticket_tiers set capacity = capacity + 5 where id = $1', tierId)).rejects.toMatchObject({ code: '23514' });
    await expect(told('update calendar_frames set capacity = capacity + 1 where id = $1', frameId)).rejects.toMatchObject({ code: '23514' });
    // Nothing of them changed.
    const tier = await server.database.pool.query('select name, held from ticket_tiers where id = $1', [tierId]);
    expect(tier.rows[0]).toMatchObject({ held: 1 });
    expect(tier.rows[0].name).not.toBe('Vé đổi tên');
  });
});
