import type { CheckinBody } from '@market/contract';

/** What was scanned or typed, as the check-in call takes it: a QR token (T1.…) or a printed code, for the session chosen (if any). */
export function scanBody(text: string, eventId: string, sessionId = ''): CheckinBody {
  const value = text.trim();
  const base = { ...(eventId ? { eventId } : {}), ...(sessionId ? { sessionId } : {}) };
  return /^T1\./.test(value) ? { ...base, token: value } : { ...base, code: value };
}
