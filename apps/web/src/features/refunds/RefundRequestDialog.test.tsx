import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_ID, combo, makeOrder, makeOrderItem, makePayment } from '../../test/commerce-fixtures';
import { apiError, json, mockFetch } from '../../test/fetch-mock';
import { makeUser, pageOf } from '../../test/fixtures';
import { makeRefund } from '../../test/refund-fixtures';
import { renderApp } from '../../test/render-app';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

const inFuture = new Date(Date.now() + 7 * 86_400_000).toISOString();
const paidItem = makeOrderItem({ status: 'SUCCESS', startsAt: inFuture, refundable: true });

function paidOrder(provider: string) {
  return makeOrder({ status: 'PAID', provider, payment: makePayment({ provider, status: 'SUCCESS', payUrl: null }), items: [paidItem] });
}

function serve(order: ReturnType<typeof paidOrder>, answer: (body: unknown) => Response, refunds = pageOf([] as unknown[])) {
  return mockFetch(({ method, path, body }) => {
    if (path === `/api/v2/orders/${ORDER_ID}/info`) return json(200, order);
    if (method === 'GET' && path.startsWith('/api/v1/refunds')) return json(200, refunds);
    if (method === 'POST' && path === '/api/v1/refunds') return answer(body);
    return undefined;
  });
}

