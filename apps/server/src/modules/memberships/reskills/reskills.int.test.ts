import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectItemErrors, paidOrder } from '../../commerce/commerce.testing.js';
import { publishedCourse, type BuiltCourse } from '../../catalogue/courses/courses.testing.js';
import { approvedEbook } from '../../catalogue/ebooks/ebooks.testing.js';
import { uploadPrivate } from '../../catalogue/libraries/libraries.testing.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { fileRequest } from '../layoff-requests/layoff-requests.testing.js';

const pdf = new TextEncoder().encode('%PDF-1.4\n% sách thử\n%%EOF\n');
const priceLine = (id: string) => ({ productItemType: 'RESKILL_PRICE', productItemId: id, quantity: 1 });
const course = (id: string) => ({ productItemType: 'ONLINE_COURSE', productItemId: id });
const ebook = (id: string) => ({ productItemType: 'E_BOOK', productItemId: id });
const missing = '00000000-0000-4000-8000-000000000000';
/** Bad input answers 400 INVALID_INPUT_PARAMS with the fields' errors. */
const badInput = (res: { status: number; body: { code?: string } }) => expect([res.status, res.body.code]).toEqual([400, 'INVALID_INPUT_PARAMS']);

describe('reskill programmes', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let other: Session;
  let buyer: Session;
  let built: BuiltCourse;
  let bookId: string;
  let otherCourseId: string;

  /** A programme of the host's, published unless said, with one price including the course (and ebook). */
  const newReskill = async (body: Record<string, unknown> = {}, owner = host) => {
    const made = await owner.client.post('/api/v1/reskills', {
      title: 'Chuyển nghề sang phân tích dữ liệu',
      description: '<p>Ba tháng học và thực hành.</p>',
      status: 'PUBLISHED',
      prices: [
        { title: 'Trọn gói', amount: 2_000_000, products: [course(built.course.id), ebook(bookId)] },
        { title: 'Chỉ sách', amount: 100_000, products: [ebook(bookId)] },
      ],
      ...body,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body as { id: string; prices: { id: string; title: string; amount: number; products: { productItemId: string }[] }[] };
  };

  beforeAll(async () => {
    server = await startTestServer();
    [admin, host, other, buyer] = await Promise.all([
      loginAdmin(server),
      signUpHost(server, 'Trương Mỹ Linh'),
      signUpHost(server, 'Võ Đình Khang'),
      signUpVerified(server, { fullName: 'Đỗ Thanh Hà' }),
    ]);
    built = await publishedCourse(server, host, admin, { title: 'Phân tích dữ liệu với SQL', price: 900_000 });
    const fileId = await uploadPrivate(server, host, { fileName: 'sql.pdf', bytes: pdf, folder: 'ebooks' });
    bookId = (await approvedEbook(host, admin, { title: 'Sổ tay SQL', fileId, price: 150_000 })).id;
    otherCourseId = (await publishedCourse(server, other, admin, { title: 'Khoá của người khác' })).course.id;
  }, 120_000);
  afterAll(() => server.close());

  it('lets only hosts create, with prices holding their own courses and ebooks', async () => {
    const body = { title: 'Chương trình thử', prices: [] };
    expectError(await server.anonymous.post('/api/v1/reskills', body), 'UNAUTHORIZED');
    expectError(await buyer.client.post('/api/v1/reskills', body), 'INSUFFICIENT_PRIVILEGES');
    badInput(await host.client.post('/api/v1/reskills', { title: 'x' }));
    badInput(await host.client.post('/api/v1/reskills', { title: 'Sai loại', type: 'BOOTCAMP' }));
    badInput(await host.client.post('/api/v1/reskills', { title: 'Giá âm', prices: [{ title: 'Gói', amount: -1 }] }));
    const theirs = { title: 'Mượn khoá', prices: [{ title: 'Gói', amount: 10_000, products: [course(otherCourseId)] }] };
    expectError(await host.client.post('/api/v1/reskills', theirs), 'RESKILL_PRODUCTS_INVALID');
    const twice = { title: 'Trùng khoá', prices: [{ title: 'Gói', amount: 10_000, products: [course(built.course.id), course(built.course.id)] }] };
    badInput(await host.client.post('/api/v1/reskills', twice));

    const made = await newReskill();
    expect(made).toMatchObject({ type: 'RESKILL', status: 'PUBLISHED', canEdit: true, hasBeenPaid: false, fromAmount: 100_000 });
    expect(made.prices.map((p) => [p.title, p.amount, p.products.length])).toEqual([
      ['Trọn gói', 2_000_000, 2],
      ['Chỉ sách', 100_000, 1],
    ]);
  });

  it('shows published programmes to everyone and drafts to their host only', async () => {
    const draft = await newReskill({ title: 'Bản nháp launchpad', type: 'LAUNCHPAD', status: 'DRAFT' });
    expectError(await server.anonymous.get(`/api/v1/reskills/${draft.id}`), 'RESKILL_NOT_FOUND');
    expectError(await other.client.get(`/api/v1/reskills/${draft.id}/prices`), 'RESKILL_NOT_FOUND');
    expectError(await server.anonymous.get(`/api/v1/reskills/price/${draft.prices[0]!.id}`), 'RESKILL_PRICE_NOT_FOUND');
    expect((await host.client.get(`/api/v1/reskills/${draft.id}`)).body).toMatchObject({ status: 'DRAFT', canEdit: true });
    expect((await admin.client.get(`/api/v1/reskills/${draft.id}`)).body).toMatchObject({ canEdit: true });
    expectError(await server.anonymous.get(`/api/v1/reskills/${missing}`), 'RESKILL_NOT_FOUND');
    badInput(await server.anonymous.get('/api/v1/reskills/not-an-id'));

    const published = await newReskill({ title: 'Launchpad kỹ sư dữ liệu', type: 'LAUNCHPAD' });
    const list = (await server.anonymous.get('/api/v1/reskills?type=LAUNCHPAD')).body;
    expect(list.data.map((r: { id: string }) => r.id)).toEqual([published.id]);
    expect((await server.anonymous.get('/api/v1/reskills?q=ky su du lieu')).body.data.map((r: { id: string }) => r.id)).toEqual([published.id]);
    const mine = (await host.client.get('/api/v1/reskills?mine=true&type=LAUNCHPAD')).body;
    expect(mine.data.map((r: { id: string }) => r.id).sort()).toEqual([draft.id, published.id].sort());
    expectError(await server.anonymous.get('/api/v1/reskills?mine=true'), 'UNAUTHORIZED');
    badInput(await server.anonymous.get('/api/v1/reskills?limit=1000'));
  });

  it('answers prices, their products and every product of a programme', async () => {
    const made = await newReskill({ title: 'Chương trình đọc giá' });
    const prices = (await server.anonymous.get(`/api/v1/reskills/${made.id}/prices`)).body;
    expect(prices.map((p: { title: string; owned: boolean }) => [p.title, p.owned])).toEqual([
      ['Trọn gói', false],
      ['Chỉ sách', false],
    ]);
    const first = prices[0].id as string;
    expect((await server.anonymous.get(`/api/v1/reskills/price/${first}`)).body).toMatchObject({ title: 'Trọn gói', reskillId: made.id });
    const included = (await server.anonymous.get(`/api/v1/reskills/prices/${first}/products`)).body;
    expect(included.map((p: { productItemType: string; title: string; link: string }) => [p.productItemType, p.title, p.link])).toEqual([
      ['ONLINE_COURSE', 'Phân tích dữ liệu với SQL', `/courses/${built.course.slug}`],
      ['E_BOOK', 'Sổ tay SQL', expect.stringMatching(/^\/ebooks\//)],
    ]);
    const all = (await server.anonymous.get(`/api/v1/reskills/${made.id}/products`)).body;
    expect(all.map((p: { productItemId: string }) => p.productItemId)).toEqual([built.course.id, bookId]);
    expectError(await server.anonymous.get(`/api/v1/reskills/prices/${missing}/products`), 'RESKILL_PRICE_NOT_FOUND');
    expectError(await server.anonymous.get(`/api/v1/reskills/price/${missing}`), 'RESKILL_PRICE_NOT_FOUND');
  });

  it('answers the main programme of a type, one per host', async () => {
    const first = await newReskill({ title: 'Chương trình chính thứ nhất', isMain: true });
    expect((await server.anonymous.get(`/api/v1/reskills/main?hostId=${host.user.id}`)).body.id).toBe(first.id);
    const second = await newReskill({ title: 'Chương trình chính thứ hai', isMain: true });
    expect((await server.anonymous.get('/api/v1/reskills/main')).body).toMatchObject({ id: second.id, isMain: true });
    expect((await server.anonymous.get(`/api/v1/reskills/${first.id}`)).body.isMain).toBe(false);
    expectError(await server.anonymous.get(`/api/v1/reskills/main?type=LAUNCHPAD&hostId=${other.user.id}`), 'RESKILL_NOT_FOUND');
    badInput(await server.anonymous.get('/api/v1/reskills/main?type=COURSE'));
  });

  it('lets only its host or an admin edit or delete it', async () => {
    const made = await newReskill({ title: 'Chương trình để sửa' });
    expectError(await server.anonymous.patch(`/api/v1/reskills/${made.id}`, { title: 'Không được' }), 'UNAUTHORIZED');
    expectError(await buyer.client.patch(`/api/v1/reskills/${made.id}`, { title: 'Không được' }), 'INSUFFICIENT_PRIVILEGES');
    expectError(await other.client.patch(`/api/v1/reskills/${made.id}`, { title: 'Không được' }), 'INSUFFICIENT_PRIVILEGES');
    expectError(await other.client.delete(`/api/v1/reskills/${made.id}`), 'INSUFFICIENT_PRIVILEGES');
    expectError(await host.client.patch(`/api/v1/reskills/${missing}`, { title: 'Không có' }), 'RESKILL_NOT_FOUND');
    badInput(await host.client.patch(`/api/v1/reskills/${made.id}`, { status: 'GONE' }));

    const renamed = await admin.client.patch(`/api/v1/reskills/${made.id}`, { title: 'Tên mới do quản trị viên đặt' });
    expect(renamed.body).toMatchObject({ title: 'Tên mới do quản trị viên đặt' });
    // Prices: kept by id, new without, removed when left out.
    const [full] = made.prices;
    const edited = await host.client.patch(`/api/v1/reskills/${made.id}`, {
      prices: [
        { id: full!.id, title: 'Trọn gói ưu đãi', amount: 1_500_000, products: [course(built.course.id)] },
        { title: 'Gói mới', amount: 50_000, products: [] },
      ],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.prices.map((p: { id: string; title: string; amount: number }) => [p.id === full!.id, p.title, p.amount])).toEqual([
      [true, 'Trọn gói ưu đãi', 1_500_000],
      [false, 'Gói mới', 50_000],
    ]);
    expectError(await host.client.patch(`/api/v1/reskills/${made.id}`, { prices: [{ id: missing, title: 'Lạ', amount: 1 }] }), 'RESKILL_PRICE_NOT_FOUND');

    // RESKILL_HAS_PRODUCTS: the type cannot change while a price includes products.
    expectError(await host.client.patch(`/api/v1/reskills/${made.id}`, { type: 'LAUNCHPAD' }), 'RESKILL_HAS_PRODUCTS');
    const emptied = await host.client.patch(`/api/v1/reskills/${made.id}`, { type: 'LAUNCHPAD', prices: [] });
    expectError(emptied, 'RESKILL_HAS_PRODUCTS');
    await host.client.patch(`/api/v1/reskills/${made.id}`, { prices: [] });
    expect((await host.client.patch(`/api/v1/reskills/${made.id}`, { type: 'LAUNCHPAD' })).body).toMatchObject({ type: 'LAUNCHPAD' });

    expect((await host.client.delete(`/api/v1/reskills/${made.id}`)).body).toEqual({ success: true });
    expectError(await host.client.get(`/api/v1/reskills/${made.id}`), 'RESKILL_NOT_FOUND');
  });

  it('takes an approved layoff discount off a price bought by its holder, once: the next programme costs its price', async () => {
    const made = await newReskill({ title: 'Chương trình cho người mất việc' });
    const [full, books] = made.prices;
    const laidOff = await signUpVerified(server, { fullName: 'Hồ Minh Tâm' });
    const { request } = await fileRequest(server, laidOff);
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const approved = await admin.client.patch(`/api/v1/admin/layoff-discount-requests/${request.id}/status`, {
      status: 'APPROVED',
      discountPercent: 40,
      validUntil,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    const quoted = await laidOff.client.post('/api/v1/quotation', { items: [priceLine(full!.id)] });
    expect(quoted.body).toMatchObject({ subtotal: 2_000_000, discountTotal: 800_000, total: 1_200_000 });
    expect(quoted.body.lines[0].discount).toMatchObject({ name: 'Ưu đãi hỗ trợ người mất việc', value: 40 });
    const order = await paidOrder(server, laidOff, { items: [priceLine(full!.id)] });
    expect(order.total).toBe(1_200_000);
    expect((await laidOff.client.get('/api/v1/layoff-discount-requests/latest')).body.discount).toMatchObject({ usable: false });

    // Used once: the next price is at its own amount.
    expect((await laidOff.client.post('/api/v1/quotation', { items: [priceLine(books!.id)] })).body).toMatchObject({ discountTotal: 0, total: 100_000 });
  });

  it('is bought once through checkout, opens its course and ebook, and is listed for its buyer', async () => {
    const made = await newReskill({ title: 'Chương trình để mua' });
    const full = made.prices[0]!;
    const video = built.lessons[1]!.id;
    expectError(await buyer.client.get(`/api/v1/online-courses/lessons/${video}`), 'LESSON_ACCESS_DENIED');
    expectError(await buyer.client.get(`/api/v1/ebooks/${bookId}/download`), 'EBOOK_NOT_OWNED');

    const order = await paidOrder(server, buyer, { items: [priceLine(full.id)] });
    expect(order.total).toBe(2_000_000);
    expect((await buyer.client.get(`/api/v1/online-courses/lessons/${video}`)).status).toBe(200);
    expect((await buyer.client.get(`/api/v1/ebooks/${bookId}/download`)).status).toBe(200);

    // Bought once: a second purchase is refused.
    const again = await buyer.client.post('/api/v2/orders', { provider: 'VNPAY', items: [priceLine(full.id)] });
    expectItemErrors(again, 'PRODUCT_ALREADY_OWNED', [full.id]);
    expect((await buyer.client.get(`/api/v1/reskills/price/${full.id}`)).body).toMatchObject({ owned: true, hasBeenPaid: true });

    const mine = (await buyer.client.get('/api/v1/auth/reskills')).body;
    expect(mine.meta.total).toBe(1);
    expect(mine.data[0]).toMatchObject({ id: made.id, prices: [{ id: full.id, orderId: order.id, owned: true }] });
    expect((await buyer.client.get(`/api/v1/auth/reskills/${made.id}`)).body.prices).toHaveLength(1);
    expectError(await other.client.get(`/api/v1/auth/reskills/${made.id}`), 'RESKILL_NOT_FOUND');
    expectError(await server.anonymous.get('/api/v1/auth/reskills'), 'UNAUTHORIZED');
    badInput(await buyer.client.get('/api/v1/auth/reskills/nope'));

    // The host sees the buyer, and exports them.
    expectError(await other.client.get(`/api/v1/reskills/${made.id}/order-items`), 'INSUFFICIENT_PRIVILEGES');
    expectError(await buyer.client.get(`/api/v1/reskills/${made.id}/order-items`), 'INSUFFICIENT_PRIVILEGES');
    expectError(await host.client.get(`/api/v1/reskills/${missing}/order-items`), 'RESKILL_NOT_FOUND');
    const items = (await host.client.get(`/api/v1/reskills/${made.id}/order-items`)).body;
    expect(items.data).toEqual([
      expect.objectContaining({
        orderId: order.id,
        amount: 2_000_000,
        refunded: false,
        price: { id: full.id, title: 'Trọn gói' },
        buyer: expect.objectContaining({ fullName: 'Đỗ Thanh Hà' }),
      }),
    ]);
    expect((await admin.client.get(`/api/v1/reskills/${made.id}/order-items?q=thanh ha`)).body.meta.total).toBe(1);
    const csv = await host.client.get(`/api/v1/reskills/${made.id}/order-items/export`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(String(csv.body)).toContain('Đỗ Thanh Hà');
    const xlsx = await host.client.get(`/api/v1/reskills/${made.id}/order-items/export?format=xlsx`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    badInput(await host.client.get(`/api/v1/reskills/${made.id}/order-items/export?format=pdf`));
    expectError(await other.client.get(`/api/v1/reskills/${made.id}/order-items/export`), 'INSUFFICIENT_PRIVILEGES');
  });

  it('fixes a paid price and keeps a paid programme from being deleted (RESKILL_HAS_BEEN_PAID)', async () => {
    const made = await newReskill({ title: 'Chương trình đã bán' });
    const [full, books] = made.prices;
    const someone = await signUpVerified(server, { fullName: 'Lâm Quốc Bảo' });
    await paidOrder(server, someone, { items: [priceLine(books!.id)] });
    const keep = (over: Record<string, unknown> = {}) => ({ id: books!.id, title: 'Chỉ sách', amount: 100_000, products: [ebook(bookId)], ...over });
    const fullKept = { id: full!.id, title: full!.title, amount: full!.amount, products: [course(built.course.id), ebook(bookId)] };

    expectError(await host.client.patch(`/api/v1/reskills/${made.id}`, { type: 'LAUNCHPAD' }), 'RESKILL_HAS_BEEN_PAID');
    expectError(await host.client.patch(`/api/v1/reskills/${made.id}`, { prices: [fullKept] }), 'RESKILL_HAS_BEEN_PAID');
    expectError(await host.client.patch(`/api/v1/reskills/${made.id}`, { prices: [fullKept, keep({ amount: 1 })] }), 'RESKILL_HAS_BEEN_PAID');
    expectError(await host.client.patch(`/api/v1/reskills/${made.id}`, { prices: [fullKept, keep({ products: [] })] }), 'RESKILL_HAS_BEEN_PAID');
    expectError(await host.client.delete(`/api/v1/reskills/${made.id}`), 'RESKILL_HAS_BEEN_PAID');

    // Its title and status may change, an unpaid price may go, and new prices be added.
    const allowed = await host.client.patch(`/api/v1/reskills/${made.id}`, {
      title: 'Chương trình đã bán (cập nhật)',
      prices: [keep({ title: 'Sách (ngừng bán)', status: 'INACTIVE' }), { title: 'Gói mới', amount: 10_000, products: [] }],
    });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    expect(allowed.body.prices.map((p: { title: string; status: string }) => [p.title, p.status])).toEqual([
      ['Sách (ngừng bán)', 'INACTIVE'],
      ['Gói mới', 'ACTIVE'],
    ]);
    // An inactive price is no longer sold, nor shown to others; its buyer still sees it.
    expectItemErrors(await buyer.client.post('/api/v2/orders', { provider: 'VNPAY', items: [priceLine(books!.id)] }), 'INVALID_PRODUCT_ITEM', [books!.id]);
    expect((await server.anonymous.get(`/api/v1/reskills/${made.id}/prices`)).body.map((p: { title: string }) => p.title)).toEqual(['Gói mới']);
    expect((await someone.client.get(`/api/v1/auth/reskills/${made.id}`)).body.prices.map((p: { title: string }) => p.title)).toEqual(['Sách (ngừng bán)']);
  });

  it('is refunded by its items’ rules: refused once its course was opened, else taking back the course and ebook it opened', async () => {
    const made = await newReskill({ title: 'Chương trình hoàn tiền' });
    const full = made.prices[0]!;
    const video = built.lessons[1]!.id;
    const askRefund = (who: Session, orderItemId: string) => who.client.post('/api/v1/refunds', { orderItemId, reason: 'Tôi đổi kế hoạch.' });

    const learner = await signUpVerified(server, { fullName: 'Mạc Văn Tùng' });
    const learnt = await paidOrder(server, learner, { items: [priceLine(full.id)] });
    expect((await learner.client.get(`/api/v1/online-courses/lessons/${video}`)).status).toBe(200);
    const refused = await askRefund(learner, learnt.items[0]!.id);
    expect([refused.status, refused.body.code]).toEqual([409, 'REFUND_NOT_ALLOWED']);

    const refunder = await signUpVerified(server, { fullName: 'Cao Thị Ngọc' });
    const order = await paidOrder(server, refunder, { items: [priceLine(full.id)] });
    const asked = await askRefund(refunder, order.items[0]!.id);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const approved = await admin.client.put(`/api/v1/refunds/${asked.body.id}`, { approval: 'APPROVED' });
    expect(approved.body, JSON.stringify(approved.body)).toMatchObject({ status: 'SUCCESS' });

    expectError(await refunder.client.get(`/api/v1/online-courses/lessons/${video}`), 'LESSON_ACCESS_DENIED');
    expectError(await refunder.client.get(`/api/v1/ebooks/${bookId}/download`), 'EBOOK_NOT_OWNED');
    expect((await refunder.client.get('/api/v1/auth/reskills')).body.meta.total).toBe(0);
    const buyers = (await host.client.get(`/api/v1/reskills/${made.id}/order-items?sort=ASC`)).body.data;
    expect(buyers.map((b: { buyer: { fullName: string }; refunded: boolean }) => [b.buyer.fullName, b.refunded])).toEqual([
      ['Mạc Văn Tùng', false],
      ['Cao Thị Ngọc', true],
    ]);
    expect((await refunder.client.post('/api/v1/quotation', { items: [priceLine(full.id)] })).body.purchasable).toBe(true);
  });
});
