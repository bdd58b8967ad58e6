import { safeNext } from './next-path';

/** Where Google sends the browser back, with the ID token in the address's fragment. */
export const GOOGLE_RETURN_PATH = '/auth/social/google';
const STORAGE_KEY = 'google-sign-in';

/**
 * Google's sign-in page for this site (OpenID Connect, an ID token handed back in the fragment): no
 * script of Google's runs on our pages. The state, kept in this tab, proves the answer is to our ask.
 */
export function googleSignInUrl(clientId: string, origin: string, next: string): string {
  const state = crypto.getRandomValues(new Uint32Array(4)).join('-');
  const nonce = crypto.getRandomValues(new Uint32Array(4)).join('-');
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ state, next: safeNext(next) }));
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: `${origin}${GOOGLE_RETURN_PATH}`,
    response_type: 'id_token',
    scope: 'openid email profile',
    state,
    nonce,
    prompt: 'select_account',
  });
  return `https://accounts.google.com/o/oauth2/v2/auth?${params}`;
}

/** Google's answer in the fragment: the ID token and where to go next, or null when it is not ours (or a refusal). */
export function readGoogleAnswer(hash: string): { token: string; next: string } | null {
  const answer = new URLSearchParams(hash.replace(/^#/, ''));
  let asked: { state?: string; next?: string } = {};
  try {
    asked = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as typeof asked;
  } catch {
    asked = {};
  }
  sessionStorage.removeItem(STORAGE_KEY);
  const token = answer.get('id_token');
  if (!token || !asked.state || answer.get('state') !== asked.state) return null;
  return { token, next: safeNext(asked.next) };
}
