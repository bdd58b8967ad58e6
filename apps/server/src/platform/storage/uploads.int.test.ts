import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server.js';

describe('signed uploads on the local disk', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ UPLOAD_MAX_BYTES: String(64 * 1024) });
  });
  afterAll(() => server.close());

  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const put = (url: string, body: Buffer, contentType = 'image/png') =>
    fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': contentType } });

  it('signs a URL, accepts the PUT and serves the file back', async () => {
    const signed = await server.anonymous.post('/api/v1/upload/sign-url', {
      fileName: 'Ảnh bìa.PNG',
      contentType: 'image/png',
      size: png.length,
      folder: 'avatars',
    });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ method: 'PUT', key: expect.stringMatching(/^avatars\/[0-9a-f-]{36}\.png$/), headers: { 'content-type': 'image/png' } });

    const before = await server.anonymous.get(`/api/v1/upload/sign-url/${signed.body.id}`);
    expect(before.body).toMatchObject({ isUploaded: false, fileName: 'Ảnh bìa.PNG' });

    expect((await put(signed.body.uploadUrl.replace(server.config.publicUrl, server.url), png)).status).toBe(200);
    const after = await server.anonymous.get(`/api/v1/upload/sign-url/${signed.body.id}`);
    expect(after.body).toMatchObject({ isUploaded: true, size: png.length, fileUrl: signed.body.fileUrl });

    const served = await fetch(signed.body.fileUrl.replace(server.config.publicUrl, server.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });

  it('offers the same through v2, by body or by query', async () => {
    const byBody = await server.anonymous.post('/api/v2/upload/sign-url', { fileName: 'giao-trinh.pdf', contentType: 'application/pdf' });
    expect(byBody.body.key).toMatch(/^files\/.+\.pdf$/);
    const byQuery = await server.anonymous.get('/api/v2/upload/sign-url?fileName=video.mp4&contentType=video/mp4&size=1000');
    expect(byQuery.status).toBe(200);
    expect(byQuery.body.maxSize).toBe(64 * 1024);
  });

  it('refuses a tampered or expired signature', async () => {
    const signed = await server.anonymous.post('/api/v1/upload/sign-url', { fileName: 'a.png', contentType: 'image/png' });
    const url = new URL(signed.body.uploadUrl.replace(server.config.publicUrl, server.url));
    url.searchParams.set('maxSize', String(10 * 1024 * 1024));
    const tampered = await put(url.toString(), png);
    expect(tampered.status).toBe(403);
    expect((await tampered.json()).code).toBe('INVALID_UPLOAD_SIGNATURE');

    const expired = new URL(signed.body.uploadUrl.replace(server.config.publicUrl, server.url));
    expired.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 10));
    expect((await put(expired.toString(), png)).status).toBe(403);
  });

  it('refuses disallowed types, oversized files and bodies larger than signed', async () => {
    const exe = await server.anonymous.post('/api/v1/upload/sign-url', { fileName: 'virus.exe', contentType: 'application/x-msdownload' });
    expect(exe.status).toBe(400);
    expect(exe.body.code).toBe('FILE_TYPE_NOT_ALLOWED');
    const huge = await server.anonymous.post('/api/v1/upload/sign-url', { fileName: 'phim.mp4', contentType: 'video/mp4', size: 10 * 1024 * 1024 });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('FILE_TOO_LARGE');

    const signed = await server.anonymous.post('/api/v1/upload/sign-url', { fileName: 'nho.png', contentType: 'image/png' });
    const tooBig = await put(signed.body.uploadUrl.replace(server.config.publicUrl, server.url), Buffer.alloc(65 * 1024));
    expect(tooBig.status).toBe(413);
    const wrongType = await put(signed.body.uploadUrl.replace(server.config.publicUrl, server.url), png, 'text/html');
    expect((await wrongType.json()).code).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  describe('private files', () => {
    const video = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));
    const local = (url: string) => url.replace(server.config.publicUrl, server.url);
    const uploadPrivate = async (body: Record<string, unknown> = {}) => {
      const signed = await server.anonymous.post('/api/v1/upload/sign-url', { fileName: 'Bài 1.mp4', contentType: 'video/mp4', ...body });
      expect((await put(local(signed.body.uploadUrl), video, 'video/mp4')).status).toBe(200);
      return signed.body as { id: string; key: string; fileUrl: string; visibility: string };
    };

    it('are never served by their plain URL, whatever the folder asks', async () => {
      const lesson = await uploadPrivate({ folder: 'lessons', visibility: 'PUBLIC' });
      expect(lesson).toMatchObject({ visibility: 'PRIVATE', key: expect.stringMatching(/^private\/lessons\//) });
      const plain = await fetch(local(lesson.fileUrl));
      expect(plain.status).toBe(404);
      expect((await plain.json()).code).toBe('FILE_NOT_FOUND');
      expect((await fetch(local(lesson.fileUrl), { headers: { range: 'bytes=0-9' } })).status).toBe(404);

      const asked = await uploadPrivate({ folder: 'files', visibility: 'PRIVATE' });
      expect((await fetch(local(asked.fileUrl))).status).toBe(404);
      expect((await server.anonymous.get(`/api/v1/upload/sign-url/${asked.id}`)).body).toMatchObject({ visibility: 'PRIVATE', isUploaded: true });
    });

    it('are served through a signed link, by id or by key, inline or as a named download', async () => {
      const file = await uploadPrivate({ folder: 'ebooks' });
      const byId = await server.services.uploads.downloadLink(file.id, { seconds: 60 });
      expect(Date.parse(byId.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
      const inline = await fetch(local(byId.url));
      expect(inline.status).toBe(200);
      expect(inline.headers.get('content-type')).toBe('video/mp4');
      expect(inline.headers.get('cache-control')).toBe('private, no-store');
      expect(inline.headers.get('content-disposition')).toBeNull();
      expect(Buffer.from(await inline.arrayBuffer())).toEqual(video);

      const byKey = await server.services.uploads.downloadLink(file.key, { filename: 'Bài giảng số 1.mp4' });
      const download = await fetch(local(byKey.url));
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toBe(
        `attachment; filename="Bai giang so 1.mp4"; filename*=UTF-8''${encodeURIComponent('Bài giảng số 1.mp4')}`,
      );
      await download.arrayBuffer();
    });

    it('refuse an expired or tampered link', async () => {
      const file = await uploadPrivate({ folder: 'lessons' });
      const { url } = await server.services.uploads.downloadLink(file.id, { filename: 'a.mp4' });
      const changed = (name: string, value: string | null) => {
        const next = new URL(local(url));
        if (value === null) next.searchParams.delete(name);
        else next.searchParams.set(name, value);
        return fetch(next);
      };
      const expired = await changed('expires', String(Math.floor(Date.now() / 1000) - 10));
      expect(expired.status).toBe(403);
      expect((await expired.json()).code).toBe('INVALID_DOWNLOAD_SIGNATURE');
      expect((await changed('expires', 'x')).status).toBe(403);
      expect((await changed('filename', 'b.mp4')).status).toBe(403);
      expect((await changed('filename', null)).status).toBe(403);
      expect((await changed('contentType', 'text/html')).status).toBe(403);
      expect((await changed('signature', 'A'.repeat(43))).status).toBe(403);

      // A link signed for one file opens no other.
      const other = await uploadPrivate({ folder: 'lessons' });
      const moved = new URL(local(url));
      moved.pathname = new URL(other.fileUrl).pathname;
      expect((await fetch(moved)).status).toBe(403);

      // Already expired when handed out.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 120_000 });
      const stale = await server.services.uploads.downloadLink(file.id, { seconds: 60 });
      vi.useRealTimers();
      expect((await fetch(local(stale.url))).status).toBe(403);
    });

    it('answer a range request with 206 and exactly those bytes, so a player can seek', async () => {
      const file = await uploadPrivate({ folder: 'lessons' });
      const { url } = await server.services.uploads.downloadLink(file.id);
      const part = await fetch(local(url), { headers: { range: 'bytes=1000-1099' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 1000-1099/${video.length}`);
      expect(part.headers.get('content-length')).toBe('100');
      expect(Buffer.from(await part.arrayBuffer())).toEqual(video.subarray(1000, 1100));

      const tail = await fetch(local(url), { headers: { range: 'bytes=-16' } });
      expect(tail.status).toBe(206);
      expect(Buffer.from(await tail.arrayBuffer())).toEqual(video.subarray(video.length - 16));

      const beyond = await fetch(local(url), { headers: { range: `bytes=${video.length}-` } });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get('content-range')).toBe(`bytes */${video.length}`);
    });
  });

  it('serves public images as before, with ranges too', async () => {
    const signed = await server.anonymous.post('/api/v1/upload/sign-url', { fileName: 'bia.png', contentType: 'image/png', folder: 'covers' });
    expect(signed.body).toMatchObject({ visibility: 'PUBLIC', key: expect.stringMatching(/^covers\//) });
    await put(signed.body.uploadUrl.replace(server.config.publicUrl, server.url), png);
    const url = signed.body.fileUrl.replace(server.config.publicUrl, server.url);
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(png);
    const head = await fetch(url, { headers: { range: 'bytes=0-7' } });
    expect(head.status).toBe(206);
    expect(Buffer.from(await head.arrayBuffer())).toEqual(png.subarray(0, 8));
  });

  it('answers FILE_NOT_FOUND for unknown files', async () => {
    expect((await server.anonymous.get(`/api/v1/upload/sign-url/${crypto.randomUUID()}`)).body.code).toBe('FILE_NOT_FOUND');
    expect((await fetch(`${server.url}/uploads/files/${crypto.randomUUID()}.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/../../etc/passwd`)).status).toBe(404);
    // Encoded, the dots reach the route itself instead of being folded away by the URL parser.
    expect((await fetch(`${server.url}/uploads/files/..%2F..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/private%2F..%2F..%2Fpackage.json`)).status).toBe(404);
  });
});
