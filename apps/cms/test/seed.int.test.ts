import { CMS_DEMO_HOME_SECTIONS, CMS_DEMO_MENU_GROUPS } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCmsDemo } from '../src/seed.js';
import { startTestCms, type TestCms } from './support.js';

let cms: TestCms;
beforeAll(async () => {
  cms = await startTestCms({ seed: true });
});
afterAll(async () => cms?.close());

describe('the demo content of a first start', () => {
  it('fills the help, terms, privacy, menus, membership, launchpad and academy pages', async () => {
    expect((await cms.call('GET', '/faqs')).body.data.length).toBeGreaterThanOrEqual(5);
    const config = (await cms.call('GET', '/configration')).body.data.attributes;
    expect(config.termsOfService).toContain('Điều khoản');
    expect(config.privacyPolicy).toContain('bảo mật');
    expect(config.helpIntro).toBeTruthy();
    const menus = await cms.call('GET', '/menu-ancestors?filters[location][$eq]=HEADER&populate=menus');
    expect(menus.body.data[0].attributes.menus.data.length).toBeGreaterThan(0);
    const landing = await cms.call('GET', '/membership-landing?populate[plans][populate]=benefits&populate=faqs');
    expect(landing.body.data.attributes.plans.data).toHaveLength(2);
    expect(landing.body.data.attributes.plans.data[0].attributes.benefits.length).toBeGreaterThan(0);
    for (const single of ['/career-launchpad', '/home-academy', '/reskill', '/blog']) expect((await cms.call('GET', single)).status).toBe(200);
  });

  it('fills the public home’s blocks and the header’s and footer’s menus from the demo the web falls back on', async () => {
    // The web's reads (apps/web/src/lib/cms.ts), as it sends them.
    const home = await cms.call(
      'GET',
      '/sections?filters[page][$eq]=HOME&sort[0]=order:asc&sort[1]=id:asc&populate[items][populate][0]=icon&populate[cta]=*&populate[image]=*&pagination[pageSize]=100',
    );
    expect(home.status).toBe(200);
    expect(home.body.data.map((e: any) => e.attributes.key)).toEqual(CMS_DEMO_HOME_SECTIONS.map((s) => s.key));
    const categories = home.body.data[1].attributes;
    expect(categories.items[0]).toMatchObject({ ...CMS_DEMO_HOME_SECTIONS[1]!.items![0], icon: { data: null } });
    expect(home.body.data[3].attributes.cta).toMatchObject(CMS_DEMO_HOME_SECTIONS[3]!.cta!);

    const groups = await cms.call(
      'GET',
      '/menu-ancestors?sort[0]=order:asc&sort[1]=id:asc&populate[menus][sort][0]=order:asc&populate[menus][sort][1]=id:asc&populate[menus][populate][0]=items&pagination[pageSize]=100',
    );
    expect(groups.status).toBe(200);
    const read = groups.body.data.map((g: any) => ({
      location: g.attributes.location,
      menus: g.attributes.menus.data.map((m: any) => ({
        title: m.attributes.title,
        url: m.attributes.url,
        items: m.attributes.items.map((i: any) => i.label),
      })),
    }));
    expect(read).toEqual(
      CMS_DEMO_MENU_GROUPS.map((g) => ({
        location: g.location,
        menus: g.menus.map((m) => ({ title: m.title, url: m.url ?? null, items: (m.items ?? []).map((i) => i.label) })),
      })),
    );
  });

  it('is written once only', async () => {
    expect(await seedCmsDemo(cms.pool, cms.content, cms.registry, cms.cache)).toBe(false);
  });

  it('adds the home’s blocks once to a service seeded before them, and not again once an editor removed them', async () => {
    const homeIds = async () =>
      (await cms.pool.query<{ id: string }>(`select id from cms.entries where type = 'section' and attributes->>'page' = 'HOME'`)).rows.map((r) => r.id);
    // A service seeded before the home's part: no mark, no blocks.
    await cms.pool.query(`delete from cms.seed_parts where name = 'home'`);
    for (const id of await homeIds()) expect((await cms.call('DELETE', `/sections/${id}`, { as: 'editor' })).status).toBe(200);
    // Read (and kept by the answer cache) while the blocks are missing: the seed drops it.
    expect((await cms.call('GET', '/sections?filters[page][$eq]=HOME')).body.data).toHaveLength(0);
    expect(await seedCmsDemo(cms.pool, cms.content, cms.registry, cms.cache)).toBe(true);
    expect(await homeIds()).toHaveLength(CMS_DEMO_HOME_SECTIONS.length);
    const answered = await cms.call('GET', '/sections?filters[page][$eq]=HOME');
    expect(answered.body.data).toHaveLength(CMS_DEMO_HOME_SECTIONS.length);

    for (const id of await homeIds()) await cms.call('DELETE', `/sections/${id}`, { as: 'editor' });
    expect(await seedCmsDemo(cms.pool, cms.content, cms.registry, cms.cache)).toBe(false);
    expect(await homeIds()).toHaveLength(0);
  });
});
