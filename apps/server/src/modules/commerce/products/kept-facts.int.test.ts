import type { ProductDto } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { publishedCourse } from '../../catalogue/courses/courses.testing.js';
import { eventOnSale, paidOrder, tierLine } from '../commerce.testing.js';
import { createFactsNotices } from './facts-notices.repository.js';

// The public listing keeps its tiers' facts between pages while their versions hold (kept-facts.repository.ts), and the versions
// while PostgreSQL says their rows did not change (heard-versions.ts): every change of what a card shows must show, whether it is a
// write of the tier, of its event or of its host, or only the time. A write by hand (another process) shows once its notice is
// heard, milliseconds after its commit; a write through this server shows on its next read.
describe('the products listing’s kept facts follow the rows and the time', () => {
  let server: TestServer;
  let tierId: string;
  let eventId: string;
  let hostId: string;
  let courseId: string;
  let frameId: string;
  let calendarId: string;

  beforeAll(async () => {
    // The shared cache off: each page is computed.
    server = await startTestServer({ PUBLIC_CACHE_MAX_BYTES: '0' });
    const sale = await eventOnSale(server, { tiers: [{ name: 'Vé thường', price: 120_000, capacity: 10, maxPerOrder: 5 }] });
    tierId = sale.tiers[0]!.id;
    eventId = sale.event.id;
    hostId = sale.host.user.id;
    courseId = (await publishedCourse(server, sale.host, await loginAdmin(server), { title: 'Đàm phán lương', price: 250_000 })).course.id;
    const calendar = await sale.host.client.post('/api/v1/calendars', {
      title: 'Lớp nhóm vẽ màu nước',
      type: 'TWO_WAY',
      price: 300_000,
      durationMinutes: 90,
      capacityPerFrame: 2,
      requiresApproval: false,
      location: 'Hà Nội',
    });
    expect(calendar.status, JSON.stringify(calendar.body)).toBe(201);
    calendarId = calendar.body.id;
    const frames = await sale.host.client.post(`/api/v1/calendars/frames/${calendarId}`, {
      frames: [{ startAt: new Date(Date.now() + 5 * 86_400_000).toISOString() }],
    });
    expect(frames.status, JSON.stringify(frames.body)).toBe(201);
    frameId = frames.body.data[0].id;
  }, 90_000);
  afterAll(() => server.close());

  const card = async (type = 'TICKET_TIER', id = tierId): Promise<ProductDto> => {
    const res = await server.anonymous.get(`/api/v1/products?type=${type}&limit=50`);
    expect(res.status).toBe(200);
    const found = (res.body.data as ProductDto[]).find((p) => p.productItemId === id);
    if (!found) throw new Error(`${type} ${id} is not listed`);
    return found;
  };
  const sql = (text: string, values: unknown[]) => server.database.pool.query(text, values);
  /** The card as it shows once the notice of a write by hand has been heard. */
  const shown = (type?: string, id?: string) => expect.poll(() => card(type, id), { timeout: 5_000, interval: 20 });

  it('shows the stock, the tier, its event and its host as they are now', async () => {
    expect(await card()).toMatchObject({ available: 10, onSale: true, subtitle: 'Vé thường', price: 120_000 });
    // Read twice: the second page answers from the kept facts.
    expect(await card()).toMatchObject({ available: 10, onSale: true });

    await sql('update ticket_tiers set held = held + 4 where id = $1', [tierId]);
    await shown().toMatchObject({ available: 6, onSale: true });
    await sql('update ticket_tiers set held = 0, sold = capacity where id = $1', [tierId]);
    await shown().toMatchObject({ available: 0, onSale: false });
    await sql('update ticket_tiers set sold = 0, price = 90000 where id = $1', [tierId]);
    await shown().toMatchObject({ available: 10, onSale: true, price: 90_000 });

    await sql('update events set cover_image = $2 where id = $1', [eventId, 'https://cdn.vidu.vn/anh-bia-moi.jpg']);
    await shown().toMatchObject({ image: 'https://cdn.vidu.vn/anh-bia-moi.jpg' });
    await sql('update users set full_name = $2 where id = $1', [hostId, 'Nhà tổ chức Đổi Tên']);
    await shown().toMatchObject({ host: { fullName: 'Nhà tổ chức Đổi Tên' } });
  });

  it('closes and opens the sale when its window does, with no write in between', async () => {
    // The window's end a moment ahead: the card is kept while it is open, and must not be once it has closed.
    await sql(`update ticket_tiers set sale_end_at = now() + interval '1500 milliseconds' where id = $1`, [tierId]);
    await shown().toMatchObject({ onSale: true });
    await expect.poll(async () => (await card()).onSale, { timeout: 10_000, interval: 200 }).toBe(false);

    await sql(`update ticket_tiers set sale_end_at = null, sale_start_at = now() + interval '1500 milliseconds' where id = $1`, [tierId]);
    await shown().toMatchObject({ onSale: false });
    await expect.poll(async () => (await card()).onSale, { timeout: 10_000, interval: 200 }).toBe(true);
  });

  it('shows a course as it is now', async () => {
    expect(await card('ONLINE_COURSE', courseId)).toMatchObject({ title: 'Đàm phán lương', price: 250_000, onSale: true });
    await sql('update online_courses set price = 199000, subtitle = $2 where id = $1', [courseId, 'Bản cập nhật']);
    await shown('ONLINE_COURSE', courseId).toMatchObject({ price: 199_000, subtitle: 'Bản cập nhật', onSale: true });
  });

  it('shows a calendar frame, its calendar and its host as they are now', async () => {
    expect(await card('CALENDAR_FRAME', frameId)).toMatchObject({ title: 'Lớp nhóm vẽ màu nước', price: 300_000, available: 2, onSale: true });
    expect(await card('CALENDAR_FRAME', frameId)).toMatchObject({ available: 2 });
    await sql('update calendar_frames set booked = booked + 1 where id = $1', [frameId]);
    await shown('CALENDAR_FRAME', frameId).toMatchObject({ available: 1, onSale: true });
    await sql('update calendars set title = $2, price = 250000 where id = $1', [calendarId, 'Lớp vẽ màu nước buổi tối']);
    await shown('CALENDAR_FRAME', frameId).toMatchObject({ title: 'Lớp vẽ màu nước buổi tối', price: 250_000 });
    await sql('update users set avatar = $2 where id = $1', [hostId, 'https://cdn.vidu.vn/anh-dai-dien.jpg']);
    await shown('CALENDAR_FRAME', frameId).toMatchObject({
      image: 'https://cdn.vidu.vn/anh-dai-dien.jpg',
      host: { avatar: 'https://cdn.vidu.vn/anh-dai-dien.jpg' },
    });
    await sql('update calendar_frames set booked = capacity where id = $1', [frameId]);
    await shown('CALENDAR_FRAME', frameId).toMatchObject({ available: 0, onSale: false });
  });

  it('answers many requests for a page at once as it answers one (they wait for one read of its versions)', async () => {
    await sql('update online_courses set subtitle = $2 where id = $1', [courseId, 'Bản mới nhất']);
    await shown('ONLINE_COURSE', courseId).toMatchObject({ subtitle: 'Bản mới nhất' });
    // A request that is not a read drops every version this process holds: the page's items all miss at once.
    await server.anonymous.post('/api/v1/auth/login', { email: 'khong-co@vidu.vn', password: 'sai-mat-khau-123' });
    const answers = await Promise.all(Array.from({ length: 12 }, () => server.anonymous.get('/api/v1/products?limit=50')));
    const alone = await server.anonymous.get('/api/v1/products?limit=50');
    expect(alone.status).toBe(200);
    for (const res of answers) expect(res.body).toEqual(alone.body);
  });

  it('shows this server’s own write on its next read, before any notice', async () => {
    const before = (await card()).available!;
    expect((await card()).available).toBe(before);
    const buyer = await signUpVerified(server, { fullName: 'Trần Minh Khoa' });
    // Bought through this server: the read right after its answer reads the versions again.
    await paidOrder(server, buyer, { items: [tierLine(tierId, 2)] });
    expect((await card()).available).toBe(before - 2);
  });

  it('shows the stock moved by another server’s checkout once that server tells it, and any other change of the tier at once', async () => {
    const before = (await card()).available!;
    const checkout = async () => {
      // What a checkout does on another server: its stock move is left out of the trigger's notice (migration 0060).
      const client = await server.database.pool.connect();
      try {
        await client.query('begin');
        await client.query(`select set_config('market.stock_told', 'on', true)`);
        await client.query(`update ticket_tiers set held = held + 1 where id = $1`, [tierId]);
        await client.query('commit');
      } finally {
        client.release();
      }
    };
    await checkout();
    // Not told yet: the version held stands (a notice of the trigger would have been heard by now).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await card()).available).toBe(before);
    createFactsNotices(server.database.db, { delayMs: 1 }).changed('ticket_tiers', [tierId]);
    await shown().toMatchObject({ available: before - 1 });
    // Any other transaction's write is told by the trigger, as before.
    await sql(`update ticket_tiers set held = held + 1, name = 'Vé hội viên' where id = $1`, [tierId]);
    await shown().toMatchObject({ available: before - 2, subtitle: 'Vé hội viên' });
  });
});
