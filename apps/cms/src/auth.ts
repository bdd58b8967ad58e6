import { createVerifier } from 'fast-jwt';
import { forbidden, unauthorized } from './errors.js';

export interface Editor {
  /** Who wrote, kept on the entry (`main:<user id>` for the main server's admins). */
  id: string;
}

/**
 * Who may write. For now the main server's access tokens (HS256 with its JWT_SECRET, claims `sub`
 * and `role`) of role ADMIN; users-permissions tokens are to be accepted here as another verifier.
 * Without a token Strapi answers 403 (the Public role lacks the permission); with a token that is
 * not valid, 401; with a valid one whose role may not write, 403.
 */
export type EditorVerifier = (token: string) => Promise<Editor | 'not-allowed' | null>;

export function mainServerAdminTokens(secret: string): EditorVerifier {
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  return async (token) => {
    try {
      const claims = verify(token) as { sub?: unknown; role?: unknown };
      if (typeof claims.sub !== 'string') return null;
      return claims.role === 'ADMIN' ? { id: `main:${claims.sub}` } : 'not-allowed';
    } catch {
      return null;
    }
  };
}

export function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match ? match[1]!.trim() : null;
}

/** The editor behind the request, or the Strapi error to answer. Verifiers are tried in order. */
export async function requireEditor(header: string | undefined, verifiers: EditorVerifier[]): Promise<Editor> {
  const token = bearer(header);
  if (!token) throw forbidden();
  let denied = false;
  for (const verify of verifiers) {
    const result = await verify(token);
    if (result === 'not-allowed') denied = true;
    else if (result) return result;
  }
  throw denied ? forbidden() : unauthorized();
}

/** Like requireEditor, but a request without a token is simply not an editor's. */
export async function optionalEditor(header: string | undefined, verifiers: EditorVerifier[]): Promise<Editor | null> {
  return bearer(header) ? requireEditor(header, verifiers) : null;
}
