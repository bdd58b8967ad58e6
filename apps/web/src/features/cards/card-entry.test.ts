import { describe, expect, it } from 'vitest';
import { brandOf, formatCardNumber, formatExpiry, passesLuhn, sandboxTokenOf, validateCardEntry } from './card-entry';

const NOW = new Date('2026-11-29T05:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('card entry', () => {
  it('checks the Luhn digit of a card number', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('names the card network from the first digits', () => {
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('2223003122003222')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
    expect(brandOf('3566002020360505')).toBe('jcb');
    expect(brandOf('9999')).toBeNull();
  });

  it('groups the number as printed and puts the slash in the expiry while typing', () => {
    expect(formatCardNumber('42424242x42424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/', '12/3')).toBe('12/');
    expect(formatExpiry('12', '12/')).toBe('1');
  });

  it('accepts a valid entry', () => {
    expect(validateCardEntry(good, NOW)).toEqual({});
    expect(validateCardEntry({ number: '3782 822463 10005', expiry: '11/26', cvc: '1234' }, NOW)).toEqual({});
  });

  it('tells in Vietnamese what is missing', () => {
    expect(validateCardEntry({ number: '', expiry: '', cvc: '' }, NOW)).toEqual({
      number: 'Vui lòng nhập số thẻ.',
      expiry: 'Vui lòng nhập ngày hết hạn.',
      cvc: 'Vui lòng nhập mã bảo mật.',
    });
  });

  it('refuses a number failing the Luhn check or of the wrong length', () => {
    expect(validateCardEntry({ ...good, number: '4242 4242 4242 4241' }, NOW).number).toBe('Số thẻ không hợp lệ, vui lòng kiểm tra lại.');
    expect(validateCardEntry({ ...good, number: '4242 4242' }, NOW).number).toBe('Số thẻ phải có từ 12 đến 19 chữ số.');
    expect(validateCardEntry({ ...good, number: '4242 abcd 4242 4242' }, NOW).number).toBe('Số thẻ phải có từ 12 đến 19 chữ số.');
  });

  it('wants an expiry month not yet over, on Vietnam time', () => {
    expect(validateCardEntry({ ...good, expiry: '10/26' }, NOW).expiry).toBe('Thẻ đã hết hạn.');
    expect(validateCardEntry({ ...good, expiry: '13/30' }, NOW).expiry).toBe('Ngày hết hạn phải có dạng MM/YY, ví dụ 08/29.');
    expect(validateCardEntry({ ...good, expiry: '1230' }, NOW).expiry).toBe('Ngày hết hạn phải có dạng MM/YY, ví dụ 08/29.');
    expect(validateCardEntry({ ...good, expiry: '12/99' }, NOW).expiry).toBe('Ngày hết hạn không hợp lệ.');
    // 30 November 17:00 UTC is 1 December in Vietnam: a card ending 11/26 no longer works.
    expect(validateCardEntry({ ...good, expiry: '11/26' }, new Date('2026-11-30T17:00:00Z')).expiry).toBe('Thẻ đã hết hạn.');
  });

  it('wants three CVC digits, four for American Express', () => {
    expect(validateCardEntry({ ...good, cvc: '12' }, NOW).cvc).toBe('Mã bảo mật gồm 3 chữ số (4 chữ số với thẻ American Express).');
    expect(validateCardEntry({ ...good, number: '378282246310005', cvc: '123' }, NOW).cvc).toBeDefined();
  });

  it('makes the sandbox token from the last four digits, the expiry and the network only', () => {
    expect(sandboxTokenOf(good)).toBe('tok_sandbox_4242_1230_visa');
    expect(sandboxTokenOf({ number: '5555 5555 5555 4444', expiry: '5/28', cvc: '123' })).toBe('tok_sandbox_4444_0528_mastercard');
    expect(sandboxTokenOf({ number: '9999 9999 9999 9995', expiry: '01/29', cvc: '123' })).toBe('tok_sandbox_9995_0129');
  });
});
