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
});
