import { afterEach, describe, expect, it } from 'vitest';
import { REFERRAL_DAYS, currentReferral, firstSightThisSession, referralCode, rememberReferral } from './referral';

describe('the remembered affiliate code', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps a code for 30 days, then forgets it', () => {
    const now = Date.parse('2026-11-01T00:00:00Z');
    rememberReferral('LAN2026', now);
    expect(currentReferral(now + (REFERRAL_DAYS - 1) * 86_400_000)).toBe('LAN2026');
    expect(currentReferral(now + REFERRAL_DAYS * 86_400_000)).toBeUndefined();
    expect(currentReferral(now)).toBeUndefined();
  });

  it('accepts only plain codes', () => {
    expect(referralCode(' LAN_2026 ')).toBe('LAN_2026');
    expect(referralCode('<script>')).toBeNull();
    expect(referralCode('')).toBeNull();
    expect(referralCode(null)).toBeNull();
  });

  it('reports each code once per browser session', () => {
    expect(firstSightThisSession('LAN2026')).toBe(true);
    expect(firstSightThisSession('LAN2026')).toBe(false);
    expect(firstSightThisSession('KHAC')).toBe(true);
  });
});
