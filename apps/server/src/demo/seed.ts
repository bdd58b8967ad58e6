import type { Config } from '../config.js';
import { hashPassword, type UsersRepository } from '../modules/identity/index.js';
import type { NotificationsService } from '../modules/engagement/index.js';
import type { Db } from '../platform/db/database.js';
import { seedCalendars } from './calendars.seed.js';
import { seedCatalogue } from './catalogue.seed.js';
import { seedCommerce } from './commerce.seed.js';
import { seedEvents } from './events.seed.js';
import { DEMO_HOST, seedHosts } from './hosts.seed.js';
import { storeDemoImages, type DemoFiles } from './images.js';
import { seedReviews } from './reviews.seed.js';
import { seedLearning, type DemoCombos, type DemoEbooks, type DemoPrivateFiles } from './learning.seed.js';
import type { Courses, PostsService } from '../modules/catalogue/index.js';
import { seedModeration, type DemoModeration } from './moderation.seed.js';
import { seedPosts } from './posts.seed.js';
import { seedLayoffRequest, type DemoLayoffRequests } from './layoff.seed.js';
import { seedMemberships } from './memberships.seed.js';
import type { PlansService, SubscriptionsService } from '../modules/memberships/index.js';
import { seedReskills, type DemoReskills } from './reskills.seed.js';

export const DEMO_USER = { email: 'an@demo.vn', password: 'User@123456', fullName: 'Nguyễn Văn An' };

/**
 * Demo data for a first start: an admin and a buyer, both verified. Runs once: when the admin
 * exists, nothing is touched (a second start keeps whatever people changed).
 */
export async function seedDemo(deps: {
  config: Config;
  users: UsersRepository;
  notifications: Pick<NotificationsService, 'notify'>;
  /**
   * With the database and somewhere to store files, the demo hosts, pending host applications,
   * events, calendars and orders are added too, pictures included (the app passes them; tests do not).
   */
  content?: {
    db: Db;
    files: DemoFiles & DemoPrivateFiles;
    courses: Courses;
    ebooks: DemoEbooks;
    combos?: DemoCombos;
    posts?: PostsService;
    moderation?: DemoModeration;
    layoff?: DemoLayoffRequests;
    /** Membership plans (written after the courses they include). */
    memberships?: PlansService;
    /** Subscriptions (the demo member's history). */
    subscriptions?: SubscriptionsService;
    reskills?: DemoReskills;
  };
}): Promise<boolean> {
  const { config, users } = deps;
  if (await users.findByEmail(config.demo.adminEmail)) return false;
  const now = new Date();
  const admin = await users.create({
    email: config.demo.adminEmail,
    fullName: 'Quản trị viên',
    role: 'ADMIN',
    passwordHash: await hashPassword(config.demo.adminPassword),
    emailVerifiedAt: now,
    isFirstLogin: false,
  });
  const buyer = await users.create({
    email: DEMO_USER.email,
    fullName: DEMO_USER.fullName,
    passwordHash: await hashPassword(DEMO_USER.password),
    emailVerifiedAt: now,
    isFirstLogin: false,
    city: 'Hà Nội',
  });
  await deps.notifications.notify(buyer.id, 'SYSTEM_ANNOUNCEMENT', {
    title: 'Chào mừng bạn đến với Học & Sự kiện',
    body: 'Khám phá sự kiện, khoá học và theo dõi những người tổ chức bạn yêu thích.',
    link: '/',
  });
  if (deps.content) {
    const { db } = deps.content;
    const images = await storeDemoImages(deps.content.files);
    const catalogue = await seedCatalogue(db);
    await seedHosts({ db, users, catalogue, images });
    await seedEvents({ db, users, images });
    await seedCalendars({ db, users });
    await seedCommerce({ db, users, buyerEmail: DEMO_USER.email, hostEmail: DEMO_HOST.email });
    const learning = await seedLearning({
      users,
      courses: deps.content.courses,
      ebooks: deps.content.ebooks,
      combos: deps.content.combos,
      files: deps.content.files,
      images,
      categoryIds: catalogue.categoryIds,
      hostEmail: DEMO_HOST.email,
      adminEmail: config.demo.adminEmail,
      learnerEmail: DEMO_USER.email,
    });
    await seedReviews({ db, users, courses: deps.content.courses, hostEmail: DEMO_HOST.email });
    if (deps.content.reskills) await seedReskills({ users, reskills: deps.content.reskills, images, hostEmail: DEMO_HOST.email, learning });
    if (deps.content.posts) await seedPosts({ users, posts: deps.content.posts, images, hostEmail: DEMO_HOST.email });
    if (deps.content.moderation) await seedModeration({ moderation: deps.content.moderation, adminId: admin.id });
    if (deps.content.layoff) await seedLayoffRequest({ users, files: deps.content.files, layoff: deps.content.layoff, email: DEMO_USER.email });
    if (deps.content.memberships)
      await seedMemberships({
        db,
        users,
        courses: deps.content.courses,
        plans: deps.content.memberships,
        subscriptions: deps.content.subscriptions,
        adminEmail: config.demo.adminEmail,
      });
  }
  return true;
}
