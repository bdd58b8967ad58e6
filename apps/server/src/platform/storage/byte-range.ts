export type ByteRange = { start: number; end: number };

/**
 * The single byte range a `Range` header asks of a file of `size` bytes (RFC 9110 §14): null when
 * there is none to honour (absent, several ranges, another unit, a malformed one), so the whole file
 * is sent; 'unsatisfiable' when it starts past the end (416). `end` is inclusive.
 */
export function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    // A suffix: the last n bytes, as a player asks for an MP4's trailing index.
    const length = Number(to);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  if (to !== '' && Number(to) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: to === '' ? size - 1 : Math.min(Number(to), size - 1) };
}
