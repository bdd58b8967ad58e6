import { strapi } from '@strapi/client';
import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngHeader } from './images.js';
import { mainServerToken, startTestCms, type TestCms } from './support.js';
import { capturingMailer, DEMO_EDITOR, register, testAppOptions } from './up-support.js';

let cms: TestCms;
let root: string;
beforeAll(async () => {
  cms = await startTestCms({ app: testAppOptions({ mailer: capturingMailer().mailer }) });
  root = cms.url.replace(/\/api$/, '');
});
afterAll(async () => cms?.close());

const FILE_KEYS = [
  'alternativeText',
  'caption',
  'createdAt',
  'ext',
  'formats',
  'hash',
  'height',
  'id',
  'mime',
  'name',
  'previewUrl',
  'provider',
  'provider_metadata',
  'size',
  'updatedAt',
  'url',
  'width',
];

function form(files: { name: string; type: string; bytes: Buffer }[], fileInfo?: unknown): FormData {
  const body = new FormData();
  for (const file of files) body.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  if (fileInfo !== undefined) body.append('fileInfo', JSON.stringify(fileInfo));
  return body;
}

async function post(path: string, body: FormData, token?: string) {
  const response = await fetch(`${cms.url}${path}`, { method: 'POST', body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: await response.json() };
}

const editor = () => mainServerToken('ADMIN');

describe('the media library', () => {
  it('POST /upload stores one or many files with Strapi’s entry shape, dimensions read from pictures; Public may not', async () => {
    const files = [
      { name: 'Ảnh bìa.png', type: 'image/png', bytes: pngHeader(640, 480) },
      { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('xin chào') },
    ];
    expect((await post('/upload', form(files))).body.error).toMatchObject({ status: 403, name: 'ForbiddenError' });
    const answer = await post('/upload', form(files, [{ alternativeText: 'Bìa', caption: 'Chú thích' }, {}]), editor());
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(2);
    const [picture, notes] = answer.body;
    expect(Object.keys(picture).sort()).toEqual(FILE_KEYS);
    expect(picture).toMatchObject({
      name: 'Ảnh bìa.png',
      alternativeText: 'Bìa',
      caption: 'Chú thích',
      width: 640,
      height: 480,
      formats: null,
      ext: '.png',
      mime: 'image/png',
      provider: 'local',
    });
    expect(picture.hash).toMatch(/^Anh_bia_[0-9a-f]{10}$/);
    expect(picture.url).toBe(`/uploads/${picture.hash}.png`);
    expect(notes).toMatchObject({ name: 'notes.txt', width: null, height: null, mime: 'text/plain', size: 0.01 });
    const served = await fetch(`${root}${notes.url}`);
    expect(served.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await served.text()).toBe('xin chào');
    const empty = await post('/upload', new FormData(), editor());
    expect(empty.body.error).toMatchObject({ status: 400, name: 'ValidationError' });
  });

  it('makes Strapi’s formats of a real picture, only those smaller than it, served and removed with it', async () => {
    const picture = async (width: number, height: number, mime: 'image/jpeg' | 'image/png') => new Jimp({ width, height, color: 0x3366ccff }).getBuffer(mime);
    const [big, mid] = (
      await post(
        '/upload',
        form([
          { name: 'bia.jpg', type: 'image/jpeg', bytes: await picture(1200, 800, 'image/jpeg') },
          { name: 'vua.png', type: 'image/png', bytes: await picture(600, 300, 'image/png') },
        ]),
        editor(),
      )
    ).body;
    expect(Object.keys(big.formats).sort()).toEqual(['large', 'medium', 'small', 'thumbnail']);
    expect(big.formats.thumbnail).toMatchObject({
      name: 'thumbnail_bia.jpg',
      hash: `thumbnail_${big.hash}`,
      ext: '.jpg',
      mime: 'image/jpeg',
      width: 234,
      height: 156,
    });
    expect(big.formats.large).toMatchObject({ width: 1000, height: 667, path: null, url: `/uploads/large_${big.hash}.jpg` });
    expect([big.formats.medium.width, big.formats.small.width]).toEqual([750, 500]);
    expect(big.formats.small.size).toBeCloseTo(big.formats.small.sizeInBytes / 1024, 2);
    expect(Object.keys(mid.formats).sort()).toEqual(['small', 'thumbnail']);
    expect(mid.formats.small).toMatchObject({ width: 500, height: 250, mime: 'image/png' });

    const thumbnail = await fetch(`${root}${big.formats.thumbnail.url}`);
    expect(thumbnail.headers.get('content-type')).toMatch(/^image\/jpeg/);
    expect((await Jimp.fromBuffer(Buffer.from(await thumbnail.arrayBuffer()))).width).toBe(234);
    // An entry shows them where it shows the file.
    const entry = await cms.call('POST', '/instructors', { as: 'editor', body: { data: { name: 'Có ảnh', avatar: big.id } } });
    const read = await cms.call('GET', `/instructors/${entry.body.data.id}?populate=avatar`);
    expect(read.body.data.attributes.avatar.data.attributes.formats.small.url).toBe(big.formats.small.url);

    expect((await cms.call('DELETE', `/upload/files/${big.id}`, { as: 'editor' })).status).toBe(200);
    expect((await fetch(`${root}${big.formats.thumbnail.url}`)).status).toBe(404);
  });

  it('POST /upload?id={id} replaces the bytes under the same id, and changes only fileInfo when no file is sent', async () => {
    const [first] = (await post('/upload', form([{ name: 'logo.png', type: 'image/png', bytes: pngHeader(100, 50) }]), editor())).body;
    const replaced = await post(`/upload?id=${first.id}`, form([{ name: 'logo-2.png', type: 'image/png', bytes: pngHeader(200, 100) }]), editor());
    expect(replaced.body).toMatchObject({ id: first.id, name: 'logo-2.png', width: 200, height: 100 });
    expect(replaced.body.url).not.toBe(first.url);
    expect((await fetch(`${root}${first.url}`)).status).toBe(404);
    expect((await fetch(`${root}${replaced.body.url}`)).status).toBe(200);
    const described = await post(`/upload?id=${first.id}`, form([], { alternativeText: 'Logo' }), editor());
    expect(described.body).toMatchObject({ id: first.id, name: 'logo-2.png', alternativeText: 'Logo', url: replaced.body.url });
    expect((await post('/upload?id=999999', form([], { caption: 'x' }), editor())).body.error).toMatchObject({ status: 404, name: 'NotFoundError' });
  });

  it('POST /upload?id={id} with only fileInfo sets and clears alternative text and caption, shown at once by entries; not by Public', async () => {
    const [photo] = (await post('/upload', form([{ name: 'lop-hoc.png', type: 'image/png', bytes: pngHeader(40, 30) }]), editor())).body;
    const created = await cms.call('POST', '/instructors', { as: 'editor', body: { data: { name: 'Có mô tả ảnh', avatar: photo.id } } });
    const path = `/instructors/${created.body.data.id}?populate=avatar`;
    expect((await cms.call('GET', path)).body.data.attributes.avatar.data.attributes.alternativeText).toBeNull();

    const info = { alternativeText: 'Lớp học buổi tối', caption: 'Ảnh: Minh An' };
    expect((await post(`/upload?id=${photo.id}`, form([], info))).body.error).toMatchObject({ status: 403, name: 'ForbiddenError' });
    const described = await post(`/upload?id=${photo.id}`, form([], info), editor());
    expect(described.body).toMatchObject({ id: photo.id, name: 'lop-hoc.png', ...info, url: photo.url, width: 40 });
    expect((await cms.call('GET', path)).body.data.attributes.avatar.data.attributes).toMatchObject(info);

    const cleared = await post(`/upload?id=${photo.id}`, form([], { alternativeText: null, caption: 'Chỉ chú thích' }), editor());
    expect(cleared.body).toMatchObject({ alternativeText: null, caption: 'Chỉ chú thích' });
    const tooLong = await post(`/upload?id=${photo.id}`, form([], { caption: 'x'.repeat(1001) }), editor());
    expect(tooLong.body.error).toMatchObject({ status: 400, name: 'ValidationError' });
    expect((await cms.call('GET', `/upload/files/${photo.id}`, { as: 'editor' })).body).toMatchObject({ alternativeText: null, caption: 'Chỉ chú thích' });
  });

  it('GET /upload/files and GET /upload/files/{id} answer bare entries, filtered and sorted; not to Public', async () => {
    await post(
      '/upload',
      form([
        { name: 'banner-a.png', type: 'image/png', bytes: pngHeader(10, 10) },
        { name: 'banner-b.png', type: 'image/png', bytes: pngHeader(10, 10) },
      ]),
      editor(),
    );
    expect((await cms.call('GET', '/upload/files')).status).toBe(403);
    const list = await cms.call('GET', '/upload/files?filters[name][$startsWith]=banner-&sort=name:desc', { as: 'editor' });
    expect(list.body.map((f: { name: string }) => f.name)).toEqual(['banner-b.png', 'banner-a.png']);
    const one = await cms.call('GET', `/upload/files/${list.body[0].id}`, { as: 'editor' });
    expect(one.body).toEqual(list.body[0]);
    expect((await cms.call('GET', '/upload/files/999999', { as: 'editor' })).body.error).toMatchObject({ status: 404, name: 'NotFoundError' });
    expect((await cms.call('GET', '/upload/files?sort=password:asc', { as: 'editor' })).body.error).toMatchObject({ status: 400, name: 'ValidationError' });
  });

  it('DELETE /upload/files/{id} removes the entry and its bytes', async () => {
    const [file] = (await post('/upload', form([{ name: 'old.txt', type: 'text/plain', bytes: Buffer.from('cũ') }]), editor())).body;
    const { jwt } = await register(cms, 'khach');
    expect((await cms.call('DELETE', `/upload/files/${file.id}`, { token: jwt })).status).toBe(403);
    expect((await cms.call('DELETE', `/upload/files/${file.id}`, { as: 'editor' })).body).toMatchObject({ id: file.id, name: 'old.txt' });
    expect((await cms.call('GET', `/upload/files/${file.id}`, { as: 'editor' })).status).toBe(404);
    expect((await fetch(`${root}${file.url}`)).status).toBe(404);
  });

  it('a media field of an entry points at a file, and shows its replacement at once', async () => {
    const [icon] = (await post('/upload', form([{ name: 'icon.png', type: 'image/png', bytes: pngHeader(32, 32) }]), editor())).body;
    const created = await cms.call('POST', '/academy-categories', { as: 'editor', body: { data: { name: 'Thiết kế', slug: 'thiet-ke', icon: icon.id } } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const path = `/academy-categories/${created.body.data.id}?populate=icon`;
    const before = await cms.call('GET', path);
    expect(before.body.data.attributes.icon.data).toMatchObject({ id: icon.id, attributes: { url: icon.url, width: 32 } });
    await cms.call('GET', path);
    const replaced = await post(`/upload?id=${icon.id}`, form([{ name: 'icon-2.png', type: 'image/png', bytes: pngHeader(64, 64) }]), editor());
    const after = await cms.call('GET', path);
    expect(after.body.data.attributes.icon.data.attributes).toMatchObject({ url: replaced.body.url, width: 64 });
  });
});

describe('files attached to an entry on upload', () => {
  it('POST /upload with ref, refId and field adds the files to the media field, for those who may update the entry', async () => {
    const entry = await cms.call('POST', '/academy-categories', { as: 'editor', body: { data: { name: 'Âm nhạc', slug: 'am-nhac' } } });
    const attach = (token?: string) => {
      const body = form([{ name: 'music.png', type: 'image/png', bytes: pngHeader(48, 48) }]);
      body.append('ref', 'api::academy-category.academy-category');
      body.append('refId', String(entry.body.data.id));
      body.append('field', 'icon');
      return post('/upload', body, token);
    };
    const { jwt } = await register(cms, 'thanhvien');
    expect((await attach(jwt)).status).toBe(403);
    const [icon] = (await attach(editor())).body;
    const read = await cms.call('GET', `/academy-categories/${entry.body.data.id}?populate=icon`);
    expect(read.body.data.attributes.icon.data).toMatchObject({ id: icon.id, attributes: { name: 'music.png' } });
  });
});

describe('the official Strapi client', () => {
  it('signs in through its fetch and uploads, lists and reads files with the token it got', async () => {
    const anonymous = strapi({ baseURL: cms.url });
    const response = await anonymous.fetch('/auth/local', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: DEMO_EDITOR.email, password: DEMO_EDITOR.password }),
    });
    const { jwt } = (await response.json()) as { jwt: string };
    expect(jwt).toEqual(expect.any(String));
    const client = strapi({ baseURL: cms.url, auth: jwt });
    const uploaded = await client.files.upload(pngHeader(300, 200), {
      filename: 'client.png',
      mimetype: 'image/png',
      fileInfo: { alternativeText: 'Từ client' },
    });
    expect(uploaded).toEqual([expect.objectContaining({ name: 'client.png', width: 300, height: 200, alternativeText: 'Từ client' })]);
    const found = await client.files.find({ filters: { name: { $eq: 'client.png' } } });
    expect(found).toEqual([expect.objectContaining({ id: uploaded[0]!.id })]);
    expect(await client.files.findOne(uploaded[0]!.id)).toMatchObject({ url: uploaded[0]!.url });
    const updated = await client.files.update(uploaded[0]!.id, { caption: 'Chú thích' });
    expect(updated).toMatchObject({ caption: 'Chú thích' });
  });
});
