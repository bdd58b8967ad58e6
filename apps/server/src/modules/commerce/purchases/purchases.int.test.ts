import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { expectInvalidFields } from '../../identity/profiles/profiles.testing.js';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

// Orders arrive with the commerce issue; until then nobody has paid for anything, and these answer so.
describe("a person's payments and owned products", () => {
  let server: TestServer;
  let binh: Session;
  beforeAll(async () => {
    server = await startTestServer();
    binh = await signUpVerified(server);
  });
  afterAll(() => server.close());

  it('lists my payments as a page, newest first', async () => {
    const res = await binh.client.post('/api/v1/users/payments', { page: 1, limit: 10, status: 'SUCCESS' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], meta: { page: 1, limit: 10, total: 0, totalPages: 0 } });
    expect((await binh.client.post('/api/v1/users/payments', {})).body.meta).toEqual({ page: 1, limit: 20, total: 0, totalPages: 0 });
  });

  it('answers once per product asked, in order, whether I own it', async () => {
    const res = await binh.client.post('/api/v1/users/payments/check', { productItemIds: [B, A, B] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { productItemId: B, purchased: false, type: null, orderId: null, purchasedAt: null },
      { productItemId: A, purchased: false, type: null, orderId: null, purchasedAt: null },
    ]);
  });

  it('refuses anonymous callers and malformed requests', async () => {
    expectError(await server.anonymous.post('/api/v1/users/payments', {}), 'UNAUTHORIZED');
    expectError(await server.anonymous.post('/api/v1/users/payments/check', { productItemIds: [A] }), 'UNAUTHORIZED');
    expectInvalidFields(await binh.client.post('/api/v1/users/payments/check', { productItemIds: [] }), ['productItemIds']);
    expectInvalidFields(await binh.client.post('/api/v1/users/payments/check', { productItemIds: ['khong-phai-uuid'] }), ['productItemIds.0']);
    expectInvalidFields(await binh.client.post('/api/v1/users/payments', { limit: 1000, status: 'PAID' }), ['limit', 'status']);
  });
});
