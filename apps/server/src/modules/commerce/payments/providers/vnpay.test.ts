import { describe, expect, it } from 'vitest';
import { hmacHex } from './signing.js';
import {
  buildVnpayPayUrl,
  verifyVnpayQuery,
  verifyVnpayRefundRequest,
  vnpCanonical,
  vnpSign,
  vnpayCallbackQuery,
  vnpayIpnAnswer,
  vnpayIpnIsFinal,
  vnpayOutcome,
  vnpayPayParams,
  vnpayQueryRequest,
  vnpayRefundRequest,
  vnpPipeSign,
} from './vnpay.js';

const SECRET = 'TESTSECRETKEY0123456789ABCDEFGHI';
const credentials = { tmnCode: 'TESTTMN1', hashSecret: SECRET };

// providers.md §1.7
const V_A = {
  query:
    'vnp_Amount=1000000&vnp_BankCode=NCB&vnp_BankTranNo=VNP14422574&vnp_CardType=ATM&vnp_OrderInfo=Thanh+toan+don+hang+2024-05-21T02%3A17%3A31.249Z&vnp_PayDate=20240521091806&vnp_ResponseCode=00&vnp_TmnCode=TEST_TMN_CODE&vnp_TransactionNo=14422574&vnp_TransactionStatus=00&vnp_TxnRef=1716257871703',
  hash: '649982421beb422556a1374713c74e58e716ecbd05007c0c0e1f7effdfaf361dbf146889ca446139afe11b9954c4d5c486e99e3b86fcfab6957f29eb0be72895',
};
const V_B = {
  canonical:
    'vnp_Amount=25000000&vnp_Command=pay&vnp_CreateDate=20260101120000&vnp_CurrCode=VND&vnp_ExpireDate=20260101121500&vnp_IpAddr=127.0.0.1&vnp_Locale=vn&vnp_OrderInfo=Thanh+toan+don+hang+ORDER-1001&vnp_OrderType=other&vnp_ReturnUrl=https%3A%2F%2Fshop.example.vn%2Fpayment%2Fvnpay%2Freturn&vnp_TmnCode=TESTTMN1&vnp_TxnRef=ORDER-1001&vnp_Version=2.1.0',
  hash: '3e6c675445518885eb9c837f74988ea7b7a897322978db782af6d2c45dc7094426434442614f7bfbf64485c181484cf65502be7641a8937392e4b5a50682cc18',
};
const V_C = {
  query:
    'vnp_Amount=25000000&vnp_BankCode=NCB&vnp_BankTranNo=VNP14422574&vnp_CardType=ATM&vnp_OrderInfo=Thanh+toan+don+hang+ORDER-1001&vnp_PayDate=20260101120530&vnp_ResponseCode=00&vnp_TmnCode=TESTTMN1&vnp_TransactionNo=14422574&vnp_TransactionStatus=00&vnp_TxnRef=ORDER-1001',
  hash: '426493bf4b33f4850661de31326e8c38d6ba88ee26aaf9e952fa8db2aa19a6b3ccf95112feb74cdb3b7e6540319f5689a940ff0d4f9e7c32c0056b41c15b1c53',
};
// 2026-01-01 12:00:00 in Vietnam is 05:00 UTC.
const payment = {
  reference: 'ORDER-1001',
  amount: 250_000,
  description: 'Thanh toán đơn hàng ORDER-1001',
  returnUrl: 'https://shop.example.vn/payment/vnpay/return',
  ipAddress: '::ffff:127.0.0.1',
  createdAt: new Date('2026-01-01T05:00:00Z'),
  expiresAt: new Date('2026-01-01T05:15:00Z'),
};

