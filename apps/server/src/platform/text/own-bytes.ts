/**
 * Texts or bytes copied into one buffer of their own, as consecutive views: for bytes kept for long.
 * Node cuts small buffers (under 4 KB) from a shared 8 KB slab, and one kept would keep its whole slab alive.
 */
export function ownBytes(...parts: (string | Buffer)[]): Buffer[] {
  const bytes = Buffer.allocUnsafeSlow(parts.reduce((n, part) => n + Buffer.byteLength(part), 0));
  let at = 0;
  return parts.map((part) => {
    const from = at;
    at += typeof part === 'string' ? bytes.write(part, at) : part.copy(bytes, at);
    return bytes.subarray(from, at);
  });
}
