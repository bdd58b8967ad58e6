import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventOnSale, paidOrder } from '../../commerce/commerce.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { publishedCourse } from '../courses/courses.testing.js';

/** A refused line answers its code, and per line (`field`: the product) the words naming why. */
const refusal = (res: { status: number; body: { code: string; message: string | { field: string; message: string }[] } }) => [
  res.status,
  res.body.code,
  Array.isArray(res.body.message) ? res.body.message.map((m) => m.message).join(' ') : res.body.message,
];
const line = (productItemType: string, productItemId: string) => ({ productItemType, productItemId, quantity: 1 });

describe('a combo holding a course the buyer already owns', () => {
  let server: TestServer;
  let host: Session;
  let courseId: string;
  let tierId: string;
  let comboId: string;
  let ticketsComboId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const admin = await loginAdmin(server);
    host = await signUpHost(server, 'Hoàng Minh Châu');
    const sale = await eventOnSale(server, {
      host,
      tiers: [
        { name: 'Vé thường', price: 100_000, capacity: 50, maxPerOrder: 5 },
        { name: 'Vé VIP', price: 300_000, capacity: 50, maxPerOrder: 5 },
      ],
    });
    tierId = sale.tiers[0]!.id;
    courseId = (await publishedCourse(server, host, admin, { title: 'Nhiếp ảnh căn bản', price: 500_000 })).course.id;
    const create = async (title: string, items: ReturnType<typeof line>[]) => {
      const res = await host.client.post('/api/v1/combos', { title, price: 450_000, status: 'PUBLISHED', items });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as string;
    };
    comboId = await create('Combo nhiếp ảnh', [line('TICKET_TIER', tierId), line('ONLINE_COURSE', courseId)]);
    ticketsComboId = await create('Combo hai vé', [line('TICKET_TIER', tierId), line('TICKET_TIER', sale.tiers[1]!.id)]);
  }, 60_000);
  afterAll(() => server.close());

  it('is refused at cart, quotation and checkout, naming the course owned, and the combo page says so', async () => {
    const buyer = await signUpVerified(server, { fullName: 'Lý Thu Trang' });
    await paidOrder(server, buyer, { items: [line('ONLINE_COURSE', courseId)] });

    const page = await buyer.client.get(`/api/v1/combos/${comboId}`);
    expect(page.body.items.map((i: { productItemType: string; owned: boolean }) => [i.productItemType, i.owned])).toEqual([
      ['TICKET_TIER', false],
      ['ONLINE_COURSE', true],
    ]);
    expect((await server.anonymous.get(`/api/v1/combos/${comboId}`)).body.items.every((i: { owned: boolean }) => !i.owned)).toBe(true);

    const named = 'Bạn đã sở hữu “Nhiếp ảnh căn bản” trong combo này nên không cần mua lại. Hãy mua riêng những sản phẩm bạn chưa có.';
    const quote = await buyer.client.post('/api/v1/quotation', { items: [line('COMBO', comboId)] });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.purchasable).toBe(false);
    expect(quote.body.lines[0].problem).toEqual({ code: 'COMBO_ITEM_ALREADY_OWNED', message: named });

    const added = await buyer.client.post('/api/v2/carts/add', line('COMBO', comboId));
    expect(refusal(added)).toEqual([409, 'COMBO_ITEM_ALREADY_OWNED', named]);
    const bought = await buyer.client.post('/api/v2/orders', { provider: 'VNPAY', items: [line('COMBO', comboId)] });
    expect(refusal(bought)).toEqual([409, 'COMBO_ITEM_ALREADY_OWNED', named]);

    // Tickets are not lasting access: a combo of tickets alone is bought again freely.
    expect((await buyer.client.post('/api/v1/quotation', { items: [line('COMBO', ticketsComboId)] })).body.purchasable).toBe(true);
  });

  it('keeps a course bought in a combo from being bought again alone, as a course bought alone is', async () => {
    const buyer = await signUpVerified(server, { fullName: 'Phan Gia Huy' });
    await paidOrder(server, buyer, { items: [line('COMBO', comboId)] });
    const owned = 'Bạn đã sở hữu sản phẩm này nên không cần mua lại.';
    expect(refusal(await buyer.client.post('/api/v2/orders', { provider: 'VNPAY', items: [line('ONLINE_COURSE', courseId)] }))).toEqual([
      409,
      'PRODUCT_ALREADY_OWNED',
      owned,
    ]);
    expect(refusal(await buyer.client.post('/api/v2/carts/add', line('ONLINE_COURSE', courseId)))).toEqual([409, 'PRODUCT_ALREADY_OWNED', owned]);
    // A second copy of the same combo would hold the course twice: refused as well.
    const again = await buyer.client.post('/api/v2/orders', { provider: 'VNPAY', items: [line('COMBO', comboId)] });
    expect(refusal(again).slice(0, 2)).toEqual([409, 'COMBO_ITEM_ALREADY_OWNED']);
    // The tickets inside are not lasting access: the tier alone still sells.
    expect((await buyer.client.post('/api/v1/quotation', { items: [line('TICKET_TIER', tierId)] })).body.purchasable).toBe(true);
  });
});