describe('VNPay signatures', () => {
  it('verifies the public npm vnpay fixture (V-A), where spaces are + and : is %3A', () => {
    expect(verifyVnpayQuery(`${V_A.query}&vnp_SecureHash=${V_A.hash}`, 'test_secret')).toMatchObject({ ok: true });
  });

  it('builds the pay request of V-B: ×100 amount, Vietnam time, ASCII order info, exact canonical string and hash', () => {
    const params = vnpayPayParams(payment, 'TESTTMN1');
    expect(params).toMatchObject({
      vnp_Amount: '25000000',
      vnp_CreateDate: '20260101120000',
      vnp_ExpireDate: '20260101121500',
      vnp_OrderInfo: 'Thanh toan don hang ORDER-1001',
      vnp_IpAddr: '127.0.0.1',
    });
    expect(vnpCanonical(params)).toBe(V_B.canonical);
    expect(vnpSign(params, SECRET)).toBe(V_B.hash);
    const url = buildVnpayPayUrl(payment, credentials, 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html');
    expect(url).toBe(`https://sandbox.vnpayment.vn/paymentv2/vpcpay.html?${V_B.canonical}&vnp_SecureHash=${V_B.hash}`);
  });

  it('gives a different digest when a space is encoded %20 instead of +', () => {
    expect(hmacHex('sha512', SECRET, V_B.canonical.replace(/\+/g, '%20'))).not.toBe(V_B.hash);
  });

  it('verifies the success IPN of V-C and reads it as a paid settlement of 250 000 ₫', () => {
    const verified = verifyVnpayQuery(`${V_C.query}&vnp_SecureHash=${V_C.hash}`, SECRET);
    expect(verified.ok).toBe(true);
    if (!verified.ok) return;
    expect(vnpayOutcome(verified.params)).toMatchObject({
      provider: 'VNPAY',
      reference: 'ORDER-1001',
      amount: 250_000,
      currency: 'VND',
      success: true,
      resultCode: '00',
      providerTransactionId: '14422574',
      dedupeKey: 'ORDER-1001:14422574:00',
    });
  });

  it('accepts the hash in upper-case hex', () => {
    expect(verifyVnpayQuery(`${V_C.query}&vnp_SecureHash=${V_C.hash.toUpperCase()}`, SECRET).ok).toBe(true);
  });

  it('refuses a tampered amount, a missing or truncated hash, a wrong secret and a repeated parameter', () => {
    const tampered = V_C.query.replace('vnp_Amount=25000000', 'vnp_Amount=25000100');
    expect(verifyVnpayQuery(`${tampered}&vnp_SecureHash=${V_C.hash}`, SECRET)).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
    expect(verifyVnpayQuery(V_C.query, SECRET)).toEqual({ ok: false, reason: 'MISSING_HASH' });
    expect(verifyVnpayQuery(`${V_C.query}&vnp_SecureHash=${V_C.hash.slice(0, 64)}`, SECRET).ok).toBe(false);
    expect(verifyVnpayQuery(`${V_C.query}&vnp_SecureHash=${V_C.hash}`, 'another secret').ok).toBe(false);
    expect(verifyVnpayQuery(`${V_C.query}&vnp_Amount=1&vnp_SecureHash=${V_C.hash}`, SECRET)).toEqual({ ok: false, reason: 'REPEATED_PARAMETER' });
  });

  it('ignores parameters of our own on the return URL when verifying', () => {
    expect(verifyVnpayQuery(`orderId=abc&${V_C.query}&vnp_SecureHash=${V_C.hash}&vnp_SecureHashType=HmacSHA512`, SECRET).ok).toBe(true);
  });

  it('strips diacritics and special characters from the order description', () => {
    const params = vnpayPayParams({ ...payment, description: 'Đặt vé "Hội thảo" #12 (VIP)!' }, 'TESTTMN1');
    expect(params.vnp_OrderInfo).toBe('Dat ve Hoi thao 12 VIP');
  });
});

describe('VNPay callbacks', () => {
  const pay = vnpayPayParams(payment, 'TESTTMN1');

  it('signs the callback it sends for a pay request so that it verifies, and a cancellation is not paid', () => {
    const paid = verifyVnpayQuery(
      vnpayCallbackQuery(pay, { responseCode: '00', payDate: new Date(), transactionNo: '14422574', bankTranNo: 'VNP1' }, SECRET),
      SECRET,
    );
    expect(paid.ok && vnpayOutcome(paid.params)).toMatchObject({ success: true, amount: 250_000, reference: 'ORDER-1001' });
    const cancelled = verifyVnpayQuery(vnpayCallbackQuery(pay, { responseCode: '24', payDate: new Date(), transactionNo: '0' }, SECRET), SECRET);
    expect(cancelled.ok && vnpayOutcome(cancelled.params)).toMatchObject({ success: false, resultCode: '24', providerTransactionId: null });
  });

  it('is not paid when the response code is 00 but the transaction status is not', () => {
    expect(vnpayOutcome({ vnp_TxnRef: 'R', vnp_Amount: '100', vnp_ResponseCode: '00', vnp_TransactionStatus: '01' }).success).toBe(false);
  });

  it('reads an amount that is not a whole number of đồng as no amount at all', () => {
    expect(vnpayOutcome({ vnp_TxnRef: 'R', vnp_Amount: '25000050' }).amount).toBe(-1);
    expect(vnpayOutcome({ vnp_TxnRef: 'R', vnp_Amount: 'abc' }).amount).toBe(-1);
  });

  it('answers the IPN with the codes of VNPay demo', () => {
    expect(vnpayIpnAnswer('BAD_SIGNATURE')).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    expect(vnpayIpnAnswer('NOT_FOUND')).toEqual({ RspCode: '01', Message: 'Order not found' });
    expect(vnpayIpnAnswer('AMOUNT_MISMATCH')).toEqual({ RspCode: '04', Message: 'Invalid amount' });
    expect(vnpayIpnAnswer('ALREADY_SETTLED').RspCode).toBe('02');
    expect(vnpayIpnAnswer('DUPLICATE').RspCode).toBe('02');
    expect(vnpayIpnAnswer('SETTLED')).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(vnpayIpnAnswer('ERROR')).toEqual({ RspCode: '99', Message: 'Unknow error' });
    expect(['00', '02', '01', '04', '97', '99'].map(vnpayIpnIsFinal)).toEqual([true, true, false, false, false, false]);
  });
});

describe('VNPay refund and querydr', () => {
  it('signs the refund of V-D over its pipe-joined values and verifies it as VNPay would', () => {
    const body = vnpayRefundRequest(
      {
        requestId: 'RF20260102090000001',
        transactionType: '02',
        txnRef: 'ORDER-1001',
        amount: 250_000,
        transactionNo: '14422574',
        transactionDate: new Date('2026-01-01T05:00:00Z'),
        createBy: 'admin',
        createDate: new Date('2026-01-02T02:00:00Z'),
        ipAddr: '127.0.0.1',
        orderInfo: 'Hoàn tiền đơn hàng ORDER-1001',
      },
      credentials,
    );
    expect(body.vnp_SecureHash).toBe(
      'ab4b05f1a007c454dc3554ecc81ce3294971f95e92c695a1f792343e285acae589c980362dd761ca7c13f1988add18ed7590af11542849d34dec719d158ed20b',
    );
    expect(verifyVnpayRefundRequest(body, SECRET)).toBe(true);
    expect(verifyVnpayRefundRequest({ ...body, vnp_Amount: '100' }, SECRET)).toBe(false);
  });

  it('signs the querydr of V-E', () => {
    const body = vnpayQueryRequest(
      {
        requestId: 'QD20260102090000001',
        txnRef: 'ORDER-1001',
        transactionDate: new Date('2026-01-01T05:00:00Z'),
        createDate: new Date('2026-01-02T02:00:00Z'),
        ipAddr: '127.0.0.1',
        orderInfo: 'Truy van don hang ORDER-1001',
      },
      credentials,
    );
    expect(body.vnp_SecureHash).toBe(
      '7985edc17ae71873380aa1f8114d39817c4e8b503bac1e4c38d05efa7808802d1d7dd8b07bf5a87e2d2c43d0996c21d02207b24b19a319427852c63d61c730eb',
    );
  });

  it('treats an absent value as empty in the pipe string', () => {
    expect(vnpPipeSign(['a', null, 'b'], SECRET)).toBe(hmacHex('sha512', SECRET, 'a||b'));
  });
});
