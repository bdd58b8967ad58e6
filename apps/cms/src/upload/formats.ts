import { Jimp } from 'jimp';

/**
 * Strapi's responsive formats of an uploaded picture: a thumbnail that fits in 245 × 156, and small, medium and
 * large copies that fit in 500, 750 and 1000 px squares, each made only when the original is bigger than it (so a
 * 600 px picture gets a thumbnail and a small one). Pictures are decoded and resized by jimp (pure JavaScript: no
 * install script, no native library); JPEG and PNG only, each copy in the original's type. A picture jimp cannot
 * decode gets no formats (`null`), as Strapi answers for a file it does not resize.
 */
export interface ImageFormat {
  name: string;
  hash: string;
  ext: string | null;
  mime: string;
  path: null;
  width: number;
  height: number;
  /** Kilobytes, two decimals, as the file's own `size`. */
  size: number;
  sizeInBytes: number;
  url: string;
}

export interface ResizedCopy {
  /** `thumbnail`, `small`, `medium` or `large`. */
  kind: string;
  /** The key of the copy's bytes in the storage driver. */
  key: string;
  bytes: Buffer;
  format: ImageFormat;
}

const RESIZABLE = new Set(['image/jpeg', 'image/png']);
const THUMBNAIL = { name: 'thumbnail', width: 245, height: 156 };
const BREAKPOINTS = [
  { name: 'large', width: 1000, height: 1000 },
  { name: 'medium', width: 750, height: 750 },
  { name: 'small', width: 500, height: 500 },
];

export const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

/** The formats to make of a picture of that size: those it is bigger than. */
export function formatsFor(width: number, height: number) {
  return [THUMBNAIL, ...BREAKPOINTS].filter((f) => width > f.width || height > f.height);
}

export async function resizedCopies(
  original: { bytes: Buffer; mime: string; name: string; hash: string; ext: string | null; width: number | null; height: number | null },
  urlOf: (key: string) => string,
): Promise<ResizedCopy[]> {
  if (!RESIZABLE.has(original.mime) || !original.width || !original.height) return [];
  const wanted = formatsFor(original.width, original.height);
  if (!wanted.length) return [];
  let image: Awaited<ReturnType<typeof Jimp.fromBuffer>>;
  try {
    image = await Jimp.fromBuffer(original.bytes);
  } catch {
    return [];
  }
  const mime = original.mime as 'image/jpeg' | 'image/png';
  const copies: ResizedCopy[] = [];
  for (const f of wanted) {
    const copy = image.clone();
    copy.scaleToFit({ w: f.width, h: f.height });
    const bytes = await copy.getBuffer(mime);
    const hash = `${f.name}_${original.hash}`;
    const key = `${hash}${original.ext ?? ''}`;
    copies.push({
      kind: f.name,
      key,
      bytes,
      format: {
        name: `${f.name}_${original.name}`,
        hash,
        ext: original.ext,
        mime: original.mime,
        path: null,
        width: copy.width,
        height: copy.height,
        size: kilobytes(bytes.length),
        sizeInBytes: bytes.length,
        url: urlOf(key),
      },
    });
  }
  return copies;
}
