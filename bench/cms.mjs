// The content service's public reads (issue 40): the FAQ list (25 of 50 entries), articles with `populate=*` and filters
// (about 200 articles with categories, hashtags, authors and covers) and the singletons, beside the bare and pg floors of
// the same run. Two processes of apps/cms on one database: one with its answer cache off (every request computed, other
// pages, filters and locales each request; its kept entries stay on, as deployed: CMS_KEPT_BYTES=0 turns them off too) and one as deployed (the same URL again: the cache-hit path). Issue 40's goal:
// ≥ 50% of the pg floor with p99 < 50 ms. Prints figures; it is not a test.
//   npm run build && node bench/cms.mjs [--articles 200] [--duration 10] [--connections 50] [--match RE]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { arg, root, runScenarios, startBenchServer } from './support.mjs';

const ARTICLES = arg('articles', 200);
const FAQS = 50;
const duration = arg('duration', 10);
const connections = arg('connections', 50);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** apps/cms/dist/main.js on the bench database, with the flags `npm start` gives Node; answers what runScenarios needs. */
async function startCms(databaseUrl, postmasterPid, env = {}) {
  const port = await freePort();
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // BENCH_CMS_MAIN=path/to/main.js measures another build (e.g. main's, to compare before and after in one session).
  const main = env.BENCH_CMS_MAIN ?? process.env.BENCH_CMS_MAIN ?? 'apps/cms/dist/main.js';
  const child = spawn(process.execPath, ['--max-old-space-size=256', '--max-semi-space-size=8', ...nodeArgs, main], {
    cwd: root,
    env: { ...process.env, CMS_PORT: String(port), CMS_HOST: '127.0.0.1', CMS_DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${url}/api/configration`).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    databaseUrl,
    postmasterPid,
    pid: child.pid,
    rss() {
      try {
        return Number(readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024;
      } catch {
        return NaN;
      }
    },
    async stop() {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

async function call(url, method, pathname, headers, body) {
  const res = await fetch(`${url}${pathname}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const GROUPS = ['GENERAL', 'ACCOUNT', 'PAYMENT', 'EVENT', 'COURSE', 'MEMBERSHIP', 'RESKILL'];
const LOCALES = ['vi', 'en'];
const TOPICS = ['Dữ liệu', 'Thiết kế', 'Khởi nghiệp', 'Tài chính', 'Marketing', 'Lập trình', 'Ngoại ngữ', 'Kỹ năng mềm'];
const TAGS = ['ai', 'python', 'ux', 'startup', 'sql', 'figma', 'seo', 'excel', 'react', 'toeic', 'podcast', 'career'];
const PARAGRAPH =
  'Bài viết chia sẻ kinh nghiệm thực tế từ các giảng viên của học viện: cách bắt đầu, những lỗi thường gặp và lộ trình ' +
  'ba tháng để đi từ người mới đến người làm được việc. Mỗi phần có ví dụ, bài tập nhỏ và tài liệu đọc thêm.\n\n';

/**
 * What the service holds: the demo content (its singletons filled), then FAQs up to 50 per locale, 8 categories,
 * 12 hashtags, 10 instructors and ARTICLES articles (a cover, a category, an author, 2–4 hashtags, a few paragraphs)
 * in Vietnamese, a quarter of them in English too; written through the editor API like an editor's.
 */
async function seed(server, cms) {
  const admin = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.vn', password: process.env.DEMO_ADMIN_PASSWORD ?? 'Admin@123456' }),
  }).then((r) => r.json());
  const editor = { authorization: `Bearer ${admin.accessToken}` };
  const create = async (plural, data, locale) => (await call(cms.url, 'POST', `/api/${plural}${locale ? `?locale=${locale}` : ''}`, editor, { data })).data.id;
  const { rows: files } = await server.db.query(
    `insert into cms.files (name, hash, ext, mime, size, url, width, height, formats)
     select 'cover-' || i || '.jpg', 'cover_' || i, '.jpg', 'image/jpeg', 84.2, '/uploads/cover_' || i || '.jpg', 1200, 630,
            jsonb_build_object('thumbnail', jsonb_build_object('name', 'thumbnail_cover-' || i || '.jpg', 'url', '/uploads/thumbnail_cover_' || i || '.jpg',
                                                              'width', 245, 'height', 129, 'mime', 'image/jpeg', 'size', 8.1, 'ext', '.jpg', 'hash', 'thumbnail_cover_' || i),
                               'small', jsonb_build_object('name', 'small_cover-' || i || '.jpg', 'url', '/uploads/small_cover_' || i || '.jpg',
                                                          'width', 500, 'height', 263, 'mime', 'image/jpeg', 'size', 24.6, 'ext', '.jpg', 'hash', 'small_cover_' || i))
       from generate_series(1, 40) i returning id`,
  );
  for (const locale of LOCALES) {
    const { rows } = await server.db.query(`select count(*)::int as n from cms.entries where type = 'faq' and locale = $1`, [locale]);
    for (let i = rows[0].n; i < FAQS; i++)
      await create(
        'faqs',
        {
          group: GROUPS[i % GROUPS.length],
          question: `Câu hỏi số ${i + 1}: làm sao để ${['đổi mật khẩu', 'nhận hoá đơn', 'huỷ vé', 'học thử', 'gia hạn gói'][i % 5]}?`,
          answer: `${PARAGRAPH}Bạn vào **Tài khoản**, chọn mục tương ứng và làm theo hướng dẫn (${i + 1}).`,
          order: i,
        },
        locale,
      );
  }
  const categories = [];
  for (const [i, name] of TOPICS.entries()) categories.push(await create('categories', { name, slug: `chuyen-muc-${i}`, order: i }));
  const hashtags = [];
  for (const name of TAGS) hashtags.push(await create('hashtags', { name, slug: name }));
  const instructors = [];
  for (let i = 0; i < 10; i++)
    instructors.push(await create('instructors', { name: `Giảng viên ${i + 1}`, jobTitle: 'Chuyên gia', avatar: files[i].id, expertise: TOPICS[i % 8] }));
  for (let i = 0; i < ARTICLES; i++) {
    const data = {
      title: `Bài viết ${i + 1}: ${TOPICS[i % TOPICS.length]} cho người mới bắt đầu`,
      slug: `bai-viet-${i + 1}`,
      excerpt: `Tóm tắt bài viết ${i + 1} về ${TOPICS[i % TOPICS.length].toLowerCase()}.`,
      content: PARAGRAPH.repeat(3),
      cover: files[i % files.length].id,
      featured: i % 7 === 0,
      readingMinutes: 3 + (i % 12),
      category: categories[i % categories.length],
      hashtags: [0, 1, 2, 3].slice(0, 2 + (i % 3)).map((k) => hashtags[(i + k * 5) % hashtags.length]),
      author: instructors[i % instructors.length],
      seo: { metaTitle: `Bài viết ${i + 1}`, metaDescription: `Tóm tắt bài viết ${i + 1}` },
    };
    const id = await create('articles', data);
    if (i % 4 === 0) await create('articles', { ...data, slug: `en-article-${i + 1}`, title: `Article ${i + 1}` }, 'en');
    void id;
  }
  await server.db.query('vacuum analyze');
  return { categories: TOPICS.length };
}

// Other pages, filters and locales each request: a counter walks their combinations.
let n = 0;
const next = () => n++;
const faqPath = () => {
  const i = next();
  const locale = LOCALES[i % 2];
  const g = Math.floor(i / 4) % (GROUPS.length + 1);
  const filter = g < GROUPS.length ? `&filters[group][$eq]=${GROUPS[g]}` : '';
  // A group holds about 7 of the 50: only the whole list has a second page.
  const page = filter ? 1 : 1 + (Math.floor(i / 2) % 2);
  return `/api/faqs?locale=${locale}&sort=order:asc&pagination[page]=${page}&pagination[pageSize]=25${filter}`;
};
const articlePath = () => {
  const i = next();
  const kind = i % 4;
  const filter =
    kind === 0
      ? `&filters[category][slug][$eq]=chuyen-muc-${Math.floor(i / 4) % TOPICS.length}`
      : kind === 1
        ? `&filters[hashtags][slug][$eq]=${TAGS[Math.floor(i / 4) % TAGS.length]}`
        : kind === 2
          ? '&filters[featured][$eq]=true'
          : `&filters[readingMinutes][$gte]=${3 + (Math.floor(i / 4) % 10)}`;
  const page = 1 + (Math.floor(i / 16) % 3);
  return `/api/articles?populate=*${filter}&sort=publishedAt:desc&pagination[page]=${page}&pagination[pageSize]=10&locale=${LOCALES[(i >> 1) % 2]}`;
};
const SINGLETONS = ['home-academy', 'membership-landing', 'career-launchpad', 'reskill', 'configration', 'blog'];
const singletonPath = () => {
  const i = next();
  return `/api/${SINGLETONS[i % SINGLETONS.length]}?populate=*&locale=vi`;
};
const varied = (pathOf) => [{ setupRequest: (req) => ({ ...req, path: pathOf() }) }];

const groups = [
  {
    what: 'FAQ list',
    uncached: { name: 'GET /api/faqs (other page/group/locale, cache off)', path: '/api/faqs', requests: varied(faqPath) },
    hit: { name: 'GET /api/faqs?pagination[pageSize]=25 (cache hit)', path: '/api/faqs?pagination[pageSize]=25' },
    floors: {
      samplePath: '/api/faqs?pagination[pageSize]=25',
      sql: `select id, locale, attributes, published_at, created_at, updated_at from cms.entries
             where type = 'faq' and locale = 'vi' and published_at is not null order by id limit 25`,
    },
  },
  {
    what: 'articles, populate=*',
    uncached: { name: 'GET /api/articles?populate=*&filters… (varied, cache off)', path: '/api/articles?populate=*', requests: varied(articlePath) },
    hit: {
      name: 'GET /api/articles?populate=*&filters[category] (cache hit)',
      path: '/api/articles?populate=*&filters[category][slug][$eq]=chuyen-muc-1&pagination[pageSize]=10',
    },
    floors: {
      samplePath: '/api/articles?populate=*&filters[category][slug][$eq]=chuyen-muc-1&pagination[pageSize]=10',
      sql: `select id, locale, attributes, published_at, created_at, updated_at from cms.entries
             where type = 'article' and locale = 'vi' and published_at is not null order by id limit 10`,
    },
  },
  {
    what: 'singletons, populate=*',
    uncached: { name: 'GET /api/<singleton>?populate=* (6 of them, cache off)', path: '/api/home-academy?populate=*', requests: varied(singletonPath) },
    hit: { name: 'GET /api/home-academy?populate=* (cache hit)', path: '/api/home-academy?populate=*' },
    floors: {
      samplePath: '/api/home-academy?populate=*',
      sql: `select id, locale, attributes, published_at, created_at, updated_at from cms.entries
             where type = 'home-academy' and locale = 'vi' and published_at is not null order by id limit 1`,
    },
  },
];

const server = await startBenchServer({ PUBLIC_CACHE_MAX_BYTES: '0' });
const cached = await startCms(server.databaseUrl, server.postmasterPid);
const seedStart = Date.now();
await seed(server, cached);
console.log(`seeded ${FAQS} FAQs a locale and ${ARTICLES} articles in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
const uncached = await startCms(server.databaseUrl, server.postmasterPid, { CMS_SEED: 'false', CMS_CACHE_ENTRIES: '0' });
// BENCH_CMS_BASELINE=path/to/main.js: the computed reads of another build too, right after this one's, on the same data.
const baseline = process.env.BENCH_CMS_BASELINE
  ? await startCms(server.databaseUrl, server.postmasterPid, { CMS_SEED: 'false', CMS_CACHE_ENTRIES: '0', BENCH_CMS_MAIN: process.env.BENCH_CMS_BASELINE })
  : null;
for (const g of groups)
  for (const [cms, s] of [
    [uncached, g.uncached],
    [cached, g.hit],
  ]) {
    const res = await fetch(`${cms.url}${s.path}`);
    if (!res.ok) throw new Error(`${s.name}: ${res.status} ${await res.text()}`);
    for (let k = 0; k < 3 && s.requests; k++) {
      const p = s.requests[0].setupRequest({}).path;
      const r = await fetch(`${cms.url}${p}`);
      if (!r.ok) throw new Error(`${p}: ${r.status} ${await r.text()}`);
    }
  }

const summary = [];
for (const g of groups) {
  console.log(`\n== ${g.what} (load ${load()})`);
  const miss = await runScenarios(uncached, [g.uncached], { duration, connections, floors: g.floors });
  if (baseline) await runScenarios(baseline, [{ ...g.uncached, name: `${g.uncached.name.slice(0, 44)} BASELINE` }], { duration, connections });
  const hit = await runScenarios(cached, [g.hit], { duration, connections });
  for (const [label, r] of [
    ['computed', miss.results[0]],
    ['cache hit', hit.results[0]],
  ]) {
    if (!r) continue;
    const rps = r.result.requests.average;
    const ok = rps >= miss.pg * 0.5 && r.result.latency.p99 < 50;
    summary.push(
      `${g.what}, ${label}: ${rps.toFixed(0)} req/s, p99 ${r.result.latency.p99} ms = ${((rps / miss.pg) * 100).toFixed(0)}% of the pg floor (${miss.pg.toFixed(0)}), ${((rps / miss.bare) * 100).toFixed(0)}% of bare: ${ok ? 'met' : 'NOT met'}`,
    );
  }
}
console.log(`\ncms.mjs ${new Date().toISOString()} (load ${load()}); goal ≥ 50% of the pg floor with p99 < 50 ms`);
for (const line of summary) console.log(line);
await uncached.stop();
await baseline?.stop();
await cached.stop();
await server.stop();
