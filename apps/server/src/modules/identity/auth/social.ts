import { createHmac, randomBytes } from 'node:crypto';
import type { SocialProvider } from '@market/contract';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppError } from '../../../platform/http/errors.js';

export interface SocialIdentity {
  socialId: string;
  email: string | null;
  emailVerified: boolean;
  fullName: string;
  avatar: string | null;
}

/** Turns a provider's token into who it names, or throws SOCIAL_TOKEN_INVALID. */
export interface SocialVerifier {
  verify(provider: SocialProvider, token: string): Promise<SocialIdentity>;
}

/**
 * Development and tests: the token is `local.` + base64url JSON `{ sub, email?, name, picture? }`.
 * It proves nothing, so it is never the default in production.
 */
export function createLocalSocialVerifier(): SocialVerifier {
  return {
    async verify(_provider, token) {
      try {
        if (!token.startsWith('local.')) throw new Error('not a local token');
        const claims = JSON.parse(Buffer.from(token.slice(6), 'base64url').toString('utf8')) as Record<string, unknown>;
        if (typeof claims.sub !== 'string' || !claims.sub) throw new Error('no subject');
        return {
          socialId: claims.sub,
          email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
          emailVerified: typeof claims.email === 'string',
          fullName: typeof claims.name === 'string' && claims.name ? claims.name : 'Người dùng',
          avatar: typeof claims.picture === 'string' ? claims.picture : null,
        };
      } catch {
        throw new AppError('SOCIAL_TOKEN_INVALID');
      }
    },
  };
}

