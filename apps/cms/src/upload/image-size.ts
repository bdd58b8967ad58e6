/**
 * An image's width and height read from its header (PNG, JPEG, GIF, WebP, BMP, SVG with width and
 * height), without decoding pixels. Formats (thumbnail, small…) are made in formats.ts.
 */
export interface ImageSize {
  width: number;
  height: number;
}

export function imageSize(bytes: Uint8Array): ImageSize | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.toString('ascii', 12, 16) === 'IHDR') {
    return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  if (b.length >= 10 && (b.toString('ascii', 0, 6) === 'GIF87a' || b.toString('ascii', 0, 6) === 'GIF89a')) {
    return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  }
  if (b.length >= 26 && b.toString('ascii', 0, 2) === 'BM') {
    return { width: b.readInt32LE(18), height: Math.abs(b.readInt32LE(22)) };
  }
  if (b.length >= 30 && b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP') return webp(b);
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) return jpeg(b);
  const head = b.toString('utf8', 0, Math.min(b.length, 1024));
  if (/<svg[\s>]/i.test(head)) return svg(head);
  return null;
}

function webp(b: Buffer): ImageSize | null {
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

/** Walks the JPEG segments to the first start-of-frame marker, which carries the size. */
function jpeg(b: Buffer): ImageSize | null {
  let offset = 2;
  while (offset + 9 < b.length) {
    if (b[offset] !== 0xff) return null;
    const marker = b[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = b.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { width: b.readUInt16BE(offset + 7), height: b.readUInt16BE(offset + 5) };
    offset += 2 + length;
  }
  return null;
}

function svg(head: string): ImageSize | null {
  const tag = /<svg[^>]*>/i.exec(head)?.[0] ?? '';
  const width = Number(/\swidth="(\d+(?:\.\d+)?)(px)?"/.exec(tag)?.[1]);
  const height = Number(/\sheight="(\d+(?:\.\d+)?)(px)?"/.exec(tag)?.[1]);
  return width > 0 && height > 0 ? { width: Math.round(width), height: Math.round(height) } : null;
}
