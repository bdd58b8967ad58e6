import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { UserRole } from '@market/contract';

export interface AccessClaims {
  sub: string;
  role: UserRole;
}

/** Short-lived access tokens (HS256) and opaque refresh tokens stored only as hashes. */
export function createTokenService(options: { secret: string; accessTokenSeconds: number }) {
  const key = new TextEncoder().encode(options.secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string') return null;
        return { sub: payload.sub, role: payload.role as UserRole };
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
