import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { isPublicAddress } from './public-address.js';

/**
 * Fetching a page a user named, without letting them aim the server at itself or its network (SSRF).
 *
 * Every hop: http(s) only, no credentials in the URL, an allowed port; an IP literal is checked as
 * is; a name is resolved by our own `lookup`, which refuses the hop if any answer is not public and
 * hands the connection the very address it checked, so a second DNS answer (rebinding) never
 * reaches a socket. Redirects are followed by hand, counted, and every new location is checked the
 * same way. One deadline covers all hops; the body is read up to `maxBytes` (decompressed), then cut.
 */
export interface SafeFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Ports a URL may name (default 80 and 443); 'any' only for tests' local servers. */
  allowedPorts: readonly number[] | 'any';
  /** Which resolved (or literal) addresses may be connected to; public unicast only by default. */
  isAllowedAddress: (address: string) => boolean;
  /** Name resolution; the system resolver by default. */
  resolve: (hostname: string) => Promise<{ address: string; family: number }[]>;
  /** Content types accepted (the media type, lower case, without parameters). */
  contentTypes: readonly string[];
  userAgent: string;
}

export const SAFE_FETCH_DEFAULTS: SafeFetchOptions = {
  timeoutMs: 5000,
  maxBytes: 512 * 1024,
  maxRedirects: 3,
  allowedPorts: [80, 443],
  isAllowedAddress: isPublicAddress,
  resolve: (hostname) => dnsLookup(hostname, { all: true, verbatim: true }),
  contentTypes: ['text/html', 'application/xhtml+xml'],
  userAgent: 'HocVaSuKienBot/1.0 (+link preview)',
};

/** Why a fetch gave up: NOT_ALLOWED (the address, scheme or port is refused) or FAILED (anything else). */
export class SafeFetchError extends Error {
  constructor(
    readonly reason: 'NOT_ALLOWED' | 'FAILED',
    message: string,
  ) {
    super(message);
  }
}

export interface FetchedPage {
  /** The URL finally read, after redirects. */
  url: string;
  contentType: string;
  charset: string | null;
  body: Buffer;
  /** The body was cut at maxBytes. */
  truncated: boolean;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const refused = (message: string) => new SafeFetchError('NOT_ALLOWED', message);
const failed = (message: string) => new SafeFetchError('FAILED', message);

/** Checks a hop's URL before any connection; answers the host name to resolve, or null for an IP literal. */
function checkUrl(url: URL, options: SafeFetchOptions): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused(`scheme ${url.protocol}`);
  if (url.username || url.password) throw refused('credentials in URL');
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  if (options.allowedPorts !== 'any' && !options.allowedPorts.includes(port)) throw refused(`port ${port}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw refused('no host');
  if (isIP(host)) {
    if (!options.isAllowedAddress(host)) throw refused(`address ${host}`);
    return null;
  }
  return host;
}

/** A `lookup` for the socket that resolves once, refuses any non-public answer, and returns the checked address. */
function checkedLookup(options: SafeFetchOptions): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    options.resolve(hostname).then(
      (answers) => {
        if (!answers.length) return callback(failed(`no address for ${hostname}`), '', 4);
        const bad = answers.find((a) => !options.isAllowedAddress(a.address));
        if (bad) return callback(refused(`${hostname} resolves to ${bad.address}`), '', 4);
        const chosen = answers[0]!;
        if (lookupOptions.all) return (callback as unknown as (e: null, all: { address: string; family: number }[]) => void)(null, [chosen]);
        return callback(null, chosen.address, chosen.family);
      },
      () => callback(failed(`cannot resolve ${hostname}`), '', 4),
    );
  };
}

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(createGunzip());
  if (encoding === 'deflate') return response.pipe(createInflate());
  if (encoding === 'br') return response.pipe(createBrotliDecompress());
  if (encoding === 'identity') return response;
  throw failed(`content encoding ${encoding}`);
}

async function readUpTo(stream: Readable, maxBytes: number): Promise<{ body: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    if (size + buffer.length >= maxBytes) {
      chunks.push(buffer.subarray(0, maxBytes - size));
      stream.destroy();
      return { body: Buffer.concat(chunks), truncated: true };
    }
    chunks.push(buffer);
    size += buffer.length;
  }
  return { body: Buffer.concat(chunks), truncated: false };
}

/** One hop: the response's head, without following anything. */
function request(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const host = checkUrl(url, options);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      agent: false,
      signal,
      ...(host ? { lookup: checkedLookup(options) } : {}),
      headers: { accept: 'text/html,application/xhtml+xml;q=0.9', 'accept-encoding': 'gzip, deflate, br', 'user-agent': options.userAgent },
    });
    req.on('response', resolve);
    req.on('error', (error) => reject(error instanceof SafeFetchError ? error : failed(signal.aborted ? 'timed out' : error.message)));
    req.end();
  });
}

export async function safeFetch(target: string, overrides: Partial<SafeFetchOptions> = {}): Promise<FetchedPage> {
  const options = { ...SAFE_FETCH_DEFAULTS, ...overrides };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      throw refused('not a URL');
    }
    for (let hops = 0; ; hops += 1) {
      const response = await request(url, options, controller.signal);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (hops >= options.maxRedirects) throw failed('too many redirects');
        try {
          url = new URL(location, url);
        } catch {
          throw failed('bad redirect');
        }
        continue;
      }
      const status = response.statusCode ?? 0;
      if (status < 200 || status >= 300) {
        response.destroy();
        throw failed(`status ${status}`);
      }
      const [mediaType, ...params] = String(response.headers['content-type'] ?? '')
        .split(';')
        .map((part) => part.trim());
      const contentType = (mediaType ?? '').toLowerCase();
      if (!options.contentTypes.includes(contentType)) {
        response.destroy();
        throw failed(`content type ${contentType || 'none'}`);
      }
      const charset =
        params
          .find((p) => p.toLowerCase().startsWith('charset='))
          ?.slice(8)
          .replace(/"/g, '') ?? null;
      const { body, truncated } = await readUpTo(decoded(response), options.maxBytes);
      return { url: url.toString(), contentType, charset, body, truncated };
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    throw failed(controller.signal.aborted ? 'timed out' : String((error as Error).message));
  } finally {
    clearTimeout(timer);
  }
}
