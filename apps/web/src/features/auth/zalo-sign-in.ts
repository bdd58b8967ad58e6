import { safeNext } from './next-path';

/** Where Zalo sends the browser back, with its one-time code and our state in the query. */
export const ZALO_RETURN_PATH = '/auth/social/zalo';
const STORAGE_KEY = 'zalo-sign-in';

/**
 * The page to open once signed in, kept in this tab while the visitor is at Zalo. The state and the
 * PKCE verifier are not the web's to keep: the server holds them in an httpOnly cookie and checks them.
 */
export function rememberZaloNext(next: string): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ next: safeNext(next) }));
}

/** Zalo's answer in the query: its code, the state and where to go next; null when Zalo gave no code (a refusal). */
export function readZaloAnswer(search: string): { code: string; state: string; next: string } | null {
  const answer = new URLSearchParams(search);
  let asked: { next?: string } = {};
  try {
    asked = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as typeof asked;
  } catch {
    asked = {};
  }
  sessionStorage.removeItem(STORAGE_KEY);
  const code = answer.get('code');
  const state = answer.get('state');
  if (!code || !state) return null;
  return { code, state, next: safeNext(asked.next) };
}
