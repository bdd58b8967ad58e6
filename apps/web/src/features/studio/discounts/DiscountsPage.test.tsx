import type { DiscountDetailDto, DiscountDto, HostProductDto } from '@market/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../test/fixtures';
import { apiError, json, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { studioHost } from '../../../test/studio-fixtures';
import { fillDateTime } from '../../../test/date-fields';

function makeDiscount(overrides: Partial<DiscountDto> = {}): DiscountDto {
  return {
    id: 'c1111111-1111-4111-8111-111111111111',
    name: 'Ưu đãi mua sớm',
    description: 'Cho 100 vé đầu tiên',
    type: 'PERCENTAGE',
    value: 15,
    startAt: '2026-06-01T00:00:00.000Z',
    endAt: '2026-06-30T16:59:00.000Z',
    active: true,
    validity: 'ACTIVE',
    productCount: 2,
    createdAt: '2026-05-01T00:00:00.000Z',
    updatedAt: '2026-05-01T00:00:00.000Z',
    ...overrides,
  };
}
const early = makeDiscount();
const weekend = makeDiscount({
  id: 'c2222222-2222-4222-8222-222222222222',
  name: 'Cuối tuần',
  description: null,
  type: 'AMOUNT',
  value: 30_000,
  productCount: 1,
  active: false,
  validity: 'INACTIVE',
});

const product = (overrides: Partial<HostProductDto>): HostProductDto => ({
  productItemType: 'TICKET_TIER',
  productItemId: 'd1111111-1111-4111-8111-111111111111',
  parentId: 'e1111111-1111-4111-8111-111111111111',
  title: 'Đêm nhạc acoustic',
  subtitle: 'Vé thường',
  price: 150_000,
  startsAt: '2026-12-05T12:30:00.000Z',
  endsAt: '2026-12-05T14:00:00.000Z',
  discount: null,
  ...overrides,
});
const standard = product({});
const vip = product({
  productItemId: 'd2222222-2222-4222-8222-222222222222',
  subtitle: 'Vé VIP',
  price: 400_000,
  discount: { id: early.id, name: early.name },
});
const frame = product({
  productItemType: 'CALENDAR_FRAME',
  productItemId: 'd3333333-3333-4333-8333-333333333333',
  parentId: 'e2222222-2222-4222-8222-222222222222',
  title: 'Tư vấn lộ trình UX 1:1',
  subtitle: null,
  price: 300_000,
  startsAt: '2026-12-07T02:00:00.000Z',
});
const detail = (discount: DiscountDto, products: HostProductDto[]): DiscountDetailDto => ({ ...discount, products });

function serve(answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    if (call.path === '/api/v1/notifications/count') return json(200, { total: 0, unread: 0 });
    const handled = answer(call);
    if (handled) return handled;
    if (call.method === 'GET' && call.path.startsWith('/api/v1/host/discounts?')) return json(200, pageOf([early, weekend]));
    if (call.method === 'GET' && call.path.startsWith('/api/v1/host/discounts/products')) {
      const kind = new URL(call.path, 'http://localhost').searchParams.get('productItemType');
      return json(
        200,
        pageOf(
          [standard, vip, frame].filter((p) => !kind || p.productItemType === kind),
          8,
        ),
      );
    }
    return undefined;
  });
}

async function openCreate() {
  const user = userEvent.setup();
  await user.click((await screen.findAllByRole('button', { name: 'Tạo chương trình' }))[0]!);
  return { user, dialog: await screen.findByRole('dialog', { name: 'Tạo chương trình giảm giá' }) };
}

