/**
 * The affiliate code a visitor arrived with (`?ref=CODE`): remembered for 30 days on this device so
 * a purchase made later still credits the affiliate, and reported to the server once per browser
 * session and code.
 */
const STORED_KEY = 'market:referral';
const TRACKED_PREFIX = 'market:referral-tracked:';
export const REFERRAL_DAYS = 30;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

interface StoredReferral {
  code: string;
  expiresAt: number;
}

/** A `ref` parameter worth keeping (trimmed), or null. */
export function referralCode(value: string | null): string | null {
  const code = value?.trim() ?? '';
  return CODE.test(code) ? code : null;
}

export function rememberReferral(code: string, now = Date.now()): void {
  const stored: StoredReferral = { code, expiresAt: now + REFERRAL_DAYS * 86_400_000 };
  try {
    localStorage.setItem(STORED_KEY, JSON.stringify(stored));
  } catch {
    // Private browsing may refuse storage: the visit is still tracked, only not remembered.
  }
}

/** The remembered code, while it is fresh. */
export function currentReferral(now = Date.now()): string | undefined {
  try {
    const raw = localStorage.getItem(STORED_KEY);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<StoredReferral>;
    if (typeof stored.code === 'string' && typeof stored.expiresAt === 'number' && stored.expiresAt > now) return stored.code;
    localStorage.removeItem(STORED_KEY);
  } catch {
    // Unreadable storage counts as nothing remembered.
  }
  return undefined;
}

/** True the first time a code is seen in this browser session (and marks it seen). */
export function firstSightThisSession(code: string): boolean {
  try {
    if (sessionStorage.getItem(TRACKED_PREFIX + code)) return false;
    sessionStorage.setItem(TRACKED_PREFIX + code, '1');
  } catch {
    // Without session storage every landing is reported; the server tolerates repeats.
  }
  return true;
}
