import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually } from '../../../../test/support/wait.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';

type Post = { id: string; slug: string; status: string; type: string; content: string; excerpt: string | null; canEdit: boolean; publishedAt: string | null };

describe('posts', () => {
  let server: TestServer;
  let admin: Session;
  let author: Session;
  let otherHost: Session;
  let reader: Session;
  let fan: Session;

  const write = async (session: Session, body: Record<string, unknown>) => {
    const made = await session.client.post('/api/v1/posts', { type: 'BLOG', title: 'Bài viết thử', content: '<p>Nội dung</p>', ...body });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body as Post;
  };
  const notificationsOf = async (who: Session, type: string) =>
    ((await who.client.get('/api/v1/notifications?limit=100')).body.data as { type: string; body: string; link: string }[]).filter((n) => n.type === type);

  beforeAll(async () => {
    server = await startTestServer();
    [admin, author, otherHost, reader, fan] = await Promise.all([
      loginAdmin(server),
      signUpHost(server, 'Trịnh Bảo Ngọc'),
      signUpHost(server, 'Võ Đình Phúc'),
      signUpVerified(server, { fullName: 'Mai Thu Hà' }),
      signUpVerified(server, { fullName: 'Tạ Quang Vinh' }),
    ]);
    expect((await fan.client.post('/api/v1/follow', { hostId: author.user.id })).status).toBe(200);
  });
  afterAll(() => server.close());

  it('lets only hosts write, with a slug folded from the Vietnamese title', async () => {
    const body = { type: 'NEWS', title: 'Không được', content: '<p>x</p>' };
    expectError(await server.anonymous.post('/api/v1/posts', body), 'UNAUTHORIZED');
    expectError(await reader.client.post('/api/v1/posts', body), 'INSUFFICIENT_PRIVILEGES');
    const post = await write(author, { type: 'NEWS', title: 'Khai giảng khoá Đồ hoạ' });
    expect(post).toMatchObject({ slug: 'khai-giang-khoa-do-hoa', status: 'DRAFT', type: 'NEWS', canEdit: true, publishedAt: null, excerpt: 'Nội dung' });
    expect((await write(author, { type: 'NEWS', title: 'Khai giảng khoá Đồ hoạ' })).slug).toBe('khai-giang-khoa-do-hoa-2');
    expectError(await author.client.post('/api/v1/posts', { ...body, slug: 'khai-giang-khoa-do-hoa' }), 'SLUG_ALREADY_EXISTS');
    expect((await author.client.post('/api/v1/posts', { ...body, type: 'POEM' })).body.code).toBe('INVALID_INPUT_PARAMS');
  });

  it('stores rich text sanitised: scripts, event handlers and javascript: links are gone', async () => {
    const post = await write(author, {
      title: 'Bài có mã độc',
      content:
        '<p onmouseover="steal()">An toàn<script>alert(1)</script></p><img src="https://cdn.vn/a.png" onerror="alert(2)"><a href="javascript:alert(3)">bấm</a>',
    });
    expect(post.content).toBe('<p>An toàn</p><img src="https://cdn.vn/a.png" /><a rel="noopener noreferrer nofollow" target="_blank">bấm</a>');
    const edited = await author.client.patch(`/api/v1/posts/${post.id}`, {
      content: '<h2>Mới</h2><svg onload="x()"></svg><iframe src="https://x.vn"></iframe>',
    });
    expect(edited.body.content).toBe('<h2>Mới</h2>');
    expect(edited.body.excerpt).toBe('Mới');
  });

  it('shows drafts, archived and hidden posts only to their author and admins', async () => {
    const draft = await write(author, { title: 'Bản nháp riêng' });
    for (const path of [`/api/v1/posts/${draft.slug}`, `/api/v1/posts/detail-by-Id/${draft.id}`]) {
      expectError(await server.anonymous.get(path), 'POST_NOT_FOUND');
      expectError(await reader.client.get(path), 'POST_NOT_FOUND');
      expectError(await otherHost.client.get(path), 'POST_NOT_FOUND');
      expect((await author.client.get(path)).body).toMatchObject({ id: draft.id, canEdit: true });
      expect((await admin.client.get(path)).body).toMatchObject({ id: draft.id, canEdit: true });
    }
    const username = author.user.username as string;
    const publicPage = await server.anonymous.get(`/api/v1/posts/allByUsername/${username}`);
    expect(publicPage.body.data.map((p: Post) => p.id)).not.toContain(draft.id);
    const own = await author.client.get(`/api/v1/posts/allByUsername/${username}?status=DRAFT&limit=100`);
    expect(own.body.data.map((p: Post) => p.id)).toContain(draft.id);
    expect(own.body.data.every((p: Post) => p.status === 'DRAFT')).toBe(true);
    expectError(await server.anonymous.get('/api/v1/posts/allByUsername/khong-co-ai'), 'USER_NOT_FOUND');
  });

  it('lets only the author or an admin edit and delete', async () => {
    const post = await write(author, { title: 'Chỉ tác giả sửa' });
    expectError(await server.anonymous.patch(`/api/v1/posts/${post.id}`, { title: 'Sửa trộm' }), 'UNAUTHORIZED');
    expectError(await reader.client.patch(`/api/v1/posts/${post.id}`, { title: 'Sửa trộm' }), 'INSUFFICIENT_PRIVILEGES');
    expectError(await otherHost.client.patch(`/api/v1/posts/${post.id}`, { title: 'Sửa trộm' }), 'INSUFFICIENT_PRIVILEGES');
    expectError(await otherHost.client.delete(`/api/v1/posts/${post.id}`), 'INSUFFICIENT_PRIVILEGES');
    expect((await admin.client.patch(`/api/v1/posts/${post.id}`, { title: 'Quản trị viên sửa' })).body.title).toBe('Quản trị viên sửa');
    expect((await author.client.delete(`/api/v1/posts/${post.id}`)).body).toEqual({ success: true });
    expectError(await author.client.get(`/api/v1/posts/detail-by-Id/${post.id}`), 'POST_NOT_FOUND');
    expectError(await author.client.delete(`/api/v1/posts/${post.id}`), 'POST_NOT_FOUND');
    const other = await write(author, { title: 'Quản trị viên xoá' });
    expect((await admin.client.delete(`/api/v1/posts/${other.id}`)).status).toBe(200);
  });

  it('moves through the status table: hiding is for admins, and a hidden post stays hidden for its author', async () => {
    const post = await write(author, { title: 'Dự án cộng đồng', type: 'PROJECT', status: 'PUBLISHED' });
    expect(post.status).toBe('PUBLISHED');
    expectError(await author.client.patch(`/api/v1/posts/${post.id}`, { status: 'HIDDEN' }), 'POST_INVALID_STATUS');
    expect((await admin.client.patch(`/api/v1/posts/${post.id}`, { status: 'HIDDEN' })).body.status).toBe('HIDDEN');
    expectError(await server.anonymous.get(`/api/v1/posts/${post.slug}`), 'POST_NOT_FOUND');
    expectError(await author.client.patch(`/api/v1/posts/${post.id}`, { status: 'PUBLISHED' }), 'POST_INVALID_STATUS');
    expect((await author.client.patch(`/api/v1/posts/${post.id}`, { title: 'Dự án cộng đồng (sửa)' })).body.status).toBe('HIDDEN');
    expect((await admin.client.patch(`/api/v1/posts/${post.id}`, { status: 'PUBLISHED' })).body.status).toBe('PUBLISHED');
    expect((await author.client.patch(`/api/v1/posts/${post.id}`, { status: 'ARCHIVED' })).body.status).toBe('ARCHIVED');
    expectError(await server.anonymous.get(`/api/v1/posts/${post.slug}`), 'POST_NOT_FOUND');
  });

  it('lists published posts by type, newest first, paged, and refreshes the cached list after a write', async () => {
    const first = await write(otherHost, { title: 'Blog một', status: 'PUBLISHED' });
    const second = await write(otherHost, { title: 'Blog hai', status: 'PUBLISHED' });
    await write(otherHost, { title: 'Tin chưa đăng', type: 'NEWS' });
    const page = await server.anonymous.get(`/api/v1/posts/list?type=BLOG&hostId=${otherHost.user.id}&limit=1`);
    expect(page.body.meta).toMatchObject({ total: 2, totalPages: 2, page: 1, limit: 1 });
    expect(page.body.data.map((p: Post) => p.id)).toEqual([second.id]);
    expect(page.body.data[0].host.id).toBe(otherHost.user.id);
    expect(page.body.data[0]).not.toHaveProperty('content');
    const again = await server.anonymous.get(`/api/v1/posts/list?type=BLOG&hostId=${otherHost.user.id}&limit=1`);
    expect(again.headers.get('x-cache')).toBe('HIT');
    const profile = `/api/v1/users/${otherHost.user.username}`;
    expect((await server.anonymous.get(profile)).body.counts.posts).toBe(2);
    await otherHost.client.patch(`/api/v1/posts/${second.id}`, { status: 'DRAFT' });
    // The host's cached public profile counts their published posts again at once.
    expect((await server.anonymous.get(profile)).body.counts.posts).toBe(1);
    const after = await server.anonymous.get(`/api/v1/posts/list?type=BLOG&hostId=${otherHost.user.id}&limit=1`);
    expect(after.body.data.map((p: Post) => p.id)).toEqual([first.id]);
    expect(after.body.meta.total).toBe(1);
    const news = await server.anonymous.get(`/api/v1/posts/list?type=NEWS&hostId=${otherHost.user.id}`);
    expect(news.body.data).toEqual([]);
    expect((await server.anonymous.get('/api/v1/posts/list?type=POEM')).body.code).toBe('INVALID_INPUT_PARAMS');
  });

  it('tells followers of a blog entry or project on its first publication only, never of news', async () => {
    const blog = await write(author, { title: 'Ghi chép hành trình', type: 'BLOG' });
    await write(author, { title: 'Tin ngắn đã đăng', type: 'NEWS', status: 'PUBLISHED' });
    await author.client.patch(`/api/v1/posts/${blog.id}`, { status: 'PUBLISHED' });
    const told = await eventually(
      async () => (await notificationsOf(fan, 'FOLLOWING_HOST_NEW_BLOG')).find((n) => n.body === 'Ghi chép hành trình'),
      15_000,
      'the blog notice',
    );
    expect(told.link).toBe(`/posts/${blog.slug}`);
    const project = await eventually(async () => (await notificationsOf(fan, 'FOLLOWING_HOST_NEW_PROJECT'))[0], 15_000, 'the project notice');
    expect(project.body).toBe('Dự án cộng đồng');
    // Published again after a draft: nobody is told twice.
    await author.client.patch(`/api/v1/posts/${blog.id}`, { status: 'DRAFT' });
    await author.client.patch(`/api/v1/posts/${blog.id}`, { status: 'PUBLISHED' });
    const marker = await write(author, { title: 'Mốc cuối', status: 'PUBLISHED' });
    await eventually(async () => (await notificationsOf(fan, 'FOLLOWING_HOST_NEW_BLOG')).find((n) => n.body === 'Mốc cuối'), 15_000, 'the marker notice');
    expect((await notificationsOf(fan, 'FOLLOWING_HOST_NEW_BLOG')).filter((n) => n.body === 'Ghi chép hành trình')).toHaveLength(1);
    expect(marker.publishedAt).not.toBeNull();
    expect((await notificationsOf(reader, 'FOLLOWING_HOST_NEW_BLOG')).length).toBe(0);
  });
});
