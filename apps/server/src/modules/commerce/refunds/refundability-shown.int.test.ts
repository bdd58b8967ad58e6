import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { approvedEbook } from '../../catalogue/ebooks/ebooks.testing.js';
import { uploadPrivate } from '../../catalogue/libraries/libraries.testing.js';
import { eventOnSale, paidOrder, tierLine, type EventOnSale } from '../commerce.testing.js';

const pdf = new TextEncoder().encode('%PDF-1.4\n% sách thử\n%%EOF\n');
const used = 'Bạn đã sử dụng sản phẩm này nên không thể yêu cầu hoàn tiền.';
const checkedIn = 'Vé đã được check-in nên không thể yêu cầu hoàn tiền.';

describe('the buyer’s order says which lines can be refunded, by the same rule the refund request applies', () => {
  let server: TestServer;
  let sale: EventOnSale;
  let ebookId: string;
  let comboId: string;

  const linesOf = async (buyer: Session, orderId: string) => {
    const res = await buyer.client.get(`/api/v2/orders/${orderId}/info`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return Object.fromEntries(
      (res.body.items as { productItemType: string; refundable: boolean; refundRefusal: string | null }[]).map((i) => [
        i.productItemType,
        [i.refundable, i.refundRefusal],
      ]),
    );
  };
  const checkIn = async (buyer: Session, orderItemId: string) => {
    const [ticket] = (await buyer.client.get(`/api/v2/orders/event-offline/${orderItemId}`)).body.tickets;
    const scan = await sale.host.client.post('/api/v1/events/checkin-qr-ticket', { code: ticket.code, eventId: sale.event.id });
    expect(scan.status, JSON.stringify(scan.body)).toBe(200);
  };
  const askRefund = (buyer: Session, orderItemId: string) => buyer.client.post('/api/v1/refunds', { orderItemId, reason: 'Tôi không cần nữa.' });

  beforeAll(async () => {
    server = await startTestServer();
    const admin = await loginAdmin(server);
    // Far ahead: the start never refuses a refund here; doors may open early, so a ticket is checked in before it.
    sale = await eventOnSale(server, { startsIn: 30 * 24 });
    const fileId = await uploadPrivate(server, sale.host, { fileName: 'so-tay.pdf', bytes: pdf, folder: 'ebooks' });
    ebookId = (await approvedEbook(sale.host, admin, { title: 'Sổ tay hội thảo', fileId, price: 90_000 })).id;
    const combo = await sale.host.client.post('/api/v1/combos', {
      title: 'Combo vé và sổ tay',
      price: 200_000,
      status: 'PUBLISHED',
      items: [tierLine(sale.tiers[0]!.id), { productItemType: 'E_BOOK', productItemId: ebookId, quantity: 1 }],
    });
    expect(combo.status, JSON.stringify(combo.body)).toBe(201);
    comboId = combo.body.id;
  }, 90_000);
  afterAll(() => server.close());

  it('offers the refund of unused lines, then says why a downloaded e-book and a checked-in ticket can no longer be refunded', async () => {
    const buyer = await signUpVerified(server, { fullName: 'Hồ Ngọc Hân' });
    const order = await paidOrder(server, buyer, { items: [tierLine(sale.tiers[0]!.id), { productItemType: 'E_BOOK', productItemId: ebookId, quantity: 1 }] });
    expect(await linesOf(buyer, order.id)).toEqual({ TICKET_TIER: [true, null], E_BOOK: [true, null] });

    expect((await buyer.client.get(`/api/v1/ebooks/${ebookId}/download`)).status).toBe(200);
    const ticketLine = order.items.find((i) => i.productItemType === 'TICKET_TIER')!.id;
    await checkIn(buyer, ticketLine);
    expect(await linesOf(buyer, order.id)).toEqual({ TICKET_TIER: [false, checkedIn], E_BOOK: [false, used] });

    const refused = await askRefund(buyer, ticketLine);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([409, 'REFUND_NOT_ALLOWED', checkedIn]);
    const line = await buyer.client.get(`/api/v2/orders/order-item/${ticketLine}`);
    expect([line.status, line.body.refundable, line.body.refundRefusal]).toEqual([200, false, checkedIn]);
  });

  it('says a combo whose ticket was checked in can no longer be refunded, and refuses it', async () => {
    const buyer = await signUpVerified(server, { fullName: 'Mạc Văn Khoa' });
    const order = await paidOrder(server, buyer, { items: [{ productItemType: 'COMBO', productItemId: comboId, quantity: 1 }] });
    expect(await linesOf(buyer, order.id)).toEqual({ COMBO: [true, null] });
    await checkIn(buyer, order.items[0]!.id);
    expect(await linesOf(buyer, order.id)).toEqual({ COMBO: [false, checkedIn] });
    const refused = await askRefund(buyer, order.items[0]!.id);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([409, 'REFUND_NOT_ALLOWED', checkedIn]);
  });
});
