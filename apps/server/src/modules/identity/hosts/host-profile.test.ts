import { HostProfileStatus } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { isPending, transition, type HostProfileAction } from './host-profile.js';

const allowed = (from: HostProfileStatus | null, action: HostProfileAction) => {
  const result = transition(from, action);
  return result.ok ? result.next : result.code;
};

describe('host profile transitions', () => {
  it('turns a first application into a new host waiting for review', () => {
    expect(allowed(null, 'SUBMIT')).toEqual({ status: 'NEW_HOST', reviewStatus: 'NEW', event: 'SUBMITTED' });
    expect(allowed('NEW', 'SUBMIT')).toEqual({ status: 'NEW_HOST', reviewStatus: 'NEW', event: 'SUBMITTED' });
  });

  it('refuses a second application while one is pending, approved or rejected', () => {
    expect(allowed('NEW_HOST', 'SUBMIT')).toBe('HOST_APPLICATION_PENDING');
    expect(allowed('HOST_RESUBMIT', 'SUBMIT')).toBe('HOST_APPLICATION_PENDING');
    expect(allowed('HOST_APPROVED', 'SUBMIT')).toBe('ACCOUNT_ALREADY_HOST');
    expect(allowed('HOST_REJECTED', 'SUBMIT')).toBe('HOST_APPLICATION_EXISTS');
  });

  it('lets an admin approve or reject only a pending application', () => {
    for (const from of ['NEW_HOST', 'HOST_RESUBMIT'] as const) {
      expect(allowed(from, 'APPROVE')).toEqual({ status: 'HOST_APPROVED', reviewStatus: 'APPROVED', event: 'APPROVED' });
      expect(allowed(from, 'REJECT')).toEqual({ status: 'HOST_REJECTED', reviewStatus: 'REJECTED', event: 'REJECTED' });
    }
    for (const from of ['HOST_APPROVED', 'HOST_REJECTED'] as const) {
      expect(allowed(from, 'APPROVE')).toBe('HOST_PROFILE_ALREADY_REVIEWED');
      expect(allowed(from, 'REJECT')).toBe('HOST_PROFILE_ALREADY_REVIEWED');
    }
    expect(allowed('NEW', 'APPROVE')).toBe('ILLEGAL_STATUS_TRANSITION');
    expect(allowed('USER', 'REJECT')).toBe('ILLEGAL_STATUS_TRANSITION');
    expect(allowed(null, 'APPROVE')).toBe('HOST_PROFILE_NOT_FOUND');
  });

  it('lets only a rejected application be resubmitted', () => {
    expect(allowed('HOST_REJECTED', 'RESUBMIT')).toEqual({ status: 'HOST_RESUBMIT', reviewStatus: 'RESUBMIT', event: 'RESUBMITTED' });
    expect(allowed(null, 'RESUBMIT')).toBe('HOST_PROFILE_NOT_FOUND');
    expect(allowed('NEW_HOST', 'RESUBMIT')).toBe('HOST_APPLICATION_PENDING');
    expect(allowed('HOST_RESUBMIT', 'RESUBMIT')).toBe('HOST_APPLICATION_PENDING');
    expect(allowed('HOST_APPROVED', 'RESUBMIT')).toBe('ACCOUNT_ALREADY_HOST');
    expect(allowed('NEW', 'RESUBMIT')).toBe('HOST_PROFILE_NOT_REJECTED');
  });

  it('never allows a move the table does not list', () => {
    const legal = new Set([
      'null:SUBMIT',
      'NEW:SUBMIT',
      'USER:SUBMIT',
      'NEW_HOST:APPROVE',
      'NEW_HOST:REJECT',
      'HOST_RESUBMIT:APPROVE',
      'HOST_RESUBMIT:REJECT',
      'HOST_REJECTED:RESUBMIT',
    ]);
    for (const from of [null, ...HostProfileStatus.values]) {
      for (const action of ['SUBMIT', 'RESUBMIT', 'APPROVE', 'REJECT'] as const) {
        expect(transition(from, action).ok, `${from}:${action}`).toBe(legal.has(`${from}:${action}`));
      }
    }
  });

  it('counts new and resubmitted applications as pending', () => {
    expect(HostProfileStatus.values.filter(isPending)).toEqual(['NEW_HOST', 'HOST_RESUBMIT']);
  });
});
