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

/** The providers' real protocols: OpenID ID tokens for Google and Apple, profile reads for the others. */
export function createLiveSocialVerifier(options: { googleClientId?: string; appleClientId?: string; fetch?: typeof fetch }): SocialVerifier {
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

  async function profile(url: string, headers: Record<string, string>) {
    const response = await doFetch(url, { headers, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`profile ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  }

  return {
    async verify(provider, token) {
      try {
        switch (provider) {
          case 'GOOGLE':
            return await oidc(token, googleKeys, ['https://accounts.google.com', 'accounts.google.com'], options.googleClientId);
          case 'APPLE':
            return await oidc(token, appleKeys, ['https://appleid.apple.com'], options.appleClientId);
          case 'FACEBOOK': {
            const me = await profile(`https://graph.facebook.com/me?fields=id,name,email,picture&access_token=${encodeURIComponent(token)}`, {});
            const picture = (me.picture as { data?: { url?: string } } | undefined)?.data?.url ?? null;
            return { socialId: String(me.id), email: typeof me.email === 'string' ? me.email.toLowerCase() : null, emailVerified: typeof me.email === 'string', fullName: String(me.name ?? 'Người dùng'), avatar: picture };
          }
          case 'TWITTER': {
            const me = (await profile('https://api.twitter.com/2/users/me?user.fields=profile_image_url', { authorization: `Bearer ${token}` })).data as Record<string, unknown>;
            return { socialId: String(me.id), email: null, emailVerified: false, fullName: String(me.name ?? 'Người dùng'), avatar: typeof me.profile_image_url === 'string' ? me.profile_image_url : null };
          }
        }
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError('SOCIAL_TOKEN_INVALID');
      }
    },
  };
}
