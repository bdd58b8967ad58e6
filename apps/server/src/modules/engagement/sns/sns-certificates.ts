import { X509Certificate, type KeyObject } from 'node:crypto';
import { safeFetch, type SafeFetchOptions } from '../../../platform/net/safe-fetch.js';

/** AWS serves its certificates under several media types; anything else is not a certificate. */
const CERTIFICATE_TYPES = [
  'application/x-x509-ca-cert',
  'application/x-pem-file',
  'application/x-x509-cert',
  'application/octet-stream',
  'binary/octet-stream',
  'text/plain',
];
/** A few topics' certificates at most: SNS rotates them rarely. */
const MAX_CACHED = 16;

/**
 * SNS signing certificates by URL, fetched through the safe fetcher (only from URLs the caller has
 * checked to be SNS's) and kept in this process: a certificate is immutable at its URL. A failed fetch
 * is not kept, so the next message tries again.
 */
export function createSnsCertificates(deps: { fetch?: Partial<SafeFetchOptions>; now?: () => Date }) {
  const cache = new Map<string, Promise<KeyObject>>();

  async function load(url: URL): Promise<KeyObject> {
    const page = await safeFetch(url.toString(), { maxRedirects: 0, maxBytes: 64 * 1024, ...deps.fetch, contentTypes: CERTIFICATE_TYPES });
    const certificate = new X509Certificate(page.body);
    const now = deps.now?.() ?? new Date();
    if (now < new Date(certificate.validFrom) || now > new Date(certificate.validTo)) throw new Error('SNS signing certificate is not valid now');
    return certificate.publicKey;
  }

  return {
    /** The public key of the certificate at `url` (checked by the caller to be SNS's). Throws when it cannot be read. */
    publicKeyAt(url: URL): Promise<KeyObject> {
      const key = url.toString();
      let entry = cache.get(key);
      if (!entry) {
        if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
        entry = load(url);
        cache.set(key, entry);
        entry.catch(() => cache.delete(key));
      }
      return entry;
    },
  };
}
export type SnsCertificates = ReturnType<typeof createSnsCertificates>;
