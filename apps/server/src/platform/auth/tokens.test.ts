import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens.js';

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a token checked before without checking it again, until it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createTokenService({ secret: 'test-secret-0123456789abcdef0123456789', accessTokenSeconds: 60 });
    const token = await tokens.signAccessToken({ sub: 'u1', role: 'USER' });
    expect(await tokens.verifyAccessToken(token)).toEqual({ sub: 'u1', role: 'USER' });
    expect(await tokens.verifyAccessToken(token)).toEqual({ sub: 'u1', role: 'USER' });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await tokens.verifyAccessToken(token)).toBeNull();
  });

  it('refuses a token signed with another secret or altered, however often it is sent', async () => {
    const ours = createTokenService({ secret: 'test-secret-0123456789abcdef0123456789', accessTokenSeconds: 60 });
    const theirs = createTokenService({ secret: 'other-secret-0123456789abcdef012345678', accessTokenSeconds: 60 });
    const token = await theirs.signAccessToken({ sub: 'u1', role: 'ADMIN' });
    for (let i = 0; i < 2; i++) expect(await ours.verifyAccessToken(token)).toBeNull();
    const good = await ours.signAccessToken({ sub: 'u2', role: 'USER' });
    expect(await ours.verifyAccessToken(good)).not.toBeNull();
    expect(await ours.verifyAccessToken(`${good.slice(0, -2)}xx`)).toBeNull();
  });

  it('accepts a valid token of other shapes as jose does, and refuses a forged one', async () => {
    const { SignJWT } = await import('jose');
    const secret = 'test-secret-0123456789abcdef0123456789';
    const key = new TextEncoder().encode(secret);
    const tokens = createTokenService({ secret, accessTokenSeconds: 60 });
    const typed = await new SignJWT({ role: 'HOST' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject('u3').setExpirationTime('1m').sign(key);
    expect(await tokens.verifyAccessToken(typed)).toEqual({ sub: 'u3', role: 'HOST' });
    const expired = await new SignJWT({ role: 'USER' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u4')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 5)
      .sign(key);
    expect(await tokens.verifyAccessToken(expired)).toBeNull();
    const [header, , signature] = (await tokens.signAccessToken({ sub: 'u5', role: 'USER' })).split('.');
    const claims = Buffer.from(JSON.stringify({ sub: 'u6', role: 'ADMIN', exp: Math.floor(Date.now() / 1000) + 60 })).toString('base64url');
    expect(await tokens.verifyAccessToken(`${header}.${claims}.${signature}`)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    expect(await tokens.verifyAccessToken(`${none}.${claims}.`)).toBeNull();
  });
});
