import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server.js';

describe('signed uploads on the local disk', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ UPLOAD_MAX_BYTES: String(64 * 1024) });
  });
  afterAll(() => server.close());

  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const put = (url: string, body: Buffer, contentType = 'image/png') => fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': contentType } });

  it('signs a URL, accepts the PUT and serves the file back', async () => {
    const signed = await server.anonymous.post('/api/v1/upload/sign-url', { fileName: 'Ảnh bìa.PNG', contentType: 'image/png', size: png.length, folder: 'avatars' });
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

  it('answers FILE_NOT_FOUND for unknown files', async () => {
    expect((await server.anonymous.get(`/api/v1/upload/sign-url/${crypto.randomUUID()}`)).body.code).toBe('FILE_NOT_FOUND');
    expect((await fetch(`${server.url}/uploads/files/${crypto.randomUUID()}.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/../../etc/passwd`)).status).toBe(404);
  });
});
