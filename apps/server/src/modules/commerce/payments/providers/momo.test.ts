import { describe, expect, it } from 'vitest';
import { hmacHex } from './signing.js';
import {
  momoCreateRaw,
  momoIpnRaw,
  momoIpnStatus,
  momoQueryRaw,
  momoRefundRaw,
  readMomoIpn,
  signMomoCreate,
  signMomoIpn,
  signMomoRefund,
  verifyMomoCreate,
  verifyMomoIpn,
} from './momo.js';

// MoMo's public sample test credentials (providers.md §2.6).
const credentials = { partnerCode: 'MOMO', accessKey: 'F8BBA842ECF85', secretKey: 'K951B6PE1waDMi640xX08PD3vg6EkVlz' };

const create = {
  requestId: 'REQ-ORDER-1001-1',
  amount: 250_000,
  orderId: 'ORDER-1001',
  orderInfo: 'Thanh toan don hang ORDER-1001',
  redirectUrl: 'https://shop.example.vn/payment/momo/return',
  ipnUrl: 'https://shop.example.vn/payment/momo/ipn',
  requestType: 'captureWallet',
  extraData: '',
  lang: 'vi' as const,
};
const ipnFields = {
  partnerCode: 'MOMO',
  orderId: 'ORDER-1001',
  requestId: 'REQ-ORDER-1001-1',
  amount: 250_000,
  orderInfo: 'Thanh toan don hang ORDER-1001',
  orderType: 'momo_wallet',
  transId: 4088878653,
  resultCode: 0,
  message: 'Successful.',
  payType: 'qr',
  responseTime: 1767243930000,
  extraData: '',
};

describe('MoMo signatures', () => {
  it('signs the create request of M-1 over unencoded values with our access key inserted', () => {
    const signed = signMomoCreate(create, credentials);
    expect(momoCreateRaw(signed, credentials.accessKey)).toBe(
      'accessKey=F8BBA842ECF85&amount=250000&extraData=&ipnUrl=https://shop.example.vn/payment/momo/ipn&orderId=ORDER-1001&orderInfo=Thanh toan don hang ORDER-1001&partnerCode=MOMO&redirectUrl=https://shop.example.vn/payment/momo/return&requestId=REQ-ORDER-1001-1&requestType=captureWallet',
    );
    expect(signed.signature).toBe('6bff8bd2a9dbc7121950d23c7152b2eb703857f7d371983c3994f833e545dd34');
    expect(verifyMomoCreate(signed, credentials)).toBe(true);
    expect(verifyMomoCreate({ ...signed, amount: 1000 }, credentials)).toBe(false);
  });

  it('signs the IPN of M-2 and verifies it, upper-case hex included', () => {
    const signed = signMomoIpn(ipnFields, credentials);
    expect(signed.signature).toBe('2f0afc965b9ffd7062d17e265aa20d05af310f0c646952c49146bef381adad73');
    expect(momoIpnRaw(signed, credentials.accessKey)).toContain('&orderInfo=Thanh toan don hang ORDER-1001&');
    expect(verifyMomoIpn(signed, credentials)).toEqual({ ok: true, ipn: signed });
    expect(verifyMomoIpn({ ...signed, signature: signed.signature.toUpperCase() }, credentials).ok).toBe(true);
  });

  it('verifies the redirect query, where every number arrives as text', () => {
    const signed = signMomoIpn(ipnFields, credentials);
    const query = Object.fromEntries(Object.entries(signed).map(([k, v]) => [k, String(v)]));
    expect(verifyMomoIpn(query, credentials)).toMatchObject({ ok: true, ipn: { amount: 250_000, transId: 4088878653 } });
  });

  it('refuses a tampered amount, another partner, a missing field and a body that is not an object', () => {
    const signed = signMomoIpn(ipnFields, credentials);
    expect(verifyMomoIpn({ ...signed, amount: 250_001 }, credentials)).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
    expect(verifyMomoIpn(signMomoIpn({ ...ipnFields, partnerCode: 'OTHER' }, credentials), credentials)).toEqual({ ok: false, reason: 'WRONG_PARTNER' });
    const { message: _m, ...missing } = signed;
    expect(verifyMomoIpn(missing, credentials)).toEqual({ ok: false, reason: 'MALFORMED' });
    expect(verifyMomoIpn({ ...signed, amount: 2.5 }, credentials)).toEqual({ ok: false, reason: 'MALFORMED' });
    expect(verifyMomoIpn('nope', credentials)).toEqual({ ok: false, reason: 'MALFORMED' });
  });

  it('signs the refund of M-3 and the query of M-4', () => {
    const refund = signMomoRefund(
      {
        orderId: 'RF-ORDER-1001-1',
        requestId: 'REQ-RF-ORDER-1001-1',
        amount: 250_000,
        transId: 4088878653,
        lang: 'vi',
        description: 'Hoan tien don hang ORDER-1001',
      },
      credentials,
    );
    expect(momoRefundRaw(refund, credentials.accessKey)).toContain('description=Hoan tien don hang ORDER-1001&');
    expect(refund.signature).toBe('46fee66933d73f757bb990547b3178ca7d438e7f9c66f92a18c5f56287214c48');
    const query = momoQueryRaw({ partnerCode: 'MOMO', orderId: 'ORDER-1001', requestId: 'REQ-Q-ORDER-1001-1' }, credentials.accessKey);
    expect(hmacHex('sha256', credentials.secretKey, query)).toBe('47aea6d2a22cb332953e30f06de5fcc2e6a0ada2a2204b9f22951f16081ff797');
  });
});

describe('MoMo results', () => {
  it('reads 0 as paid, 1006 as a failure and 7000 as still pending', () => {
    expect(readMomoIpn(signMomoIpn(ipnFields, credentials))).toMatchObject({
      kind: 'settle',
      outcome: {
        provider: 'MOMO',
        reference: 'ORDER-1001',
        amount: 250_000,
        currency: 'VND',
        success: true,
        resultCode: '0',
        providerTransactionId: '4088878653',
        dedupeKey: 'ORDER-1001:REQ-ORDER-1001-1:4088878653:0',
      },
    });
    expect(readMomoIpn(signMomoIpn({ ...ipnFields, resultCode: 1006 }, credentials))).toMatchObject({
      kind: 'settle',
      outcome: { success: false, resultCode: '1006' },
    });
    expect(readMomoIpn(signMomoIpn({ ...ipnFields, resultCode: 7000 }, credentials)).kind).toBe('pending');
  });

  it('answers 204 once the result is recorded and 400 when it matches no payment of that amount', () => {
    expect(['SETTLED', 'DUPLICATE', 'ALREADY_SETTLED', 'NOT_FOUND', 'AMOUNT_MISMATCH'].map((r) => momoIpnStatus(r as never))).toEqual([
      204, 204, 204, 400, 400,
    ]);
  });
});
