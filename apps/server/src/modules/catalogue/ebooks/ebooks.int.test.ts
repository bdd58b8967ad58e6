import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { latestOtp, loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { eventsDelivered } from '../../../../test/support/wait.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { paidOrder } from '../../commerce/commerce.testing.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { fetchLink, uploadPrivate } from '../libraries/libraries.testing.js';
import { approvedEbook } from './ebooks.testing.js';

const pdf = new TextEncoder().encode('%PDF-1.4\n% sách thử\n%%EOF\n');
const line = (id: string) => ({ productItemType: 'E_BOOK', productItemId: id, quantity: 1 });

describe('ebooks', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let other: Session;
  let buyer: Session;
  let stranger: Session;
  let book: { id: string; slug: string };
  let boughtLineId: string;

  /** A host's draft, or with `status: 'PUBLISHED'` a book submitted and approved by the admin. */
  const newBook = async (title: string, extra: Record<string, unknown> = {}, owner = host) => {
    const fileId = await uploadPrivate(server, owner, { fileName: `${title}.pdf`, bytes: pdf, folder: 'ebooks' });
    if (extra.status === 'PUBLISHED') return approvedEbook(owner, admin, { title, fileId, price: 120_000, pagesCount: 180, ...extra });
    const made = await owner.client.post('/api/v1/ebooks', { title, fileId, price: 120_000, pagesCount: 180, ...extra });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body as { id: string; slug: string; status: string };
  };
  const buy = async (session: Session, id: string) => {
    const added = await session.client.post('/api/v2/carts/add', line(id));
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    return paidOrder(server, session, { items: [line(id)] });
  };

  beforeAll(async () => {
    server = await startTestServer();
    [admin, host, other, buyer, stranger] = await Promise.all([
      loginAdmin(server),
      signUpHost(server, 'Lý Thanh Tâm'),
      signUpHost(server, 'Đặng Quốc Huy'),
      signUpVerified(server, { fullName: 'Bùi Ngọc Lan' }),
      signUpVerified(server, { fullName: 'Hồ Minh Trí' }),
    ]);
    book = await newBook('Tư duy thiết kế', { status: 'PUBLISHED' });
  });
  afterAll(() => server.close());

  it('lets only hosts create, and only the owner (or an admin) change or delete', async () => {
    const body = { title: 'Không được', fileId: '00000000-0000-4000-8000-000000000000', price: 0 };
    expectError(await server.anonymous.post('/api/v1/ebooks', body), 'UNAUTHORIZED');
    expectError(await buyer.client.post('/api/v1/ebooks', body), 'INSUFFICIENT_PRIVILEGES');
    expectError(await server.anonymous.get('/api/v1/ebooks/host'), 'UNAUTHORIZED');
    expectError(await buyer.client.get('/api/v1/ebooks/host'), 'INSUFFICIENT_PRIVILEGES');
    expectError(await server.anonymous.get(`/api/v1/ebooks/${book.id}/download`), 'UNAUTHORIZED');
    expectError(await other.client.put(`/api/v1/ebooks/${book.id}`, { price: 1 }), 'INSUFFICIENT_PRIVILEGES');
    expectError(await other.client.delete(`/api/v1/ebooks/${book.id}`), 'INSUFFICIENT_PRIVILEGES');
    expect((await admin.client.put(`/api/v1/ebooks/${book.id}`, { pagesCount: 200 })).body).toMatchObject({ pagesCount: 200 });
  });

  it('takes only a PDF or EPUB the host uploaded privately', async () => {
    const theirs = await uploadPrivate(server, other, { bytes: pdf, folder: 'ebooks' });
    const open = await uploadPrivate(server, host, { bytes: pdf, folder: 'files' });
    const image = await uploadPrivate(server, host, { bytes: pdf, fileName: 'bia.png', contentType: 'image/png', folder: 'ebooks' });
    for (const fileId of [theirs, open, image])
      expectError(await host.client.post('/api/v1/ebooks', { title: 'Sách lỗi', fileId, price: 0 }), 'EBOOK_FILE_INVALID');
  });

  it('keeps drafts to their host, and shows published books by id, slug and on the shelf', async () => {
    const draft = await newBook('Bản nháp bí mật');
    expect(draft.status).toBe('DRAFT');
    expectError(await server.anonymous.get(`/api/v1/ebooks/${draft.id}`), 'EBOOK_NOT_FOUND');
    expect((await host.client.get(`/api/v1/ebooks/${draft.id}`)).body).toMatchObject({ canEdit: true, fileId: expect.any(String) });
    const cart = await buyer.client.post('/api/v2/carts/add', line(draft.id));
    expect(cart.body.code).toBe('INVALID_PRODUCT_ITEM');

    const shown = await server.anonymous.get(`/api/v1/ebooks/slug/${book.slug}`);
    expect(shown.body).toMatchObject({ id: book.id, title: 'Tư duy thiết kế', price: 120_000, fileId: null, canEdit: false, host: { id: host.user.id } });
    const shelf = await server.anonymous.get(`/api/v1/ebooks/list?q=${encodeURIComponent('tu duy')}`);
    expect(shelf.body.data.map((b: { id: string }) => b.id)).toEqual([book.id]);
    const mine = await host.client.get('/api/v1/ebooks/host');
    expect(mine.body.meta.total).toBe(2);
  });

  it('is bought through cart, checkout and payment, then downloaded by its buyer through a link that expires', async () => {
    expect((await buyer.client.get(`/api/v1/ebooks/slug/${book.slug}`)).body.owned).toBe(false);
    const order = await buy(buyer, book.id);
    // Its page now offers the buyer the download instead of the purchase.
    expect((await buyer.client.get(`/api/v1/ebooks/slug/${book.slug}`)).body.owned).toBe(true);
    expect((await stranger.client.get(`/api/v1/ebooks/${book.id}`)).body.owned).toBe(false);
    expect(order.items[0]).toMatchObject({ productItemType: 'E_BOOK', total: 120_000, link: `/ebooks/${book.slug}` });
    boughtLineId = order.items[0]!.id;

    const link = await buyer.client.get(`/api/v1/ebooks/${book.id}/download`);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const served = await fetchLink(server, link.body.url);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);
    expect(served.headers.get('content-disposition')).toContain(`${book.slug}.pdf`);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (server.config.upload.downloadSeconds + 5) * 1000);
      expect((await fetchLink(server, link.body.url)).status).toBe(403);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a download to anyone who has not bought it, but not to its host or admins', async () => {
    expectError(await stranger.client.get(`/api/v1/ebooks/${book.id}/download`), 'EBOOK_NOT_OWNED');
    expectError(await other.client.get(`/api/v1/ebooks/${book.id}/download`), 'EBOOK_NOT_OWNED');
    expect((await host.client.get(`/api/v1/ebooks/${book.id}/download`)).status).toBe(200);
    expect((await admin.client.get(`/api/v1/ebooks/${book.id}/download`)).status).toBe(200);
  });

  it('hands each buyer of a real PDF their own copy stamped with their address, made once; the host gets the file as uploaded', async () => {
    const original = new Uint8Array(await readFile(new URL('../../../demo/media/ebook.pdf', import.meta.url)));
    const fileId = await uploadPrivate(server, host, { fileName: 'so-tay.pdf', bytes: original, folder: 'ebooks' });
    const made = { body: await approvedEbook(host, admin, { title: 'Sổ tay đọc nhanh', fileId, price: 50_000 }) };
    await buy(stranger, made.body.id);

    const copyOf = async (session: Session) => {
      const link = await session.client.get(`/api/v1/ebooks/${made.body.id}/download`);
      expect(link.status, JSON.stringify(link.body)).toBe(200);
      const served = await fetchLink(server, link.body.url);
      expect(served.status).toBe(200);
      return { path: new URL(link.body.url).pathname, bytes: new Uint8Array(await served.arrayBuffer()) };
    };
    const first = await copyOf(stranger);
    const copy = await PDFDocument.load(first.bytes);
    expect(copy.getSubject()).toBe(`Bản của ${stranger.user.email}`);
    expect(copy.getPageCount()).toBe((await PDFDocument.load(original)).getPageCount());
    expect((await copyOf(stranger)).path).toBe(first.path);

    const hosts = await copyOf(host);
    expect(hosts.bytes).toEqual(original);
    expect(hosts.path).not.toBe(first.path);
  });

  it('cannot be bought twice', async () => {
    const again = await buyer.client.post('/api/v2/carts/add', line(book.id));
    expect([again.status, again.body.code]).toEqual([409, 'PRODUCT_ALREADY_OWNED']);
    const order = await buyer.client.post('/api/v2/orders', { provider: 'VNPAY', items: [line(book.id)] });
    expect([order.status, order.body.code]).toEqual([409, 'PRODUCT_ALREADY_OWNED']);
  });

  it('is not refunded once downloaded; a refund before that takes the download back', async () => {
    const refused = await buyer.client.post('/api/v1/refunds', { orderItemId: boughtLineId, reason: 'Tôi không cần nữa.' });
    expect([refused.status, refused.body.code]).toEqual([409, 'REFUND_NOT_ALLOWED']);

    const order = await buy(stranger, book.id);
    const asked = await stranger.client.post('/api/v1/refunds', { orderItemId: order.items[0]!.id, reason: 'Mua nhầm sách.' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const approved = await admin.client.put(`/api/v1/refunds/${asked.body.id}`, { approval: 'APPROVED' });
    expect(approved.body).toMatchObject({ approval: 'APPROVED', status: 'SUCCESS' });
    expectError(await stranger.client.get(`/api/v1/ebooks/${book.id}/download`), 'EBOOK_NOT_OWNED');
  });

  it('lists each reader’s own books under "Sách của tôi": what they bought and kept, not what was refunded, nobody else’s', async () => {
    const titles = async (session: Session) => {
      const mine = await session.client.get('/api/v1/ebooks/owned');
      expect(mine.status, JSON.stringify(mine.body)).toBe(200);
      return { titles: mine.body.data.map((b: { title: string; owned: boolean }) => [b.title, b.owned]), total: mine.body.meta.total };
    };
    expect(await titles(buyer)).toEqual({ titles: [[(await buyer.client.get(`/api/v1/ebooks/${book.id}`)).body.title, true]], total: 1 });
    // The stranger kept the stamped book and was refunded the other.
    expect(await titles(stranger)).toEqual({ titles: [['Sổ tay đọc nhanh', true]], total: 1 });
    expect(await titles(other)).toEqual({ titles: [], total: 0 });
    expect((await server.anonymous.get('/api/v1/ebooks/owned')).status).toBe(401);
  });

  it('archives a sold book on delete: gone from the shelf, still downloadable by its buyers; an unsold one is deleted', async () => {
    expect((await host.client.delete(`/api/v1/ebooks/${book.id}`)).body).toEqual({ success: true });
    expectError(await server.anonymous.get(`/api/v1/ebooks/${book.id}`), 'EBOOK_NOT_FOUND');
    expect((await buyer.client.get(`/api/v1/ebooks/${book.id}/download`)).status).toBe(200);
    const unsold = await newBook('Chưa ai mua');
    await host.client.delete(`/api/v1/ebooks/${unsold.id}`);
    expectError(await host.client.get(`/api/v1/ebooks/${unsold.id}`), 'EBOOK_NOT_FOUND');
  });

  it('leaves the shelf with its host’s account, while buyers keep their downloads; the host’s library and academy go', async () => {
    const leaving = await signUpHost(server, 'Mai Xuân Trường');
    const fileId = await uploadPrivate(server, leaving, { bytes: pdf, folder: 'ebooks' });
    const sold = await approvedEbook(leaving, admin, { title: 'Sách cuối cùng', fileId, price: 50_000 });
    await buy(buyer, sold.id);
    await leaving.client.post('/api/v1/resources', { kind: 'LINK', name: 'Ghi chú', url: 'https://example.vn/ghi-chu' });
    await leaving.client.post('/api/v1/academy/parts', { title: 'Giới thiệu' });

    await leaving.client.post('/api/v1/auth/terminate-request');
    const gone = await leaving.client.delete('/api/v1/auth/terminate', { code: await latestOtp(server, leaving.user.email!) });
    await eventsDelivered(server.database.db);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);

    expectError(await server.anonymous.get(`/api/v1/ebooks/${sold.id}`), 'EBOOK_NOT_FOUND');
    expect((await buyer.client.get(`/api/v1/ebooks/${sold.id}/download`)).status).toBe(200);
    expect((await server.anonymous.get(`/api/v1/academy/${leaving.user.id}/parts`)).body.data).toEqual([]);
    expect((await admin.client.get(`/api/v1/admin/libraries/list?ownerId=${leaving.user.id}`)).body.meta.total).toBe(0);
  });
  describe('review by admins', () => {
    const queue = '/api/v1/content-moderation';
    const itemOf = async (id: string) =>
      ((await admin.client.get(`${queue}/list?type=E_BOOK&limit=100`)).body.data as { id: string; status: string; keywords: string[]; link: string }[]).find(
        (i) => i.id === id,
      );
    const told = async (type: string) =>
      ((await other.client.get('/api/v1/notifications?limit=100')).body.data as { type: string; body: string }[]).filter((n) => n.type === type);
    const isPublic = async (id: string) => (await server.anonymous.get(`/api/v1/ebooks/${id}`)).status === 200;

    beforeAll(async () => {
      expect((await admin.client.post(`${queue}/keywords`, { keyword: 'lừa đảo' })).status).toBe(201);
    });

    it('keeps a book its host asks to publish off sale until an admin approves it; then it is on sale and its host told', async () => {
      const asked = await newBook('Kỹ năng đàm phán', { status: 'DRAFT' }, other);
      const submitted = await other.client.put(`/api/v1/ebooks/${asked.id}`, { status: 'PUBLISHED' });
      expect(submitted.body.status).toBe('PENDING_APPROVAL_WITH_ADMIN');
      expect(await isPublic(asked.id)).toBe(false);
      expect((await buyer.client.post('/api/v2/carts/add', line(asked.id))).body.code).toBe('INVALID_PRODUCT_ITEM');
      expect((await server.anonymous.get(`/api/v1/ebooks/list?hostId=${other.user.id}`)).body.data).toEqual([]);
      expect(await itemOf(asked.id)).toMatchObject({ status: 'PENDING', keywords: [], link: `/ebooks/${asked.slug}` });

      const approved = await admin.client.patch(`${queue}/E_BOOK/${asked.id}/approve`);
      expect(approved.body).toEqual({ type: 'E_BOOK', id: asked.id, status: 'PUBLISHED' });
      expect(await isPublic(asked.id)).toBe(true);
      expect(await itemOf(asked.id)).toMatchObject({ status: 'APPROVED' });
      expect((await told('EBOOK_APPROVED')).some((n) => n.body.includes('Kỹ năng đàm phán'))).toBe(true);
      expectError(await admin.client.patch(`${queue}/E_BOOK/${asked.id}/approve`), 'EBOOK_INVALID_STATUS');
    });

    it('rejects a flagged book with a reason its host reads; put on sale again, it is reviewed again', async () => {
      const fileId = await uploadPrivate(server, other, { bytes: pdf, folder: 'ebooks' });
      const made = await other.client.post('/api/v1/ebooks', {
        title: 'Làm giàu nhanh',
        description: 'Bí quyết lua dao',
        fileId,
        price: 10_000,
        status: 'PUBLISHED',
      });
      expect(made.body.status).toBe('PENDING_APPROVAL_WITH_ADMIN');
      expect(await itemOf(made.body.id)).toMatchObject({ status: 'PENDING', keywords: ['lừa đảo'] });

      const rejected = await admin.client.patch(`${queue}/E_BOOK/${made.body.id}/reject`, { reason: 'Nội dung lừa đảo', action: 'CONTACT' });
      expect(rejected.body).toEqual({ type: 'E_BOOK', id: made.body.id, status: 'REJECTED' });
      expect((await other.client.get(`/api/v1/ebooks/${made.body.id}`)).body).toMatchObject({ status: 'REJECTED', rejectReason: 'Nội dung lừa đảo' });
      const notice = (await told('EBOOK_REJECTED')).find((n) => n.body.includes('Làm giàu nhanh'));
      expect(notice?.body).toContain('Lý do: Nội dung lừa đảo');
      expect(notice?.body).toContain('Quản trị viên sẽ liên hệ');
      expect(await isPublic(made.body.id)).toBe(false);

      const again = await other.client.put(`/api/v1/ebooks/${made.body.id}`, { description: 'Bí quyết tiết kiệm', status: 'PUBLISHED' });
      expect(again.body).toMatchObject({ status: 'PENDING_APPROVAL_WITH_ADMIN', rejectReason: null });
      expect(await isPublic(made.body.id)).toBe(false);
      expect(await itemOf(made.body.id)).toMatchObject({ status: 'PENDING', keywords: [] });
    });

    it('lets its host take an approved book off sale and back without review; an edit with a keyword waits for an admin while on sale', async () => {
      const book = await newBook('Nghệ thuật bán hàng', { status: 'PUBLISHED' }, other);
      expect((await other.client.put(`/api/v1/ebooks/${book.id}`, { status: 'DRAFT' })).body.status).toBe('UNPUBLISHED');
      expect(await isPublic(book.id)).toBe(false);
      expect((await other.client.put(`/api/v1/ebooks/${book.id}`, { status: 'PUBLISHED' })).body.status).toBe('PUBLISHED');

      const edited = await other.client.put(`/api/v1/ebooks/${book.id}`, { description: 'Chiêu lừa đảo khách hàng' });
      expect(edited.body.status).toBe('PUBLISHED');
      expect(await isPublic(book.id)).toBe(true);
      expect(await itemOf(book.id)).toMatchObject({ status: 'PENDING', keywords: ['lừa đảo'] });
      expect((await admin.client.patch(`${queue}/E_BOOK/${book.id}/reject`, { reason: 'Mô tả vi phạm', action: 'REJECTED' })).body.status).toBe('REJECTED');
      expect(await isPublic(book.id)).toBe(false);
    });
  });
});
