import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/http/errors.js';
import { createLiveSocialVerifier, oauth1Signature } from './social.js';

const FACEBOOK = { facebookAppId: '1111', facebookAppSecret: 'fb-secret' };
const TWITTER = { twitterConsumerKey: 'our-consumer-key', twitterConsumerSecret: 'our-consumer-secret' };

/** Stands in for the providers' HTTP APIs: answers by path, records every call. */
function providerStub(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: { url: URL; headers: Record<string, string> }[] = [];
  const fetch = (async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    const answer = answers[url.pathname];
    if (!answer) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const debugToken = (data: Record<string, unknown>) => ({ body: { data: { type: 'USER', application: 'Học & Sự kiện', scopes: ['email'], ...data } } });
const facebookMe = { body: { id: '5550001', name: 'Trần Thị Mai', email: 'Mai@Example.vn', picture: { data: { url: 'https://cdn.example/mai.jpg' } } } };

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
}

describe('live Facebook login', () => {
  it('accepts a token that Facebook says is valid, issued to our app, for the person it reads', async () => {
    const stub = providerStub({ '/debug_token': debugToken({ app_id: '1111', is_valid: true, user_id: '5550001' }), '/me': facebookMe });
    const verifier = createLiveSocialVerifier({ ...FACEBOOK, fetch: stub.fetch });

    const identity = await verifier.verify('FACEBOOK', 'user-token');

    expect(identity).toEqual({
      socialId: '5550001',
      email: 'mai@example.vn',
      emailVerified: true,
      fullName: 'Trần Thị Mai',
      avatar: 'https://cdn.example/mai.jpg',
    });
    const check = stub.calls.find((c) => c.url.pathname === '/debug_token')!;
    expect(check.url.searchParams.get('input_token')).toBe('user-token');
    expect(check.url.searchParams.get('access_token')).toBe('1111|fb-secret');
    // The profile read is bound to our app too: Facebook refuses a proof made with another app's secret.
    const me = stub.calls.find((c) => c.url.pathname === '/me')!;
    expect(me.url.searchParams.get('appsecret_proof')).toBe(createHmac('sha256', 'fb-secret').update('user-token').digest('hex'));
  });

  it('refuses a valid token that Facebook issued to another app', async () => {
    const stub = providerStub({ '/debug_token': debugToken({ app_id: '9999', is_valid: true, user_id: '5550001' }), '/me': facebookMe });
    const verifier = createLiveSocialVerifier({ ...FACEBOOK, fetch: stub.fetch });
    expect(await refusal(verifier.verify('FACEBOOK', 'token-of-another-app'))).toBe('SOCIAL_TOKEN_INVALID');
  });

  it('refuses a token Facebook no longer holds valid, and one whose user is not the profile read', async () => {
    for (const data of [
      { app_id: '1111', is_valid: false, user_id: '5550001' },
      { app_id: '1111', is_valid: true, user_id: '7770002' },
      { app_id: '1111', user_id: '5550001' },
    ]) {
      const stub = providerStub({ '/debug_token': debugToken(data), '/me': facebookMe });
      const verifier = createLiveSocialVerifier({ ...FACEBOOK, fetch: stub.fetch });
      expect(await refusal(verifier.verify('FACEBOOK', 'user-token'))).toBe('SOCIAL_TOKEN_INVALID');
    }
  });

  it('refuses the Facebook method when the app id or secret is not configured, without calling Facebook', async () => {
    const stub = providerStub({ '/debug_token': debugToken({ app_id: '1111', is_valid: true, user_id: '5550001' }), '/me': facebookMe });
    for (const options of [{}, { facebookAppId: '1111' }, { facebookAppSecret: 'fb-secret' }]) {
      const verifier = createLiveSocialVerifier({ ...options, fetch: stub.fetch });
      expect(await refusal(verifier.verify('FACEBOOK', 'user-token'))).toBe('INVALID_LOGIN_METHOD');
    }
    expect(stub.calls).toEqual([]);
  });
});

describe('live Twitter/X login', () => {
  const xMe = { body: { data: { id: '42', name: 'Lê Văn Hùng', username: 'hung', profile_image_url: 'https://pbs.example/hung.jpg' } } };

  it('refuses the Twitter method when our consumer key is not configured, without calling X', async () => {
    const stub = providerStub({ '/2/users/me': xMe });
    for (const options of [{}, { twitterConsumerKey: 'k' }]) {
      const verifier = createLiveSocialVerifier({ ...options, fetch: stub.fetch });
      expect(await refusal(verifier.verify('TWITTER', 'access-token:access-secret'))).toBe('INVALID_LOGIN_METHOD');
    }
    expect(stub.calls).toEqual([]);
  });

  it('reads the profile with a request signed by our consumer key and the person token, and accepts what X answers', async () => {
    const stub = providerStub({ '/2/users/me': xMe });
    const verifier = createLiveSocialVerifier({ ...TWITTER, fetch: stub.fetch });

    const identity = await verifier.verify('TWITTER', 'access-token:access-secret');

    expect(identity).toEqual({ socialId: '42', email: null, emailVerified: false, fullName: 'Lê Văn Hùng', avatar: 'https://pbs.example/hung.jpg' });
    const header = stub.calls[0]!.headers.authorization!;
    expect(header).toMatch(/^OAuth /);
    const fields = Object.fromEntries([...header.slice(6).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], decodeURIComponent(m[2]!)]));
    expect(fields).toMatchObject({
      oauth_consumer_key: 'our-consumer-key',
      oauth_token: 'access-token',
      oauth_signature_method: 'HMAC-SHA1',
      oauth_version: '1.0',
    });
    const url = stub.calls[0]!.url;
    const params = { ...Object.fromEntries(url.searchParams), ...fields };
    delete params.oauth_signature;
    expect(fields.oauth_signature).toBe(oauth1Signature('GET', `${url.origin}${url.pathname}`, params, 'our-consumer-secret', 'access-secret'));
  });

  it('refuses a token X will not accept with our consumer key (issued to another app), and a bare bearer token', async () => {
    const stub = providerStub({ '/2/users/me': { status: 401, body: { title: 'Unauthorized' } } });
    const verifier = createLiveSocialVerifier({ ...TWITTER, fetch: stub.fetch });
    expect(await refusal(verifier.verify('TWITTER', 'another-apps-token:its-secret'))).toBe('SOCIAL_TOKEN_INVALID');

    const unused = providerStub({ '/2/users/me': xMe });
    const strict = createLiveSocialVerifier({ ...TWITTER, fetch: unused.fetch });
    expect(await refusal(strict.verify('TWITTER', 'oauth2-bearer-token-without-secret'))).toBe('SOCIAL_TOKEN_INVALID');
    expect(unused.calls).toEqual([]);
  });

  it('signs as OAuth 1.0a does (the worked example of X’s documentation)', () => {
    const signature = oauth1Signature(
      'POST',
      'https://api.twitter.com/1.1/statuses/update.json',
      {
        include_entities: 'true',
        status: 'Hello Ladies + Gentlemen, a signed OAuth request!',
        oauth_consumer_key: 'xvz1evFS4wEEPTGEFPHBog',
        oauth_nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg',
        oauth_signature_method: 'HMAC-SHA1',
        oauth_timestamp: '1318622958',
        oauth_token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
        oauth_version: '1.0',
      },
      'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
      'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
    );
    expect(signature).toBe('hCtSmYh+iHYCEqBWrE7C7hYmtUk=');
  });
});
