import type { HostProductDto, PromotionOrderItemDto, VoucherDetailDto, VoucherDto } from '@market/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../test/fixtures';
import { apiError, json, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { makeSummary, studioHost } from '../../../test/studio-fixtures';
import { fillDateTime } from '../../../test/date-fields';

function makeVoucher(overrides: Partial<VoucherDto> = {}): VoucherDto {
  return {
    id: 'b1111111-1111-4111-8111-111111111111',
    code: 'HE2026',
    name: 'Chào hè',
    description: null,
    type: 'PERCENTAGE',
    value: 20,
    maxDiscount: 50_000,
    minOrderAmount: 0,
    usage: 'MULTI_USE',
    applicability: 'ALL',
    usageLimit: 50,
    usedCount: 3,
    startAt: '2026-06-01T00:00:00.000Z',
    endAt: '2026-06-30T16:59:00.000Z',
    active: true,
    validity: 'ACTIVE',
    productCount: 0,
    restrictedUserCount: 0,
    canDelete: true,
    createdAt: '2026-05-01T00:00:00.000Z',
    updatedAt: '2026-05-01T00:00:00.000Z',
    ...overrides,
  };
}
const summer = makeVoucher();
const fixed = makeVoucher({
  id: 'b2222222-2222-4222-8222-222222222222',
  code: 'GIAM50K',
  name: 'Tri ân',
  type: 'FIXED_AMOUNT',
  value: 50_000,
  maxDiscount: null,
  usageLimit: null,
  usedCount: 12,
  validity: 'EXPIRED',
  canDelete: false,
});
const later = makeVoucher({ id: 'b3333333-3333-4333-8333-333333333333', code: 'SAPTOI', name: 'Sắp tới', validity: 'UPCOMING', active: true });

const vipTier: HostProductDto = {
  productItemType: 'TICKET_TIER',
  productItemId: 'd1111111-1111-4111-8111-111111111111',
  parentId: 'e1111111-1111-4111-8111-111111111111',
  title: 'Đêm nhạc acoustic',
  subtitle: 'Vé VIP',
  price: 400_000,
  startsAt: '2026-12-05T12:30:00.000Z',
  endsAt: '2026-12-05T14:00:00.000Z',
  discount: null,
};
const detail = (voucher: VoucherDto, extra: Partial<VoucherDetailDto> = {}): VoucherDetailDto => ({ ...voucher, products: [], restrictedUsers: [], ...extra });

function serve(answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    if (call.path === '/api/v1/notifications/count') return json(200, { total: 0, unread: 0 });
    const handled = answer(call);
    if (handled) return handled;
    if (call.method === 'GET' && call.path.startsWith('/api/v1/host/vouchers?')) return json(200, pageOf([summer, fixed, later]));
    if (call.method === 'GET' && call.path.startsWith('/api/v1/host/discounts/products')) return json(200, pageOf([vipTier], 8));
    if (call.method === 'GET' && call.path.startsWith('/api/v1/users/list'))
      return json(
        200,
        pageOf([makeSummary({ id: 'a0000000-0000-4000-8000-000000000009', username: 'pham-van-an', fullName: 'Phạm Văn An', role: 'USER' })], 8),
      );
    return undefined;
  });
}

