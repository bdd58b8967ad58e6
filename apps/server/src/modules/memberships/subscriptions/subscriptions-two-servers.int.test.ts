import type { AddressInfo } from 'node:net';
import type { SubscribeResultDto, SubscriptionDetailDto } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually } from '../../../../test/support/wait.js';
import { buildApp, type BuiltApp } from '../../../app.js';
import { openDatabase, type Database } from '../../../platform/db/database.js';
import { publishedCourse } from '../../catalogue/courses/courses.testing.js';
import { vnpSignedQuery } from '../../commerce/payments/providers/vnpay.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { createPlan, planBody } from '../plans/plans.testing.js';

/**
 * Exactly once: two servers on one database both run the renewal work, and every provider callback
 * reaches both of them twice. Each period is opened once, charged once and paid once.
 */
describe('subscription periods with two servers and doubled callbacks', () => {
  const clock = { at: new Date(), now: () => new Date(clock.at) };
  let server: TestServer;
  let other: BuiltApp;
  let otherDb: Database;
  let otherUrl: string;
  let monthly: string;

  beforeAll(async () => {
    server = await startTestServer({}, { clock });
    otherDb = openDatabase(server.config.databaseUrl!, { max: 5 });
    other = await buildApp(server.config, otherDb, { logger: false, clock });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    otherUrl = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
    const admin = await loginAdmin(server);
    const host = await signUpHost(server, 'Mai Hai Máy');
    const course = (await publishedCourse(server, host, admin, { title: 'Kế toán cho hội viên' })).course;
    monthly = (await createPlan(admin, planBody(course.id))).prices[0]!.id;
  });
  afterAll(async () => {
    await other.app.close();
    await otherDb.pool.end();
    await server.close();
  });

  /** VNPay's notification of a paid attempt, sent to both servers twice at once. */
  async function vnpayPaysEverywhere(orderCode: string, amount: number) {
    const query = vnpSignedQuery(
      {
        vnp_Amount: String(amount * 100),
        vnp_BankCode: 'NCB',
        vnp_OrderInfo: `Thanh toan don hang ${orderCode}`,
        vnp_PayDate: '20260101120530',
        vnp_ResponseCode: '00',
        vnp_TmnCode: server.config.payments.vnpay.tmnCode,
        vnp_TransactionNo: `7${orderCode.slice(2, 9).replace(/\D/g, '1')}`,
        vnp_TransactionStatus: '00',
        vnp_TxnRef: `${orderCode}-1`,
      },
      server.config.payments.vnpay.hashSecret,
    );
    const answers = await Promise.all(
      [server.url, otherUrl, server.url, otherUrl].map((url) => fetch(`${url}/api/v2/payments/ipn/vnpay?${query}`).then((r) => r.json())),
    );
    // One of the four settles it; the others are told it was already confirmed.
    expect(answers.filter((a) => (a as { RspCode: string }).RspCode === '00')).toHaveLength(1);
  }

  const only = async (member: Session) => ((await member.client.get('/api/v1/subscriptions/me')).body as { data: SubscriptionDetailDto[] }).data[0]!;
  const bothRun = () =>
    Promise.all([server.services.scheduler.runDue(), other.services.scheduler.runDue(), server.services.scheduler.runDue(), other.services.scheduler.runDue()]);

  async function counts(subscriptionId: string) {
    const { rows } = await server.database.pool.query<{ periods: number; paid: number; orders: number; successes: number }>(
      `select count(*)::int as periods,
              count(*) filter (where p.status = 'PAID')::int as paid,
              count(distinct o.id)::int as orders,
              (select count(*)::int from payments x where x.order_id in (select order_id from subscription_periods where subscription_id = $1) and x.status = 'SUCCESS') as successes
         from subscription_periods p left join orders o on o.id = p.order_id
        where p.subscription_id = $1`,
      [subscriptionId],
    );
    return rows[0]!;
  }

  it('opens and settles each period of a pay-link member once', async () => {
    const member = await signUpVerified(server, { fullName: 'Lê Hai Lần' });
    const first = (await member.client.post(`/api/v1/subscriptions/${monthly}/subscribe`, { provider: 'VNPAY' })).body as SubscribeResultDto;
    await vnpayPaysEverywhere(first.order!.code, first.order!.total);
    const active = await eventually(async () => {
      const s = await only(member);
      return s.status === 'ACTIVE' && s;
    }, 10_000);

    for (let round = 0; round < 2; round += 1) {
      const end = new Date((await only(member)).currentPeriodEnd!);
      clock.at = new Date(end.getTime() + 60_000);
      await bothRun();
      const due = await eventually(async () => {
        const s = await only(member);
        return s.status === 'PENDING_RENEWAL' && s.openOrder && s;
      }, 10_000);
      await bothRun();
      await vnpayPaysEverywhere(due!.openOrder!.code, due!.openOrder!.total);
      await eventually(async () => (await only(member)).status === 'ACTIVE', 10_000, 'the renewal settled');
    }
    expect(await counts(active!.id)).toEqual({ periods: 3, paid: 3, orders: 3, successes: 3 });
  });

  it('charges a card member once per period, whichever server runs the work', async () => {
    const member = await signUpVerified(server, { fullName: 'Vũ Thẻ Lưu' });
    const card = await member.client.post('/api/v1/subscriptions/card', { token: 'tok_sandbox_4242_1230' });
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    const subscribed = await member.client.post(`/api/v1/subscriptions/${monthly}/subscribe`, { cardId: card.body.id });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
    expect(subscribed.body).toMatchObject({ payUrl: null, subscription: { cardId: card.body.id } });
    await bothRun();
    const active = await eventually(async () => {
      await bothRun();
      const s = await only(member);
      return s.status === 'ACTIVE' && s;
    }, 15_000);
    for (let round = 0; round < 2; round += 1) {
      const end = new Date((await only(member)).currentPeriodEnd!);
      clock.at = new Date(end.getTime() + 60_000);
      await eventually(
        async () => {
          await bothRun();
          const s = await only(member);
          return s.status === 'ACTIVE' && new Date(s.currentPeriodEnd!) > end;
        },
        15_000,
        'the card renewal',
      );
    }
    expect(await counts(active!.id)).toEqual({ periods: 3, paid: 3, orders: 3, successes: 3 });
    const { rows } = await server.database.pool.query<{ n: number }>(
      `select count(*)::int as n from sandbox_card_charges where token = 'tok_sandbox_4242_1230' and ok`,
    );
    expect(rows[0]!.n).toBe(3);
  });

  it('renews card members falling due together in batches, each once, with the same order a single renewal writes', async () => {
    const members: Session[] = [];
    for (const name of ['Hà Cùng Ngày', 'Hồ Cùng Ngày', 'Lý Cùng Ngày', 'Tạ Cùng Ngày']) {
      const member = await signUpVerified(server, { fullName: name });
      const card = await member.client.post('/api/v1/subscriptions/card', { token: 'tok_sandbox_4242_1230' });
      const subscribed = await member.client.post(`/api/v1/subscriptions/${monthly}/subscribe`, { cardId: card.body.id });
      expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
      members.push(member);
    }
    const active = await eventually(async () => {
      await bothRun();
      const all = await Promise.all(members.map(only));
      return all.every((s) => s.status === 'ACTIVE') && all;
    }, 15_000);
    // One of them cancels: its renewal task falls in the same batch and ends it, one by one.
    const [leaving, ...staying] = active!;
    await members[0]!.client.post(`/api/v1/subscriptions/${leaving!.id}/cancel`, {});
    const end = new Date(staying[0]!.currentPeriodEnd!);
    expect(staying.every((s) => s.currentPeriodEnd === staying[0]!.currentPeriodEnd)).toBe(true);
    clock.at = new Date(end.getTime() + 60_000);
    await eventually(
      async () => {
        await bothRun();
        const all = await Promise.all(members.slice(1).map(only));
        return all.every((s) => s.status === 'ACTIVE' && new Date(s.currentPeriodEnd!) > end);
      },
      15_000,
      'the renewals of the same minute',
    );
    expect(await only(members[0]!)).toBeUndefined();
    for (const s of staying) expect(await counts(s.id)).toEqual({ periods: 2, paid: 2, orders: 2, successes: 2 });
    // The renewal's order, line and attempt are those of the first period's (what one renewal's `open` writes), but for ids, codes and times.
    const { rows } = await server.database.pool.query(
      `select p.kind, o.status, o.subtotal, o.discount_total, o.voucher_total, o.total, o.provider, o.method, o.voucher_id, o.user_id = s.user_id as own,
              i.user_id = s.user_id as own_line, i.host_id, i.product_type, i.product_id, i.parent_type, i.parent_id, i.title, i.subtitle, i.link,
              i.unit_price, i.quantity, i.discount_amount, i.voucher_amount, i.total as line_total, i.status as line_status,
              pay.provider as pay_provider, pay.method as pay_method, pay.amount as pay_amount, pay.status as pay_status, pay.attempt,
              pay.reference = o.code || '-1' as reference_of_code, p.order_code = o.code as period_code, p.amount = o.total as period_amount,
              (select count(*)::int from sandbox_card_charges c where c.idempotency_key = 'subscription-charge:' || pay.id) as charges
         from subscription_periods p join subscriptions s on s.id = p.subscription_id join orders o on o.id = p.order_id
         join order_items i on i.order_id = o.id join payments pay on pay.order_id = o.id
        where p.subscription_id = any($1::uuid[]) order by s.id, p.period_start`,
      [staying.map((s) => s.id)],
    );
    expect(rows).toHaveLength(6);
    for (let i = 0; i < rows.length; i += 2) {
      const { kind: firstKind, ...first } = rows[i];
      const { kind: renewalKind, ...renewal } = rows[i + 1];
      expect([firstKind, renewalKind]).toEqual(['FIRST', 'RENEWAL']);
      expect(renewal).toEqual(first);
      expect(renewal).toMatchObject({ status: 'PAID', pay_status: 'SUCCESS', charges: 1, own: true, own_line: true, period_code: true });
    }
    // Told after the commit, once each: the receipt of each order paid and the renewal's notice.
    const told = async () =>
      (
        await server.database.pool.query<{ receipts: number; renewed: number }>(
          `select count(*) filter (where n.type = 'PAYMENT_SUCCESS')::int as receipts,
                  count(*) filter (where n.type = 'SUBSCRIPTION_SUCCESS' and n.title like 'Gia hạn%')::int as renewed
             from notifications n where n.user_id in (select user_id from subscriptions where id = any($1::uuid[]))`,
          [staying.map((s) => s.id)],
        )
      ).rows[0]!;
    await eventually(
      async () => {
        await bothRun();
        return (await told()).renewed === 3;
      },
      15_000,
      'the renewal notices',
    );
    expect(await told()).toEqual({ receipts: 6, renewed: 3 });
    // The plan's creator heard of each first payment, and of none of the renewals paid in the batch.
    const { rows: seller } = await server.database.pool.query<{ kind: string; n: number }>(
      `select p.kind, count(*)::int as n from subscription_periods p
         join notifications n on n.data->>'orderId' = p.order_id::text and n.title = 'Có đơn hàng mới'
         join subscriptions s on s.id = p.subscription_id join memberships m on m.id = s.membership_id
        where p.subscription_id = any($1::uuid[]) and n.user_id = m.created_by group by p.kind`,
      [staying.map((s) => s.id)],
    );
    expect(seller).toEqual([{ kind: 'FIRST', n: 3 }]);
  });
});