describe('my discounts in the studio', () => {
  it('shows each discount with what it takes off, its products and where it stands', async () => {
    serve();
    renderApp('/studio/discounts', { user: studioHost });
    const rows = await screen.findAllByTestId('discount-row', {}, { timeout: 4_000 });
    expect(within(rows[0]!).getByText('Ưu đãi mua sớm')).toBeTruthy();
    expect(within(rows[0]!).getByText('Giảm 15%')).toBeTruthy();
    expect(within(rows[0]!).getByText('2 sản phẩm')).toBeTruthy();
    expect(within(rows[0]!).getByText('Đang hiệu lực')).toBeTruthy();
    expect(within(rows[1]!).getByText('Giảm 30.000 ₫')).toBeTruthy();
    expect(within(rows[1]!).getByText('Đã tắt')).toBeTruthy();
    expect(within(rows[1]!).getByRole('switch', { name: 'Bật Cuối tuần' }).getAttribute('aria-checked')).toBe('false');
  });

  it('switches a discount back on from its row', async () => {
    const calls = serve(({ method }) => (method === 'PATCH' ? json(200, detail({ ...weekend, active: true, validity: 'ACTIVE' }, [])) : undefined));
    renderApp('/studio/discounts', { user: studioHost });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Bật Cuối tuần' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: `/api/v1/host/discounts/${weekend.id}`, body: { active: true } }),
    );
    expect(await screen.findByText('Đã bật “Cuối tuần”.')).toBeTruthy();
  });

  it('needs at least one product, and a percentage no higher than 100', async () => {
    const calls = serve();
    renderApp('/studio/discounts', { user: studioHost });
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText('Tên chương trình'), 'Giảm sâu');
    await user.type(within(dialog).getByLabelText('Phần trăm giảm'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo chương trình' }));
    expect(await within(dialog).findByText('Vui lòng chọn ít nhất một sản phẩm.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Phần trăm giảm').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Mức giảm không hợp lệ: theo phần trăm từ 1 đến 100, theo số tiền phải lớn hơn 0 ₫.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  }, 15_000);

  it('offers the host’s products, not those another discount holds, and creates the discount on the ones chosen', async () => {
    const calls = serve(({ method, body }) =>
      method === 'POST' ? json(201, detail({ ...early, ...(body as object), id: 'c9999999-9999-4999-8999-999999999999' } as DiscountDto, [])) : undefined,
    );
    renderApp('/studio/discounts', { user: studioHost });
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText('Tên chương trình'), 'Giảm cuối năm');
    await user.click(within(dialog).getByRole('radio', { name: 'Số tiền cố định' }));
    await user.type(within(dialog).getByLabelText('Số tiền giảm'), '25000');
    fillDateTime(within(dialog).getByLabelText('Bắt đầu'), '2026-12-01T00:00');
    fillDateTime(within(dialog).getByLabelText('Kết thúc'), '2026-12-31T23:59');

    const results = await within(dialog).findByRole('list', { name: 'Sản phẩm có thể chọn' });
    expect(within(results).getByText('400.000 ₫ · Đang thuộc “Ưu đãi mua sớm”')).toBeTruthy();
    expect((within(results).getByRole('button', { name: 'Thêm Đêm nhạc acoustic · Vé VIP' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(results).getByRole('button', { name: 'Thêm Đêm nhạc acoustic · Vé thường' }));
    const kinds = within(dialog).getByLabelText('Loại sản phẩm');
    // Every type a host may promote, as the contract declares them (not only tiers and frames).
    expect(
      within(kinds)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tất cả', 'Vé sự kiện', 'Lịch hẹn', 'Khoá học', 'Combo', 'Sách điện tử', 'Chương trình Reskill']);
    await user.selectOptions(kinds, 'Lịch hẹn');
    await user.click(await within(dialog).findByRole('button', { name: /^Thêm Tư vấn lộ trình UX 1:1 · Khung giờ/ }));
    expect(within(dialog).getByRole('region', { name: 'Đã chọn 2 sản phẩm' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Tạo chương trình' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/v1/host/discounts',
      body: {
        name: 'Giảm cuối năm',
        description: null,
        type: 'AMOUNT',
        value: 25000,
        startAt: '2026-11-30T17:00:00.000Z',
        endAt: '2026-12-31T16:59:00.000Z',
        active: true,
        products: [
          { productItemType: 'TICKET_TIER', productItemId: standard.productItemId },
          { productItemType: 'CALENDAR_FRAME', productItemId: frame.productItemId },
        ],
      },
    });
    expect(await screen.findByText('Đã tạo chương trình giảm giá.')).toBeTruthy();
  }, 15_000);

  it('lets a discount keep its own products when edited, and shows a clash the server finds under the products', async () => {
    const calls = serve(({ method, path }) => {
      if (method === 'GET' && path === `/api/v1/host/discounts/${early.id}`) return json(200, detail(early, [vip]));
      if (method === 'PUT') return apiError(409, 'DISCOUNT_PRODUCT_DUPLICATED', 'Sản phẩm đã thuộc một chương trình giảm giá khác.');
      return undefined;
    });
    renderApp('/studio/discounts', { user: studioHost });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sửa Ưu đãi mua sớm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa chương trình giảm giá' });
    const results = await within(dialog).findByRole('list', { name: 'Sản phẩm có thể chọn' });
    // Its own VIP tier is chosen already, not "taken".
    expect(within(results).getByRole('button', { name: 'Đã chọn: Đêm nhạc acoustic · Vé VIP' })).toBeTruthy();
    await user.click(within(results).getByRole('button', { name: 'Thêm Đêm nhạc acoustic · Vé thường' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        name: 'Ưu đãi mua sớm',
        type: 'PERCENTAGE',
        value: 15,
        products: [{ productItemId: vip.productItemId }, { productItemId: standard.productItemId }],
      }),
    );
    expect(await within(dialog).findByText('Sản phẩm đã thuộc một chương trình giảm giá khác.')).toBeTruthy();
  }, 15_000);

  it('deletes a discount after confirming', async () => {
    const calls = serve(({ method }) => (method === 'DELETE' ? json(200, { success: true }) : undefined));
    renderApp('/studio/discounts', { user: studioHost });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Xoá Cuối tuần' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Xoá chương trình giảm giá?' })).getByRole('button', { name: 'Xoá' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/api/v1/host/discounts/${weekend.id}`));
    expect(await screen.findByText('Đã xoá chương trình giảm giá.')).toBeTruthy();
  });
});
