import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_ID, makeOrder, makePayment, makeProduct, makeQuotation, makeQuotationLine, payoutChannels, textOf } from '../../test/commerce-fixtures';
import { apiError, json, mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// A page's code loads on its first visit, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

const cartIds = ['c1111111-1111-4111-8111-111111111111', 'c2222222-2222-4222-8222-222222222222'];
const line = makeQuotationLine({
  discountAmount: 30_000,
  discount: { id: 'd0111111-1111-4111-8111-111111111111', name: 'Mua sớm', type: 'PERCENTAGE', value: 10 },
});
const plain = makeQuotation([line]);
const withVoucher = makeQuotation([{ ...line, voucherAmount: 50_000, total: line.total - 50_000 }], {
  voucher: { code: 'GIAM50', name: 'Giảm 50 nghìn', type: 'FIXED_AMOUNT', value: 50_000, amount: 50_000 },
});
const expired = { ...plain, voucherProblem: { code: 'VOUCHER_EXPIRED', message: 'Mã giảm giá đã hết hạn.' } };

type Answer = (call: RecordedCall) => Response | undefined;

function serve(order: Answer = () => undefined) {
  return mockFetch((call) => {
    if (call.path === '/api/v1/quotation') {
      const code = (call.body as { voucherCode?: string }).voucherCode;
      return json(200, code === 'GIAM50' ? withVoucher : code ? expired : plain);
    }
    if (call.path === '/api/v2/payments/payouts-channels') return json(200, { data: payoutChannels });
    if (call.method === 'POST' && call.path === '/api/v2/orders') return order(call);
    return undefined;
  });
}

const quotations = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/api/v1/quotation').map((call) => call.body);
const summary = () => screen.getByRole('region', { name: 'Tóm tắt đơn hàng' });

describe('the checkout page', () => {
  afterEach(() => localStorage.clear());

  it('quotes the cart lines with their discount and totals', async () => {
    const calls = serve();
    renderApp(`/checkout?cart=${cartIds.join(',')}`, { user: makeUser() });
    const lineEl = await screen.findByTestId('quotation-line');
    expect(within(lineEl).getByText('Ưu đãi “Mua sớm”: −30.000 ₫')).toBeTruthy();
    expect(textOf(within(summary()).getByTestId('subtotal'))).toBe('300.000 ₫');
    expect(textOf(within(summary()).getByTestId('discount-total'))).toBe('−30.000 ₫');
    expect(textOf(within(summary()).getByTestId('total'))).toBe('270.000 ₫');
    expect(quotations(calls)).toEqual([{ cartItemIds: cartIds }]);
  });

  it('applies a voucher, shows what it saves, and quotes again without it when removed', async () => {
    const calls = serve();
    renderApp(`/checkout?cart=${cartIds[0]}`, { user: makeUser() });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mã giảm giá'), 'giam50');
    await user.click(screen.getByRole('button', { name: 'Áp dụng' }));

    expect(await screen.findByText('Đã áp dụng mã GIAM50')).toBeTruthy();
    expect(screen.getByText('Giảm 50 nghìn · Giảm 50.000 ₫')).toBeTruthy();
    expect(textOf(within(summary()).getByTestId('voucher-total'))).toBe('−50.000 ₫');
    expect(textOf(within(summary()).getByTestId('total'))).toBe('220.000 ₫');

    await user.click(screen.getByRole('button', { name: 'Bỏ mã giảm giá GIAM50' }));
    await waitFor(() => expect(textOf(within(summary()).getByTestId('total'))).toBe('270.000 ₫'));
    expect(quotations(calls)).toEqual([{ cartItemIds: [cartIds[0]] }, { cartItemIds: [cartIds[0]], voucherCode: 'GIAM50' }, { cartItemIds: [cartIds[0]] }]);
  });

  it('says why a voucher does not apply, and checks its form before asking', async () => {
    const calls = serve();
    renderApp(`/checkout?cart=${cartIds[0]}`, { user: makeUser() });
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Mã giảm giá');
    await user.type(input, 'x!');
    await user.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(await screen.findByText('Mã giảm giá không hợp lệ.')).toBeTruthy();
    expect(quotations(calls)).toHaveLength(1);

    await user.clear(input);
    await user.type(input, 'TET2025');
    await user.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(await screen.findByText('Mã giảm giá đã hết hạn.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(textOf(within(summary()).getByTestId('total'))).toBe('270.000 ₫');
  });

  it('places the order with the chosen channel and sends the browser to pay', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    localStorage.setItem('market:referral', JSON.stringify({ code: 'LAN2026', expiresAt: Date.now() + 86_400_000 }));
    const payUrl = 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html?vnp_TxnRef=DH-2611-0001';
    const calls = serve(() => json(201, makeOrder({ payment: makePayment({ provider: 'MOMO', method: 'EWALLET', payUrl }) })));
    renderApp(`/checkout?cart=${cartIds.join(',')}`, { user: makeUser() });
    const user = userEvent.setup();

    const channels = await screen.findByRole('group', { name: 'Phương thức thanh toán' });
    const radios = within(channels).getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['VNPAY', 'VNPAY', 'QR_CODE', 'MOMO', 'STRIPE']);
    expect((within(channels).getByRole('radio', { name: /^VNPay/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(channels).getAllByText('Thử nghiệm')).toHaveLength(2);
    await user.click(within(channels).getByRole('radio', { name: /^MoMo/ }));

    await user.click(within(summary()).getByRole('button', { name: 'Thanh toán' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(payUrl));
    expect(calls.find((call) => call.path === '/api/v2/orders')?.body).toEqual({
      cartItemIds: cartIds,
      provider: 'MOMO',
      method: 'EWALLET',
      referrerCode: 'LAN2026',
    });
  });

  it('asks for a VAT invoice when wanted: checks the tax code before sending, then sends the company with the order', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const payUrl = 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html?vnp_TxnRef=DH-2611-0001';
    const calls = serve(() => json(201, makeOrder({ payment: makePayment({ payUrl }) })));
    renderApp(`/checkout?cart=${cartIds[0]}`, { user: makeUser() });
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Phương thức thanh toán' });
    expect(screen.queryByLabelText('Mã số thuế')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Xuất hoá đơn VAT cho công ty' }));

    await user.type(screen.getByLabelText('Tên công ty'), 'Công ty TNHH Hạt Giống');
    await user.type(screen.getByLabelText('Mã số thuế'), '01012345');
    await user.type(screen.getByLabelText('Email nhận hoá đơn'), 'ketoan@hatgiong.vn');
    await user.type(screen.getByLabelText('Địa chỉ công ty'), '12 Lý Thường Kiệt, Hà Nội');
    await user.click(within(summary()).getByRole('button', { name: 'Thanh toán' }));
    expect(await screen.findByText(/Mã số thuế gồm 10 chữ số/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Mã số thuế'));
    expect(calls.some((call) => call.path === '/api/v2/orders')).toBe(false);

    await user.type(screen.getByLabelText('Mã số thuế'), '67-001');
    await user.click(within(summary()).getByRole('button', { name: 'Thanh toán' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(payUrl));
    expect((calls.find((call) => call.path === '/api/v2/orders')?.body as { invoice: unknown }).invoice).toEqual({
      companyName: 'Công ty TNHH Hạt Giống',
      taxCode: '0101234567-001',
      companyAddress: '12 Lý Thường Kiệt, Hà Nội',
      email: 'ketoan@hatgiong.vn',
    });
  });

  it('confirms a free order at once and opens its result', async () => {
    const free = makeQuotation([makeQuotationLine({ product: makeProduct({ unitPrice: 0 }), quantity: 1 })]);
    mockFetch((call) => {
      if (call.path === '/api/v1/quotation') return json(200, free);
      if (call.path === '/api/v2/orders') return json(201, makeOrder({ status: 'PAID', total: 0, payment: null }));
      if (call.path.startsWith(`/api/v2/orders/${ORDER_ID}`)) return json(200, makeOrder({ status: 'PAID', total: 0, payment: null }));
      return undefined;
    });
    const { router } = renderApp(`/checkout?items=TICKET_TIER:7a111111-1111-4111-8111-111111111111:1`, { user: makeUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nhận vé miễn phí' }));
    expect(screen.queryByRole('group', { name: 'Phương thức thanh toán' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/result'));
    expect(router.state.location.search).toBe(`?orderId=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Đặt chỗ thành công' })).toBeTruthy();
  });

  it('asks for a note for the host when booking a calendar frame', async () => {
    const frame = makeQuotation([
      makeQuotationLine({
        quantity: 1,
        product: makeProduct({ productItemType: 'CALENDAR_FRAME', productItemId: 'f1111111-1111-4111-8111-111111111111', title: 'Cố vấn khởi nghiệp 1:1' }),
      }),
    ]);
    const calls = mockFetch((call) => {
      if (call.path === '/api/v1/quotation') return json(200, frame);
      if (call.path === '/api/v2/payments/payouts-channels') return json(200, { data: payoutChannels });
      if (call.path === '/api/v2/orders') return json(201, makeOrder({ payment: makePayment({ payUrl: '/sandbox/pay' }) }));
      return undefined;
    });
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    renderApp(`/checkout?items=CALENDAR_FRAME:f1111111-1111-4111-8111-111111111111:1`, { user: makeUser() });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Lời nhắn cho nhà tổ chức'), '  Mình muốn hỏi về gọi vốn.  ');
    await screen.findByRole('group', { name: 'Phương thức thanh toán' });
    await user.click(within(summary()).getByRole('button', { name: 'Thanh toán' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v2/orders')).toBe(true));
    expect(calls.find((call) => call.path === '/api/v2/orders')?.body).toMatchObject({
      items: [{ productItemType: 'CALENDAR_FRAME', productItemId: 'f1111111-1111-4111-8111-111111111111', quantity: 1 }],
      note: 'Mình muốn hỏi về gọi vốn.',
    });
  });

  it('explains tickets another order already holds, with the way to that order', async () => {
    serve(() => apiError(409, 'TICKET_ALREADY_HOLD', 'Vé đang được giữ chỗ.'));
    renderApp(`/checkout?cart=${cartIds[0]}`, { user: makeUser() });
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Phương thức thanh toán' });
    await user.click(within(summary()).getByRole('button', { name: 'Thanh toán' }));
    expect(await screen.findByText('Bạn đang có một đơn giữ chỗ cho sản phẩm này')).toBeTruthy();
    expect(within(summary()).getByRole('link', { name: 'Đơn hàng của tôi' }).getAttribute('href')).toBe('/me/orders');
    expect(await screen.findByText('Vé đang được giữ chỗ.')).toBeTruthy();
  });

  it('explains sold-out tickets and quotes again', async () => {
    const calls = serve(() => apiError(409, 'TICKET_SOLDE_OUT', 'Vé đã bán hết.'));
    renderApp(`/checkout?cart=${cartIds[0]}`, { user: makeUser() });
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Phương thức thanh toán' });
    await user.click(within(summary()).getByRole('button', { name: 'Thanh toán' }));
    expect(await screen.findByText('Vé vừa bán hết')).toBeTruthy();
    await waitFor(() => expect(quotations(calls)).toHaveLength(2));
  });

  it('says so when the address names nothing to buy', async () => {
    mockFetch(() => undefined);
    renderApp('/checkout?items=nonsense', { user: makeUser() });
    expect(await screen.findByText('Chưa có gì để thanh toán')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Về giỏ hàng' }).getAttribute('href')).toBe('/cart');
  });
});
