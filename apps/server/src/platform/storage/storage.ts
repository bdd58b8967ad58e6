import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { AwsClient } from 'aws4fetch';

export interface DownloadOptions {
  /** How long the link works. */
  seconds: number;
  /** Offered as a download under this name; absent → shown inline (a video player, a PDF viewer). */
  filename?: string | undefined;
  /** Overrides the stored type in the answer. */
  contentType?: string | undefined;
}

/** Where uploaded files live. The client PUTs the bytes straight to `uploadUrl`; we never proxy them. */
export interface StorageDriver {
  name: 'local' | 's3';
  presignPut(input: { key: string; contentType: string; maxSize: number; expiresAt: Date }): Promise<{ uploadUrl: string; headers: Record<string, string> }>;
  /** The plain URL: serves a public file; a private one is refused there. */
  fileUrl(key: string): string;
  /** A GET link that works for `seconds`, for private files (any file may be signed). */
  signedDownloadUrl(key: string, options: DownloadOptions): Promise<{ url: string; expiresAt: Date }>;
  /** Stores bytes the server itself holds (the demo's pictures); people's files never pass through here. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes of a stored file, for the few files the server itself rewrites (a buyer's stamped ebook). */
  read(key: string): Promise<Uint8Array>;
  /** Deletes a stored file for good (a library's purged bin); a file already gone is no error. */
  remove(key: string): Promise<void>;
  /** The bytes stored under a key, null when there is no file: an upload shows only once complete (a renamed file, an S3 object). */
  sizeOf(key: string): Promise<number | null>;
}

export interface UploadGrant {
  key: string;
  contentType: string;
  maxSize: number;
  expires: number;
}

/** The signature of a local upload URL: every part the client could tamper with is covered. */
export function signUploadGrant(secret: string, grant: UploadGrant): string {
  return createHmac('sha256', secret).update(`PUT\n${grant.key}\n${grant.contentType}\n${grant.maxSize}\n${grant.expires}`).digest('base64url');
}

export function uploadGrantIsValid(secret: string, grant: UploadGrant, signature: string, now = Date.now()): boolean {
  if (!Number.isFinite(grant.expires) || grant.expires * 1000 < now) return false;
  const expected = Buffer.from(signUploadGrant(secret, grant));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface DownloadGrant {
  key: string;
  expires: number;
  filename?: string | undefined;
  contentType?: string | undefined;
}

/**
 * The signature of a local download link. It starts with GET so that an upload signature can never
 * pass for a download one, and covers the name and type the answer will carry.
 */
export function signDownloadGrant(secret: string, grant: DownloadGrant): string {
  return createHmac('sha256', secret)
    .update(`GET\n${grant.key}\n${grant.expires}\n${grant.filename ?? ''}\n${grant.contentType ?? ''}`)
    .digest('base64url');
}

export function downloadGrantIsValid(secret: string, grant: DownloadGrant, signature: string, now = Date.now()): boolean {
  if (!Number.isFinite(grant.expires) || grant.expires * 1000 < now) return false;
  const expected = Buffer.from(signDownloadGrant(secret, grant));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** `attachment` with the name in RFC 5987 form, so Vietnamese names survive. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export const LOCAL_FILES_PREFIX = '/uploads';

/** Files on the server's disk, uploaded through a signed PUT the server itself checks. */
export function createLocalStorage(options: { publicUrl: string; secret: string; directory: string }): StorageDriver {
  return {
    name: 'local',
    async presignPut({ key, contentType, maxSize, expiresAt }) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const signature = signUploadGrant(options.secret, { key, contentType, maxSize, expires });
      const query = new URLSearchParams({ contentType, maxSize: String(maxSize), expires: String(expires), signature });
      return { uploadUrl: `${options.publicUrl}${LOCAL_FILES_PREFIX}/${key}?${query}`, headers: { 'content-type': contentType } };
    },
    fileUrl: (key) => `${options.publicUrl}${LOCAL_FILES_PREFIX}/${key}`,
    async signedDownloadUrl(key, { seconds, filename, contentType }) {
      const expiresAt = new Date(Date.now() + seconds * 1000);
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const signature = signDownloadGrant(options.secret, { key, expires, filename, contentType });
      const query = new URLSearchParams({ expires: String(expires), ...(filename ? { filename } : {}), ...(contentType ? { contentType } : {}), signature });
      return { url: `${options.publicUrl}${LOCAL_FILES_PREFIX}/${key}?${query}`, expiresAt };
    },
    async put(key, bytes) {
      const target = join(options.directory, key);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, bytes);
    },
    read: (key) => readFile(join(options.directory, key)),
    remove: (key) => rm(join(options.directory, key), { force: true }),
    async sizeOf(key) {
      const info = await stat(join(options.directory, key)).catch(() => null);
      return info?.isFile() ? info.size : null;
    },
  };
}

/** Any S3-compatible store (AWS, R2, MinIO...) through SigV4 presigned URLs. */
export function createS3Storage(options: {
  endpoint: string;
  region: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  publicUrl?: string | undefined;
}): StorageDriver {
  const client = new AwsClient({ accessKeyId: options.accessKey, secretAccessKey: options.secretKey, service: 's3', region: options.region });
  const objectUrl = (key: string) => `${options.endpoint.replace(/\/$/, '')}/${options.bucket}/${key}`;
  return {
    name: 's3',
    async presignPut({ key, contentType, expiresAt }) {
      const seconds = Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000));
      const signed = await client.sign(new Request(`${objectUrl(key)}?X-Amz-Expires=${seconds}`, { method: 'PUT', headers: { 'content-type': contentType } }), {
        // Signing content-type too makes S3 refuse a PUT of another type than the one allowed.
        aws: { signQuery: true, allHeaders: true },
      });
      return { uploadUrl: signed.url, headers: { 'content-type': contentType } };
    },
    fileUrl: (key) => (options.publicUrl ? `${options.publicUrl.replace(/\/$/, '')}/${key}` : objectUrl(key)),
    async signedDownloadUrl(key, { seconds, filename, contentType }) {
      // Always the bucket's own address: a public CDN in front (publicUrl) would not check the signature.
      const url = new URL(objectUrl(key));
      url.searchParams.set('X-Amz-Expires', String(seconds));
      if (filename) url.searchParams.set('response-content-disposition', attachmentDisposition(filename));
      if (contentType) url.searchParams.set('response-content-type', contentType);
      const signed = await client.sign(new Request(url, { method: 'GET' }), { aws: { signQuery: true } });
      return { url: signed.url, expiresAt: new Date(Date.now() + seconds * 1000) };
    },
    async put(key, bytes, contentType) {
      const response = await client.fetch(objectUrl(key), { method: 'PUT', body: Buffer.from(bytes), headers: { 'content-type': contentType } });
      if (!response.ok) throw new Error(`S3 PUT ${key}: ${response.status}`);
    },
    async read(key) {
      const response = await client.fetch(objectUrl(key));
      if (!response.ok) throw new Error(`S3 GET ${key}: ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async remove(key) {
      const response = await client.fetch(objectUrl(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key}: ${response.status}`);
    },
    async sizeOf(key) {
      const response = await client.fetch(objectUrl(key), { method: 'HEAD' });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 HEAD ${key}: ${response.status}`);
      return Number(response.headers.get('content-length') ?? 0);
    },
  };
}
