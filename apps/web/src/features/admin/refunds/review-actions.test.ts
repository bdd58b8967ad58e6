import { describe, expect, it } from 'vitest';
import { reviewActions } from './review-actions';

const keys = (approval: string, status: string, mode: 'AUTO' | 'MANUAL') => reviewActions({ approval, status, mode } as never).map((a) => a.key);

describe('the actions offered on a refund', () => {
  it('approves or rejects a new request', () => {
    expect(keys('PENDING', 'PENDING', 'AUTO')).toEqual(['approve', 'reject']);
    expect(keys('PENDING', 'PENDING', 'MANUAL')).toEqual(['approve', 'ask-info', 'reject']);
  });

  it('lets the admin confirm a manual transfer, never an automatic one', () => {
    expect(keys('APPROVED', 'PROCESSING', 'MANUAL')).toContain('transferred');
    expect(keys('APPROVED', 'PROCESSING', 'AUTO')).toEqual(['failed']);
  });

  it('offers nothing on a finished refund', () => {
    expect(keys('APPROVED', 'SUCCESS', 'AUTO')).toEqual([]);
    expect(keys('REJECTED', 'FAILED', 'MANUAL')).toEqual([]);
  });
});
