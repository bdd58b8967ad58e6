import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SnsMessageBody } from '@market/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually } from '../../../../test/support/wait.js';
import { signSns, snsMessage, snsSigner, type SnsSigner } from './sns.testing.js';

const HOOK = '/api/v3/web-hooks/sns';
const LOCAL = '127.0.0.1';

describe('the Amazon SNS webhook', () => {
  let server: TestServer;
  /** The same, told to accept one topic only. */
  let strict: TestServer;
  let sns: Server;
  let origin = '';
  let signer: SnsSigner;
  // What the local server playing SNS was asked for.
  const hits: string[] = [];

  beforeAll(async () => {
    signer = snsSigner();
    sns = createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/SimpleNotificationService-test.pem')
        return res.writeHead(200, { 'content-type': 'application/x-x509-ca-cert' }).end(signer.certificatePem);
      if (req.url?.startsWith('/?Action=ConfirmSubscription'))
        return res
          .writeHead(200, { 'content-type': 'text/xml' })
          .end('<ConfirmSubscriptionResponse><ConfirmSubscriptionResult/></ConfirmSubscriptionResponse>');
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => sns.listen(0, LOCAL, resolve));
    origin = `http://${LOCAL}:${(sns.address() as AddressInfo).port}`;
    // The local server stands in for sns.<region>.amazonaws.com, and is the only host trusted.
    const snsFetch = {
      trustedUrl: (url: URL) => url.origin === origin,
      fetch: { allowedPorts: 'any' as const, isAllowedAddress: (address: string) => address === LOCAL },
    };
    [server, strict] = await Promise.all([
      startTestServer({}, { snsFetch }),
      startTestServer({ SNS_TOPIC_ARNS: 'arn:aws:sns:ap-southeast-1:123456789012:chu-de-khac' }, { snsFetch, demo: false }),
    ]);
  }, 90_000);
  afterAll(async () => {
    await server?.close();
    await strict?.close();
    await new Promise((resolve) => sns.close(resolve));
  });

  const certificate = () => `${origin}/SimpleNotificationService-test.pem`;
  const post = (message: unknown, contentType = 'text/plain; charset=UTF-8') =>
    server.anonymous.post(HOOK, JSON.stringify(message), { 'content-type': contentType, 'x-amz-sns-message-type': String((message as SnsMessageBody).Type) });
  const stored = async (messageId: string) =>
    (
      await server.database.db.execute<{ type: string; outcome: Record<string, unknown> | null; handled: boolean }>(
        sql`select type, outcome, handled_at is not null as handled from sns_messages where message_id = ${messageId}`,
      )
    ).rows[0];

  const expectRefused = (res: { status: number; body: { code: string } }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(401);
    expect(res.body.code).toBe('INVALID_WEBHOOK_SIGNATURE');
  };

  it.each(['1', '2'] as const)('accepts a notification signed with version %s, stores it once and hands it to a job', async (version) => {
    const bounce = JSON.stringify({
      notificationType: 'Bounce',
      bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'khong-ton-tai@vidu.vn' }] },
    });
    const message = signSns(snsMessage('Notification', { Message: bounce }), signer.privateKey, certificate(), version);
    const res = await post(message);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ received: true, duplicate: false });
    const row = await eventually(async () => {
      const found = await stored(message.MessageId);
      return found?.handled && found;
    });
    expect(row.outcome).toEqual({ ses: 'Bounce', undeliverable: true, recipients: ['khong-ton-tai@vidu.vn'] });
  });

  it('drops a message replayed with the same MessageId, and reads the certificate once', async () => {
    const message = signSns(snsMessage('Notification'), signer.privateKey, certificate());
    expect((await post(message, 'application/json')).body).toEqual({ received: true, duplicate: false });
    const replayed = await post(message);
    expect(replayed.status).toBe(200);
    expect(replayed.body).toEqual({ received: true, duplicate: true });
    expect(hits.filter((url) => url.endsWith('.pem'))).toHaveLength(1);
    const count = await server.database.db.execute<{ n: number }>(sql`select count(*)::int as n from sns_messages where message_id = ${message.MessageId}`);
    expect(count.rows[0]!.n).toBe(1);
  });

  it('refuses an unsigned message', async () => {
    const message = snsMessage('Notification');
    expectRefused(await post(message));
    expect(await stored(message.MessageId)).toBeUndefined();
  });

  it('refuses a forged signature: another key, or a message changed after signing', async () => {
    const impostor = snsSigner();
    const forged = signSns(snsMessage('Notification'), impostor.privateKey, certificate());
    expectRefused(await post(forged));
    const altered = signSns(snsMessage('Notification'), signer.privateKey, certificate());
    expectRefused(await post({ ...altered, Message: '{"notificationType":"Complaint"}' }));
    expect(await stored(forged.MessageId)).toBeUndefined();
    expect(await stored(altered.MessageId)).toBeUndefined();
  });

  it('refuses a certificate from anywhere but SNS’s own host, without fetching it', async () => {
    const before = hits.length;
    for (const url of [
      `http://${LOCAL}:1/SimpleNotificationService-test.pem`,
      'https://sns.ap-southeast-1.amazonaws.com.evil.example/SimpleNotificationService-test.pem',
      'https://evil.example/SimpleNotificationService-test.pem',
      `${origin}/not-a-certificate.txt`,
    ]) {
      expectRefused(await post(signSns(snsMessage('Notification'), signer.privateKey, url)));
    }
    expect(hits.length).toBe(before);
  });

  it('refuses an unknown signature version', async () => {
    const message = signSns(snsMessage('Notification'), signer.privateKey, certificate());
    expectRefused(await post({ ...message, SignatureVersion: '3' }));
  });

  it('confirms a subscription by visiting its SubscribeURL, once', async () => {
    const message = signSns(
      snsMessage('SubscriptionConfirmation', { SubscribeURL: `${origin}/?Action=ConfirmSubscription&Token=abc` }),
      signer.privateKey,
      certificate(),
    );
    expect((await post(message)).body).toEqual({ received: true, duplicate: false });
    expect((await post(message)).body).toEqual({ received: true, duplicate: true });
    expect(hits.filter((url) => url === '/?Action=ConfirmSubscription&Token=abc')).toHaveLength(1);
    expect(await stored(message.MessageId)).toMatchObject({ type: 'SubscriptionConfirmation', outcome: { confirmed: true }, handled: true });
  });

  it('never visits a SubscribeURL outside SNS, however well signed', async () => {
    const before = hits.length;
    const message = signSns(
      snsMessage('SubscriptionConfirmation', { SubscribeURL: 'https://evil.example/?Action=ConfirmSubscription' }),
      signer.privateKey,
      certificate(),
    );
    expectRefused(await post(message));
    expect(hits.length).toBe(before);
    expect(await stored(message.MessageId)).toBeUndefined();
  });

  it('records an unsubscription without acting on it', async () => {
    const message = signSns(
      snsMessage('UnsubscribeConfirmation', { SubscribeURL: `${origin}/?Action=ConfirmSubscription&Token=lai` }),
      signer.privateKey,
      certificate(),
      '1',
    );
    expect((await post(message)).body).toEqual({ received: true, duplicate: false });
    expect(await stored(message.MessageId)).toMatchObject({ type: 'UnsubscribeConfirmation', outcome: { unsubscribed: true } });
    expect(hits).not.toContain('/?Action=ConfirmSubscription&Token=lai');
  });

  it('refuses a body that is not an SNS message as invalid input', async () => {
    const res = await server.anonymous.post(HOOK, 'xin chào', { 'content-type': 'text/plain' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_INPUT_PARAMS');
    const odd = await post({ Type: 'Notification' });
    expect(odd.status).toBe(400);
    expect(odd.body.code).toBe('INVALID_INPUT_PARAMS');
  });

  it('refuses a well-signed message from a topic it was not told to accept', async () => {
    const message = signSns(snsMessage('Notification'), signer.privateKey, certificate());
    const res = await strict.anonymous.post(HOOK, JSON.stringify(message), { 'content-type': 'text/plain' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('INSUFFICIENT_PRIVILEGES');
  });
});
