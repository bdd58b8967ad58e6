import { calls, pathOf, type Call } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { fetchLink, uploadPrivate } from './libraries.testing.js';

const QUOTA = 10_000;
const bytes = (n: number) => new Uint8Array(n).fill(7);

describe('libraries and their resources', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let other: Session;
  let user: Session;
  let root: { id: string };

  beforeAll(async () => {
    server = await startTestServer({ LIBRARY_QUOTA_BYTES: String(QUOTA) });
    [admin, host, other, user] = await Promise.all([
      loginAdmin(server),
      signUpHost(server, 'Phạm Thu Hà'),
      signUpHost(server, 'Ngô Văn Bình'),
      signUpVerified(server, { fullName: 'Trần Học Viên' }),
    ]);
    root = (await host.client.get('/api/v1/libraries/root')).body;
  });
  afterAll(() => server.close());

  it('gives each host one root, created on first read and the same on every read', async () => {
    expect(root).toMatchObject({ ownerId: host.user.id, parentId: null, isRoot: true });
    const [again, twice] = await Promise.all([host.client.get('/api/v1/libraries/root'), host.client.get('/api/v1/libraries/root')]);
    expect([again.body.id, twice.body.id]).toEqual([root.id, root.id]);
    const platform = await admin.client.get('/api/v1/admin/libraries/root');
    expect(platform.body).toMatchObject({ ownerId: null, isRoot: true });
    expect(platform.body.id).not.toBe(root.id);
  });

  it('refuses anonymous callers, plain users and admins-only paths to hosts', async () => {
    expectError(await server.anonymous.get('/api/v1/libraries/root'), 'UNAUTHORIZED');
    expectError(await user.client.get('/api/v1/libraries/root'), 'INSUFFICIENT_PRIVILEGES');
    expectError(await user.client.get('/api/v1/resources'), 'INSUFFICIENT_PRIVILEGES');
    expectError(await host.client.get('/api/v1/admin/libraries/root'), 'INSUFFICIENT_PRIVILEGES');
    expectError(await host.client.get('/api/v1/admin/libraries/search/resources/abc'), 'INSUFFICIENT_PRIVILEGES');
  });

  it('answers 401 to anonymous callers and 403 to the wrong role on every library, resource, academy and ebook call', async () => {
    const guarded = [calls.libraries, calls.adminLibraries, calls.resources, calls.academy, calls.ebooks]
      .flatMap((group) => Object.values(group) as Call[])
      .filter((c) => c.access !== 'public');
    expect(guarded.length).toBeGreaterThan(30);
    const anyId = '00000000-0000-4000-8000-000000000000';
    for (const c of guarded) {
      const path = pathOf(c, { id: anyId, keyword: 'abc', partId: anyId });
      const body = c.method === 'GET' || c.method === 'DELETE' ? undefined : {};
      expectError(await server.anonymous.request(c.method, path, body), 'UNAUTHORIZED');
      const wrongRole = c.access === 'admin' ? host : c.access === 'host' ? user : null;
      if (wrongRole) expectError(await wrongRole.client.request(c.method, path, body), 'INSUFFICIENT_PRIVILEGES');
    }
  });

  it('builds a folder tree, lists it, renames and moves folders, and never moves a folder under itself', async () => {
    const course = await host.client.post(`/api/v1/libraries/${root.id}/sub`, { name: 'Khoá học thiết kế' });
    expect(course.status, JSON.stringify(course.body)).toBe(201);
    const week = await host.client.post(`/api/v1/libraries/${course.body.id}/sub`, { name: 'Tuần 1' });
    expect(week.body).toMatchObject({ parentId: course.body.id, isRoot: false });

    const subs = await host.client.get(`/api/v1/libraries/${root.id}/sub`);
    expect(subs.body.data.map((f: { name: string }) => f.name)).toEqual(['Khoá học thiết kế']);
    const all = await host.client.get('/api/v1/libraries/list?sort=ASC');
    expect(all.body.meta.total).toBe(3);

    const renamed = await host.client.put(`/api/v1/libraries/${week.body.id}`, { name: 'Tuần một', parentId: root.id });
    expect(renamed.body).toMatchObject({ name: 'Tuần một', parentId: root.id });
    expectError(await host.client.put(`/api/v1/libraries/${course.body.id}`, { parentId: course.body.id }), 'LIBRARY_INVALID_PARENT');
    expectError(await host.client.put(`/api/v1/libraries/${root.id}`, { parentId: course.body.id }), 'LIBRARY_ROOT_LOCKED');
    expectError(await host.client.delete(`/api/v1/libraries/${root.id}`), 'LIBRARY_ROOT_LOCKED');
    expectError(await host.client.get(`/api/v1/libraries/00000000-0000-4000-8000-000000000000`), 'LIBRARY_NOT_FOUND');
  });

  it('keeps another host out of my folders and resources, while admins read them but change only the platform’s', async () => {
    const folder = (await host.client.post(`/api/v1/libraries/${root.id}/sub`, { name: 'Riêng tư' })).body;
    const link = (await host.client.post('/api/v1/resources', { kind: 'LINK', name: 'Bài đọc', url: 'https://example.vn/bai-doc', libraryId: folder.id })).body;
    for (const res of [
      await other.client.get(`/api/v1/libraries/${folder.id}`),
      await other.client.get(`/api/v1/libraries/${folder.id}/sub`),
      await other.client.get(`/api/v1/libraries/${folder.id}/resources`),
      await other.client.get(`/api/v1/libraries/${folder.id}/usage`),
      await other.client.post(`/api/v1/libraries/${folder.id}/sub`, { name: 'Xâm nhập' }),
      await other.client.put(`/api/v1/libraries/${folder.id}`, { name: 'Đổi tên' }),
      await other.client.delete(`/api/v1/libraries/${folder.id}`),
      await other.client.get(`/api/v1/resources/${link.id}`),
      await other.client.get(`/api/v1/resources?libraryId=${folder.id}`),
      await other.client.get(`/api/v1/resources/${link.id}/download`),
      await other.client.put(`/api/v1/resources/${link.id}`, { name: 'Của tôi' }),
      await other.client.delete(`/api/v1/resources/${link.id}`),
      await other.client.patch(`/api/v1/resources/${link.id}/restore`),
      await other.client.post('/api/v1/resources', { kind: 'LINK', name: 'x', url: 'https://a.vn', libraryId: folder.id }),
      await admin.client.post(`/api/v1/admin/libraries/${folder.id}/sub`, { name: 'Của quản trị' }),
      await admin.client.delete(`/api/v1/admin/libraries/${folder.id}`),
    ])
      expectError(res, 'INSUFFICIENT_PRIVILEGES');

    expect((await admin.client.get(`/api/v1/admin/libraries/${folder.id}/resources`)).body.data.map((r: { id: string }) => r.id)).toEqual([link.id]);
    expect((await admin.client.get(`/api/v1/admin/libraries/list?ownerId=${host.user.id}`)).body.meta.total).toBeGreaterThan(1);
    const platformRoot = (await admin.client.get('/api/v1/admin/libraries/root')).body;
    const shared = await admin.client.post(`/api/v1/admin/libraries/${platformRoot.id}/sub`, { name: 'Tài liệu chung' });
    expect(shared.body).toMatchObject({ ownerId: null, parentId: platformRoot.id });
    expectError(await host.client.get(`/api/v1/libraries/${shared.body.id}`), 'INSUFFICIENT_PRIVILEGES');
  });

  it('refuses to delete a folder that still holds something, and deletes it once emptied, keeping its bin restorable', async () => {
    const folder = (await host.client.post(`/api/v1/libraries/${root.id}/sub`, { name: 'Tạm' })).body;
    const link = (await host.client.post('/api/v1/resources', { kind: 'LINK', name: 'Tạm thời', url: 'http://example.vn', libraryId: folder.id })).body;
    expectError(await host.client.delete(`/api/v1/libraries/${folder.id}`), 'LIBRARY_NOT_EMPTY');
    await host.client.delete(`/api/v1/resources/${link.id}`);
    expect((await host.client.delete(`/api/v1/libraries/${folder.id}`)).body).toEqual({ success: true });
    const restored = await host.client.patch(`/api/v1/resources/${link.id}/restore`);
    expect(restored.body).toMatchObject({ deletedAt: null, libraryId: root.id });
  });

  it('stores private files, counts their bytes per folder and library, and refuses a file over the quota', async () => {
    const folder = (await host.client.post(`/api/v1/libraries/${root.id}/sub`, { name: 'Tệp' })).body;
    const inner = (await host.client.post(`/api/v1/libraries/${folder.id}/sub`, { name: 'Bên trong' })).body;
    const a = await uploadPrivate(server, host, { fileName: 'Giáo trình.pdf', bytes: bytes(3000) });
    const b = await uploadPrivate(server, host, { fileName: 'slide.pdf', bytes: bytes(4000) });
    const first = await host.client.post('/api/v1/resources', { kind: 'FILE', fileId: a, name: 'Giáo trình', libraryId: folder.id });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ kind: 'FILE', sizeBytes: 3000, fileName: 'Giáo trình.pdf', contentType: 'application/pdf', url: null });
    await host.client.post('/api/v1/resources', { kind: 'FILE', fileId: b, name: 'Slide', libraryId: inner.id });

    const usage = await host.client.get(`/api/v1/libraries/${folder.id}/usage`);
    expect(usage.body).toEqual({ libraryId: folder.id, folderBytes: 7000, usedBytes: 7000, quotaBytes: QUOTA, files: 2 });
    expect((await host.client.get(`/api/v1/libraries/${inner.id}/usage`)).body).toMatchObject({ folderBytes: 4000, usedBytes: 7000 });

    const c = await uploadPrivate(server, host, { fileName: 'video.pdf', bytes: bytes(3001) });
    expectError(await host.client.post('/api/v1/resources', { kind: 'FILE', fileId: c, name: 'Quá hạn mức' }), 'LIBRARY_QUOTA_EXCEEDED');

    // A soft-deleted file still counts until purged: deleting does not free room.
    await host.client.delete(`/api/v1/resources/${first.body.id}`);
    expectError(await host.client.post('/api/v1/resources', { kind: 'FILE', fileId: c, name: 'Vẫn quá' }), 'LIBRARY_QUOTA_EXCEEDED');
    expect((await host.client.get(`/api/v1/libraries/${root.id}/usage`)).body).toMatchObject({ usedBytes: 7000, folderBytes: 7000 });
  });

  it('lets only one of two files racing for the last bytes of the quota in', async () => {
    const racer = await signUpHost(server, 'Lâm Gia Bảo');
    const [a, b] = await Promise.all([uploadPrivate(server, racer, { bytes: bytes(6000) }), uploadPrivate(server, racer, { bytes: bytes(6000) })]);
    const answers = await Promise.all([a, b].map((fileId) => racer.client.post('/api/v1/resources', { kind: 'FILE', fileId, name: 'Đua' })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 413]);
    expect(answers.find((r) => r.status === 413)?.body.code).toBe('LIBRARY_QUOTA_EXCEEDED');
  });

  it('takes only the caller’s own finished private uploads', async () => {
    const theirs = await uploadPrivate(server, other, { bytes: bytes(10) });
    expectError(await host.client.post('/api/v1/resources', { kind: 'FILE', fileId: theirs, name: 'Của người khác' }), 'RESOURCE_FILE_INVALID');
    const publicOne = await uploadPrivate(server, host, { bytes: bytes(10), folder: 'files' });
    expectError(await host.client.post('/api/v1/resources', { kind: 'FILE', fileId: publicOne, name: 'Công khai' }), 'RESOURCE_FILE_INVALID');
    const signed = await host.client.post('/api/v1/upload/sign-url', { fileName: 'chua-xong.pdf', contentType: 'application/pdf', folder: 'libraries' });
    expectError(await host.client.post('/api/v1/resources', { kind: 'FILE', fileId: signed.body.id, name: 'Chưa tải xong' }), 'RESOURCE_FILE_INVALID');
  });

  it('soft deletes and restores, listing the bin apart from live resources', async () => {
    const link = (await host.client.post('/api/v1/resources', { kind: 'LINK', name: 'Xoá rồi khôi phục', url: 'https://example.vn/x' })).body;
    const deleted = await host.client.delete(`/api/v1/resources/${link.id}`);
    expect(deleted.body.deletedAt).not.toBeNull();
    const live = await host.client.get('/api/v1/resources?kind=LINK&limit=100');
    expect(live.body.data.map((r: { id: string }) => r.id)).not.toContain(link.id);
    const bin = await host.client.get('/api/v1/resources?deleted=true&limit=100');
    expect(bin.body.data.map((r: { id: string }) => r.id)).toContain(link.id);
    expect((await host.client.patch(`/api/v1/resources/${link.id}/restore`)).body.deletedAt).toBeNull();
    expect((await host.client.get('/api/v1/resources?kind=LINK&limit=100')).body.data.map((r: { id: string }) => r.id)).toContain(link.id);
  });

  it('empties the bins of what was deleted LIBRARY_BIN_DAYS ago for good, freeing the quota and the stored bytes', async () => {
    const owner = await signUpHost(server, 'Đỗ Thị Mai');
    const add = async (size: number, name: string) => {
      const fileId = await uploadPrivate(server, owner, { bytes: bytes(size) });
      return (await owner.client.post('/api/v1/resources', { kind: 'FILE', fileId, name })).body as { id: string };
    };
    const old = await add(6000, 'Xoá từ lâu');
    const recent = await add(1000, 'Vừa xoá');
    const oldLink = (await owner.client.get(`/api/v1/resources/${old.id}/download`)).body.url as string;
    await owner.client.delete(`/api/v1/resources/${old.id}`);
    await owner.client.delete(`/api/v1/resources/${recent.id}`);
    await server.database.pool.query(`update library_resources set deleted_at = now() - interval '31 days' where id = $1`, [old.id]);

    const dayMs = 24 * 3600 * 1000;
    const purged = await server.services.libraries.resources.purgeBinned(new Date(Date.now() - server.config.libraryBinDays * dayMs));
    expect(purged).toEqual({ resources: 1, files: 1 });

    const bin = await owner.client.get('/api/v1/resources?deleted=true&limit=100');
    expect(bin.body.data.map((r: { id: string }) => r.id)).toEqual([recent.id]);
    expect((await fetchLink(server, oldLink)).status).toBe(404);
    const root = (await owner.client.get('/api/v1/libraries/root')).body;
    expect((await owner.client.get(`/api/v1/libraries/${root.id}/usage`)).body).toMatchObject({ usedBytes: 1000 });
    expect((await add(QUOTA - 1000, 'Vừa đủ chỗ')).id).toBeDefined();
  });

  it('adds several links at once and refuses anything but http(s)', async () => {
    const made = await host.client.post('/api/v1/resources/links', {
      links: [
        { name: 'Tài liệu Figma', url: 'https://figma.com/file/abc' },
        { name: 'Đề bài', url: 'http://example.vn/de-bai', description: 'Tuần 2' },
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toHaveLength(2);
    const bad = await host.client.post('/api/v1/resources/links', { links: [{ name: 'Mã độc', url: 'javascript:alert(1)' }] });
    expect([bad.status, bad.body.code]).toEqual([400, 'INVALID_INPUT_PARAMS']);
    const edited = await host.client.put(`/api/v1/resources/${made.body.data[0].id}`, { url: 'https://figma.com/file/xyz', name: 'Figma mới' });
    expect(edited.body).toMatchObject({ url: 'https://figma.com/file/xyz', name: 'Figma mới' });
  });

  it('finds resources by name without diacritics, for the host and for admins', async () => {
    await host.client.post('/api/v1/resources', { kind: 'LINK', name: 'Đường dẫn Thiết kế Đồ hoạ', url: 'https://example.vn/do-hoa' });
    const found = await host.client.get(`/api/v1/libraries/search/resources?keyword=${encodeURIComponent('thiet ke do hoa')}`);
    expect(found.body.data.map((r: { name: string }) => r.name)).toEqual(['Đường dẫn Thiết kế Đồ hoạ']);
    expect((await other.client.get('/api/v1/libraries/search/resources?keyword=do%20hoa')).body.data).toEqual([]);
    const byAdmin = await admin.client.get(`/api/v1/admin/libraries/search/resources/${encodeURIComponent('duong dan')}?ownerId=${host.user.id}`);
    expect(byAdmin.body.data.map((r: { name: string }) => r.name)).toEqual(['Đường dẫn Thiết kế Đồ hoạ']);
  });

  it('lets only the owner and admins download a file, through a link that works now and stops when it expires', async () => {
    const fileId = await uploadPrivate(server, host, { fileName: 'bai-giang.pdf', bytes: bytes(100) });
    const resource = (await host.client.post('/api/v1/resources', { kind: 'FILE', fileId, name: 'Bài giảng' })).body;
    const link = await host.client.get(`/api/v1/resources/${resource.id}/download`);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const served = await fetchLink(server, link.body.url);
    expect(served.status).toBe(200);
    expect((await served.arrayBuffer()).byteLength).toBe(100);
    expect((await admin.client.get(`/api/v1/resources/${resource.id}/download`)).status).toBe(200);
    expectError(await other.client.get(`/api/v1/resources/${resource.id}/download`), 'INSUFFICIENT_PRIVILEGES');
    const plain = await fetch(String(link.body.url).split('?')[0]!.replace(server.config.publicUrl, server.url));
    expect(plain.status).toBe(404);

    // Only the clock moves: the server checks the link's expiry against it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (server.config.upload.downloadSeconds + 5) * 1000);
      const late = await fetchLink(server, link.body.url);
      expect([late.status, (await late.json()).code]).toEqual([403, 'INVALID_DOWNLOAD_SIGNATURE']);
    } finally {
      vi.useRealTimers();
    }
  });
});
