import { describe, expect, it } from 'vitest';
import { signTicketToken, verifyTicketToken } from './ticket-token.js';

const ID = '7d9f1c2e-3b4a-4c5d-8e6f-0a1b2c3d4e5f';

describe('ticket QR tokens', () => {
  it('verify when made with the same secret and name the ticket', () => {
    expect(verifyTicketToken(signTicketToken(ID, 'bi-mat'), 'bi-mat')).toBe(ID);
  });

  it('are refused when forged, altered or made with another secret', () => {
    const token = signTicketToken(ID, 'bi-mat');
    expect(verifyTicketToken(token, 'bi-mat-khac')).toBeNull();
    expect(verifyTicketToken(token.replace(ID, '7d9f1c2e-3b4a-4c5d-8e6f-0a1b2c3d4e50'), 'bi-mat')).toBeNull();
    expect(verifyTicketToken(`${token}x`, 'bi-mat')).toBeNull();
    expect(verifyTicketToken('T1.khong-phai-id.abc', 'bi-mat')).toBeNull();
    expect(verifyTicketToken('', 'bi-mat')).toBeNull();
  });
});
