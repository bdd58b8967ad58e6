import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventOnSale, paidOrder } from '../../commerce/commerce.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { publishedCourse } from '../courses/courses.testing.js';
import { approvedEbook } from '../ebooks/ebooks.testing.js';
import { uploadPrivate } from '../libraries/libraries.testing.js';

const pdf = new TextEncoder().encode('%PDF-1.4\n% sách thử\n%%EOF\n');
const line = (productItemType: string, productItemId: string) => ({ productItemType, productItemId, quantity: 1 });
const used = 'Bạn đã sử dụng sản phẩm này nên không thể yêu cầu hoàn tiền.';

describe('a combo is refunded by the rule of its items', () => {
  let server: TestServer;
  let courseComboId: string;
  let ebookComboId: string;
  let courseId: string;
  let lessonId: string;
  let ebookId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const admin = await loginAdmin(server);
    const host = await signUpHost(server, 'Trịnh Khánh Linh');
    // An event far ahead: the ticket alone never stops the refund here.
    const sale = await eventOnSale(server, { host, startsIn: 30 * 24 });
    const course = await publishedCourse(server, host, admin, { title: 'Viết văn bản kỹ thuật', price: 400_000 });
    courseId = course.course.id;
    lessonId = course.lessons[1]!.id;
    const fileId = await uploadPrivate(server, host, { fileName: 'so-tay.pdf', bytes: pdf, folder: 'ebooks' });
    ebookId = (await approvedEbook(host, admin, { title: 'Sổ tay viết', fileId, price: 90_000 })).id;
    const create = async (title: string, items: ReturnType<typeof line>[]) => {
      const res = await host.client.post('/api/v1/combos', { title, price: 450_000, status: 'PUBLISHED', items });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as string;
    };
    courseComboId = await create('Combo vé và khoá học', [line('TICKET_TIER', sale.tiers[0]!.id), line('ONLINE_COURSE', courseId)]);
    ebookComboId = await create('Combo vé và sách', [line('TICKET_TIER', sale.tiers[0]!.id), line('E_BOOK', ebookId)]);
  }, 90_000);
  afterAll(() => server.close());

  const buyCombo = async (buyer: Session, comboId: string) => (await paidOrder(server, buyer, { items: [line('COMBO', comboId)] })).items[0]!.id;
  const askRefund = (buyer: Session, orderItemId: string) => buyer.client.post('/api/v1/refunds', { orderItemId, reason: 'Tôi không cần nữa.' });

  it('refuses a combo whose course was started, as the course alone is refused', async () => {
    const alone = await signUpVerified(server, { fullName: 'Đỗ Văn Khang' });
    const courseLineId = (await paidOrder(server, alone, { items: [line('ONLINE_COURSE', courseId)] })).items[0]!.id;
    await alone.client.put(`/api/v1/online-courses/lessons/${lessonId}/progress`, { positionSeconds: 20 });
    const refusedAlone = await askRefund(alone, courseLineId);

    const buyer = await signUpVerified(server, { fullName: 'Vũ Thị Mai' });
    const comboLineId = await buyCombo(buyer, courseComboId);
    const progress = await buyer.client.put(`/api/v1/online-courses/lessons/${lessonId}/progress`, { positionSeconds: 20 });
    expect(progress.status, JSON.stringify(progress.body)).toBe(200);
    const refused = await askRefund(buyer, comboLineId);

    expect([refused.status, refused.body.code, refused.body.message]).toEqual([409, 'REFUND_NOT_ALLOWED', used]);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([refusedAlone.status, refusedAlone.body.code, refusedAlone.body.message]);
  });

  it('refuses a combo whose e-book was downloaded', async () => {
    const buyer = await signUpVerified(server, { fullName: 'Lâm Quốc Bảo' });
    const comboLineId = await buyCombo(buyer, ebookComboId);
    expect((await buyer.client.get(`/api/v1/ebooks/${ebookId}/download`)).status).toBe(200);
    const refused = await askRefund(buyer, comboLineId);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([409, 'REFUND_NOT_ALLOWED', used]);
  });

  it('accepts the refund of a combo nothing of which was used, and of nobody else’s line', async () => {
    const buyer = await signUpVerified(server, { fullName: 'Ngô Thanh Vân' });
    const comboLineId = await buyCombo(buyer, ebookComboId);
    const stranger = await signUpVerified(server, { fullName: 'Tạ Minh Đức' });
    expect((await askRefund(stranger, comboLineId)).status).toBeGreaterThanOrEqual(403);
    const asked = await askRefund(buyer, comboLineId);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  });
});
