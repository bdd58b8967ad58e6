import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { stampPdf } from './ebook-stamp.js';

const original = () => readFile(new URL('../../../demo/media/ebook.pdf', import.meta.url));

/** Every content stream of the document, inflated: where drawn text lives (Helvetica text as hex). */
async function contentsOf(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const raw = object.getContents();
    try {
      parts.push(inflateSync(raw).toString('latin1'));
    } catch {
      parts.push(Buffer.from(raw).toString('latin1'));
    }
  }
  return parts.join('\n');
}
const hexOf = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

describe('stamping a PDF for its buyer', () => {
  it('writes the buyer and the day (Vietnam time) at the foot of every page and in the subject', async () => {
    const source = await original();
    const stamped = await stampPdf(source, 'an@demo.vn', new Date('2026-11-26T18:30:00Z'));
    expect(stamped).toBeDefined();
    const before = await PDFDocument.load(source);
    const after = await PDFDocument.load(stamped!);
    expect(after.getPageCount()).toBe(before.getPageCount());
    expect(after.getSubject()).toBe('Bản của an@demo.vn');
    const drawn = (await contentsOf(stamped!)).toUpperCase();
    const line = hexOf('an@demo.vn \u00b7 27/11/2026');
    expect(drawn.split(line).length - 1).toBe(after.getPageCount());
  });

  it('draws characters Helvetica lacks as question marks instead of failing', async () => {
    const stamped = await stampPdf(await original(), 'người@mua.vn', new Date('2026-01-01T00:00:00Z'));
    expect((await contentsOf(stamped!)).toUpperCase()).toContain(hexOf('ng??i@mua.vn'));
  });

  it('gives up on bytes that are not a whole PDF, so the buyer gets the file as it is', async () => {
    expect(await stampPdf(new TextEncoder().encode('not a pdf'), 'an@demo.vn', new Date())).toBeUndefined();
    expect(await stampPdf(new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), 'an@demo.vn', new Date())).toBeUndefined();
  });
});
