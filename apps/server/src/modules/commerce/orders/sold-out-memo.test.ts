import { describe, expect, it } from 'vitest';
import { createSoldOutMemo } from './sold-out-memo.js';

const line = (productItemId: string) => ({ productItemType: 'TICKET_TIER' as const, productItemId, quantity: 1 });

describe('the sold-out memo', () => {
  it('names the lines whose product was seen sold out, and no other', () => {
    const memo = createSoldOutMemo(60_000);
    memo.mark('TICKET_TIER:gone');
    expect(memo.known([line('gone'), line('left')])).toEqual(['gone']);
  });

  it('forgets a product once its time is up, so a place given back is sold again', () => {
    const memo = createSoldOutMemo(0);
    memo.mark('TICKET_TIER:gone');
    expect(memo.known([line('gone')])).toEqual([]);
  });
});
