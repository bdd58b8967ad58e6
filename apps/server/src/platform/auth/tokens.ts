import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { UserRole } from '@market/contract';

export interface AccessClaims {
  sub: string;
  role: UserRole;
}

/** How many verified access tokens are remembered at most (about 0.5 KB each); past that the memory starts over. */
const VERIFIED_TOKENS_KEPT = 10_000;

/** Short-lived access tokens (HS256) and opaque refresh tokens stored only as hashes. */
export function createTokenService(options: { secret: string; accessTokenSeconds: number }) {
  // jose turns a raw secret into a CryptoKey on every sign and verify; imported once here instead
  // (a tenth of a quotation's CPU when every caller's token is new to this process).
  let imported: Promise<CryptoKey> | undefined;
  const key = () =>
    (imported ??= crypto.subtle.importKey('raw', new TextEncoder().encode(options.secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
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
        .sign(await key());
    },
    /** Null for anything that is not a valid, unexpired token of ours. */
    async verifyAccessToken(token: string): Promise<AccessClaims | null> {
      const seen = verified.get(token);
      // jose refuses a token once `exp <= now` (whole seconds): a remembered one is refused from then on too.
      if (seen && Math.floor(Date.now() / 1000) < seen.exp) return seen.claims;
      try {
        const { payload } = await jwtVerify(token, await key(), { algorithms: ['HS256'] });
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
