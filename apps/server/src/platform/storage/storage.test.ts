import { afterEach, describe, expect, it, vi } from 'vitest';
import { createS3Storage, signUploadGrant, uploadGrantIsValid } from './storage.js';
import { storageKey } from './uploads.policy.js';

const grant = { key: 'avatars/0b7f5f7e-1d6b-4b8e-9a57-2f1f4f2c9a11.png', contentType: 'image/png', maxSize: 1024, expires: Math.floor(Date.now() / 1000) + 60 };

describe('local upload grants', () => {
  it('accept their own signature until they expire', () => {
    const signature = signUploadGrant('bi-mat', grant);
    expect(uploadGrantIsValid('bi-mat', grant, signature)).toBe(true);
    expect(uploadGrantIsValid('bi-mat', grant, signature, (grant.expires + 1) * 1000)).toBe(false);
  });

  it('refuse any change to what was signed', () => {
    const signature = signUploadGrant('bi-mat', grant);
    expect(uploadGrantIsValid('bi-mat', { ...grant, maxSize: 10_000 }, signature)).toBe(false);
    expect(uploadGrantIsValid('bi-mat', { ...grant, contentType: 'text/html' }, signature)).toBe(false);
    expect(uploadGrantIsValid('khac', grant, signature)).toBe(false);
  });
});

describe('storage keys', () => {
  it('keep a safe extension and never leave their folder', () => {
    expect(storageKey('files', 'abc', '../../etc/passwd')).toBe('files/abc');
    expect(storageKey('files', 'abc', 'Giáo trình.PDF')).toBe('files/abc.pdf');
  });
});

describe('the S3 driver', () => {
  it('presigns a PUT with SigV4 query parameters for the object', async () => {
    const s3 = createS3Storage({
      endpoint: 'https://s3.ap-southeast-1.amazonaws.com',
      region: 'ap-southeast-1',
      bucket: 'hoc-su-kien',
      accessKey: 'AKIDEXAMPLE',
      secretKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    });
    const { uploadUrl, headers } = await s3.presignPut({ key: grant.key, contentType: 'image/png', maxSize: 1024, expiresAt: new Date(Date.now() + 900_000) });
    const url = new URL(uploadUrl);
    expect(url.pathname).toBe(`/hoc-su-kien/${grant.key}`);
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKIDEXAMPLE\/\d{8}\/ap-southeast-1\/s3\/aws4_request$/);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-type');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeGreaterThan(890);
    expect(headers).toEqual({ 'content-type': 'image/png' });
    expect(s3.fileUrl(grant.key)).toBe(`https://s3.ap-southeast-1.amazonaws.com/hoc-su-kien/${grant.key}`);
  });

  it('presigns a short-lived GET on the bucket itself, naming the download when asked', async () => {
    const s3 = createS3Storage({
      endpoint: 'https://s3.ap-southeast-1.amazonaws.com/',
      region: 'ap-southeast-1',
      bucket: 'hoc-su-kien',
      accessKey: 'AKIDEXAMPLE',
      secretKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      publicUrl: 'https://cdn.example.vn',
    });
    const key = `private/${grant.key}`;
    const { url: signed, expiresAt } = await s3.signedDownloadUrl(key, { seconds: 300, filename: 'Sách điện tử.pdf' });
    const url = new URL(signed);
    expect(url.origin).toBe('https://s3.ap-southeast-1.amazonaws.com');
    expect(url.pathname).toBe(`/hoc-su-kien/${key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="Sach dien tu.pdf"; filename*=UTF-8''${encodeURIComponent('Sách điện tử.pdf')}`,
    );
    expect(expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(300_000);
  });

  describe('asked whether an upload arrived', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('answers the size of the object a signed HEAD finds, and null when there is none', async () => {
      const asked: Request[] = [];
      vi.stubGlobal('fetch', async (request: Request) => {
        asked.push(request);
        return request.url.includes('chua-co')
          ? new Response(null, { status: 404 })
          : new Response(null, { status: 200, headers: { 'content-length': '2048' } });
      });
      const s3 = createS3Storage({ endpoint: 'https://s3.example.vn', region: 'auto', bucket: 'b', accessKey: 'AKIDEXAMPLE', secretKey: 'secret' });
      expect(await s3.sizeOf('private/lessons/co.mp4')).toBe(2048);
      expect(await s3.sizeOf('private/lessons/chua-co.mp4')).toBeNull();
      expect(asked.map((r) => [r.method, new URL(r.url).pathname, r.headers.get('authorization')?.startsWith('AWS4-HMAC-SHA256')])).toEqual([
        ['HEAD', '/b/private/lessons/co.mp4', true],
        ['HEAD', '/b/private/lessons/chua-co.mp4', true],
      ]);
    });
  });
});
