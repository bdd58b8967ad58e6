import { describe, expect, it } from 'vitest';
import { decryptJson, decryptText, encryptJson, encryptText } from './crypto.js';

const iv = Uint8Array.from({ length: 16 }, (_, i) => i);

describe('body encryption (AES-256-CBC, key = SHA-256 of the secret)', () => {
  it('matches the fixed test vector computed with openssl', async () => {
    const wire = await encryptText('{"email":"an@demo.vn"}', 'test-secret', iv);
    expect(wire).toBe('AAECAwQFBgcICQoLDA0OD4cODHvCNxYbZlCjk0oQ/gBbRKrOozAoaOo+5CH6cK1v');
    expect(await decryptText(wire, 'test-secret')).toBe('{"email":"an@demo.vn"}');
  });

  it('round-trips Vietnamese JSON with a fresh random IV each time', async () => {
    const value = { fullName: 'Nguyễn Thị Ánh Dương', amount: 1_250_000 };
    const a = await encryptJson(value, 'bí mật');
    const b = await encryptJson(value, 'bí mật');
    expect(a).not.toBe(b);
    expect(await decryptJson(a, 'bí mật')).toEqual(value);
  });

  it('refuses a cipher text made with another secret', async () => {
    const wire = await encryptText('xin chào', 'secret-a');
    await expect(decryptText(wire, 'secret-b')).rejects.toThrow();
  });
});
