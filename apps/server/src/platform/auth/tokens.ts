import { createHash, randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { UserRole } from '@market/contract';

export interface AccessClaims {
  sub: string;
  role: UserRole;
}

/** How many verified access tokens are remembered at most (the least recently used are forgotten first). */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Short-lived access tokens (HS256) and opaque refresh tokens stored only as hashes. Our own tokens
 * are signed and checked by fast-jwt, synchronously on node:crypto: jose (kept for the tokens of
 * others, whose keys are fetched: social sign-in, push) checks through WebCrypto, 33–70 µs of CPU per
 * token against 8, which was a tenth of a quotation's CPU when every caller's token was new here.
 */
export function createTokenService(options: { secret: string; accessTokenSeconds: number }) {
  const sign = createSigner({ key: options.secret, algorithm: 'HS256', expiresIn: options.accessTokenSeconds * 1000 });
  // A signed-in client sends the same token on every call until it expires: fast-jwt's cache checks
  // its signature once, then only its expiry. The account behind it is still checked on every call
  // that looks at who asks (see identity/auth/authenticate.ts).
  const verify = createVerifier({ key: options.secret, algorithms: ['HS256'], cache: VERIFIED_TOKENS_KEPT });
  return {
    accessTokenSeconds: options.accessTokenSeconds,
    async signAccessToken(claims: AccessClaims): Promise<string> {
      return sign({ role: claims.role, sub: claims.sub });
    },
    /** Null for anything that is not a valid, unexpired token of ours. */
    async verifyAccessToken(token: string): Promise<AccessClaims | null> {
      try {
        const payload = verify(token) as { sub?: unknown; role?: unknown };
        return typeof payload.sub === 'string' ? { sub: payload.sub, role: payload.role as UserRole } : null;
      } catch {
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
