import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a ticket's QR code carries: `T1.<ticket id>.<signature>`. Only this server can make one, so a
 * scanned code that verifies names a real ticket; its state (valid, used, void) is read from the DB.
 */
const PREFIX = 'T1';

function signature(ticketId: string, secret: string): string {
  return createHmac('sha256', `ticket-qr:${secret}`).update(ticketId).digest('base64url').slice(0, 27);
}

export function signTicketToken(ticketId: string, secret: string): string {
  return `${PREFIX}.${ticketId}.${signature(ticketId, secret)}`;
}

/** The ticket id, or null when the token was not made by us. */
export function verifyTicketToken(token: string, secret: string): string | null {
  const [prefix, ticketId, given, ...rest] = token.trim().split('.');
  if (prefix !== PREFIX || !ticketId || !given || rest.length) return null;
  if (!/^[0-9a-f-]{36}$/.test(ticketId)) return null;
  const expected = Buffer.from(signature(ticketId, secret));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? ticketId : null;
}
