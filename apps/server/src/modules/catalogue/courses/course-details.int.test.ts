import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { publishedCourse } from './courses.testing.js';

describe("a course's level, topics, what it teaches and what it needs", () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let business: { root: string; startup: string };
  let languages: string;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, host] = await Promise.all([loginAdmin(server), signUpHost(server, 'Trịnh Gia Huy')]);
    const root = async (name: string, slug: string) => (await admin.client.post('/api/v1/admin/category/root', { name, slug })).body.id as string;
    const businessRoot = await root('Kinh doanh', 'kinh-doanh-test');
    languages = await root('Ngoại ngữ', 'ngoai-ngu-test');
    const sub = await admin.client.post('/api/v1/admin/category/sub', { name: 'Khởi nghiệp', slug: 'khoi-nghiep-test', parentId: businessRoot });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    business = { root: businessRoot, startup: sub.body.id };
  }, 60_000);
  afterAll(() => server.close());

  it('stores a level from the fixed list, the lines of what it teaches and needs, and shows them on the public page', async () => {
    const { course } = await publishedCourse(server, host, admin, { title: 'Gọi vốn vòng hạt giống', categoryIds: [] });
    const saved = await host.client.post('/api/v1/online-courses/upsert', {
      id: course.id,
      title: course.title,
      level: 'ADVANCED',
      outcomes: ['  Viết bản trình bày gọi vốn  ', 'Đọc hiểu điều khoản đầu tư'],
      requirements: ['Đã có sản phẩm mẫu'],
      description: '<p>Giới thiệu</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const page = await server.anonymous.get(`/api/v1/online-courses/slug/${course.slug}`);
    expect(page.body).toMatchObject({
      level: 'ADVANCED',
      outcomes: ['Viết bản trình bày gọi vốn', 'Đọc hiểu điều khoản đầu tư'],
      requirements: ['Đã có sản phẩm mẫu'],
      quizzesRequired: true,
    });
    // The rich text is sanitised on write.
    expect(page.body.description).toContain('<p>Giới thiệu</p>');
    expect(page.body.description).not.toMatch(/script|javascript:/);
  });

  it('refuses a level outside the list and lists that are too long, with a field-level reason', async () => {
    const base = { title: 'Khoá học thử' };
    const cases = [
      [{ ...base, level: 'Cơ bản' }, 'level'],
      [{ ...base, outcomes: Array.from({ length: 21 }, (_, i) => `Dòng ${i}`) }, 'outcomes'],
      [{ ...base, requirements: ['x'.repeat(201)] }, 'requirements.0'],
      [{ ...base, outcomes: ['   '] }, 'outcomes.0'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await host.client.post('/api/v1/online-courses/upsert', body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_INPUT_PARAMS');
      expect(res.body.message.map((m: { field: string }) => m.field)).toContain(field);
    }
  });

  it('is found on /courses by the root of its category and by the category itself, not by another topic', async () => {
    const { course } = await publishedCourse(server, host, admin, { title: 'Khởi nghiệp từ con số 0', categoryIds: [business.startup] });
    const ids = async (categoryId: string) =>
      ((await server.anonymous.get(`/api/v1/online-courses/list?categoryId=${categoryId}&limit=50`)).body.data as { id: string }[]).map((c) => c.id);
    expect(await ids(business.root)).toContain(course.id);
    expect(await ids(business.startup)).toContain(course.id);
    expect(await ids(languages)).not.toContain(course.id);
  });
});
