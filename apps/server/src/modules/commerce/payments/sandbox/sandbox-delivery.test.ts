import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vnpayIpnIsFinal } from '../providers/vnpay.js';
import { deliver } from './sandbox-delivery.js';

describe('delivering a notification', () => {
  const answers: string[] = [];
  let hits = 0;
  let server: Server;
  let url = '';
  beforeAll(async () => {
    server = createServer((_req, res) => {
      hits += 1;
      res.setHeader('content-type', 'application/json');
      res.end(answers.shift() ?? '{"RspCode":"00","Message":"Confirm Success"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ipn`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const vnpayAck = (status: number, body: string) => status === 200 && vnpayIpnIsFinal((JSON.parse(body) as { RspCode?: string }).RspCode);

  it('tries again, as VNPay does, until the merchant answers 00 or 02', async () => {
    hits = 0;
    answers.push('{"RspCode":"99","Message":"Unknow error"}', '{"RspCode":"02","Message":"Order already confirmed"}');
    const report = await deliver({ url, method: 'GET', attempts: 3, delayMs: 1, acknowledged: vnpayAck });
    expect([report.acknowledged, report.attempts, hits]).toEqual([true, 2, 2]);
  });

  it('gives up after the attempts allowed', async () => {
    hits = 0;
    answers.push(...Array(3).fill('{"RspCode":"97","Message":"Invalid signature"}'));
    const report = await deliver({ url, method: 'GET', attempts: 3, delayMs: 1, acknowledged: vnpayAck });
    expect([report.acknowledged, report.attempts, hits, report.body]).toEqual([false, 3, 3, '{"RspCode":"97","Message":"Invalid signature"}']);
  });

  it('counts an unreachable endpoint as not acknowledged', async () => {
    const report = await deliver({ url: 'http://127.0.0.1:9/ipn', method: 'POST', body: '{}', attempts: 2, delayMs: 1, acknowledged: () => true });
    expect(report).toEqual({ acknowledged: false, attempts: 2, status: null, body: null });
  });
});
