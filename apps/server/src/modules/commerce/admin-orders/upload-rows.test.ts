import { describe, expect, it } from 'vitest';
import { checkOrderRow, orderColumnOf, type RawOrderRow } from './upload-rows.js';

const ID = '7d9f1c2e-3b4a-4c5d-8e6f-0a1b2c3d4e5f';
const raw = (values: Partial<RawOrderRow>): RawOrderRow => ({
  row: 2,
  email: 'an@vidu.vn',
  productItemType: null,
  productItemId: ID,
  quantity: null,
  paid: null,
  method: null,
  note: null,
  ...values,
});

describe('uploaded order lines', () => {
  it('names the columns in English or Vietnamese', () => {
    expect(['Email', 'Mã sản phẩm', 'Số lượng', 'Đã thanh toán', 'Phương thức thanh toán', 'Ghi chú', 'productItemType'].map(orderColumnOf)).toEqual([
      'email',
      'productItemId',
      'quantity',
      'paid',
      'method',
      'note',
      'productItemType',
    ]);
    expect(orderColumnOf('Họ tên')).toBeNull();
  });

  it('fills in a ticket tier, one place, paid by bank transfer when left empty', () => {
    expect(checkOrderRow(raw({}))).toEqual({
      ok: true,
      value: { row: 2, email: 'an@vidu.vn', productItemType: 'TICKET_TIER', productItemId: ID, quantity: 1, paid: true, method: 'BANK_TRANSFER', note: null },
    });
  });

  it('takes a line of every type sold: a course, an e-book, a combo as well as tickets and calendar frames', () => {
    for (const type of ['TICKET_TIER', 'CALENDAR_FRAME', 'ONLINE_COURSE', 'E_BOOK', 'COMBO', 'e_book'])
      expect(checkOrderRow(raw({ productItemType: type }))).toMatchObject({ ok: true, value: { productItemType: type.toUpperCase() } });
  });

  it('reads yes and no the way people type them', () => {
    for (const yes of ['có', 'Có', 'x', '1', 'TRUE', 'đã thanh toán'])
      expect(checkOrderRow(raw({ paid: yes }))).toMatchObject({ ok: true, value: { paid: true } });
    for (const no of ['không', '0', 'false', 'chưa']) expect(checkOrderRow(raw({ paid: no }))).toMatchObject({ ok: true, value: { paid: false } });
  });

  it('refuses each bad value with a code and a Vietnamese reason', () => {
    const refused = (values: Partial<RawOrderRow>) => {
      const checked = checkOrderRow(raw(values));
      return checked.ok ? null : [checked.result.code, checked.result.reason];
    };
    expect(refused({ email: 'an' })).toEqual(['INVALID_EMAIL', 'Email không hợp lệ.']);
    expect(refused({ productItemType: 'CALENDAR' })?.[0]).toBe('INVALID_PRODUCT_ITEM');
    expect(refused({ productItemId: '42' })).toEqual(['INVALID_PRODUCT_ITEM', 'Mã sản phẩm không hợp lệ.']);
    expect(refused({ quantity: '0' })).toEqual(['INVALID_INPUT_PARAMS', 'Số lượng phải là số nguyên từ 1 đến 50.']);
    expect(refused({ paid: 'có lẽ' })?.[0]).toBe('INVALID_INPUT_PARAMS');
    expect(refused({ method: 'TIEN_MAT' })?.[1]).toContain('TIEN_MAT');
  });
});
