import type {
  CartDto,
  ComboDto,
  CartGroupDto,
  CartItemDto,
  HostChip,
  OrderDto,
  OrderItemDto,
  OrderSummaryDto,
  PaymentDto,
  PayoutChannelDto,
  ProductItemSummary,
  QuotationDto,
  QuotationLineDto,
} from '@market/contract';

/** Carts, quotations, orders and payment channels as the server sends them (see packages/contract commerce.ts). */

const stamp = '2026-11-20T02:00:00.000Z';

export const hostHa: HostChip = { id: 'b1111111-1111-4111-8111-111111111111', fullName: 'Đặng Thu Hà', username: 'thu-ha', avatar: null };
export const hostMinh: HostChip = { id: 'b2222222-2222-4222-8222-222222222222', fullName: 'Trần Quang Minh', username: 'quang-minh', avatar: null };

export function makeProduct(overrides: Partial<ProductItemSummary> = {}): ProductItemSummary {
  return {
    productItemType: 'TICKET_TIER',
    productItemId: '7a111111-1111-4111-8111-111111111111',
    title: 'Hội thảo AI cho doanh nghiệp nhỏ',
    subtitle: 'Vé thường',
    image: null,
    link: '/events/hoi-thao-ai',
    host: hostHa,
    unitPrice: 150_000,
    available: 12,
    maxPerOrder: 10,
    startsAt: '2026-11-28T12:30:00.000Z',
    endsAt: '2026-11-28T14:00:00.000Z',
    ...overrides,
  };
}

export function makeCartItem(overrides: Partial<CartItemDto> & Pick<CartItemDto, 'id'>): CartItemDto {
  const product = overrides.product ?? makeProduct();
  const quantity = overrides.quantity ?? 1;
  return { quantity, product, subtotal: product.unitPrice * quantity, problem: null, addedAt: stamp, ...overrides };
}

/** A cart grouped by host, with the server's subtotals. */
export function makeCart(items: CartItemDto[]): CartDto {
  const groups: CartGroupDto[] = [];
  for (const item of items) {
    const group = groups.find((g) => g.host.id === item.product.host.id);
    if (group) group.items.push(item);
    else groups.push({ host: item.product.host, items: [item], subtotal: 0 });
  }
  for (const group of groups) group.subtotal = group.items.reduce((sum, item) => sum + item.subtotal, 0);
  return { groups, count: items.length, subtotal: items.reduce((sum, item) => sum + item.subtotal, 0) };
}

export function makeQuotationLine(overrides: Partial<QuotationLineDto> = {}): QuotationLineDto {
  const product = overrides.product ?? makeProduct();
  const quantity = overrides.quantity ?? 2;
  const subtotal = product.unitPrice * quantity;
  const discountAmount = overrides.discountAmount ?? 0;
  const voucherAmount = overrides.voucherAmount ?? 0;
  return {
    product,
    quantity,
    subtotal,
    discountAmount,
    voucherAmount,
    total: subtotal - discountAmount - voucherAmount,
    discount: null,
    problem: null,
    ...overrides,
  };
}

/** A quotation whose totals add up from its lines. */
export function makeQuotation(lines: QuotationLineDto[] = [makeQuotationLine()], overrides: Partial<QuotationDto> = {}): QuotationDto {
  const sum = (pick: (line: QuotationLineDto) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    lines,
    subtotal: sum((l) => l.subtotal),
    discountTotal: sum((l) => l.discountAmount),
    voucherTotal: sum((l) => l.voucherAmount),
    total: sum((l) => l.total),
    currency: 'VND',
    voucher: null,
    voucherProblem: null,
    purchasable: lines.every((l) => l.problem === null),
    ...overrides,
  };
}

export const payoutChannels: PayoutChannelDto[] = [
  { provider: 'VNPAY', name: 'VNPay', description: 'Thẻ ATM, QR ngân hàng', methods: ['VNPAY', 'QR_CODE'], web: true, sandbox: true },
  { provider: 'MOMO', name: 'MoMo', description: 'Ví MoMo', methods: ['EWALLET'], web: true, sandbox: true },
  { provider: 'STRIPE', name: 'Thẻ quốc tế', description: 'Visa, Mastercard', methods: ['CREDIT_CARD'], web: true, sandbox: false },
  { provider: 'APPLE', name: 'Apple', description: 'Trong ứng dụng', methods: [], web: false, sandbox: true },
];

