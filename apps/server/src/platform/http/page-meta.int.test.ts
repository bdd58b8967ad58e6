import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { loginAdmin } from '../../../test/support/accounts.js';
import { publishEvent } from '../../modules/catalogue/events/events.testing.js';
import { signUpHost } from '../../modules/identity/profiles/profiles.testing.js';
import { users } from '../../modules/identity/users/users.table.js';

describe('public pages opened directly', () => {
  let server: TestServer;
  let username: string;

  beforeAll(async () => {
    const web = mkdtempSync(path.join(tmpdir(), 'market-web-'));
    writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="Mặc định" /><title>Học &amp; Sự kiện</title></head><body><div id="root"></div></body></html>',
    );
    server = await startTestServer({ WEB_DIST: web, PUBLIC_URL: 'https://hocsukien.example' });
    const host = await signUpHost(server, 'Trần Minh Đức');
    await server.database.db.update(users).set({ headline: 'Giảng viên thiết kế trải nghiệm người dùng' }).where(eq(users.id, host.user.id));
    username = host.user.username;
  });
  afterAll(() => server.close());

  const page = (p: string) => fetch(`${server.url}${p}`, { headers: { accept: 'text/html' } });

  it("answer a host's page with the host's name and headline in the title and Open Graph tags", async () => {
    const res = await page(`/hosts/${username}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<title>Trần Minh Đức · Học &amp; Sự kiện</title>');
    expect(html).toContain('<meta property="og:description" content="Giảng viên thiết kế trải nghiệm người dùng" />');
    expect(html).toContain(`<meta property="og:url" content="https://hocsukien.example/hosts/${username}" />`);
  });

  it("answer a published event's page with its title, summary and cover; a draft's with the plain shell", async () => {
    const admin = await loginAdmin(server);
    const host = await signUpHost(server, 'Lê Hoàng Nam');
    const event = await publishEvent(host, admin, {
      title: 'Hội thảo Dữ liệu cho người mới',
      summary: 'Ba giờ thực hành SQL',
      coverImage: 'https://picsum.photos/seed/du-lieu/1200/630',
    });
    const html = await (await page(`/events/${event.slug}`)).text();
    expect(html).toContain('<title>Hội thảo Dữ liệu cho người mới · Học &amp; Sự kiện</title>');
    expect(html).toContain('<meta property="og:description" content="Ba giờ thực hành SQL" />');
    expect(html).toContain('<meta property="og:image" content="https://picsum.photos/seed/du-lieu/1200/630" />');
    const draft = (await host.client.post('/api/v2/events/draft', { title: 'Bản nháp bí mật' })).body;
    expect(await (await page(`/events/${draft.slug}`)).text()).not.toContain('Bản nháp bí mật');
  });

  it('answer an unknown page or person with the plain shell, and an unknown API path with ROUTE_NOT_FOUND', async () => {
    const missing = await page('/hosts/khong-ai-ca');
    expect(missing.status).toBe(200);
    expect(await missing.text()).toContain('<title>Học &amp; Sự kiện</title>');
    expect((await page('/mot-trang-nao-do')).status).toBe(200);
    const api = await fetch(`${server.url}/api/v1/khong-co`);
    expect(api.status).toBe(404);
    expect((await api.json()).code).toBe('ROUTE_NOT_FOUND');
  });
});
