import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, mainServerToken, startTestCms, type TestCms } from './support.js';
import { capturingMailer, testAppOptions } from './up-support.js';

/**
 * Kept entries (src/kept.ts): three services on one database, as a deployment runs several processes. `writer` is where
 * editors write; `kept` answers every read anew (answer cache off) but splices the entries it rendered before; `fresh`
 * renders every entry of every read. What `kept` answers must be what `fresh` answers, byte for byte, and a write in
 * `writer` must reach `kept`'s next reads through PostgreSQL's notices alone.
 */
let writer: TestCms;
let kept: TestCms;
let fresh: TestCms;
const ids: Record<string, number> = {};

const text = async (cms: TestCms, path: string) => {
  const response = await fetch(`${cms.url}${path}`);
  return `${response.status} ${await response.text()}`;
};
const json = async (cms: TestCms, path: string) => JSON.parse((await text(cms, path)).replace(/^\d+ /, ''));
const editorRead = async (cms: TestCms, path: string) => (await cms.call('GET', path, { as: 'editor' })).body;
const write = async (method: string, path: string, data: Record<string, unknown>) => {
  const answer = await writer.call(method, path, { as: 'editor', body: { data } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id as number;
};

beforeAll(async () => {
  writer = await startTestCms({ app: testAppOptions({ mailer: capturingMailer().mailer }) });
  kept = await startTestCms({ databaseUrl: writer.databaseUrl, env: { CMS_CACHE_ENTRIES: '0' } });
  fresh = await startTestCms({ databaseUrl: writer.databaseUrl, env: { CMS_CACHE_ENTRIES: '0', CMS_KEPT_BYTES: '0' } });
  const { rows: files } = await writer.pool.query<{ id: number }>(
    `insert into cms.files (name, hash, ext, mime, size, url, width, height, formats)
     select 'cover-' || i || '.jpg', 'cover_' || i, '.jpg', 'image/jpeg', 84.25, '/uploads/cover_' || i || '.jpg', 1200, 630,
            jsonb_build_object('thumbnail', jsonb_build_object('url', '/uploads/thumbnail_' || i || '.jpg', 'width', 245))
       from generate_series(1, 3) i returning id::int as id`,
  );
  ids.file1 = files[0]!.id;
  ids.file2 = files[1]!.id;
  ids.news = await write('POST', '/categories', { name: 'Tin tức', slug: 'tin-tuc' });
  ids.tips = await write('POST', '/categories', { name: 'Mẹo', slug: 'meo', parent: ids.news });
  const tags = [await write('POST', '/hashtags', { name: 'ai', slug: 'ai' }), await write('POST', '/hashtags', { name: 'ux', slug: 'ux' })];
  ids.author = await write('POST', '/instructors', { name: 'Lê Lan', avatar: files[2]!.id });
  ids.other = await write('POST', '/instructors', { name: 'Trần An' });
  for (let i = 0; i < 7; i++)
    ids[`article${i}`] = await write('POST', '/articles', {
      title: `Bài ${i}`,
      slug: `bai-${i}`,
      cover: i % 3 === 2 ? null : files[i % 2]!.id,
      category: i % 2 ? ids.news : ids.tips,
      hashtags: i % 2 ? [tags[1], tags[0]] : [tags[0]],
      author: i === 3 ? ids.other : ids.author,
      seo: { metaTitle: `SEO ${i}` },
    });
  ids.draft = await write('POST', '/articles', { title: 'Bản nháp', slug: 'ban-nhap', category: ids.news, author: ids.author, publishedAt: null });
  await write('PUT', '/blog', { title: 'Blog', heroImage: files[0]!.id, featuredArticles: [ids.article3, ids.draft, ids.article0] });
});
afterAll(async () => {
  await kept?.close();
  await fresh?.close();
  await writer?.close();
});

describe('kept entries', () => {
  it('answer the bytes of entries rendered anew, whether all, some or none of a page were kept', async () => {
    const paths = [
      '/articles?populate=*&sort=id:asc&pagination[pageSize]=3&pagination[page]=2',
      '/articles?populate=*&sort=id:asc',
      '/articles?populate=*&filters[hashtags][slug][$eq]=ux&sort=title:desc',
      `/articles?${qs.stringify({ populate: { category: { populate: ['parent'] }, author: { populate: '*' } }, fields: ['title'] }, { encodeValuesOnly: true })}`,
      `/articles?${qs.stringify({ populate: { hashtags: { filters: { slug: { $eq: 'ai' } } }, cover: true } }, { encodeValuesOnly: true })}`,
      '/articles?populate=cover&pagination[start]=2&pagination[limit]=3',
      '/articles?populate=*&pagination[withCount]=false',
      '/articles?populate=*&pagination[page]=9&pagination[pageSize]=5',
      '/articles?populate=*&locale=all',
      `/articles/${ids.article1}?populate=*`,
      `/articles/${ids.article1}`,
      '/categories?populate=*',
      '/blog?populate=*',
      '/blog?populate=*&locale=en',
    ];
    for (const round of [1, 2]) for (const path of paths) expect(await text(kept, path), `${path} (round ${round})`).toBe(await text(fresh, path));
    expect(kept.kept.size).toBeGreaterThan(0);
    expect(fresh.kept.size).toBe(0);
  });

  it('show a write to a linked entry in another process: a renamed category, a replaced cover, an unpublished author', async () => {
    const path = `/articles/${ids.article0}?populate=*`;
    const list = `/articles?populate=*&filters[slug][$eq]=bai-0`;
    const article = async () => (await json(kept, path)).data.attributes;
    const listed = async () => (await json(kept, list)).data[0].attributes;
    expect((await article()).category.data.attributes.name).toBe('Mẹo');
    await listed();

    await write('PUT', `/categories/${ids.tips}`, { name: 'Mẹo hay' });
    await eventually(async () => (await article()).category.data.attributes.name === 'Mẹo hay', 5000, 'the renamed category');
    await eventually(async () => (await listed()).category.data.attributes.name === 'Mẹo hay', 5000, 'the renamed category in a list');

    await write('PUT', `/articles/${ids.article0}`, { cover: ids.file2 });
    await eventually(async () => (await article()).cover.data?.id === ids.file2, 5000, 'the new cover');
    const body = new FormData();
    body.append('fileInfo', JSON.stringify({ alternativeText: 'Bìa mới' }));
    const described = await fetch(`${writer.url}/upload?id=${ids.file2}`, { method: 'POST', body, headers: { authorization: `Bearer ${mainServerToken()}` } });
    expect(described.status).toBe(200);
    await eventually(async () => (await listed()).cover.data?.attributes.alternativeText === 'Bìa mới', 5000, 'the cover’s new alternative text');

    await write('PUT', `/instructors/${ids.author}`, { publishedAt: null });
    await eventually(async () => (await article()).author.data === null, 5000, 'the unpublished author to leave');
    await eventually(async () => (await listed()).author.data === null, 5000, 'the unpublished author to leave the list');
    expect(await text(kept, path)).toBe(await text(fresh, path));
    expect(await text(kept, list)).toBe(await text(fresh, list));
    await write('PUT', `/instructors/${ids.author}`, { publishedAt: new Date().toISOString() });
    await eventually(async () => (await article()).author.data?.id === ids.author, 5000, 'the republished author');
  });

  it('never let drafts into published reads, after an editor’s preview or an unpublishing', async () => {
    const preview = await editorRead(kept, '/articles?populate=*&publicationState=preview&pagination[pageSize]=100');
    expect(preview.data.map((a: { id: number }) => a.id)).toContain(ids.draft);
    expect((await editorRead(kept, `/articles/${ids.draft}?populate=*&publicationState=preview`)).data.id).toBe(ids.draft);
    expect((await editorRead(kept, '/blog?populate=*&publicationState=preview')).data.attributes.featuredArticles.data).toHaveLength(3);

    const live = async () => ({
      list: (await json(kept, '/articles?populate=*&pagination[pageSize]=100')).data.map((a: { id: number }) => a.id) as number[],
      one: (await text(kept, `/articles/${ids.draft}?populate=*`)).slice(0, 3),
      blog: (await json(kept, '/blog?populate=*')).data.attributes.featuredArticles.data.map((a: { id: number }) => a.id) as number[],
      category: (await json(kept, `/categories/${ids.news}?populate=*`)).data.attributes.articles.data.map((a: { id: number }) => a.id) as number[],
    });
    const seen = await live();
    expect(seen.list).not.toContain(ids.draft);
    expect(seen.one).toBe('404');
    expect(seen.blog).toEqual([ids.article3, ids.article0]);
    expect(seen.category).not.toContain(ids.draft);

    // A published article, kept by every read above, then unpublished in the other process.
    expect(seen.list).toContain(ids.article3);
    await write('PUT', `/articles/${ids.article3}`, { publishedAt: null });
    await eventually(
      async () => {
        const now = await live();
        return !now.list.includes(ids.article3!) && !now.blog.includes(ids.article3!) && !now.category.includes(ids.article3!) && now;
      },
      5000,
      'the unpublished article to leave every live read',
    );
    expect((await text(kept, `/articles/${ids.article3}?populate=*`)).slice(0, 3)).toBe('404');
    expect(await text(kept, '/blog?populate=*')).toBe(await text(fresh, '/blog?populate=*'));
  });
});
