/** The `next` parameter of the login page, if it is a path inside this app (never another site). */
export function safeNext(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value.startsWith('/auth/')) return fallback;
  return value;
}

/** `/auth/login?next=<where the person was>`. */
export function loginPath(next?: string): string {
  return next && next !== '/' ? `/auth/login?next=${encodeURIComponent(next)}` : '/auth/login';
}
