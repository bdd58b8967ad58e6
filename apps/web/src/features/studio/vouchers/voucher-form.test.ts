import { VoucherBody, type VoucherDetailDto } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { toVoucherBody, voucherFormDefaults } from './voucher-form';

const voucher: VoucherDetailDto = {
  id: 'b1111111-1111-4111-8111-111111111111',
  code: 'HE2026',
  name: 'Giảm 20% mùa hè',
  description: null,
  type: 'PERCENTAGE',
  value: 20,
  maxDiscount: 50_000,
  minOrderAmount: 0,
  usage: 'SINGLE_USE',
  applicability: 'EACH',
  usageLimit: null,
  usedCount: 3,
  startAt: '2026-06-01T00:00:00.000Z',
  endAt: '2026-06-30T16:59:00.000Z',
  active: true,
  validity: 'ACTIVE',
  productCount: 0,
  restrictedUserCount: 1,
  canDelete: false,
  createdAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '2026-05-01T00:00:00.000Z',
  products: [],
  restrictedUsers: [{ id: 'a0000000-0000-4000-8000-000000000009', fullName: 'Phạm Văn An', email: 'an@vidu.vn', avatar: null }],
};

describe('the voucher form', () => {
  it('shows a voucher’s times in Vietnam time and its blanks as empty boxes', () => {
    expect(voucherFormDefaults(voucher)).toMatchObject({
      code: 'HE2026',
      value: '20',
      maxDiscount: '50000',
      minOrderAmount: '',
      usageLimit: '',
      startAt: '2026-06-01T07:00',
      endAt: '2026-06-30T23:59',
    });
  });

  it('starts a new voucher on the next hour, for thirty days', () => {
    const values = voucherFormDefaults(undefined, new Date('2026-03-10T02:15:00Z'));
    expect(values).toMatchObject({
      type: 'PERCENTAGE',
      usage: 'MULTI_USE',
      applicability: 'ALL',
      active: true,
      startAt: '2026-03-10T10:00',
      endAt: '2026-04-09T10:00',
    });
  });

  it('sends the whole voucher, blanks as "no limit" and times as instants the contract accepts', () => {
    const body = toVoucherBody(voucherFormDefaults(voucher));
    expect(body).toEqual({
      code: 'HE2026',
      name: 'Giảm 20% mùa hè',
      description: null,
      type: 'PERCENTAGE',
      value: 20,
      maxDiscount: 50_000,
      minOrderAmount: 0,
      usage: 'SINGLE_USE',
      applicability: 'EACH',
      usageLimit: null,
      startAt: '2026-06-01T00:00:00.000Z',
      endAt: '2026-06-30T16:59:00.000Z',
      active: true,
      products: [],
      restrictedUserIds: ['a0000000-0000-4000-8000-000000000009'],
    });
    expect(VoucherBody.safeParse(body).success).toBe(true);
  });

  it('drops the cap of a fixed amount, and leaves a blank value for the contract to refuse', () => {
    const values = { ...voucherFormDefaults(voucher), type: 'FIXED_AMOUNT' as const, value: '' };
    const body = toVoucherBody(values);
    expect(body.maxDiscount).toBeNull();
    expect(VoucherBody.safeParse(body).error?.issues.map((i) => i.path.join('.'))).toEqual(['value']);
  });
});