export function localSocialToken(claims: { sub: string; email?: string; name?: string }): string {
  return `local.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
}

export interface LiveSocialOptions {
  googleClientId?: string;
  appleClientId?: string;
  facebookAppId?: string;
  facebookAppSecret?: string;
  twitterConsumerKey?: string;
  twitterConsumerSecret?: string;
  fetch?: typeof fetch;
}

/** RFC 3986 percent-encoding, as OAuth 1.0a requires (encodeURIComponent leaves !'()* alone). */
function oauthEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The HMAC-SHA1 signature of an OAuth 1.0a request (RFC 5849 section 3.4). */
export function oauth1Signature(method: string, baseUrl: string, params: Record<string, string>, consumerSecret: string, tokenSecret: string): string {
  const normalised = Object.entries(params)
    .map(([k, v]) => [oauthEncode(k), oauthEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : 1) : ak < bk ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const base = [method.toUpperCase(), oauthEncode(baseUrl), oauthEncode(normalised)].join('&');
  return createHmac('sha1', `${oauthEncode(consumerSecret)}&${oauthEncode(tokenSecret)}`)
    .update(base)
    .digest('base64');
}

/**
 * The providers' real protocols: OpenID ID tokens for Google and Apple (their audience is our client),
 * and for Facebook and X a check that the token was issued to our app before its profile is believed:
 * a token another app obtained from the same person must not sign them in here.
 */
export function createLiveSocialVerifier(options: LiveSocialOptions): SocialVerifier {
  const doFetch = options.fetch ?? fetch;
  const googleKeys = createRemoteJWKSet(new URL('https://www.googleapis.com/oauth2/v3/certs'));
  const appleKeys = createRemoteJWKSet(new URL('https://appleid.apple.com/auth/keys'));

  async function oidc(token: string, keys: typeof googleKeys, issuer: string[], audience: string | undefined): Promise<SocialIdentity> {
    if (!audience) throw new AppError('INVALID_LOGIN_METHOD');
    const { payload } = await jwtVerify(token, keys, { issuer, audience });
    return {
      socialId: String(payload.sub),
      email: typeof payload.email === 'string' ? payload.email.toLowerCase() : null,
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      fullName: typeof payload.name === 'string' ? payload.name : 'Người dùng',
      avatar: typeof payload.picture === 'string' ? payload.picture : null,
    };
  }

  async function getJson(url: URL, headers: Record<string, string> = {}) {
    const response = await doFetch(url, { headers, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`${url.pathname} ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  }

  /** debug_token, asked with our app access token, says which app the token belongs to and for whom. */
  async function facebook(token: string): Promise<SocialIdentity> {
    const { facebookAppId: appId, facebookAppSecret: appSecret } = options;
    if (!appId || !appSecret) throw new AppError('INVALID_LOGIN_METHOD');
    const debug = new URL('https://graph.facebook.com/debug_token');
    debug.search = new URLSearchParams({ input_token: token, access_token: `${appId}|${appSecret}` }).toString();
    const data = ((await getJson(debug)).data ?? {}) as Record<string, unknown>;
    if (data.is_valid !== true || String(data.app_id) !== appId || !data.user_id) throw new Error('token not valid for this app');
    const me = new URL('https://graph.facebook.com/me');
    me.search = new URLSearchParams({
      fields: 'id,name,email,picture',
      access_token: token,
      appsecret_proof: createHmac('sha256', appSecret).update(token).digest('hex'),
    }).toString();
    const profile = await getJson(me);
    if (String(profile.id) !== String(data.user_id)) throw new Error('profile is not the token’s user');
    const picture = (profile.picture as { data?: { url?: string } } | undefined)?.data?.url ?? null;
    const email = typeof profile.email === 'string' ? profile.email.toLowerCase() : null;
    return { socialId: String(profile.id), email, emailVerified: email !== null, fullName: String(profile.name ?? 'Người dùng'), avatar: picture };
  }

  /**
   * X exposes no introspection for OAuth 2 bearer tokens and /2/users/me does not say which client a
   * token was issued to, so a bearer token cannot be tied to our app. OAuth 1.0a user tokens can: X
   * accepts a request only when it is signed with the consumer secret of the app the token was issued
   * to. So live mode takes `access_token:access_token_secret` and signs with our consumer key, and the
   * method is refused when that key is not configured.
   */
  async function twitter(token: string): Promise<SocialIdentity> {
    const { twitterConsumerKey: consumerKey, twitterConsumerSecret: consumerSecret } = options;
    if (!consumerKey || !consumerSecret) throw new AppError('INVALID_LOGIN_METHOD');
    const [accessToken, tokenSecret, ...rest] = token.split(':');
    if (!accessToken || !tokenSecret || rest.length) throw new Error('not an OAuth 1.0a token pair');
    const url = new URL('https://api.twitter.com/2/users/me?user.fields=profile_image_url');
    const oauth: Record<string, string> = {
      oauth_consumer_key: consumerKey,
      oauth_nonce: randomBytes(16).toString('hex'),
      oauth_signature_method: 'HMAC-SHA1',
      oauth_timestamp: String(Math.floor(Date.now() / 1000)),
      oauth_token: accessToken,
      oauth_version: '1.0',
    };
    oauth.oauth_signature = oauth1Signature(
      'GET',
      `${url.origin}${url.pathname}`,
      { ...Object.fromEntries(url.searchParams), ...oauth },
      consumerSecret,
      tokenSecret,
    );
    const authorization = `OAuth ${Object.entries(oauth)
      .map(([k, v]) => `${oauthEncode(k)}="${oauthEncode(v)}"`)
      .join(', ')}`;
    const me = (await getJson(url, { authorization })).data as Record<string, unknown> | undefined;
    if (!me?.id) throw new Error('no user');
    return {
      socialId: String(me.id),
      email: null,
      emailVerified: false,
      fullName: String(me.name ?? 'Người dùng'),
      avatar: typeof me.profile_image_url === 'string' ? me.profile_image_url : null,
    };
  }

  return {
    async verify(provider, token) {
      try {
        switch (provider) {
          case 'GOOGLE':
            return await oidc(token, googleKeys, ['https://accounts.google.com', 'accounts.google.com'], options.googleClientId);
          case 'APPLE':
            return await oidc(token, appleKeys, ['https://appleid.apple.com'], options.appleClientId);
          case 'FACEBOOK':
            return await facebook(token);
          case 'TWITTER':
            return await twitter(token);
          case 'ZALO':
            // A Zalo access token says nothing of the app it was issued to: only our own code exchange
            // (POST /auth/login-zalo, with our secret) is believed.
            throw new AppError('INVALID_LOGIN_METHOD');
        }
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError('SOCIAL_TOKEN_INVALID');
      }
    },
  };
}
