import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { UserRole } from '@market/contract';

export interface AccessClaims {
  sub: string;
  role: UserRole;
}

/** How many verified access tokens are remembered at most (about 0.5 KB each); past that the memory starts over. */
const VERIFIED_TOKENS_KEPT = 10_000;

/** The header `signAccessToken` writes, `{"alg":"HS256"}`, as it appears in the token. */
const OUR_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

/**
 * The claims of a token exactly as we sign them (our header, the canonical signature of `secret`,
 * a subject, an expiry still ahead, no `nbf`), checked synchronously with node:crypto; null for
 * anything else, which jose then judges. It only ever accepts what jose would accept too.
 */
function ourClaims(token: string, secret: Uint8Array): { sub: string; role: unknown; exp: number } | null {
  const [header, payload, signature, extra] = token.split('.');
  if (header !== OUR_HEADER || !payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown> | null;
    if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return null;
    const { sub, exp, iat, nbf } = claims;
    if (typeof sub !== 'string' || typeof exp !== 'number' || nbf !== undefined || (iat !== undefined && typeof iat !== 'number')) return null;
    return Math.floor(Date.now() / 1000) < exp ? { sub, role: claims.role, exp } : null;
  } catch {
    return null;
  }
}

/** Short-lived access tokens (HS256) and opaque refresh tokens stored only as hashes. */
export function createTokenService(options: { secret: string; accessTokenSeconds: number }) {
  const key = new TextEncoder().encode(options.secret);
  // A signed-in client sends the same token on every call until it expires: its signature is checked
  // once, then only its expiry.
  // The account behind it is still read on every call (see identity/auth/authenticate.ts).
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();
  const remember = (token: string, claims: AccessClaims, exp: number) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
    verified.set(token, { claims, exp });
  };
  return {
    accessTokenSeconds: options.accessTokenSeconds,
    async signAccessToken(claims: AccessClaims): Promise<string> {
      return new SignJWT({ role: claims.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${options.accessTokenSeconds}s`)
        .sign(key);
    },
    /** Null for anything that is not a valid, unexpired token of ours. */
    async verifyAccessToken(token: string): Promise<AccessClaims | null> {
      const seen = verified.get(token);
      // jose refuses a token once `exp <= now` (whole seconds): a remembered one is refused from then on too.
      if (seen && Math.floor(Date.now() / 1000) < seen.exp) return seen.claims;
      // Our own tokens are checked here, synchronously (WebCrypto's HMAC is a trip to the thread pool).
      const ours = ourClaims(token, key);
      if (ours) {
        const claims = { sub: ours.sub, role: ours.role as UserRole };
        remember(token, claims, ours.exp);
        return claims;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string') return null;
        const claims = { sub: payload.sub, role: payload.role as UserRole };
        if (typeof payload.exp === 'number' && typeof payload.nbf !== 'number') remember(token, claims, payload.exp);
        return claims;
      } catch {
        if (seen) verified.delete(token);
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
