import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCms, type TestCms } from './support.js';

let cms: TestCms;
const ids: Record<string, number> = {};

async function create(path: string, data: Record<string, unknown>, query = ''): Promise<number> {
  const answer = await cms.call('POST', `${path}${query}`, { as: 'editor', body: { data } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id;
}

/** A GET with the query written as clients write it (qs, as Strapi's documentation shows). */
function get(path: string, query: Record<string, unknown> = {}) {
  const search = qs.stringify(query, { encodeValuesOnly: true });
  return cms.call('GET', search ? `${path}?${search}` : path);
}

const titles = (body: any) => body.data.map((e: any) => e.attributes.title);

beforeAll(async () => {
  cms = await startTestCms();
  ids.career = await create('/categories', { name: 'Sự nghiệp' });
  ids.skills = await create('/categories', { name: 'Kỹ năng', parent: ids.career });
  ids.tagAi = await create('/hashtags', { name: 'AI' });
  ids.tagCv = await create('/hashtags', { name: 'CV' });
  ids.author = await create('/instructors', { name: 'Lê Ngọc Lan' });
  ids.a = await create('/articles', {
    title: 'Viết CV nổi bật',
    readingMinutes: 5,
    featured: true,
    category: ids.career,
    hashtags: [ids.tagCv],
    author: ids.author,
    seo: { metaTitle: 'CV' },
  });
  ids.b = await create('/articles', { title: 'AI cho người mới', readingMinutes: 12, category: ids.skills, hashtags: [ids.tagAi, ids.tagCv] });
  ids.c = await create('/articles', { title: 'Phỏng vấn thành công', readingMinutes: 8, excerpt: null });
  ids.en = await create('/articles', { title: 'Writing a great CV', slug: 'writing-a-great-cv', locale: 'en' });
});
afterAll(async () => cms?.close());

describe('filters', () => {
  it('compare fields with eq, ne, lt, lte, gt, gte and between', async () => {
    expect(titles((await get('/articles', { filters: { readingMinutes: { $eq: 5 } } })).body)).toEqual(['Viết CV nổi bật']);
    expect(titles((await get('/articles', { filters: { readingMinutes: { $ne: 5 } } })).body)).toEqual(['AI cho người mới', 'Phỏng vấn thành công']);
    expect(titles((await get('/articles', { filters: { readingMinutes: { $lt: 8 } } })).body)).toEqual(['Viết CV nổi bật']);
    expect(titles((await get('/articles', { filters: { readingMinutes: { $lte: 8 } } })).body)).toHaveLength(2);
    expect(titles((await get('/articles', { filters: { readingMinutes: { $gt: 8 } } })).body)).toEqual(['AI cho người mới']);
    expect(titles((await get('/articles', { filters: { readingMinutes: { $gte: 8 } } })).body)).toHaveLength(2);
    expect(titles((await get('/articles', { filters: { readingMinutes: { $between: [6, 10] } } })).body)).toEqual(['Phỏng vấn thành công']);
    expect(titles((await get('/articles', { filters: { createdAt: { $gt: '2020-01-01' } } })).body)).toHaveLength(3);
  });

  it('match text with contains, containsi, startsWith and endsWith, and lists with in and notIn', async () => {
    expect(titles((await get('/articles', { filters: { title: { $contains: 'CV' } } })).body)).toEqual(['Viết CV nổi bật']);
    expect(titles((await get('/articles', { filters: { title: { $contains: 'cv' } } })).body)).toEqual([]);
    expect(titles((await get('/articles', { filters: { title: { $containsi: 'cv' } } })).body)).toEqual(['Viết CV nổi bật']);
    expect(titles((await get('/articles', { filters: { title: { $startsWith: 'AI' } } })).body)).toEqual(['AI cho người mới']);
    expect(titles((await get('/articles', { filters: { title: { $endsWith: 'công' } } })).body)).toEqual(['Phỏng vấn thành công']);
    expect(titles((await get('/articles', { filters: { id: { $in: [ids.a, ids.c] } } })).body)).toEqual(['Viết CV nổi bật', 'Phỏng vấn thành công']);
    expect(titles((await get('/articles', { filters: { id: { $notIn: [ids.a, ids.c] } } })).body)).toEqual(['AI cho người mới']);
    expect(titles((await get('/articles', { filters: { title: { $contains: '100%' } } })).body)).toEqual([]);
  });

  it('find empty fields with null and notNull', async () => {
    expect(titles((await get('/articles', { filters: { excerpt: { $notNull: true } } })).body)).toEqual([]);
    expect(titles((await get('/articles', { filters: { featured: { $null: false }, readingMinutes: { $null: false } } })).body)).toEqual([
      'Viết CV nổi bật',
      'AI cho người mới',
      'Phỏng vấn thành công',
    ]);
  });

  it('combine with $or, $and and $not', async () => {
    const or = { $or: [{ readingMinutes: { $eq: 5 } }, { readingMinutes: { $eq: 12 } }] };
    expect(titles((await get('/articles', { filters: or })).body)).toEqual(['Viết CV nổi bật', 'AI cho người mới']);
    expect(titles((await get('/articles', { filters: { $and: [or, { featured: { $eq: true } }] } })).body)).toEqual(['Viết CV nổi bật']);
    expect(titles((await get('/articles', { filters: { $not: or } })).body)).toEqual(['Phỏng vấn thành công']);
    expect(titles((await get('/articles', { filters: { readingMinutes: { $not: { $eq: 5 } } } })).body)).toHaveLength(2);
  });

  it('reach through relations, owning and inverse sides alike', async () => {
    expect(titles((await get('/articles', { filters: { category: { slug: { $eq: 'su-nghiep' } } } })).body)).toEqual(['Viết CV nổi bật']);
    expect(titles((await get('/articles', { filters: { category: { parent: { name: { $eq: 'Sự nghiệp' } } } } })).body)).toEqual(['AI cho người mới']);
    expect(titles((await get('/articles', { filters: { hashtags: { name: { $in: ['AI'] } } } })).body)).toEqual(['AI cho người mới']);
    expect(titles((await get('/articles', { filters: { category: { id: { $null: true } } } })).body)).toEqual([]);
    expect(titles((await get('/articles', { filters: { category: { $null: true } } })).body)).toEqual(['Phỏng vấn thành công']);
    const tags = await get('/hashtags', { filters: { articles: { title: { $containsi: 'viết cv' } } } });
    expect(tags.body.data.map((t: any) => t.attributes.name)).toEqual(['CV']);
  });
});

describe('sort, pagination and fields', () => {
  it('sort by one field or several', async () => {
    expect(titles((await get('/articles', { sort: 'title:asc' })).body)).toEqual(['AI cho người mới', 'Phỏng vấn thành công', 'Viết CV nổi bật']);
    expect(titles((await get('/articles', { sort: ['readingMinutes:desc'] })).body)).toEqual(['AI cho người mới', 'Phỏng vấn thành công', 'Viết CV nổi bật']);
    expect(titles((await get('/articles', { sort: ['featured:desc', 'title:desc'] })).body)[0]).toBe('Viết CV nổi bật');
  });

  it('page with Strapi defaults and its maximum of 100', async () => {
    expect((await get('/articles')).body.meta).toEqual({ pagination: { page: 1, pageSize: 25, pageCount: 1, total: 3 } });
    const second = await get('/articles', { pagination: { page: 2, pageSize: 2 } });
    expect(titles(second.body)).toEqual(['Phỏng vấn thành công']);
    expect(second.body.meta.pagination).toEqual({ page: 2, pageSize: 2, pageCount: 2, total: 3 });
    expect((await get('/articles', { pagination: { pageSize: 500 } })).body.meta.pagination.pageSize).toBe(100);
    const offset = await get('/articles', { pagination: { start: 1, limit: 1 } });
    expect(offset.body.meta.pagination).toEqual({ start: 1, limit: 1, total: 3 });
    expect(titles(offset.body)).toEqual(['AI cho người mới']);
    expect((await get('/articles', { pagination: { page: 1, withCount: false } })).body.meta.pagination).toEqual({ page: 1, pageSize: 25 });
  });

  it('count the total exactly for a page past the end or a filter matching nothing', async () => {
    const past = await get('/articles', { populate: '*', filters: { readingMinutes: { $gte: 6 } }, pagination: { page: 3, pageSize: 1 } });
    expect(past.body).toEqual({ data: [], meta: { pagination: { page: 3, pageSize: 1, pageCount: 2, total: 2 } } });
    const offset = await get('/articles', { filters: { hashtags: { name: { $eq: 'CV' } } }, pagination: { start: 5, limit: 2 } });
    expect(offset.body).toEqual({ data: [], meta: { pagination: { start: 5, limit: 2, total: 2 } } });
    const none = await get('/articles', { filters: { title: { $eq: 'Không có' } } });
    expect(none.body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 0, total: 0 });
    const noneFurther = await get('/articles', { filters: { title: { $eq: 'Không có' } }, pagination: { page: 2 } });
    expect(noneFurther.body.meta.pagination).toEqual({ page: 2, pageSize: 25, pageCount: 0, total: 0 });
  });

  it('answer only the fields asked', async () => {
    const answer = await get(`/articles/${ids.a}`, { fields: ['title', 'slug'] });
    expect(answer.body.data).toEqual({ id: ids.a, attributes: { title: 'Viết CV nổi bật', slug: 'viet-cv-noi-bat' } });
  });
});

describe('populate', () => {
  it('leaves links out unless asked, then answers them as { data }', async () => {
    const plain = await get(`/articles/${ids.a}`);
    expect(plain.body.data.attributes).not.toHaveProperty('category');
    const all = await get(`/articles/${ids.a}`, { populate: '*' });
    expect(all.body.data.attributes.category.data).toMatchObject({ id: ids.career, attributes: { name: 'Sự nghiệp' } });
    expect(all.body.data.attributes.hashtags.data.map((t: any) => t.id)).toEqual([ids.tagCv]);
    expect(all.body.data.attributes.cover).toEqual({ data: null });
    expect(all.body.data.attributes.seo).toEqual({ id: expect.any(Number), metaTitle: 'CV', metaDescription: null });
  });

  it('takes lists and nested objects with their own fields and populate', async () => {
    const list = await get(`/articles/${ids.b}`, { populate: ['category', 'hashtags'] });
    expect(Object.keys(list.body.data.attributes)).toEqual(expect.arrayContaining(['category', 'hashtags']));
    expect(list.body.data.attributes).not.toHaveProperty('author');
    const nested = await get(`/articles/${ids.b}`, { populate: { category: { fields: ['name'], populate: { parent: { fields: ['slug'] } } } } });
    expect(nested.body.data.attributes.category).toEqual({
      data: { id: ids.skills, attributes: { name: 'Kỹ năng', parent: { data: { id: ids.career, attributes: { slug: 'su-nghiep' } } } } },
    });
    const filtered = await get(`/articles/${ids.b}`, { populate: { hashtags: { filters: { name: { $eq: 'AI' } }, sort: 'name:desc' } } });
    expect(filtered.body.data.attributes.hashtags.data.map((t: any) => t.attributes.name)).toEqual(['AI']);
    const inverse = await get(`/categories/${ids.career}`, { populate: { articles: { fields: ['title'] } } });
    expect(inverse.body.data.attributes.articles.data).toEqual([{ id: ids.a, attributes: { title: 'Viết CV nổi bật' } }]);
  });
});

describe('locales', () => {
  it('answer the default locale, one asked, or all', async () => {
    expect(titles((await get('/articles', { locale: 'en' })).body)).toEqual(['Writing a great CV']);
    expect((await get('/articles', { locale: 'all' })).body.meta.pagination.total).toBe(4);
    expect((await get(`/articles/${ids.en}`)).body.data.attributes.locale).toBe('en');
  });

  it('keep one entry of a single type per locale', async () => {
    await cms.call('PUT', '/configration', { as: 'editor', body: { data: { siteName: 'Học & Sự kiện' } } });
    await cms.call('PUT', '/configration?locale=en', { as: 'editor', body: { data: { siteName: 'Learn & Events' } } });
    expect((await get('/configration')).body.data.attributes).toMatchObject({ siteName: 'Học & Sự kiện', locale: 'vi' });
    expect((await get('/configration', { locale: 'en' })).body.data.attributes).toMatchObject({ siteName: 'Learn & Events', locale: 'en' });
  });
});

describe('errors', () => {
  const shape = (status: number, name: string) => ({ data: null, error: { status, name, message: expect.any(String), details: expect.any(Object) } });

  it('answer bad queries with a ValidationError', async () => {
    for (const query of [
      { filters: { nope: { $eq: 1 } } },
      { filters: { title: { $nope: 1 } } },
      { filters: { readingMinutes: { $gt: 'many' } } },
      { filters: { createdAt: { $gt: 'yesterday' } } },
      { sort: 'nope:asc' },
      { sort: 'title:sideways' },
      { pagination: { page: 0 } },
      { pagination: { page: 1, start: 0 } },
      { populate: 'nope' },
      { fields: ['nope'] },
      { locale: 'fr' },
    ]) {
      const answer = await get('/articles', query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body).toEqual(shape(400, 'ValidationError'));
    }
  });

  it('answer a bad body with each issue and its path', async () => {
    const answer = await cms.call('POST', '/faqs', { as: 'editor', body: { data: { question: 'Q?', group: 'NOPE', order: 'first' } } });
    expect(answer.body).toEqual(shape(400, 'ValidationError'));
    expect(answer.body.error.details.errors.map((e: any) => e.path)).toEqual(expect.arrayContaining([['answer'], ['group'], ['order']]));
    expect((await cms.call('POST', '/faqs', { as: 'editor', body: { question: 'Q?' } })).body).toEqual(shape(400, 'ValidationError'));
    const duplicate = await cms.call('POST', '/hashtags', { as: 'editor', body: { data: { name: 'AI' } } });
    expect(duplicate.body.error.details.errors[0].path).toEqual(['name']);
    const missing = await cms.call('PUT', `/articles/${ids.a}`, { as: 'editor', body: { data: { category: 999999 } } });
    expect(missing.body).toEqual(shape(400, 'ValidationError'));
  });

  it('answer NotFound, Unauthorized and Forbidden as Strapi does', async () => {
    expect((await get('/articles/999999')).body).toEqual(shape(404, 'NotFoundError'));
    expect((await get('/articles/abc')).body).toEqual(shape(404, 'NotFoundError'));
    expect((await get('/nothing-here')).body).toEqual(shape(404, 'NotFoundError'));
    expect((await cms.call('DELETE', `/articles/${ids.a}`)).body).toEqual(shape(403, 'ForbiddenError'));
    expect((await cms.call('DELETE', `/articles/${ids.a}`, { token: 'not-a-token' })).body).toEqual(shape(401, 'UnauthorizedError'));
    expect((await cms.call('DELETE', `/articles/${ids.a}`, { as: 'host' })).body).toEqual(shape(403, 'ForbiddenError'));
  });

  it('answer browsers of another origin (CORS), as Strapi does by default', async () => {
    const answer = await fetch(`${cms.url}/faqs`, { headers: { origin: 'http://localhost:3000' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });
});
