import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, mainServerToken, startTestCms, TEST_JWT_SECRET, type TestCms } from './support.js';

let cms: TestCms;
beforeAll(async () => {
  cms = await startTestCms();
});
afterAll(async () => cms?.close());

const faq = (question: string, extra: Record<string, unknown> = {}) => ({ data: { question, answer: 'Trả lời', ...extra } });

describe('drafts', () => {
  it('are never answered to the public, whether listed, asked by id or linked', async () => {
    const draft = await cms.call('POST', '/faqs', { as: 'editor', body: faq('Bản nháp?', { publishedAt: null }) });
    expect(draft.body.data.attributes.publishedAt).toBeNull();
    const published = await cms.call('POST', '/faqs', { as: 'editor', body: faq('Đã đăng?') });
    const landing = await cms.call('PUT', '/membership-landing?populate=faqs', {
      as: 'editor',
      body: { data: { title: 'Hội viên', faqs: [draft.body.data.id, published.body.data.id] } },
    });
    expect(landing.body.data.attributes.faqs.data).toHaveLength(2);

    expect((await cms.call('GET', '/faqs')).body.data.map((e: any) => e.id)).toEqual([published.body.data.id]);
    expect((await cms.call('GET', `/faqs/${draft.body.data.id}`)).status).toBe(404);
    const live = await cms.call('GET', '/membership-landing?populate=faqs');
    expect(live.body.data.attributes.faqs.data.map((e: any) => e.id)).toEqual([published.body.data.id]);

    expect((await cms.call('GET', '/faqs?publicationState=preview')).body.error.name).toBe('ForbiddenError');
    const preview = await cms.call('GET', '/faqs?publicationState=preview', { as: 'editor' });
    expect(preview.body.data).toHaveLength(2);
  });

  it('stop being answered once unpublished, even after a cached read', async () => {
    const entry = await cms.call('POST', '/faqs', { as: 'editor', body: faq('Sắp gỡ?') });
    const path = `/faqs/${entry.body.data.id}`;
    await cms.call('GET', path);
    expect((await cms.call('GET', path)).headers.get('x-cache')).toBe('hit');
    await cms.call('PUT', path, { as: 'editor', body: { data: { publishedAt: null } } });
    expect((await cms.call('GET', path)).status).toBe(404);
  });

  it('are one cached answer for the same read written another way, but not for another populate order', async () => {
    const first = await cms.call('GET', '/faqs?sort[0]=order:asc&pagination[pageSize]=5&filters[group][$eq]=GENERAL');
    expect(first.headers.get('x-cache')).toBe('miss');
    const again = await cms.call('GET', '/faqs?filters%5Bgroup%5D%5B%24eq%5D=GENERAL&pagination%5BpageSize%5D=5&sort%5B0%5D=order%3Aasc');
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(again.body).toEqual(first.body);
    // The order of populate is the order of the answer's attributes: another answer.
    const ab = await cms.call('GET', '/membership-landing?populate[faqs]=*&populate[benefits]=*');
    const ba = await cms.call('GET', '/membership-landing?populate[benefits]=*&populate[faqs]=*');
    expect(ba.headers.get('x-cache')).toBe('miss');
    expect(Object.keys(ab.body.data.attributes).slice(-2)).toEqual(['faqs', 'benefits']);
    expect(Object.keys(ba.body.data.attributes).slice(-2)).toEqual(['benefits', 'faqs']);
  });

  it('may lack required fields until published', async () => {
    const draft = await cms.call('POST', '/faqs', { as: 'editor', body: { data: { question: 'Chưa có trả lời', publishedAt: null } } });
    expect(draft.status).toBe(200);
    const publish = await cms.call('PUT', `/faqs/${draft.body.data.id}`, { as: 'editor', body: { data: { publishedAt: new Date().toISOString() } } });
    expect(publish.body.error).toMatchObject({ name: 'ValidationError', details: { errors: [{ path: ['answer'] }] } });
  });

  it('of a single type answer 404 until published', async () => {
    await cms.call('PUT', '/blog', { as: 'editor', body: { data: { title: 'Blog', publishedAt: null } } });
    expect((await cms.call('GET', '/blog')).status).toBe(404);
    await cms.call('PUT', '/blog', { as: 'editor', body: { data: { publishedAt: new Date().toISOString() } } });
    expect((await cms.call('GET', '/blog')).body.data.attributes.title).toBe('Blog');
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('the cache', () => {
  let other: ChildProcess;
  let otherUrl: string;

  beforeAll(async () => {
    // A second content service process on the same database, as `npm start` or a deployment runs them.
    const port = await freePort();
    const main = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');
    other = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        CMS_DATABASE_URL: cms.databaseUrl,
        CMS_PORT: String(port),
        CMS_HOST: '127.0.0.1',
        JWT_SECRET: TEST_JWT_SECRET,
        CMS_SEED: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    otherUrl = `http://127.0.0.1:${port}/api`;
    await eventually(
      () =>
        fetch(`${otherUrl}/faqs`).then(
          (r) => r.ok,
          () => false,
        ),
      20_000,
      'the second process to listen',
    );
  });
  afterAll(() => {
    other?.kill('SIGTERM');
  });

  it('is dropped in every process when one of them writes', async () => {
    const entry = await cms.call('POST', '/faqs', { as: 'editor', body: faq('Trước khi sửa?') });
    const path = `/faqs/${entry.body.data.id}`;
    const read = () => fetch(`${otherUrl}${path}`).then(async (r) => ({ cache: r.headers.get('x-cache'), body: (await r.json()) as any }));
    // A read racing the notice of the entry's own creation is not kept, so wait until the other process keeps one.
    let cached = await read();
    await eventually(async () => (cached = await read()).cache === 'hit', 5000, 'the other process to keep its answer');
    expect(cached.body.data.attributes.question).toBe('Trước khi sửa?');

    await cms.call('PUT', path, { as: 'editor', body: { data: { question: 'Sau khi sửa?' } } });
    await eventually(async () => (await read()).body.data.attributes.question === 'Sau khi sửa?', 5000, 'the other process to drop its answer');
  });

  it('is dropped here when the other process writes', async () => {
    await cms.call('PUT', '/configration', { as: 'editor', body: { data: { siteName: 'Trang cũ' } } });
    await eventually(async () => (await cms.call('GET', '/configration')).headers.get('x-cache') === 'hit', 5000, 'this process to keep its answer');
    const write = await fetch(`${otherUrl}/configration`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${mainServerToken()}` },
      body: JSON.stringify({ data: { siteName: 'Trang mới' } }),
    });
    expect(write.status).toBe(200);
    await eventually(
      async () => (await cms.call('GET', '/configration')).body.data?.attributes.siteName === 'Trang mới',
      5000,
      'this process to drop its answer',
    );
  });
});
