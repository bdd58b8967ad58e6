import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCms, type TestCms } from './support.js';

/**
 * Populated relations and media read in the entries' own statement (src/engine/inline.ts) answer the same bytes as
 * when read by one statement per field: a relation whose populate node has a filter keeps the per-field statement, so
 * the same read asked both ways must agree byte for byte; files against the component parts' path.
 */
let cms: TestCms;
const text = async (path: string) => {
  const response = await fetch(`${cms.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};
const query = (value: Record<string, unknown>) => qs.stringify(value, { encodeValuesOnly: true });
/** The same populate, each relation through its own statement (a filter every entry passes). */
const perField = (fields: string[], media: string[]) =>
  Object.fromEntries(fields.map((f) => [f, media.includes(f) ? '*' : { filters: { id: { $notNull: true } } }]));

beforeAll(async () => {
  cms = await startTestCms();
  const create = async (path: string, data: Record<string, unknown>, q = '') => {
    const answer = await cms.call('POST', `${path}${q}`, { as: 'editor', body: { data } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.id as number;
  };
  const { rows: files } = await cms.pool.query<{ id: number }>(
    `insert into cms.files (name, hash, ext, mime, size, url, width, height, formats, provider_metadata)
     select 'cover-' || i || '.jpg', 'cover_' || i, '.jpg', 'image/jpeg', 84.25, '/uploads/cover_' || i || '.jpg', 1200, 630,
            jsonb_build_object('thumbnail', jsonb_build_object('url', '/uploads/thumbnail_' || i || '.jpg', 'width', 245, 'size', 8.1)), null
       from generate_series(1, 3) i returning id::int as id`,
  );
  const news = await create('/categories', { name: 'Tin tức' });
  const tips = await create('/categories', { name: 'Mẹo', parent: news });
  const tags = [await create('/hashtags', { name: 'ai' }), await create('/hashtags', { name: 'cv' }), await create('/hashtags', { name: 'ux' })];
  const author = await create('/instructors', { name: 'Lê Lan', avatar: files[0]!.id });
  const draftAuthor = await create('/instructors', { name: 'Bản nháp', publishedAt: null });
  const articles: number[] = [];
  for (let i = 0; i < 6; i++)
    articles.push(
      await create('/articles', {
        title: `Bài ${i}`,
        cover: i % 3 === 2 ? null : files[i % 3]!.id,
        category: i % 2 ? news : tips,
        // Link order differs from id order.
        hashtags: i % 2 ? [tags[2], tags[0]] : [tags[1]],
        author: i === 4 ? draftAuthor : author,
        seo: { metaTitle: `SEO ${i}`, shareImage: files[1]!.id },
        publishedAt: i === 5 ? null : undefined,
      }),
    );
  await create('/sections', { key: 's1', title: 'Khối', items: [{ title: 'Ý', icon: files[0]!.id }] });
  const blog = { title: 'Blog', heroImage: files[2]!.id, featuredArticles: [articles[3], articles[5], articles[0]] };
  expect((await cms.call('PUT', '/blog', { as: 'editor', body: { data: blog } })).status).toBe(200);
});
afterAll(async () => cms?.close());

describe('populate read in the entries’ own statement', () => {
  // `populate=*` takes i18n's `localizations` too, as Strapi v4 does.
  const articleFields = ['cover', 'category', 'hashtags', 'author', 'seo', 'localizations'];

  it('answers a list with populate=* as one statement per field would, drafts of targets left out', async () => {
    const sort = 'sort=id:asc&pagination[pageSize]=4&pagination[page]=2';
    for (const extra of ['', '&publicationState=live', '&filters[hashtags][slug][$eq]=ai']) {
      const inline = await text(`/articles?populate=*&${sort}${extra}`);
      expect(inline).toBe(await text(`/articles?${query({ populate: perField(articleFields, ['cover', 'seo']) })}&${sort}${extra}`));
    }
    const all = JSON.parse(await text('/articles?populate=*&sort=id:asc'));
    expect(all.data.find((a: any) => a.attributes.title === 'Bài 4').attributes.author.data).toBeNull();
  });

  it('answers the inverse side of a relation, a to-one relation, one entry and nested populate the same way', async () => {
    expect(await text('/categories?populate=*')).toBe(await text(`/categories?${query({ populate: perField(['parent', 'articles'], []) })}`));
    const nested = { populate: { category: { populate: { parent: true } }, author: { populate: ['avatar'] } } };
    const nestedPerField = {
      populate: {
        category: { filters: { id: { $notNull: true } }, populate: { parent: { filters: { id: { $notNull: true } } } } },
        author: { filters: { id: { $notNull: true } }, populate: ['avatar'] },
      },
    };
    expect(await text(`/articles?${query(nested)}`)).toBe(await text(`/articles?${query(nestedPerField)}`));
    const one = JSON.parse(await text('/articles?sort=id:asc')).data[0].id;
    expect(await text(`/articles/${one}?populate=*`)).toBe(await text(`/articles/${one}?${query({ populate: perField(articleFields, ['cover', 'seo']) })}`));
    expect(await text('/blog?populate=*')).toBe(
      await text(
        `/blog?${query({ populate: { heroImage: '*', featuredPosts: perField(['x'], [])['x'], featuredArticles: perField(['x'], [])['x'], seo: '*', localizations: perField(['x'], [])['x'] } })}`,
      ),
    );
  });

  it('answers a file as the component parts’ statement does', async () => {
    const article = JSON.parse(await text('/articles?populate=cover&sort=id:asc')).data[0];
    const section = JSON.parse(await text('/sections?populate[items][populate]=icon')).data[0];
    expect(JSON.stringify(article.attributes.cover.data)).toBe(JSON.stringify(section.attributes.items[0].icon.data));
    expect(article.attributes.cover.data.attributes).toMatchObject({ size: 84.25, width: 1200, formats: { thumbnail: { width: 245 } } });
  });
});
