import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/http/errors.js';
import { codeChallengeOf, createZaloSignIn, ZALO_ATTEMPT_SECONDS } from './zalo.js';

const OPTIONS = {
  appId: '4300123456789012345',
  appSecret: 'bi-mat',
  oauthUrl: 'https://oauth.zaloapp.com',
  graphUrl: 'https://graph.zalo.me',
  redirectUri: 'https://hocvasukien.vn/auth/social/zalo',
  attemptSecret: 'khoa-ky-luot-dang-nhap',
};

function refusalOf(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

describe('a Zalo sign-in attempt', () => {
  it('builds the challenge as RFC 7636 S256 (its appendix B example)', () => {
    expect(codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('holds for ten minutes, then its state is refused', () => {
    let clock = Date.UTC(2026, 10, 29, 5, 0, 0);
    const zalo = createZaloSignIn({ ...OPTIONS, now: () => clock });
    const { url, cookie } = zalo.begin();
    const state = new URL(url).searchParams.get('state')!;
    const verifier = zalo.verifierFor(cookie, state);
    expect(codeChallengeOf(verifier)).toBe(new URL(url).searchParams.get('code_challenge'));
    clock += ZALO_ATTEMPT_SECONDS * 1000 - 1;
    expect(zalo.verifierFor(cookie, state)).toBe(verifier);
    clock += 1;
    expect(refusalOf(() => zalo.verifierFor(cookie, state))).toBe('SOCIAL_STATE_INVALID');
  });

  it('refuses a cookie signed with another key, a cut one and none at all', () => {
    const ours = createZaloSignIn(OPTIONS);
    const other = createZaloSignIn({ ...OPTIONS, attemptSecret: 'khoa-khac' });
    const { url, cookie } = other.begin();
    const state = new URL(url).searchParams.get('state')!;
    for (const given of [cookie, cookie.split('.')[0], `${cookie}.x`, '', undefined]) {
      expect(refusalOf(() => ours.verifierFor(given, state))).toBe('SOCIAL_STATE_INVALID');
    }
  });
});