export const ORDER_ID = 'a0111111-1111-4111-8111-111111111111';

export function makePayment(overrides: Partial<PaymentDto> = {}): PaymentDto {
  return {
    id: 'fa111111-1111-4111-8111-111111111111',
    provider: 'VNPAY',
    method: 'VNPAY',
    amount: 300_000,
    currency: 'VND',
    status: 'PENDING',
    payUrl: '/api/v2/payments/sandbox/pay?token=abc',
    resultCode: null,
    createdAt: stamp,
    paidAt: null,
    ...overrides,
  };
}

export function makeOrderItem(overrides: Partial<OrderItemDto> = {}): OrderItemDto {
  return {
    id: 'd1111111-1111-4111-8111-111111111111',
    orderId: ORDER_ID,
    productItemType: 'TICKET_TIER',
    productItemId: '7a111111-1111-4111-8111-111111111111',
    eventId: 'e1111111-1111-4111-8111-111111111111',
    calendarId: null,
    title: 'Hội thảo AI cho doanh nghiệp nhỏ',
    subtitle: 'Vé thường',
    link: '/events/hoi-thao-ai-cho-doanh-nghiep-nho',
    host: hostHa,
    unitPrice: 150_000,
    quantity: 2,
    discountAmount: 0,
    voucherAmount: 0,
    total: 300_000,
    status: 'HOLDING',
    bookingStatus: null,
    startsAt: '2026-11-28T12:30:00.000Z',
    endsAt: '2026-11-28T14:00:00.000Z',
    refundedAt: null,
    refundable: false,
    refundRefusal: null,
    createdAt: stamp,
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    id: ORDER_ID,
    code: 'DH-2611-0001',
    userId: '0b6f1f5e-7c1a-4a52-9d7e-3f1c2a4b5c6d',
    status: 'PENDING',
    subtotal: 300_000,
    discountTotal: 0,
    voucherTotal: 0,
    total: 300_000,
    currency: 'VND',
    voucherCode: null,
    provider: 'VNPAY',
    method: 'VNPAY',
    holdExpiresAt: '2026-11-20T02:15:00.000Z',
    paidAt: null,
    cancelledAt: null,
    createdAt: stamp,
    items: [makeOrderItem()],
    payment: makePayment(),
    owedBack: [],
    invoice: null,
    ...overrides,
  };
}

export function makeOrderSummary(overrides: Partial<OrderSummaryDto> = {}): OrderSummaryDto {
  const { items, ...order } = makeOrder();
  return { ...order, itemCount: items.length, titles: items.map((item) => item.title), ...overrides };
}

/** An element's text with every kind of space made plain (VND amounts carry a no-break space before ₫). */
export function textOf(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A combo of two tickets and a course, on sale. */
export const combo: ComboDto = {
  id: 'c0111111-1111-4111-8111-111111111111',
  slug: 'combo-khoi-nghiep',
  title: 'Combo Khởi nghiệp',
  description: 'Vé hội thảo và khoá học.',
  coverImage: null,
  price: 500_000,
  itemsValue: 700_000,
  status: 'PUBLISHED',
  host: { id: 'b1111111-1111-4111-8111-111111111111', fullName: 'Đặng Thu Hà', username: 'thu-ha', avatar: null },
  items: [
    {
      productItemType: 'TICKET_TIER',
      productItemId: 'a0111111-1111-4111-8111-111111111111',
      quantity: 2,
      title: 'Hội thảo Khởi nghiệp',
      subtitle: 'Vé thường',
      image: null,
      link: '/events/hoi-thao-khoi-nghiep',
      unitPrice: 150_000,
      onSale: true,
      owned: false,
    },
    {
      productItemType: 'ONLINE_COURSE',
      productItemId: 'a0222222-2222-4222-8222-222222222222',
      quantity: 1,
      title: 'Gọi vốn từ con số 0',
      subtitle: null,
      image: null,
      link: '/courses/goi-von',
      unitPrice: 400_000,
      onSale: true,
      owned: false,
    },
  ],
  available: 12,
  onSale: true,
  canEdit: false,
  canEditItems: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
