import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NotificationType } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, uniquePhone } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually } from '../../../../test/support/wait.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';

/** A Vietnam wall-clock time as an instant. */
const vn = (isoLocal: string) => new Date(`${isoLocal}+07:00`);

/** One local server playing both providers: Zalo ZNS (phones without Zalo answer -118) and eSMS. */
function startProviders() {
  const zns: { phone: string; template_id: string; template_data: Record<string, string> }[] = [];
  const sms: { Phone: string; Content: string }[] = [];
  const notOnZalo = new Set<string>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/zns') {
        const body = JSON.parse(raw) as (typeof zns)[number];
        zns.push(body);
        if (req.headers.access_token !== 'zalo-oa-token') return res.end(JSON.stringify({ error: -124, message: 'Access token is invalid' }));
        if (notOnZalo.has(body.phone)) return res.end(JSON.stringify({ error: -118, message: 'Zalo account not existed' }));
        return res.end(JSON.stringify({ error: 0, message: 'Success', data: { msg_id: `zns-${zns.length}` } }));
      }
      sms.push(JSON.parse(raw) as (typeof sms)[number]);
      res.end(JSON.stringify({ CodeResult: '100', CountRegenerate: 0, SMSID: `sms-${sms.length}` }));
    });
  });
  return new Promise<{ url: string; zns: typeof zns; sms: typeof sms; notOnZalo: typeof notOnZalo; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({ url, zns, sms, notOnZalo, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}

describe('delivering notifications: digests, the host mode and ZNS', () => {
  let server: TestServer;
  let providers: Awaited<ReturnType<typeof startProviders>>;
  let now = vn('2026-03-02T07:00:00');
  const clock = { now: () => now };

  beforeAll(async () => {
    providers = await startProviders();
    server = await startTestServer(
      {
        ZNS_ACCESS_TOKEN: 'zalo-oa-token',
        ZNS_API_URL: `${providers.url}/zns`,
        ZNS_OTP_TEMPLATE_ID: '200001',
        ZNS_TEMPLATES: JSON.stringify({
          PAYMENT_SUCCESS: { templateId: '300001', params: { customer_name: 'name', order_title: 'title', order_id: 'data.orderId', paid_at: 'time' } },
        }),
        ESMS_API_KEY: 'esms-key',
        ESMS_SECRET_KEY: 'esms-secret',
        ESMS_API_URL: `${providers.url}/esms`,
      },
      { clock },
    );
  });
  afterAll(async () => {
    await server?.close();
    await providers?.close();
  });

  const notify = (session: Session, title: string, type: NotificationType = 'SYSTEM_ANNOUNCEMENT', data?: Record<string, unknown>) =>
    server.services.notifications.notify(session.user.id, type, { title, body: `Nội dung: ${title}`, link: '/me/orders', data });
  const outbox = async (recipient: string, kind: 'PUSH' | 'EMAIL' | 'ZNS' | 'SMS') =>
    (await server.services.messaging.listOutbox({ recipient, kind, page: 1, limit: 50, sort: 'ASC' })).data;
  /** A person with a phone that receives pushes, at the given push frequency. */
  async function withDevice(frequency: string) {
    const person = await signUpVerified(server);
    const token = `device-${person.user.id}`;
    expect((await person.client.post('/api/v1/notifications/mobile', { token, platform: 'android' })).status).toBe(200);
    expect((await person.client.put('/api/v1/notifications/settings', { mobileFrequency: frequency })).body.mobileFrequency).toBe(frequency);
    return { person, token };
  }
  const at = async (isoLocal: string) => {
    now = vn(isoLocal);
    await server.services.scheduler.runDue();
  };

  describe('push frequency', () => {
    it('gives a twice-a-day person their pushes as two digests, at 08:00 and 18:00 Vietnam time, while the bell has each at once', async () => {
      await at('2026-03-02T07:00:00');
      const { person, token } = await withDevice('DAILY_BATCH_2');
      await notify(person, 'Vé đã sẵn sàng');
      expect((await person.client.get('/api/v1/notifications')).body.data.map((n: { title: string }) => n.title)).toEqual(['Vé đã sẵn sàng']);
      expect(await outbox(token, 'PUSH')).toEqual([]);

      await at('2026-03-02T08:00:00');
      await eventually(async () => (await outbox(token, 'PUSH')).length === 1, 5_000, 'the morning digest');
      expect((await outbox(token, 'PUSH'))[0]).toMatchObject({ subject: 'Vé đã sẵn sàng', body: 'Nội dung: Vé đã sẵn sàng' });

      await at('2026-03-02T09:30:00');
      for (const title of ['Đơn hàng đã thanh toán', 'Sự kiện sắp bắt đầu', 'Có người theo dõi bạn']) await notify(person, title);
      expect((await person.client.get('/api/v1/notifications/count')).body).toMatchObject({ total: 4 });
      await at('2026-03-02T17:59:00');
      expect(await outbox(token, 'PUSH')).toHaveLength(1);

      await at('2026-03-02T18:00:00');
      await eventually(async () => (await outbox(token, 'PUSH')).length === 2, 5_000, 'the evening digest');
      expect((await outbox(token, 'PUSH'))[1]).toMatchObject({
        subject: 'Bạn có 3 thông báo mới',
        body: 'Đơn hàng đã thanh toán · Sự kiện sắp bắt đầu · Có người theo dõi bạn',
      });

      // Run again, and the next morning with nothing new: no digest is sent twice or empty.
      await server.services.scheduler.runDue();
      await at('2026-03-03T08:00:00');
      expect(await outbox(token, 'PUSH')).toHaveLength(2);
    });

    it('sends no push at all when pushes are OFF, not even those held before they were turned off', async () => {
      await at('2026-03-03T10:00:00');
      const { person, token } = await withDevice('DAILY_BATCH_1');
      await notify(person, 'Giữ cho bản tổng hợp');
      await person.client.put('/api/v1/notifications/settings', { mobileFrequency: 'OFF' });
      await notify(person, 'Không đẩy');
      await at('2026-03-04T08:00:00');
      await at('2026-03-04T20:00:00');
      expect(await outbox(token, 'PUSH')).toEqual([]);
      expect((await person.client.get('/api/v1/notifications/count')).body).toMatchObject({ total: 2, unread: 2 });
    });

    it('pushes at once when INSTANT', async () => {
      const { person, token } = await withDevice('INSTANT');
      await notify(person, 'Ngay');
      expect(await outbox(token, 'PUSH')).toMatchObject([{ subject: 'Ngay' }]);
    });
  });

  describe('the host notification mode', () => {
    it('sends every host message under ALL, only those needing the host under IMPORTANT, none under NONE; the bell keeps all', async () => {
      const host = await signUpHost(server, 'Phạm Thu Hà');
      const email = host.user.email!;
      const tell = async (mode: string) => {
        expect((await host.client.patch('/api/v1/users/host-notification-mode', { mode })).body).toEqual({ mode });
        await notify(host, `${mode}: người theo dõi mới`, 'NEW_FOLLOWER');
        await notify(host, `${mode}: yêu cầu đặt lịch`, 'CALENDAR_BOOKING_NEW');
        await notify(host, `${mode}: thanh toán vé của bạn`, 'PAYMENT_SUCCESS');
      };
      for (const mode of ['ALL', 'IMPORTANT', 'NONE']) await tell(mode);

      const told = (await outbox(email, 'EMAIL')).map((m) => m.subject ?? '').filter((subject) => /^(ALL|IMPORTANT|NONE):/.test(subject));
      expect(told).toEqual([
        'ALL: người theo dõi mới',
        'ALL: yêu cầu đặt lịch',
        'ALL: thanh toán vé của bạn',
        'IMPORTANT: yêu cầu đặt lịch',
        'IMPORTANT: thanh toán vé của bạn',
        // As a buyer a host hears of their own payments whatever the mode.
        'NONE: thanh toán vé của bạn',
      ]);
      expect((await host.client.get('/api/v1/notifications/count')).body).toMatchObject({ total: 9 });
    });
  });

  describe('ZNS and SMS', () => {
    /** Signs up by phone and verifies with the code the providers carried. */
    async function signUpByPhone(phone: string, codeOf: () => string | undefined) {
      const signup = await server.anonymous.post('/api/v1/auth/signup', {
        contactType: 'PHONE',
        phone,
        fullName: 'Đỗ Quang Huy',
        password: 'Matkhau@123',
        confirmPassword: 'Matkhau@123',
      });
      expect(signup.status).toBe(201);
      const verified = await server.anonymous.post('/api/v1/auth/verify', { phone, code: codeOf() });
      expect(verified.status).toBe(200);
      return { ...verified.body, client: server.anonymous.withToken(verified.body.accessToken) } as Session;
    }

    it('sends a one-time code by the ZNS template to a phone on Zalo, and by SMS to a phone without Zalo', async () => {
      const onZalo = uniquePhone();
      await signUpByPhone(onZalo, () => providers.zns.find((m) => m.phone === onZalo.replace(/^0/, '84'))?.template_data.otp);
      expect(providers.zns.filter((m) => m.phone === onZalo.replace(/^0/, '84'))).toMatchObject([{ template_id: '200001' }]);
      expect(providers.sms.filter((m) => m.Phone === onZalo)).toEqual([]);

      const withoutZalo = uniquePhone();
      providers.notOnZalo.add(withoutZalo.replace(/^0/, '84'));
      await signUpByPhone(withoutZalo, () => /\b(\d{6})\b/.exec(providers.sms.find((m) => m.Phone === withoutZalo)?.Content ?? '')?.[1]);
      expect(await outbox(withoutZalo, 'ZNS')).toMatchObject([{ status: 'FAILED', error: expect.stringContaining('-118') }]);
      // The code itself never stays in the outbox once a provider has it.
      expect(await outbox(withoutZalo, 'SMS')).toMatchObject([{ status: 'SENT', body: '[nội dung bảo mật đã được ẩn]' }]);
    });

    it('sends a notification by its ZNS template to a phone that chose Zalo, and nothing by ZNS for a type without a template', async () => {
      const phone = uniquePhone();
      const huy = await signUpByPhone(phone, () => providers.zns.find((m) => m.phone === phone.replace(/^0/, '84'))?.template_data.otp);
      await huy.client.put('/api/v1/notifications/settings', { channels: { ZNS: 'ENABLED' } });
      now = vn('2026-03-05T14:30:00');
      await notify(huy, 'Thanh toán thành công', 'PAYMENT_SUCCESS', { orderId: 'DH-1024' });
      await notify(huy, 'Có người theo dõi bạn', 'NEW_FOLLOWER');

      const sent = providers.zns.filter((m) => m.phone === phone.replace(/^0/, '84') && m.template_id !== '200001');
      expect(sent).toEqual([
        {
          phone: phone.replace(/^0/, '84'),
          template_id: '300001',
          template_data: { customer_name: 'Đỗ Quang Huy', order_title: 'Thanh toán thành công', order_id: 'DH-1024', paid_at: '05/03/2026 14:30' },
          tracking_id: expect.any(String),
        },
      ]);
      expect((await outbox(phone, 'ZNS')).map((m) => m.status)).toEqual(['SENT', 'SENT']);
    });
  });
});
