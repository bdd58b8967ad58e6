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

  it('is written once only', async () => {
    expect(await seedCmsDemo(cms.pool, cms.content, cms.registry)).toBe(false);
  });
});
