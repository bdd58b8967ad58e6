import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { AwsClient } from 'aws4fetch';

/** Where uploaded files live. The client PUTs the bytes straight to `uploadUrl`; we never proxy them. */
export interface StorageDriver {
  name: 'local' | 's3';
  presignPut(input: { key: string; contentType: string; maxSize: number; expiresAt: Date }): Promise<{ uploadUrl: string; headers: Record<string, string> }>;
  fileUrl(key: string): string;
  /** Stores bytes the server itself holds (the demo's pictures); people's files never pass through here. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
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
    async put(key, bytes) {
      const target = join(options.directory, key);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, bytes);
    },
  };
}

/** Any S3-compatible store (AWS, R2, MinIO...) through SigV4 presigned URLs. */
export function createS3Storage(options: { endpoint: string; region: string; bucket: string; accessKey: string; secretKey: string; publicUrl?: string | undefined }): StorageDriver {
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
    async put(key, bytes, contentType) {
      const response = await client.fetch(objectUrl(key), { method: 'PUT', body: Buffer.from(bytes), headers: { 'content-type': contentType } });
      if (!response.ok) throw new Error(`S3 PUT ${key}: ${response.status}`);
    },
  };
}
