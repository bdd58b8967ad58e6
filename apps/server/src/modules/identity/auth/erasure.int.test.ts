import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOtp, loginAdmin, signUpVerified, uniquePhone } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventsDelivered } from '../../../../test/support/wait.js';
import { hostProfiles } from '../hosts/hosts.table.js';
import { bankAccounts, userAchievements, userEducations, userWorks } from '../profiles/profiles.table.js';
import { users } from '../users/users.table.js';

describe('erasing an account', () => {
  let server: TestServer;
  let admin: Session;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAdmin(server);
  });
  afterAll(() => server.close());

  /** Everything a profile can hold, filled in as a keen host would. */
  async function fullProfile(fullName: string): Promise<Session> {
    const person = await signUpVerified(server, { fullName });
    const id = person.user.id;
    const db = server.database.db;
    await db
      .update(users)
      .set({
        phone: uniquePhone(),
        phoneVerifiedAt: new Date(),
        avatar: 'https://cdn.vidu.vn/anh-dai-dien.jpg',
        gender: 'FEMALE',
        dateOfBirth: '1990-05-17',
        bio: 'Mười năm dạy thiết kế.',
        headline: 'Giảng viên UX tại Sài Gòn',
        address: '12 Lý Tự Trọng, Quận 1',
        city: 'Hồ Chí Minh',
        socialId: `fb-${id}`,
        interests: ['design', 'marketing'],
        ageBand: '33-42',
        socialContacts: { ZALO: '0901234567', FACEBOOK: 'https://facebook.com/giangvien' },
      })
      .where(eq(users.id, id));
    await db.insert(userWorks).values({ userId: id, position: 'Trưởng nhóm UX', company: 'Công ty Vidu' });
    await db.insert(userEducations).values({ userId: id, school: 'Đại học Bách khoa' });
    await db.insert(userAchievements).values({ userId: id, title: 'Giải thưởng thiết kế' });
    await db.insert(bankAccounts).values({ userId: id, bankName: 'Vietcombank', accountNumber: '0123456789', accountHolder: fullName.toUpperCase() });
    await db.insert(hostProfiles).values({
      userId: id,
      displayName: fullName,
      headline: 'Giảng viên UX',
      bio: 'Giới thiệu dài',
      expertise: 'UX',
      phone: '0901234567',
      email: person.user.email,
      website: 'https://giangvien.vn',
      businessName: 'Hộ kinh doanh Giảng Viên',
      taxCode: '0312345678',
      socialLinks: { facebook: 'https://facebook.com/giangvien' },
      documents: [{ name: 'cccd.jpg', url: 'https://cdn.vidu.vn/cccd.jpg' }],
      extra: { cccd: '079090000001' },
    });
    return person;
  }

  /** What is left of an account, without what differs by nature (ids, times, the handle made from the id). */
  async function remains(id: string) {
    const db = server.database.db;
    const [user] = await db.select().from(users).where(eq(users.id, id));
    const { id: _id, username, createdAt: _c, updatedAt: _u, deletedAt, ...rest } = user!;
    const [host] = await db.select().from(hostProfiles).where(eq(hostProfiles.userId, id));
    const { id: _h, userId: _hu, createdAt: _hc, updatedAt: _hu2, submittedAt: _hs, ...hostRest } = host ?? ({} as typeof hostProfiles.$inferSelect);
    return {
      user: { ...rest, usernameIsAnonymous: username === `deleted-${id.slice(0, 8)}`, deleted: deletedAt !== null },
      hostProfile: host ? hostRest : null,
      sections: {
        works: (await db.select().from(userWorks).where(eq(userWorks.userId, id))).length,
        educations: (await db.select().from(userEducations).where(eq(userEducations.userId, id))).length,
        achievements: (await db.select().from(userAchievements).where(eq(userAchievements.userId, id))).length,
        bankAccounts: (await db.select().from(bankAccounts).where(eq(bankAccounts.userId, id))).length,
      },
    };
  }

  it('erases the same personal data whether the person deletes the account or an admin does', async () => {
    const self = await fullProfile('Nguyễn Thị Tự Xoá');
    const byAdmin = await fullProfile('Nguyễn Thị Bị Xoá');

    expect((await self.client.post('/api/v1/auth/terminate-request')).status).toBe(200);
    expect((await self.client.delete('/api/v1/auth/terminate', { code: await latestOtp(server, self.user.email!) })).status).toBe(200);
    expect((await admin.client.delete(`/api/v1/admin/users/${byAdmin.user.id}`)).status).toBe(200);
    await eventsDelivered(server.database.db);

    const afterSelf = await remains(self.user.id);
    const afterAdmin = await remains(byAdmin.user.id);
    expect(afterSelf).toEqual(afterAdmin);
    expect(afterSelf.user).toMatchObject({
      email: null,
      phone: null,
      phoneVerifiedAt: null,
      emailVerifiedAt: null,
      fullName: 'Tài khoản đã xoá',
      usernameIsAnonymous: true,
      avatar: null,
      gender: null,
      dateOfBirth: null,
      bio: null,
      headline: null,
      address: null,
      city: null,
      socialId: null,
      passwordHash: null,
      interests: [],
      ageBand: null,
      socialContacts: {},
      status: 'INACTIVE',
      deleted: true,
    });
    expect(afterSelf.sections).toEqual({ works: 0, educations: 0, achievements: 0, bankAccounts: 0 });
    expect(afterSelf.hostProfile).toMatchObject({
      displayName: 'Tài khoản đã xoá',
      headline: null,
      bio: null,
      expertise: null,
      phone: null,
      email: null,
      website: null,
      businessName: null,
      taxCode: null,
      socialLinks: {},
      documents: [],
      extra: {},
    });
  });
});
