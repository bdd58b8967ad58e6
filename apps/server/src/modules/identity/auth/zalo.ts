import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../../platform/http/errors.js';
import type { SocialIdentity } from './social.js';

/** The cookie holding one sign-in attempt; only the login call reads it. */
export const ZALO_ATTEMPT_COOKIE = 'zalo_sign_in';
export const ZALO_ATTEMPT_COOKIE_PATH = '/api/v1/auth';
/** Zalo's code lives 10 minutes; an attempt never outlives it. */
export const ZALO_ATTEMPT_SECONDS = 600;

export interface ZaloOptions {
  appId: string;
  appSecret: string;
  oauthUrl: string;
  graphUrl: string;
  redirectUri: string;
  attemptSecret: string;
  fetch?: typeof fetch;
  now?: () => number;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');
/** RFC 7636 S256, which Zalo applies without being told (its v4 permission URL takes no method). */
export const codeChallengeOf = (verifier: string) => base64url(createHash('sha256').update(verifier, 'ascii').digest());

const Attempt = z.object({ state: z.string().min(1), verifier: z.string().min(43).max(128), expiresAt: z.number().int() });
type Attempt = z.infer<typeof Attempt>;

// Zalo answers its errors with HTTP 200 and a non-zero `error`; success carries no error, or 0.
const noError = (body: { error?: unknown }) => body.error === undefined || body.error === 0 || body.error === '0';
const TokenAnswer = z.object({ access_token: z.string().min(1), error: z.unknown().optional() });
const ProfileAnswer = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  name: z.string().optional(),
  picture: z.object({ data: z.object({ url: z.string() }).partial().optional() }).optional(),
  error: z.unknown().optional(),
});

/**
 * Zalo sign-in for a web app (Social API, OAuth v4 with PKCE). The attempt (state against CSRF and
 * the PKCE verifier) travels in a signed, short-lived httpOnly cookie rather than a table: the
 * existing social sign-ins keep no server-side state either, and nothing is left to clean up.
 * The code is exchanged with our app secret, so a token Zalo issued to another app never signs
 * anyone in here.
 */
export function createZaloSignIn(options: ZaloOptions) {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const sign = (payload: string) => createHmac('sha256', options.attemptSecret).update(payload).digest('base64url');

  function seal(attempt: Attempt): string {
    const payload = base64url(Buffer.from(JSON.stringify(attempt)));
    return `${payload}.${sign(payload)}`;
  }

  function open(cookie: string | undefined): Attempt | null {
    const [payload, signature, ...rest] = (cookie ?? '').split('.');
    if (!payload || !signature || rest.length) return null;
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const parsed = Attempt.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  async function readJson(response: Response): Promise<Record<string, unknown>> {
    if (!response.ok) throw new Error(`Zalo answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  }

  return {
    /** A fresh attempt: Zalo's consent page to send the browser to, and the cookie that remembers it. */
    begin(): { url: string; cookie: string } {
      const state = base64url(randomBytes(32));
      const verifier = base64url(randomBytes(32));
      const url = new URL(`${options.oauthUrl}/v4/permission`);
      url.search = new URLSearchParams({
        app_id: options.appId,
        redirect_uri: options.redirectUri,
        code_challenge: codeChallengeOf(verifier),
        state,
      }).toString();
      return { url: url.toString(), cookie: seal({ state, verifier, expiresAt: now() + ZALO_ATTEMPT_SECONDS * 1000 }) };
    },

    /** The attempt's verifier when the cookie is ours, unexpired and names this state; else SOCIAL_STATE_INVALID. */
    verifierFor(cookie: string | undefined, state: string): string {
      const attempt = open(cookie);
      if (!attempt || attempt.expiresAt <= now()) throw new AppError('SOCIAL_STATE_INVALID');
      const a = Buffer.from(attempt.state);
      const b = Buffer.from(state);
      if (a.length !== b.length || !timingSafeEqual(a, b)) throw new AppError('SOCIAL_STATE_INVALID');
      return attempt.verifier;
    },

    /** Exchanges the code (with our secret and the verifier), then reads who it names; SOCIAL_TOKEN_INVALID on any refusal. */
    async identify(code: string, verifier: string): Promise<SocialIdentity> {
      try {
        const token = TokenAnswer.parse(
          await readJson(
            await doFetch(`${options.oauthUrl}/v4/access_token`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded', secret_key: options.appSecret },
              body: new URLSearchParams({ app_id: options.appId, code, code_verifier: verifier, grant_type: 'authorization_code' }).toString(),
              signal: AbortSignal.timeout(10_000),
            }),
          ),
        );
        if (!noError(token)) throw new Error('Zalo refused the code');
        const me = new URL(`${options.graphUrl}/v2.0/me`);
        me.search = new URLSearchParams({ fields: 'id,name,picture' }).toString();
        const profile = ProfileAnswer.parse(
          await readJson(await doFetch(me, { headers: { access_token: token.access_token }, signal: AbortSignal.timeout(10_000) })),
        );
        if (!noError(profile)) throw new Error('Zalo refused the token');
        // Zalo's /me names no e-mail (and the phone needs a permission of its own): see loginZalo for the account this makes.
        return {
          socialId: profile.id,
          email: null,
          emailVerified: false,
          fullName: profile.name?.trim() || 'Người dùng',
          avatar: profile.picture?.data?.url ?? null,
        };
      } catch {
        throw new AppError('SOCIAL_TOKEN_INVALID');
      }
    },
  };
}
export type ZaloSignIn = ReturnType<typeof createZaloSignIn>;
