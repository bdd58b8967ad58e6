import { signTicketToken } from './ticket-token.js';

export interface TicketQr {
  /** What the QR code carries: the signed token (see ticket-token.ts). */
  qr: string;
  /** The QR code as an SVG document. */
  qrSvg: string;
}

/**
 * The QR code of a ticket. Error correction M survives a scuffed phone screen or print; a margin of
 * 4 modules is the quiet zone scanners need against a dark page background.
 */
export async function ticketQr(ticketId: string, secret: string): Promise<TicketQr> {
  const qr = signTicketToken(ticketId, secret);
  const { default: QRCode } = await import('qrcode');
  const qrSvg = await QRCode.toString(qr, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
  return { qr, qrSvg };
}