describe('asking for a refund from an order', () => {
  it('asks for the bank account when the order was paid by transfer, and sends the request', async () => {
    const calls = serve(paidOrder('ADMIN'), (body) => json(201, makeRefund({ mode: 'MANUAL', ...(body as object) })));
    renderApp(`/me/orders/${ORDER_ID}`, { user: makeUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Yêu cầu hoàn tiền Hội thảo AI cho doanh nghiệp nhỏ – Vé thường' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yêu cầu hoàn tiền' });
    expect(within(dialog).getByText(/chuyển lại vào tài khoản ngân hàng/)).toBeTruthy();
    // What a ticket's refund takes away, said before asking.
    expect(within(dialog).getByText('Vé của bạn sẽ bị huỷ: mã QR không còn dùng để vào cửa được nữa.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await within(dialog).findAllByText('Vui lòng nhập thông tin này.')).not.toHaveLength(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Lý do hoàn tiền'), 'Tôi bị trùng lịch công tác');
    await user.type(within(dialog).getByLabelText('Ngân hàng'), 'Vietcombank');
    await user.type(within(dialog).getByLabelText('Số tài khoản'), '0071 0012 34567');
    await user.type(within(dialog).getByLabelText('Tên chủ tài khoản'), 'NGUYEN THI LAN');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      orderItemId: paidItem.id,
      reason: 'Tôi bị trùng lịch công tác',
      bankName: 'Vietcombank',
      bankAccountNumber: '007100123456' + '7',
      bankAccountName: 'NGUYEN THI LAN',
    });
    expect(await screen.findByText('Đã gửi yêu cầu hoàn tiền. Chúng tôi sẽ báo cho bạn khi có kết quả.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Yêu cầu hoàn tiền' })).toBeNull());
  });

  it('sends only the reason for a provider payment, and shows the server’s refusal', async () => {
    const calls = serve(paidOrder('VNPAY'), () =>
      apiError(409, 'REFUND_ALREADY_REQUESTED', 'Sản phẩm này đã có yêu cầu hoàn tiền đang xử lý hoặc đã được hoàn tiền.'),
    );
    renderApp(`/me/orders/${ORDER_ID}`, { user: makeUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Yêu cầu hoàn tiền/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Yêu cầu hoàn tiền' });
    expect(within(dialog).queryByLabelText('Số tài khoản')).toBeNull();
    await user.type(within(dialog).getByLabelText('Lý do hoàn tiền'), 'Sự kiện đổi giờ, tôi không đi được');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ orderItemId: paidItem.id, reason: 'Sự kiện đổi giờ, tôi không đi được' }),
    );
    expect(await screen.findByText('Sản phẩm này đã có yêu cầu hoàn tiền đang xử lý hoặc đã được hoàn tiền.')).toBeTruthy();
  });

  it('shows where an open request stands instead of the button', async () => {
    serve(paidOrder('VNPAY'), () => json(500, {}), pageOf([makeRefund({ orderItemId: paidItem.id, status: 'PROCESSING', approval: 'APPROVED' })]));
    renderApp(`/me/orders/${ORDER_ID}`, { user: makeUser() });
    expect(await screen.findByText('Đang hoàn tiền')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem yêu cầu hoàn tiền' }).getAttribute('href')).toBe('/me/refunds');
    expect(screen.queryByRole('button', { name: /^Yêu cầu hoàn tiền/ })).toBeNull();
  });

  it('offers no request for a line the server says cannot be refunded', async () => {
    const order = { ...paidOrder('VNPAY'), items: [{ ...paidItem, refundable: false }] };
    serve(order, () => json(500, {}));
    renderApp(`/me/orders/${ORDER_ID}`, { user: makeUser() });
    expect(await screen.findByText('Hội thảo AI cho doanh nghiệp nhỏ')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Yêu cầu hoàn tiền/ })).toBeNull());
  });

  it('says why a used line can no longer be refunded, as the server words it, instead of the button', async () => {
    const used = 'Bạn đã sử dụng sản phẩm này nên không thể yêu cầu hoàn tiền.';
    serve({ ...paidOrder('VNPAY'), items: [{ ...paidItem, refundable: false, refundRefusal: used }] }, () => json(500, {}));
    renderApp(`/me/orders/${ORDER_ID}`, { user: makeUser() });
    expect(await screen.findByText(used)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Yêu cầu hoàn tiền/ })).toBeNull();
  });

  it('names what each kind of purchase loses: a course its access, a combo each of its items', async () => {
    const course = makeOrderItem({
      status: 'SUCCESS',
      productItemType: 'ONLINE_COURSE',
      eventId: null,
      title: 'Gọi vốn từ con số 0',
      subtitle: null,
      link: '/courses/goi-von',
      refundable: true,
    });
    const comboLine = makeOrderItem({
      id: 'd2222222-2222-4222-8222-222222222222',
      status: 'SUCCESS',
      productItemType: 'COMBO',
      eventId: null,
      title: combo.title,
      subtitle: null,
      link: `/combos/${combo.slug}`,
      refundable: true,
    });
    const order = makeOrder({ status: 'PAID', provider: 'VNPAY', payment: makePayment({ status: 'SUCCESS', payUrl: null }), items: [course, comboLine] });
    mockFetch(({ method, path }) => {
      if (path === `/api/v2/orders/${ORDER_ID}/info`) return json(200, order);
      if (path === `/api/v1/combos/slug/${combo.slug}`) return json(200, combo);
      if (method === 'GET' && path.startsWith('/api/v1/refunds')) return json(200, pageOf([] as unknown[]));
      return undefined;
    });
    renderApp(`/me/orders/${ORDER_ID}`, { user: makeUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Yêu cầu hoàn tiền Gọi vốn từ con số 0' }));
    let dialog = await screen.findByRole('dialog', { name: 'Yêu cầu hoàn tiền' });
    expect(within(dialog).getByText(/Bạn sẽ mất quyền truy cập khoá học/)).toBeTruthy();
    expect(within(dialog).queryByText(/Vé hoặc lịch hẹn/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Huỷ' }));

    await user.click(await screen.findByRole('button', { name: `Yêu cầu hoàn tiền ${combo.title}` }));
    dialog = await screen.findByRole('dialog', { name: 'Yêu cầu hoàn tiền' });
    const lost = await within(dialog).findByRole('list', { name: `Những gì bạn mất trong ${combo.title}` });
    const parts = within(lost)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(parts.some((p) => p!.startsWith('Khoá học: Gọi vốn từ con số 0') && p!.includes('mất quyền truy cập khoá học'))).toBe(true);
    expect(parts.some((p) => p!.startsWith('Vé sự kiện:') && p!.includes('mã QR không còn dùng'))).toBe(true);
  });
});
