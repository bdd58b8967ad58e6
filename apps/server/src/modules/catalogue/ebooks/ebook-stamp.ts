import { EVENT_TIME_ZONE } from '@market/contract';

const day = new Intl.DateTimeFormat('vi-VN', { timeZone: EVENT_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

/** Helvetica draws only WinAnsi: an address outside it gets '?' rather than breaking the download. */
const drawable = (text: string) => text.replace(/[^\x20-\x7e\u00b7]/g, '?');

/**
 * The buyer's copy of a PDF: their address and the day at the foot of every page, and in the
 * document's subject, as Gumroad does, so a shared copy names whom it was sold to. Undefined when the
 * file cannot be rewritten (encrypted, damaged): the buyer then gets the host's file as it is.
 */
export async function stampPdf(bytes: Uint8Array, reader: string, at: Date): Promise<Uint8Array | undefined> {
  try {
    return await stamped(bytes, reader, at);
  } catch {
    return undefined;
  }
}

async function stamped(bytes: Uint8Array, reader: string, at: Date): Promise<Uint8Array> {
  // Loaded on the first stamp: most processes never stamp a PDF.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const text = drawable(`${reader} · ${day.format(at)}`);
  const size = 7;
  const textWidth = font.widthOfTextAtSize(text, size);
  for (const page of doc.getPages()) {
    const box = page.getCropBox();
    page.drawText(text, {
      x: box.x + Math.max(4, (box.width - textWidth) / 2),
      y: box.y + 8,
      size,
      font,
      color: rgb(0.45, 0.45, 0.45),
      opacity: 0.8,
    });
  }
  doc.setSubject(`Bản của ${reader}`);
  return doc.save();
}
