/**
 * Optional body encryption (spec section 9): AES-256-CBC, a random 16-byte IV, key = SHA-256(secret).
 * Wire form: base64(iv ‖ ciphertext). Requests send `{ "data": "<wire>" }` with the header below;
 * responses to such requests are a JSON string holding the wire form of the JSON answer.
 * Written on WebCrypto so the browser and Node use the very same code.
 */
export const ENCRYPTION_HEADER = 'x-encrypted';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

async function keyFor(secret: string): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(secret));
  return crypto.subtle.importKey('raw', digest, { name: 'AES-CBC' }, false, ['encrypt', 'decrypt']);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function encryptText(plain: string, secret: string, iv?: Uint8Array<ArrayBuffer>): Promise<string> {
  const vector = iv ?? crypto.getRandomValues(new Uint8Array(16));
  if (vector.length !== 16) throw new Error('IV must be 16 bytes');
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-CBC', iv: vector }, await keyFor(secret), encoder.encode(plain)));
  const out = new Uint8Array(16 + cipher.length);
  out.set(vector, 0);
  out.set(cipher, 16);
  return toBase64(out);
}

/** Throws on a malformed payload or a wrong key (bad padding). */
export async function decryptText(wire: string, secret: string): Promise<string> {
  const bytes = fromBase64(wire);
  if (bytes.length < 32 || bytes.length % 16 !== 0) throw new Error('Malformed encrypted payload');
  const plain = await crypto.subtle.decrypt({ name: 'AES-CBC', iv: bytes.slice(0, 16) }, await keyFor(secret), bytes.slice(16));
  return decoder.decode(plain);
}

export async function encryptJson(value: unknown, secret: string): Promise<string> {
  return encryptText(JSON.stringify(value), secret);
}

export async function decryptJson<T = unknown>(wire: string, secret: string): Promise<T> {
  return JSON.parse(await decryptText(wire, secret)) as T;
}
