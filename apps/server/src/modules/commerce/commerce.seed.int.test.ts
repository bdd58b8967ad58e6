import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { seedCatalogue } from '../../demo/catalogue.seed.js';
import { seedCommerce } from '../../demo/commerce.seed.js';
import { seedEvents } from '../../demo/events.seed.js';
import { DEMO_HOST, seedHosts } from '../../demo/hosts.seed.js';
import { storeDemoImages } from '../../demo/images.js';
import { DEMO_USER } from '../../demo/seed.js';

describe('the demo commerce', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server.database;
    const users = server.services.identity.users;
    const images = await storeDemoImages(server.services.uploads);
    await seedHosts({ db, users, catalogue: await seedCatalogue(db), images });
    await seedEvents({ db, users, images });
    await seedCommerce({ db, users, buyerEmail: DEMO_USER.email, hostEmail: DEMO_HOST.email });
  });
  afterAll(() => server.close());

  it('gives the demo buyer a paid order of two tickets and a voucher to try', async () => {
    const login = await server.anonymous.post('/api/v1/auth/login', { email: DEMO_USER.email, password: DEMO_USER.password });
    const buyer = server.anonymous.withToken(login.body.accessToken);
    const mine = (await buyer.get('/api/v2/orders')).body;
    expect(mine.data).toEqual([expect.objectContaining({ status: 'PAID', provider: 'VNPAY', itemCount: 1 })]);
    const quote = await buyer.post('/api/v1/quotation', {
      items: [{ productItemType: 'TICKET_TIER', productItemId: (await buyer.get(`/api/v2/orders/${mine.data[0].id}/order-items`)).body.data[0].productItemId }],
      voucherCode: 'chaoban',
    });
    expect(quote.body).toMatchObject({ voucher: { code: 'CHAOBAN' }, voucherProblem: null });
    expect(quote.body.voucherTotal).toBeGreaterThan(0);
  });
});
