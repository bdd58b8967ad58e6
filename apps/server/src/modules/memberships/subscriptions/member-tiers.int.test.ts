import type { ComboDto, EventDetailDto, ProductDto, SearchResultDto, SubscribeResultDto, SubscriptionDetailDto } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually } from '../../../../test/support/wait.js';
import { eventOnSale, expectItemErrors, settleLatest, tierLine, type EventOnSale } from '../../commerce/commerce.testing.js';
import { createPlan, planBody } from '../plans/plans.testing.js';

describe('a member-only ticket tier', () => {
  const clock = { at: new Date(), now: () => new Date(clock.at) };
  let server: TestServer;
  let onSale: EventOnSale;
  let memberTier: string;
  let openTier: string;
  let plan: { id: string; name: string; priceId: string };

  beforeAll(async () => {
    server = await startTestServer({}, { clock });
    const admin = await loginAdmin(server);
    onSale = await eventOnSale(server, {
      tiers: [
        { name: 'Hội viên', price: 90_000, capacity: 20 },
        { name: 'Phổ thông', price: 150_000, capacity: 20 },
      ],
    });
    [memberTier, openTier] = onSale.tiers.map((t) => t.id) as [string, string];
    const created = await createPlan(
      admin,
      planBody('', { name: 'Hội viên sự kiện', products: [{ productItemType: 'TICKET_TIER', productItemId: memberTier }] }),
    );
    plan = { id: created.id, name: created.name, priceId: created.prices[0]!.id };
  });
  afterAll(() => server.close());

  const addToCart = (buyer: Session, tierId: string) => buyer.client.post('/api/v1/carts/add', tierLine(tierId));
  const checkout = (buyer: Session, tierId: string) => buyer.client.post('/api/v2/orders', { provider: 'VNPAY', items: [tierLine(tierId)] });
  const mine = async (member: Session) => ((await member.client.get('/api/v1/subscriptions/me')).body as { data: SubscriptionDetailDto[] }).data[0];

  async function member(name: string): Promise<{ session: Session; subscription: SubscriptionDetailDto }> {
    const session = await signUpVerified(server, { fullName: name });
    const res = await session.client.post(`/api/v1/subscriptions/${plan.priceId}/subscribe`, { provider: 'VNPAY' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await settleLatest(server, (res.body as SubscribeResultDto).order!.id)).toBe('SETTLED');
    const subscription = await eventually(async () => (await mine(session))?.status === 'ACTIVE' && mine(session), 10_000, 'the member paid');
    return { session, subscription: subscription! };
  }

  it('is shown on the event page as for the members of the plans including it, the other tier as for anyone', async () => {
    const page = (await (await signUpVerified(server)).client.get(`/api/v2/events/${onSale.event.id}`)).body as EventDetailDto;
    const tiers = new Map(page.ticketTiers.map((t) => [t.id, t.memberPlans]));
    expect(tiers.get(memberTier)).toEqual([{ id: plan.id, name: plan.name }]);
    expect(tiers.get(openTier)).toEqual([]);
  });

  it('is set by the host in the tier editor, for plans on sale only, and cleared the same way', async () => {
    const tiers = (memberPlanIds: string[]) => ({
      ticketTiers: onSale.tiers.map((t) => ({ id: t.id, name: t.name, price: t.price, capacity: t.capacity, ...(t.id === openTier ? { memberPlanIds } : {}) })),
    });
    const unknown = await onSale.host.client.patch(`/api/v2/events/${onSale.event.id}`, tiers(['5b000000-0000-4000-8000-000000000000']));
    expect(unknown.body).toMatchObject({ code: 'MEMBERSHIP_NOT_FOUND' });
    const made = await onSale.host.client.patch(`/api/v2/events/${onSale.event.id}`, tiers([plan.id]));
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((made.body as EventDetailDto).ticketTiers.find((t) => t.id === openTier)?.memberPlans).toEqual([{ id: plan.id, name: plan.name }]);
    const cleared = await onSale.host.client.patch(`/api/v2/events/${onSale.event.id}`, tiers([]));
    expect((cleared.body as EventDetailDto).ticketTiers.map((t) => [t.id, t.memberPlans])).toEqual([
      [memberTier, [{ id: plan.id, name: plan.name }]],
      [openTier, []],
    ]);
  });

  it('is refused to someone who is not a member, at the cart and at checkout, while the other tier is sold to them', async () => {
    const stranger = await signUpVerified(server, { fullName: 'Người Chưa Là Hội Viên' });
    const cart = await addToCart(stranger, memberTier);
    expect(cart.status).toBe(403);
    expectItemErrors(cart, 'MEMBERSHIP_REQUIRED', [memberTier]);
    expect(JSON.stringify(cart.body.message)).toContain(plan.name);
    expectItemErrors(await checkout(stranger, memberTier), 'MEMBERSHIP_REQUIRED', [memberTier]);
    expect((await checkout(stranger, openTier)).status).toBe(201);
  });

  it('marks the cards of a combo holding it, and the tier itself, as for members in every list: combos, products, search', async () => {
    const combo = async (title: string, tiers: string[]) => {
      const made = await onSale.host.client.post('/api/v1/combos', { title, price: 200_000, status: 'PUBLISHED', items: tiers.map((id) => tierLine(id)) });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body as ComboDto;
    };
    const other = await eventOnSale(server, { host: onSale.host });
    const members = await combo('Combo Thẻ Hội Viên Riêng', [memberTier, openTier]);
    const anyone = await combo('Combo Thẻ Mọi Người', [openTier, other.tiers[0]!.id]);
    const visitor = await signUpVerified(server);

    const combos = (await visitor.client.get(`/api/v1/combos?hostId=${onSale.host.user.id}&limit=50`)).body.data as ComboDto[];
    const memberItems = (c?: ComboDto) => c?.items.some((item) => item.memberPlans?.length) ?? null;
    expect(memberItems(combos.find((c) => c.id === members.id))).toBe(true);
    expect(memberItems(combos.find((c) => c.id === anyone.id))).toBe(false);

    const products = (await visitor.client.get(`/api/v1/products?hostId=${onSale.host.user.id}&limit=50`)).body.data as ProductDto[];
    const flag = (id: string) => products.find((p) => p.productItemId === id)?.memberOnly ?? false;
    expect([flag(members.id), flag(anyone.id), flag(memberTier), flag(openTier)]).toEqual([true, false, true, false]);

    const hits = await eventually(
      async () => {
        const found = (await visitor.client.get(`/api/v1/search?q=${encodeURIComponent('Combo Thẻ')}&kinds=COMBO&limit=20`)).body as SearchResultDto;
        const all = found.groups.flatMap((g) => g.hits);
        return all.some((h) => h.id === members.id) && all.some((h) => h.id === anyone.id) && all;
      },
      10_000,
      'both combos are indexed',
    );
    expect(hits!.filter((h) => h.id === members.id || h.id === anyone.id).map((h) => [h.title, h.memberOnly ?? false])).toEqual(
      expect.arrayContaining([
        ['Combo Thẻ Hội Viên Riêng', true],
        ['Combo Thẻ Mọi Người', false],
      ]),
    );
  });

  it('makes a combo holding it member-only too: refused to a non-member at the cart and at checkout, sold to a member', async () => {
    const made = await onSale.host.client.post('/api/v1/combos', {
      title: 'Combo vé hội viên và vé phổ thông',
      price: 200_000,
      status: 'PUBLISHED',
      items: [tierLine(memberTier), tierLine(openTier)],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const comboId = (made.body as { id: string }).id;
    // Its page says so in advance: the member-only tier's item names the plans, the other item none.
    const shown = (await (await signUpVerified(server)).client.get(`/api/v1/combos/slug/${(made.body as ComboDto).slug}`)).body as ComboDto;
    expect(shown.items.map((item) => [item.productItemId, item.memberPlans])).toEqual([
      [memberTier, [{ id: plan.id, name: plan.name }]],
      [openTier, undefined],
    ]);
    const comboLine = { productItemType: 'COMBO', productItemId: comboId, quantity: 1 };

    const stranger = await signUpVerified(server, { fullName: 'Người Mua Combo' });
    const cart = await stranger.client.post('/api/v1/carts/add', comboLine);
    expect(cart.status).toBe(403);
    expectItemErrors(cart, 'MEMBERSHIP_REQUIRED', [comboId]);
    expect(JSON.stringify(cart.body.message)).toContain(plan.name);
    expectItemErrors(await stranger.client.post('/api/v2/orders', { provider: 'VNPAY', items: [comboLine] }), 'MEMBERSHIP_REQUIRED', [comboId]);

    const { session } = await member('Hội Viên Mua Combo');
    expect((await session.client.post('/api/v1/carts/add', comboLine)).status).toBe(201);
    const order = await session.client.post('/api/v2/orders', { provider: 'VNPAY', items: [comboLine] });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(order.body).toMatchObject({ total: 200_000 });
  });

  it('is sold to a member at its own price, and only while the subscription grants access', async () => {
    const { session, subscription } = await member('Hội Viên Mua Vé');
    expect((await addToCart(session, memberTier)).status).toBe(201);
    const order = await checkout(session, memberTier);
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(order.body).toMatchObject({ total: 90_000 });
    expect(await settleLatest(server, order.body.id)).toBe('SETTLED');

    // Cancelled but paid through the period: still a member until it ends.
    expect((await session.client.post(`/api/v1/subscriptions/${subscription.id}/cancel`, {})).status).toBe(200);
    const second = await checkout(session, memberTier);
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(await settleLatest(server, second.body.id)).toBe('SETTLED');

    clock.at = new Date(new Date(subscription.currentPeriodEnd!).getTime() + 60_000);
    await server.services.scheduler.runDue();
    // An ended subscription is no longer among the member's own.
    await eventually(async () => (await mine(session)) === undefined, 10_000, 'the subscription ended');
    expectItemErrors(await checkout(session, memberTier), 'MEMBERSHIP_REQUIRED', [memberTier]);
  });
});
