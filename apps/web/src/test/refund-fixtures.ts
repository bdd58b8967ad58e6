import type { RefundDto, ReportDto } from '@market/contract';
import { ORDER_ID } from './commerce-fixtures';

export function makeRefund(overrides: Partial<RefundDto> = {}): RefundDto {
  return {
    id: 'f0111111-1111-4111-8111-111111111111',
    orderId: ORDER_ID,
    orderCode: 'DH-2611-0001',
    orderItemId: 'd1111111-1111-4111-8111-111111111111',
    item: {
      productItemType: 'TICKET_TIER',
      productItemId: '7a111111-1111-4111-8111-111111111111',
      title: 'Hội thảo AI cho doanh nghiệp nhỏ',
      subtitle: 'Vé thường',
      quantity: 2,
      startsAt: '2026-11-28T12:30:00.000Z',
    },
    buyer: { id: '0b6f1f5e-7c1a-4a52-9d7e-3f1c2a4b5c6d', fullName: 'Nguyễn Thị Lan', email: 'lan.nguyen@vidu.vn', phone: null },
    amount: 300_000,
    currency: 'VND',
    shareOf: null,
    reason: 'Tôi bận việc gia đình, không thể tham dự.',
    status: 'PENDING',
    approval: 'PENDING',
    mode: 'AUTO',
    provider: 'VNPAY',
    bankName: null,
    bankAccountNumber: null,
    bankAccountName: null,
    adminNote: null,
    failureReason: null,
    reviewedAt: null,
    completedAt: null,
    withdrawable: true,
    accountEditable: false,
    createdAt: '2026-11-20T03:00:00.000Z',
    updatedAt: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}

export function makeReport(overrides: Partial<ReportDto> = {}): ReportDto {
  return {
    currency: 'VND',
    from: '2026-11-01',
    to: '2026-11-03',
    groupBy: 'day',
    totals: { revenue: 12_500_000, orders: 25, refunds: 500_000, refundCount: 2, net: 12_000_000, averageOrderValue: 500_000, ticketsSold: 61 },
    series: [
      { period: '2026-11-01', revenue: 2_500_000, orders: 5, refunds: 0 },
      { period: '2026-11-02', revenue: 4_000_000, orders: 8, refunds: 500_000 },
      { period: '2026-11-03', revenue: 6_000_000, orders: 12, refunds: 0 },
    ],
    byProvider: [
      { provider: 'VNPAY', revenue: 9_000_000, orders: 18 },
      { provider: 'ADMIN', revenue: 3_500_000, orders: 7 },
    ],
    topHosts: [{ host: { id: 'b1111111-1111-4111-8111-111111111111', fullName: 'Đặng Thu Hà', username: 'thu-ha' }, revenue: 8_000_000, orders: 16 }],
    affiliates: [{ code: 'DOITAC_01', revenue: 1_500_000, orders: 3, visits: 40 }],
    ...overrides,
  };
}