describe('my vouchers in the studio', () => {
  it('shows each voucher with its code, what it takes off, where it stands and how often it was used', async () => {
    serve();
    renderApp('/studio/vouchers', { user: studioHost });
    const rows = await screen.findAllByTestId('voucher-row', {}, { timeout: 4_000 });
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('HE2026')).toBeTruthy();
    expect(within(rows[0]!).getByText('Giảm 20%')).toBeTruthy();
    expect(within(rows[0]!).getByText('tối đa 50.000 ₫')).toBeTruthy();
    expect(within(rows[0]!).getByText('Đang hiệu lực')).toBeTruthy();
    expect(within(rows[0]!).getByText('3/50 lượt')).toBeTruthy();
    expect(within(rows[1]!).getByText('Giảm 50.000 ₫')).toBeTruthy();
    expect(within(rows[1]!).getByText('Hết hạn')).toBeTruthy();
    expect(within(rows[1]!).getByText('12 lượt')).toBeTruthy();
    expect(within(rows[2]!).getByText('Sắp diễn ra')).toBeTruthy();
    expect(within(rows[0]!).getByRole('switch', { name: 'Bật mã HE2026' }).getAttribute('aria-checked')).toBe('true');
  });

  it('asks the server again with the words searched and the validity chosen, from the first page', async () => {
    const calls = serve();
    renderApp('/studio/vouchers', { user: studioHost });
    const user = userEvent.setup();
    await screen.findAllByTestId('voucher-row');
    await user.selectOptions(screen.getByLabelText('Hiệu lực'), 'EXPIRED');
    await user.type(screen.getByLabelText('Tìm kiếm'), 'tri');
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.path.startsWith('/api/v1/host/vouchers?') && c.path.includes('q=tri') && c.path.includes('validity=EXPIRED') && c.path.includes('page=1'),
        ),
      ).toBe(true),
    );
  });

  it('switches a voucher off from its row', async () => {
    const calls = serve(({ method, path }) =>
      method === 'PATCH' && path === `/api/v1/host/vouchers/${summer.id}` ? json(200, detail({ ...summer, active: false, validity: 'INACTIVE' })) : undefined,
    );
    renderApp('/studio/vouchers', { user: studioHost });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Bật mã HE2026' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ active: false }));
    expect(await screen.findByText('Đã tắt mã HE2026.')).toBeTruthy();
  });

  it('keeps a voucher with a bad code, a blank value and an end before its start in the dialog, and says why', async () => {
    const calls = serve();
    renderApp('/studio/vouchers', { user: studioHost });
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Tạo mã giảm giá' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Tạo mã giảm giá' });
    await user.type(within(dialog).getByLabelText('Mã'), 'giảm giá');
    await user.type(within(dialog).getByLabelText('Tên chương trình'), 'Tri ân học viên');
    fillDateTime(within(dialog).getByLabelText('Bắt đầu'), '2026-07-10T09:00');
    fillDateTime(within(dialog).getByLabelText('Kết thúc'), '2026-07-01T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo mã giảm giá' }));

    expect(await within(dialog).findByText('Mã giảm giá cần 3–40 ký tự, chỉ gồm chữ cái không dấu, chữ số, dấu gạch dưới hoặc gạch ngang.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Mã').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('Phần trăm giảm').getAttribute('aria-invalid')).toBe('true');

    // With every field right, the window is checked as a whole.
    const code = within(dialog).getByLabelText('Mã');
    await user.clear(code);
    await user.type(code, 'TRI-AN');
    await user.type(within(dialog).getByLabelText('Phần trăm giảm'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo mã giảm giá' }));
    expect(await within(dialog).findByText('Thời điểm kết thúc phải sau thời điểm bắt đầu.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Kết thúc').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  }, 15_000);

  it('creates a fixed-amount voucher on a chosen ticket tier for a chosen buyer', async () => {
    const calls = serve(({ method, body }) =>
      method === 'POST' ? json(201, detail({ ...summer, ...(body as object), id: 'b9999999-9999-4999-8999-999999999999' } as VoucherDto)) : undefined,
    );
    renderApp('/studio/vouchers', { user: studioHost });
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Tạo mã giảm giá' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Tạo mã giảm giá' });
    await user.type(within(dialog).getByLabelText('Mã'), 'tri-an-2026');
    await user.type(within(dialog).getByLabelText('Tên chương trình'), 'Tri ân học viên');
    await user.click(within(dialog).getByRole('radio', { name: 'Số tiền cố định' }));
    const amount = within(dialog).getByLabelText('Số tiền giảm') as HTMLInputElement;
    await user.type(amount, '50000');
    expect(amount.value).toBe('50.000');
    expect(within(dialog).queryByLabelText('Giảm tối đa')).toBeNull();
    await user.type(within(dialog).getByLabelText('Tổng lượt dùng'), '100');
    await user.selectOptions(within(dialog).getByLabelText('Mỗi người mua'), 'SINGLE_USE');
    fillDateTime(within(dialog).getByLabelText('Bắt đầu'), '2026-07-01T09:00');
    fillDateTime(within(dialog).getByLabelText('Kết thúc'), '2026-07-31T23:00');

    await user.click(await within(dialog).findByRole('button', { name: 'Thêm Đêm nhạc acoustic · Vé VIP' }));
    expect(within(within(dialog).getByRole('region', { name: 'Đã chọn 1 sản phẩm' })).getByText('Đêm nhạc acoustic · Vé VIP')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Tìm người dùng theo tên'), 'an');
    await user.click(await within(dialog).findByRole('button', { name: 'Thêm Phạm Văn An' }));

    await user.click(within(dialog).getByRole('button', { name: 'Tạo mã giảm giá' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/v1/host/vouchers',
      body: {
        code: 'TRI-AN-2026',
        name: 'Tri ân học viên',
        description: null,
        type: 'FIXED_AMOUNT',
        value: 50000,
        maxDiscount: null,
        minOrderAmount: 0,
        usage: 'SINGLE_USE',
        applicability: 'ALL',
        usageLimit: 100,
        startAt: '2026-07-01T02:00:00.000Z',
        endAt: '2026-07-31T16:00:00.000Z',
        active: true,
        products: [{ productItemType: 'TICKET_TIER', productItemId: vipTier.productItemId }],
        restrictedUserIds: ['a0000000-0000-4000-8000-000000000009'],
      },
    });
    expect(await screen.findByText('Đã tạo mã giảm giá.')).toBeTruthy();
  }, 15_000);

  it('puts the server’s "code already exists" under the code', async () => {
    serve(({ method }) => (method === 'POST' ? apiError(409, 'VOUCHER_CODE_EXISTS', 'Mã giảm giá đã tồn tại.') : undefined));
    renderApp('/studio/vouchers', { user: studioHost });
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Tạo mã giảm giá' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Tạo mã giảm giá' });
    await user.type(within(dialog).getByLabelText('Mã'), 'HE2026');
    await user.type(within(dialog).getByLabelText('Tên chương trình'), 'Trùng mã');
    await user.type(within(dialog).getByLabelText('Phần trăm giảm'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo mã giảm giá' }));
    expect(await within(dialog).findByText('Mã giảm giá đã tồn tại.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Mã').getAttribute('aria-invalid')).toBe('true');
  }, 15_000);

  it('edits a voucher with everything it holds, and sends it whole', async () => {
    const calls = serve(({ method, path, body }) => {
      if (method === 'GET' && path === `/api/v1/host/vouchers/${summer.id}`) {
        return json(
          200,
          detail(summer, {
            products: [vipTier],
            restrictedUsers: [{ id: 'a0000000-0000-4000-8000-000000000009', fullName: 'Phạm Văn An', email: 'an@vidu.vn', avatar: null }],
          }),
        );
      }
      if (method === 'PUT') return json(200, detail({ ...summer, ...(body as object) } as VoucherDto));
      return undefined;
    });
    renderApp('/studio/vouchers', { user: studioHost });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sửa HE2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa mã giảm giá' });
    expect(await within(dialog).findByText('an@vidu.vn', { exact: false })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Bỏ Đêm nhạc acoustic · Vé VIP' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `/api/v1/host/vouchers/${summer.id}`,
      body: {
        code: 'HE2026',
        value: 20,
        maxDiscount: 50000,
        usageLimit: 50,
        startAt: summer.startAt,
        endAt: summer.endAt,
        products: [],
        restrictedUserIds: ['a0000000-0000-4000-8000-000000000009'],
      },
    });
  }, 15_000);

  it('offers to switch off a voucher orders used instead of deleting it', async () => {
    const calls = serve(({ method }) => (method === 'PATCH' ? json(200, detail({ ...fixed, active: false, validity: 'EXPIRED' })) : undefined));
    renderApp('/studio/vouchers', { user: studioHost });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Xoá GIAM50K' }));
    const dialog = await screen.findByRole('dialog', { name: 'Không thể xoá mã này' });
    await user.click(within(dialog).getByRole('button', { name: 'Tắt mã' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: `/api/v1/host/vouchers/${fixed.id}`, body: { active: false } }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('deletes an unused voucher after confirming', async () => {
    const calls = serve(({ method }) => (method === 'DELETE' ? json(200, { success: true }) : undefined));
    renderApp('/studio/vouchers', { user: studioHost });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Xoá HE2026' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Xoá mã giảm giá?' })).getByRole('button', { name: 'Xoá' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/api/v1/host/vouchers/${summer.id}`));
    expect(await screen.findByText('Đã xoá mã giảm giá.')).toBeTruthy();
  });

  it('shows the order lines a voucher lowered', async () => {
    const line: PromotionOrderItemDto = {
      id: 'f1111111-1111-4111-8111-111111111111',
      orderId: 'f2222222-2222-4222-8222-222222222222',
      orderCode: 'DH7K2M9Q4XZA',
      orderStatus: 'PAID',
      buyer: { id: 'a0000000-0000-4000-8000-000000000009', fullName: 'Phạm Văn An', email: 'an@vidu.vn', avatar: null },
      productItemType: 'TICKET_TIER',
      productItemId: vipTier.productItemId,
      title: 'Đêm nhạc acoustic',
      subtitle: 'Vé VIP',
      unitPrice: 400_000,
      quantity: 2,
      discountAmount: 0,
      voucherAmount: 50_000,
      total: 750_000,
      status: 'SUCCESS',
      createdAt: '2026-06-03T03:00:00.000Z',
    };
    serve(({ path }) => (path.startsWith(`/api/v1/host/vouchers/${summer.id}/order-items`) ? json(200, pageOf([line], 10)) : undefined));
    renderApp('/studio/vouchers', { user: studioHost });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Đơn hàng của HE2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đơn hàng · HE2026' });
    const row = await within(dialog).findByTestId('promotion-order-item');
    expect(within(row).getByText('DH7K2M9Q4XZA')).toBeTruthy();
    expect(within(row).getByText('Đã thanh toán')).toBeTruthy();
    expect(within(row).getByText('an@vidu.vn')).toBeTruthy();
    expect(within(row).getByText('50.000 ₫')).toBeTruthy();
    expect(within(row).getByText('750.000 ₫')).toBeTruthy();
  });
});
