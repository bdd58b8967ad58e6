import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAccessInDatabase, loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { hostCategories } from '../../catalogue/categories/categories.table.js';
import { expectError, expectInvalid } from '../auth/auth.testing.js';
import { users } from '../users/users.table.js';
import { expectInvalidFields, makeCategory, signUpHost } from './profiles.testing.js';

const OTHER_UUID = '0b7e3f9c-2d4a-4c1e-9f7a-1a2b3c4d5e6f';

describe('public profiles and their sections', () => {
  let server: TestServer;
  let admin: Session;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAdmin(server);
  });
  afterAll(() => server.close());

  const profileOf = (session: Session, client = server.anonymous) => client.get(`/api/v1/users/${session.user.username}`);

  describe('GET /users/{username}', () => {
    it('shows every public section with the host categories and never the contact details', async () => {
      const host = await signUpHost(server, 'Đặng Thu Hà');
      const design = await makeCategory(server, { name: 'Thiết kế' });
      const [kind] = await server.database.db
        .insert(hostCategories)
        .values({ name: 'Giảng viên', slug: `giang-vien-${Date.now()}` })
        .returning();
      await server.database.db.update(users).set({ hostCategoryId: kind!.id }).where(eq(users.id, host.user.id));
      await host.client.patch('/api/v1/users/user-on-category', { categoryIds: [design.id] });
      await host.client.post('/api/v1/users/works', {
        position: 'Trưởng nhóm',
        company: 'Công ty A',
        jobType: 'FUll_TIME',
        startDate: '2018-01-01',
        endDate: '2020-12-31',
      });
      await host.client.post('/api/v1/users/works', { position: 'Giám đốc thiết kế', company: 'Công ty B', startDate: '2021-01-01', isCurrent: true });
      await host.client.post('/api/v1/users/educations', { school: 'Đại học Bách khoa', degree: 'Kỹ sư', startYear: 2010, endYear: 2015 });
      await host.client.post('/api/v1/users/achievements', { title: 'Giải nhất thiết kế', issuedAt: '2022-05-01' });
      await host.client.post('/api/v1/users/update-bank-account', { bankName: 'Vietcombank', accountNumber: '0123456789', accountHolder: 'DANG THU HA' });

      const res = await profileOf(host);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: host.user.id,
        username: host.user.username,
        fullName: 'Đặng Thu Hà',
        role: 'HOST',
        categories: [{ id: design.id, name: 'Thiết kế', slug: design.slug }],
        hostCategory: { id: kind!.id, name: 'Giảng viên' },
        followerCount: 0,
        topHostRank: null,
        counts: { events: 0, courses: 0, ebooks: 0, posts: 0 },
        isFollowing: null,
        socialContacts: {},
      });
      expect(res.body.works.map((w: { company: string }) => w.company)).toEqual(['Công ty B', 'Công ty A']);
      expect(res.body.educations).toHaveLength(1);
      expect(res.body.achievements).toHaveLength(1);
      const text = JSON.stringify(res.body);
      for (const secret of ['email', 'phone', 'passwordHash', 'bankAccount', '0123456789', host.user.email!]) expect(text).not.toContain(secret);
    });

    it('tells a signed-in visitor whether they follow the person', async () => {
      const host = await signUpHost(server);
      const fan = await signUpVerified(server);
      expect((await profileOf(host, fan.client)).body.isFollowing).toBe(false);
      await fan.client.post('/api/v1/follow', { hostId: host.user.id });
      expect((await profileOf(host, fan.client)).body).toMatchObject({ isFollowing: true, followerCount: 1 });
    });

    it('answers USER_NOT_FOUND for an unknown or deleted account', async () => {
      expectError(await server.anonymous.get('/api/v1/users/khong-ton-tai-ai'), 'USER_NOT_FOUND');
      const gone = await signUpVerified(server);
      await changeAccessInDatabase(server, gone.user.id, { deletedAt: new Date() });
      expectError(await profileOf(gone), 'USER_NOT_FOUND');
    });
  });

  describe('PATCH /users/{username}', () => {
    it('updates my own profile and merges social contacts', async () => {
      const me = await signUpVerified(server);
      const res = await me.client.patch(`/api/v1/users/${me.user.username}`, {
        fullName: 'Ngô Bảo Châu',
        headline: 'Giảng viên UX',
        bio: 'Mười năm làm sản phẩm',
        city: 'Đà Nẵng',
        ageBand: '23-32',
        socialContacts: { ZALO: '0901234567', FACEBOOK: 'https://facebook.com/chau' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        fullName: 'Ngô Bảo Châu',
        headline: 'Giảng viên UX',
        city: 'Đà Nẵng',
        socialContacts: { ZALO: '0901234567', FACEBOOK: 'https://facebook.com/chau' },
      });
      const cleared = await me.client.patch(`/api/v1/users/${me.user.username}`, { socialContacts: { FACEBOOK: '' } });
      expect(cleared.body.socialContacts).toEqual({ ZALO: '0901234567' });
      expect((await me.client.get('/api/v2/users')).body).toMatchObject({ ageBand: '23-32', headline: 'Giảng viên UX' });
    });

    it('refuses to edit someone else’s profile, but an admin may', async () => {
      const owner = await signUpVerified(server);
      const stranger = await signUpVerified(server);
      expectError(await stranger.client.patch(`/api/v1/users/${owner.user.username}`, { headline: 'Bị sửa' }), 'INSUFFICIENT_PRIVILEGES');
      const byAdmin = await admin.client.patch(`/api/v1/users/${owner.user.username}`, { headline: 'Quản trị viên sửa' });
      expect(byAdmin).toMatchObject({ status: 200, body: { headline: 'Quản trị viên sửa' } });
    });

    it('rejects an unknown age band, asks for a sign-in and answers 404 for nobody', async () => {
      const me = await signUpVerified(server);
      expectInvalidFields(await me.client.patch(`/api/v1/users/${me.user.username}`, { ageBand: '50-60' }), ['ageBand']);
      expectError(await server.anonymous.patch(`/api/v1/users/${me.user.username}`, { headline: 'x' }), 'UNAUTHORIZED');
      expectError(await me.client.patch('/api/v1/users/khong-ton-tai-ai', { headline: 'x' }), 'USER_NOT_FOUND');
    });
  });

  describe('works, educations and achievements', () => {
    it('adds and deletes my own records', async () => {
      const me = await signUpVerified(server);
      const work = await me.client.post('/api/v1/users/works', {
        position: 'Kỹ sư',
        company: 'Công ty C',
        jobType: 'REMOTE',
        startDate: '2020-01-01',
        endDate: '2021-01-01',
      });
      expect(work).toMatchObject({ status: 201, body: { position: 'Kỹ sư', jobType: 'REMOTE', isCurrent: false, startDate: '2020-01-01' } });
      const education = await me.client.post('/api/v1/users/educations', { school: 'Đại học Huế', startYear: 2015, endYear: 2019 });
      expect(education.status).toBe(201);
      const achievement = await me.client.post('/api/v1/users/achievements', { title: 'Chứng chỉ AWS', url: 'https://aws.amazon.com/cert' });
      expect(achievement.status).toBe(201);

      expect(await me.client.delete(`/api/v1/users/works/${work.body.id}`)).toMatchObject({ status: 200, body: { success: true } });
      expect((await me.client.delete(`/api/v1/users/educations/${education.body.id}`)).status).toBe(200);
      expect((await me.client.delete(`/api/v1/users/achievements/${achievement.body.id}`)).status).toBe(200);
      const profile = await profileOf(me);
      expect(profile.body).toMatchObject({ works: [], educations: [], achievements: [] });
      expectError(await me.client.delete(`/api/v1/users/works/${work.body.id}`), 'WORK_NOT_FOUND');
    });

    it('answers 404 for another person’s records and leaves them in place', async () => {
      const owner = await signUpVerified(server);
      const stranger = await signUpVerified(server);
      const work = await owner.client.post('/api/v1/users/works', { position: 'Kỹ sư', company: 'Công ty D' });
      const education = await owner.client.post('/api/v1/users/educations', { school: 'Đại học Cần Thơ' });
      const achievement = await owner.client.post('/api/v1/users/achievements', { title: 'Giải ba' });
      expectError(await stranger.client.delete(`/api/v1/users/works/${work.body.id}`), 'WORK_NOT_FOUND');
      expectError(await stranger.client.delete(`/api/v1/users/educations/${education.body.id}`), 'EDUCATION_NOT_FOUND');
      expectError(await stranger.client.delete(`/api/v1/users/achievements/${achievement.body.id}`), 'ACHIEVEMENT_NOT_FOUND');
      expect((await profileOf(owner)).body).toMatchObject({
        works: [{ id: work.body.id }],
        educations: [{ id: education.body.id }],
        achievements: [{ id: achievement.body.id }],
      });
    });

    it('validates dates in order, the job type and required fields', async () => {
      const me = await signUpVerified(server);
      expectInvalid(await me.client.post('/api/v1/users/works', { position: 'A', company: 'B', startDate: '2022-01-01', endDate: '2021-01-01' }), [
        { field: 'endDate', code: 'INVALID_DATE_RANGE' },
      ]);
      expectInvalidFields(await me.client.post('/api/v1/users/works', { position: 'A', company: 'B', jobType: 'FULL_TIME' }), ['jobType']);
      expectInvalidFields(await me.client.post('/api/v1/users/works', { company: 'B' }), ['position']);
      expectInvalid(await me.client.post('/api/v1/users/educations', { school: 'A', startYear: 2020, endYear: 2019 }), [
        { field: 'endYear', code: 'INVALID_DATE_RANGE' },
      ]);
      expectInvalidFields(await me.client.post('/api/v1/users/achievements', { title: '' }), ['title']);
      expectInvalidFields(await me.client.delete('/api/v1/users/works/not-a-uuid'), ['id']);
    });

    it('needs a sign-in', async () => {
      expectError(await server.anonymous.post('/api/v1/users/works', { position: 'A', company: 'B' }), 'UNAUTHORIZED');
      expectError(await server.anonymous.post('/api/v1/users/educations', { school: 'A' }), 'UNAUTHORIZED');
      expectError(await server.anonymous.post('/api/v1/users/achievements', { title: 'A' }), 'UNAUTHORIZED');
      expectError(await server.anonymous.delete(`/api/v1/users/works/${OTHER_UUID}`), 'UNAUTHORIZED');
      expectError(await server.anonymous.delete(`/api/v1/users/educations/${OTHER_UUID}`), 'UNAUTHORIZED');
      expectError(await server.anonymous.delete(`/api/v1/users/achievements/${OTHER_UUID}`), 'UNAUTHORIZED');
    });
  });

  describe('the bank account', () => {
    it('is saved by a host, replaced on a second save and only ever shown masked', async () => {
      const host = await signUpHost(server);
      const saved = await host.client.post('/api/v1/users/update-bank-account', {
        bankName: 'ACB',
        accountNumber: '1234 5678 9',
        accountHolder: 'LE MINH KHOA',
      });
      expect(saved).toMatchObject({ status: 200, body: { bankName: 'ACB', accountNumber: '•••• 6789', accountHolder: 'LE MINH KHOA' } });
      const replaced = await host.client.post('/api/v1/users/update-bank-account', {
        bankName: 'Techcombank',
        accountNumber: '19031234567890',
        accountHolder: 'LE MINH KHOA',
        branch: 'Hà Nội',
      });
      expect(replaced.body).toMatchObject({ bankName: 'Techcombank', accountNumber: '•••• 7890', branch: 'Hà Nội' });
      const mine = await host.client.get('/api/v2/users');
      expect(mine.body.bankAccount).toMatchObject({ bankName: 'Techcombank', accountNumber: '•••• 7890' });
      expect(JSON.stringify(mine.body)).not.toContain('19031234567890');
    });

    it('rejects a malformed number, an ordinary user and a visitor', async () => {
      const host = await signUpHost(server);
      expectInvalid(await host.client.post('/api/v1/users/update-bank-account', { bankName: 'ACB', accountNumber: '12ab', accountHolder: 'A' }), [
        { field: 'accountNumber', code: 'INVALID_BANK_ACCOUNT_NUMBER' },
      ]);
      const user = await signUpVerified(server);
      expectError(
        await user.client.post('/api/v1/users/update-bank-account', { bankName: 'ACB', accountNumber: '123456789', accountHolder: 'A' }),
        'INSUFFICIENT_PRIVILEGES',
      );
      expectError(await server.anonymous.post('/api/v1/users/update-bank-account', {}), 'UNAUTHORIZED');
    });
  });

  describe('my categories', () => {
    it('replaces, adds and removes host categories and interests separately', async () => {
      const host = await signUpHost(server);
      const [a, b, c] = [await makeCategory(server), await makeCategory(server), await makeCategory(server)];
      const set = await host.client.patch('/api/v1/users/user-on-category', { categoryIds: [a.id, b.id] });
      expect(set.status).toBe(200);
      expect(set.body.categories.map((x: { id: string }) => x.id).sort()).toEqual([a.id, b.id].sort());
      const changed = await host.client.patch('/api/v1/users/user-on-category-v2', { add: [c.id], remove: [a.id] });
      expect(changed.body).toMatchObject({ kind: 'HOST' });
      expect(changed.body.categories.map((x: { id: string }) => x.id).sort()).toEqual([b.id, c.id].sort());
      const interests = await host.client.patch('/api/v1/users/user-interest-on-category-v2', { add: [a.id] });
      expect(interests.body).toEqual({ kind: 'INTEREST', categories: [{ id: a.id, name: a.name, slug: a.slug }] });
      const mine = await host.client.get('/api/v2/users');
      expect(mine.body.interestCategories).toEqual([{ id: a.id, name: a.name, slug: a.slug }]);
      expect(mine.body.categories).toHaveLength(2);
      expect((await host.client.patch('/api/v1/users/user-on-category', { categoryIds: [] })).body.categories).toEqual([]);
    });

    it('refuses unknown or inactive categories and changes nothing', async () => {
      const me = await signUpVerified(server);
      const a = await makeCategory(server);
      const off = await makeCategory(server, { status: 'INACTIVE' });
      await me.client.patch('/api/v1/users/user-on-category', { categoryIds: [a.id] });
      expectError(await me.client.patch('/api/v1/users/user-on-category', { categoryIds: [OTHER_UUID] }), 'CATEGORY_NOT_FOUND');
      expectError(await me.client.patch('/api/v1/users/user-on-category-v2', { add: [off.id], remove: [a.id] }), 'CATEGORY_NOT_FOUND');
      expectError(await me.client.patch('/api/v1/users/user-interest-on-category-v2', { add: [OTHER_UUID] }), 'CATEGORY_NOT_FOUND');
      expect((await me.client.get('/api/v2/users')).body.categories.map((x: { id: string }) => x.id)).toEqual([a.id]);
      expectInvalidFields(await me.client.patch('/api/v1/users/user-on-category', { categoryIds: ['x'] }), ['categoryIds.0']);
      expectError(await server.anonymous.patch('/api/v1/users/user-on-category', { categoryIds: [] }), 'UNAUTHORIZED');
      expectError(await server.anonymous.patch('/api/v1/users/user-on-category-v2', {}), 'UNAUTHORIZED');
      expectError(await server.anonymous.patch('/api/v1/users/user-interest-on-category-v2', {}), 'UNAUTHORIZED');
    });
  });

  describe('rankings, top hosts and the host directory', () => {
    it('puts curated hosts first, then the most followed, filtered by category and its subcategories', async () => {
      const root = await makeCategory(server, { name: 'Kinh doanh' });
      const sub = await makeCategory(server, { name: 'Khởi nghiệp', parentId: root.id });
      const [h1, h2, h3] = [await signUpHost(server, 'Host Một'), await signUpHost(server, 'Host Hai'), await signUpHost(server, 'Host Ba')];
      for (const h of [h1, h2, h3]) await h.client.patch('/api/v1/users/user-on-category', { categoryIds: [sub.id] });
      await server.database.db.update(users).set({ followerCount: 50 }).where(eq(users.id, h2.user.id));
      await server.database.db.update(users).set({ followerCount: 10 }).where(eq(users.id, h1.user.id));
      const curated = await admin.client.patch('/api/v1/users/top-hosts', { hosts: [{ hostId: h3.user.id, rank: 1 }] });
      expect(curated).toMatchObject({ status: 200, body: { data: [{ id: h3.user.id, topHostRank: 1 }] } });

      const res = await server.anonymous.get(`/api/v1/users/host-rankings?categoryId=${root.id}`);
      expect(res.status).toBe(200);
      expect(res.body.data.map((h: { id: string }) => h.id)).toEqual([h3.user.id, h2.user.id, h1.user.id]);
      expect(res.body.data[0].categories).toEqual([{ id: sub.id, name: 'Khởi nghiệp', slug: sub.slug }]);
      expect(res.body.meta).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
      const page2 = await server.anonymous.get(`/api/v1/users/host-rankings?categoryId=${root.id}&limit=2&page=2`);
      expect(page2.body.data.map((h: { id: string }) => h.id)).toEqual([h1.user.id]);

      const directory = await server.anonymous.get(`/api/v2/users/list?categoryId=${root.id}&sortBy=name`);
      expect(directory.body.data.map((h: { fullName: string }) => h.fullName)).toEqual(['Host Ba', 'Host Hai', 'Host Một']);
      const search = await server.anonymous.get(`/api/v2/users/list?categoryId=${root.id}&q=mot`);
      expect(search.body.data.map((h: { id: string }) => h.id)).toEqual([h1.user.id]);
      expect(JSON.stringify(directory.body)).not.toContain('email');
      expectInvalidFields(await server.anonymous.get('/api/v2/users/list?sortBy=rating'), ['sortBy']);
      expectInvalidFields(await server.anonymous.get('/api/v1/users/host-rankings?categoryId=x'), ['categoryId']);
    });

    it('replaces the curated list in one go and refuses non-hosts', async () => {
      const [h1, h2] = [await signUpHost(server), await signUpHost(server)];
      const user = await signUpVerified(server);
      await admin.client.patch('/api/v1/users/top-hosts', { hosts: [{ hostId: h1.user.id, rank: 1 }] });
      await admin.client.patch('/api/v1/users/top-hosts', { hosts: [{ hostId: h2.user.id, rank: 1 }] });
      expect((await profileOf(h1)).body.topHostRank).toBeNull();
      expect((await profileOf(h2)).body.topHostRank).toBe(1);
      expectError(await admin.client.patch('/api/v1/users/top-hosts', { hosts: [{ hostId: user.user.id, rank: 2 }] }), 'USER_NOT_HOST');
      expect((await profileOf(h2)).body.topHostRank).toBe(1);
      expectInvalidFields(await admin.client.patch('/api/v1/users/top-hosts', { hosts: [{ hostId: h1.user.id, rank: 0 }] }), ['hosts.0.rank']);
      expectError(await h1.client.patch('/api/v1/users/top-hosts', { hosts: [] }), 'INSUFFICIENT_PRIVILEGES');
      expectError(await server.anonymous.patch('/api/v1/users/top-hosts', { hosts: [] }), 'UNAUTHORIZED');
    });

    it('searches people by name without accents, for signed-in callers only', async () => {
      const tag = Math.random().toString(36).slice(2, 7);
      await signUpVerified(server, { fullName: `Trương Ánh Dương ${tag}` });
      const me = await signUpVerified(server);
      const res = await me.client.get(`/api/v1/users/list?q=${encodeURIComponent(`anh duong ${tag}`)}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(1);
      expect(res.body.data[0]).toMatchObject({ fullName: `Trương Ánh Dương ${tag}` });
      expect(Object.keys(res.body.data[0])).not.toContain('email');
      expect((await me.client.get('/api/v1/users/list?q=%25')).status).toBe(200);
      expectInvalidFields(await me.client.get('/api/v1/users/list?limit=1000'), ['limit']);
      expectError(await server.anonymous.get('/api/v1/users/list'), 'UNAUTHORIZED');
    });
  });

  describe('my full profile, notification mode and online courses', () => {
    it('answers my private fields', async () => {
      const me = await signUpVerified(server);
      const res = await me.client.get('/api/v2/users');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: me.user.id, email: me.user.email, bankAccount: null, hostNotificationMode: 'ALL', interests: [] });
      expect(Object.keys(res.body)).not.toContain('passwordHash');
      expectError(await server.anonymous.get('/api/v2/users'), 'UNAUTHORIZED');
    });

    it('lets a host choose how much to hear', async () => {
      const host = await signUpHost(server);
      expect(await host.client.patch('/api/v1/users/host-notification-mode', { mode: 'IMPORTANT' })).toMatchObject({
        status: 200,
        body: { mode: 'IMPORTANT' },
      });
      expect((await host.client.get('/api/v2/users')).body.hostNotificationMode).toBe('IMPORTANT');
      expectInvalidFields(await host.client.patch('/api/v1/users/host-notification-mode', { mode: 'SOME' }), ['mode']);
      const user = await signUpVerified(server);
      expectError(await user.client.patch('/api/v1/users/host-notification-mode', { mode: 'NONE' }), 'INSUFFICIENT_PRIVILEGES');
      expectError(await server.anonymous.patch('/api/v1/users/host-notification-mode', { mode: 'NONE' }), 'UNAUTHORIZED');
    });

    it('lists the online courses I learn: none for a new account', async () => {
      const me = await signUpVerified(server);
      expect(await me.client.get('/api/v2/users/online-courses')).toMatchObject({
        status: 200,
        body: { data: [], meta: { page: 1, limit: 20, total: 0, totalPages: 0 } },
      });
      expectError(await server.anonymous.get('/api/v2/users/online-courses'), 'UNAUTHORIZED');
    });
  });
});
