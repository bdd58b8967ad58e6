import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventsDelivered } from '../../../../test/support/wait.js';
import { expectError, expectInvalid } from '../../identity/auth/auth.testing.js';
import { sandboxCardCharges, subscriptionCards } from './subscription-cards.table.js';

const BASE = '/api/v1/subscriptions/card';
const GOOD = 'tok_sandbox_4242_1230';
const MISSING = '0b7e3f9c-2d4a-4c1e-9f7a-1a2b3c4d5e6f';

describe('stored subscription cards', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const rowsOf = (userId: string) => server.database.db.select().from(subscriptionCards).where(eq(subscriptionCards.userId, userId));

  it('asks for credentials to list or store cards', async () => {
    expectError(await server.anonymous.get(BASE), 'UNAUTHORIZED');
    expectError(await server.anonymous.post(BASE, { token: GOOD }), 'UNAUTHORIZED');
  });

  it('lists no card for a new member, and says the sandbox form makes the tokens', async () => {
    const member = await signUpVerified(server);
    const res = await member.client.get(BASE);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], entry: 'SANDBOX' });
  });

  it('stores a valid sandbox token as the first, default card, with what the provider says of it and never the token', async () => {
    const member = await signUpVerified(server);
    const stored = await member.client.post(BASE, { token: 'tok_sandbox_4444_0530_mastercard' });
    expect(stored.status).toBe(201);
    expect(stored.body).toEqual({
      id: expect.any(String),
      provider: 'SANDBOX',
      brand: 'mastercard',
      last4: '4444',
      expMonth: 5,
      expYear: 2030,
      isDefault: true,
      isExpired: false,
      createdAt: expect.any(String),
    });
    const listed = await member.client.get(BASE);
    expect(listed.body.data).toEqual([stored.body]);
    expect(JSON.stringify(listed.body)).not.toContain('tok_sandbox');
  });

  it('refuses an unknown, malformed or expired token with SUBSCRIPTION_CARD_TOKEN_NOT_FOUND and stores nothing', async () => {
    const member = await signUpVerified(server);
    for (const token of ['tok_sandbox_4242_0120', 'tok_sandbox_4242_1330', 'pm_1QxYz', 'tok_live_4242_1230']) {
      expectError(await member.client.post(BASE, { token }), 'SUBSCRIPTION_CARD_TOKEN_NOT_FOUND');
    }
    expectInvalid(await member.client.post(BASE, {}), [{ field: 'token', code: 'SUBSCRIPTION_CARD_TOKEN_NOT_FOUND' }]);
    expectInvalid(await member.client.post(BASE, { token: '4242 4242 4242 4242' }), [{ field: 'token', code: 'SUBSCRIPTION_CARD_TOKEN_NOT_FOUND' }]);
    expectInvalid(await member.client.post(BASE, { token: GOOD, makeDefault: 'yes' }), [
      { field: 'makeDefault', code: 'INVALID_INPUT_PARAMS', message: 'Giá trị makeDefault không hợp lệ.' },
    ]);
    expect(await rowsOf(member.user.id)).toEqual([]);
  });

  it('keeps one card for a token stored twice, even at the same moment', async () => {
    const member = await signUpVerified(server);
    const [a, b] = await Promise.all([member.client.post(BASE, { token: GOOD }), member.client.post(BASE, { token: GOOD })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    const again = await member.client.post(BASE, { token: GOOD });
    expect(again.body.id).toBe(a.body.id);
    expect(await rowsOf(member.user.id)).toHaveLength(1);
  });

  it("never shows a member another member's cards, though both typed the same test card", async () => {
    const [ann, binh] = await Promise.all([signUpVerified(server), signUpVerified(server)]);
    const annCard = await ann.client.post(BASE, { token: GOOD });
    const binhCard = await binh.client.post(BASE, { token: GOOD });
    expect(binhCard.body.id).not.toBe(annCard.body.id);
    await ann.client.post(BASE, { token: 'tok_sandbox_0005_0129' });
    expect((await binh.client.get(BASE)).body.data.map((c: { id: string }) => c.id)).toEqual([binhCard.body.id]);
    expect((await ann.client.get(BASE)).body.data).toHaveLength(2);
    // Nor through the port renewals use.
    expect(await server.services.subscriptionCards.cardOf(binh.user.id, annCard.body.id)).toBeNull();
  });

  it('switches the default card when asked, listing the default first, and keeps it otherwise', async () => {
    const member = await signUpVerified(server);
    const first = await member.client.post(BASE, { token: GOOD });
    const second = await member.client.post(BASE, { token: 'tok_sandbox_5556_0731' });
    expect(second.body.isDefault).toBe(false);
    let listed = (await member.client.get(BASE)).body.data;
    expect(listed.map((c: { id: string; isDefault: boolean }) => [c.id, c.isDefault])).toEqual([
      [first.body.id, true],
      [second.body.id, false],
    ]);
    const third = await member.client.post(BASE, { token: 'tok_sandbox_1881_0830', makeDefault: true });
    expect(third.body.isDefault).toBe(true);
    listed = (await member.client.get(BASE)).body.data;
    expect(listed.map((c: { id: string }) => c.id)).toEqual([third.body.id, second.body.id, first.body.id]);
    expect(listed.filter((c: { isDefault: boolean }) => c.isDefault)).toHaveLength(1);
    // Storing a known card again with makeDefault makes it the default.
    const back = await member.client.post(BASE, { token: GOOD, makeDefault: true });
    expect(back.body).toMatchObject({ id: first.body.id, isDefault: true });
    expect((await server.services.subscriptionCards.defaultCardOf(member.user.id))?.id).toBe(first.body.id);
  });

  it('charges the default card through the port once per idempotency key, whoever asks at the same time', async () => {
    const member = await signUpVerified(server);
    await member.client.post(BASE, { token: GOOD });
    const cards = server.services.subscriptionCards;
    const card = (await cards.defaultCardOf(member.user.id))!;
    expect(card).toMatchObject({ userId: member.user.id, provider: 'SANDBOX', token: GOOD, last4: '4242', isDefault: true });
    const key = `renewal:${card.id}:2026-12`;
    const input = { amount: 199_000, reference: 'DH-2911-0042', idempotencyKey: key, description: 'Gia hạn gói tháng' };
    const outcomes = await Promise.all([cards.charge(card, input), cards.charge(card, input), cards.charge(card, input)]);
    expect(outcomes[0]).toMatchObject({ ok: true });
    expect(outcomes[1]).toEqual(outcomes[0]);
    expect(outcomes[2]).toEqual(outcomes[0]);
    expect(await server.database.db.select().from(sandboxCardCharges).where(eq(sandboxCardCharges.idempotencyKey, key))).toHaveLength(1);
    expect(await cards.cardOf(member.user.id, MISSING)).toBeNull();
  });

  it('answers a declined card as a refusal with its code', async () => {
    const member = await signUpVerified(server);
    await member.client.post(BASE, { token: 'tok_sandbox_0002_1230' });
    const cards = server.services.subscriptionCards;
    const card = (await cards.defaultCardOf(member.user.id))!;
    expect(await cards.charge(card, { amount: 99_000, reference: 'DH-1', idempotencyKey: 'declined-1', description: 'Gói tháng' })).toEqual({
      ok: false,
      code: 'card_declined',
      message: 'Thẻ bị từ chối.',
    });
  });

  it('forgets the cards of an erased account: renewals find none to charge', async () => {
    const member = await signUpVerified(server);
    const stored = await member.client.post(BASE, { token: GOOD });
    const admin = await loginAdmin(server);
    expect((await admin.client.delete(`/api/v1/admin/users/${member.user.id}`)).status).toBe(200);
    await eventsDelivered(server.database.db);
    expect(await server.services.subscriptionCards.defaultCardOf(member.user.id)).toBeNull();
    expect(await server.services.subscriptionCards.cardOf(member.user.id, stored.body.id)).toBeNull();
  });
});
