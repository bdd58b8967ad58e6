import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngHeader } from './images.js';
import { mainServerToken, startTestCms, type TestCms } from './support.js';
import { capturingMailer, register, testAppOptions } from './up-support.js';

let cms: TestCms;
beforeAll(async () => {
  cms = await startTestCms({ app: testAppOptions({ mailer: capturingMailer().mailer }) });
});
afterAll(async () => cms?.close());

async function upload(name: string): Promise<number> {
  const body = new FormData();
  body.append('files', new Blob([new Uint8Array(pngHeader(16, 16))], { type: 'image/png' }), name);
  const response = await fetch(`${cms.url}/upload`, { method: 'POST', body, headers: { authorization: `Bearer ${mainServerToken('ADMIN')}` } });
  return ((await response.json()) as { id: number }[])[0]!.id;
}

describe('the entries that show a file', () => {
  it('GET /upload/files/{id}/related finds a file in media fields, repeatable components and nested ones; not for Public', async () => {
    const picture = await upload('anh.png');
    const unused = await upload('le-loi.png');
    const other = await upload('khac.png');
    const author = await cms.call('POST', '/instructors', { as: 'editor', body: { data: { name: 'Lê Lan', avatar: picture } } });
    const section = await cms.call('POST', '/sections', {
      as: 'editor',
      body: {
        data: {
          key: 'khoi',
          title: 'Khối',
          items: [
            { title: 'Một', icon: other },
            { title: 'Hai', icon: picture },
          ],
        },
      },
    });
    const article = await cms.call('POST', '/articles', { as: 'editor', body: { data: { title: 'Bài', seo: { metaTitle: 'SEO', shareImage: picture } } } });
    // An id equal to the file's in a field that is not a media field is not a use.
    await cms.call('POST', '/reviews', { as: 'editor', body: { data: { authorName: 'A', content: 'B', rating: picture <= 5 ? picture : 5 } } });

    const related = await cms.call('GET', `/upload/files/${picture}/related`, { as: 'editor' });
    expect(related.status, JSON.stringify(related.body)).toBe(200);
    expect(related.body.meta).toEqual({ total: 3 });
    expect(related.body.data).toEqual([
      { id: article.body.data.id, contentType: 'article', locale: 'vi', title: 'Bài' },
      { id: author.body.data.id, contentType: 'instructor', locale: 'vi', title: 'Lê Lan' },
      { id: section.body.data.id, contentType: 'section', locale: 'vi', title: 'Khối' },
    ]);
    expect((await cms.call('GET', `/upload/files/${unused}/related`, { as: 'editor' })).body).toEqual({ data: [], meta: { total: 0 } });
    expect((await cms.call('GET', '/upload/files/999999/related', { as: 'editor' })).status).toBe(404);
    const { jwt } = await register(cms, 'tomo');
    expect((await cms.call('GET', `/upload/files/${picture}/related`, { token: jwt })).status).toBe(403);
    expect((await cms.call('GET', `/upload/files/${picture}/related`)).status).toBe(403);
  });
});
