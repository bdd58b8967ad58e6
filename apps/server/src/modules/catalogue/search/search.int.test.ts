import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';

interface Hit {
  kind: string;
  title: string;
  link: string;
  subtitle: string | null;
}
interface Result {
  q: string;
  groups: { kind: string; hits: Hit[] }[];
}

describe('the search box', () => {
  let server: TestServer;
  const search = async (query: string) => {
    const answer = await server.anonymous.get(`/api/v1/search?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as Result;
  };
  const titles = (result: Result, kind: string) => result.groups.find((group) => group.kind === kind)?.hits.map((hit) => hit.title) ?? [];

  beforeAll(async () => {
    server = await startTestServer({}, { demoContent: true });
  });
  afterAll(() => server.close());

  it('finds events, courses, ebooks, combos, hosts and posts without diacritics, each kind in its own group', async () => {
    const events = await search('q=hoi%20thao');
    expect(events.groups.map((group) => group.kind)).toEqual(['EVENT']);
    expect(titles(events, 'EVENT')).toContain('Hội thảo Thiết kế trải nghiệm người dùng 2026');
    expect(titles(events, 'EVENT').every((title) => title.startsWith('Hội thảo'))).toBe(true);

    const learning = await search('q=khoi%20nghiep');
    expect(titles(learning, 'ONLINE_COURSE')).toContain('Khởi nghiệp tinh gọn cho người mới bắt đầu');
    expect(titles(learning, 'E_BOOK')).toEqual(['Sổ tay khởi nghiệp nhỏ']);
    const course = learning.groups.find((group) => group.kind === 'ONLINE_COURSE')!.hits[0]!;
    expect(course.link).toMatch(/^\/courses\/[a-z0-9-]+$/);
    expect(course.subtitle).toBeTruthy();

    expect(titles(learning, 'COMBO')).toEqual(['Combo Khởi nghiệp: khoá học và sổ tay']);
    expect(learning.groups.find((group) => group.kind === 'COMBO')!.hits[0]!.link).toMatch(/^\/combos\//);
    const posts = await search('q=day%20truc%20tuyen&kinds=POST');
    expect(titles(posts, 'POST')).toEqual(['Ba điều tôi học được sau một năm dạy trực tuyến']);
    expect(posts.groups[0]!.hits[0]!.link).toMatch(/^\/posts\//);

    const hosts = await search('q=tran%20minh%20duc');
    expect(titles(hosts, 'HOST')).toEqual(['Trần Minh Đức']);
    expect(hosts.groups.find((group) => group.kind === 'HOST')!.hits[0]!.link).toMatch(/^\/hosts\//);
  });

  it('forgives a typo, ranks what contains the words first, and honours the kinds and the limit asked', async () => {
    expect(titles(await search('q=worksop%20figma'), 'EVENT')).toContain('Workshop Figma cho người mới bắt đầu');
    const workshops = await search('q=workshop&kinds=EVENT&limit=2');
    expect(workshops.groups).toHaveLength(1);
    expect(workshops.groups[0]!.hits).toHaveLength(2);
    expect(workshops.groups[0]!.hits.every((hit) => hit.title.toLowerCase().includes('workshop'))).toBe(true);
    expect((await search('q=zzzzqqqq')).groups).toEqual([]);
  });

  it('shows nothing unpublished (asked for the first time, so not from the cache)', async () => {
    await server.database.pool.query(`update events set status = 'DRAFT' where title = 'Workshop SQL thực chiến'`);
    const answer = await server.anonymous.get('/api/v1/search?q=sql%20thuc%20chien&kinds=EVENT&limit=3');
    expect(titles(answer.body as Result, 'EVENT')).not.toContain('Workshop SQL thực chiến');
  });

  it('finds a post as soon as it is published, though the same question was answered from the cache before', async () => {
    const query = 'q=gom%20bat%20trang&kinds=POST';
    expect(await search(query)).toMatchObject({ groups: [] });
    const host = await server.anonymous.post('/api/v1/auth/login', { email: 'host@demo.vn', password: 'Host@123456' });
    const client = server.anonymous.withToken(host.body.accessToken);
    const post = await client.post('/api/v1/posts', {
      type: 'BLOG',
      title: 'Một ngày ở làng gốm Bát Tràng',
      content: '<p>Đất, lửa và người thợ.</p>',
      status: 'PUBLISHED',
    });
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    expect(titles(await search(query), 'POST')).toEqual(['Một ngày ở làng gốm Bát Tràng']);
    // The answer is the same for everyone: a signed-in caller is answered from the same cached entry.
    const signedIn = await client.get(`/api/v1/search?${query}`);
    expect(signedIn.headers.get('x-cache')).toBe('HIT');
    expect(titles(signedIn.body as Result, 'POST')).toEqual(['Một ngày ở làng gốm Bát Tràng']);
  });

  it('answers a clear error to a query too short, too long or of an unknown kind', async () => {
    for (const query of ['q=a', `q=${'a'.repeat(101)}`, 'q=yoga&kinds=EVENT,SPACESHIP', 'q=yoga&limit=50', 'limit=3']) {
      const answer = await server.anonymous.get(`/api/v1/search?${query}`);
      expect([answer.status, answer.body.code], query).toEqual([400, 'INVALID_INPUT_PARAMS']);
    }
  });
});
