import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import { peopleCache } from './people-cache.js';
import type { ProfilesService } from './profiles.service.js';

const tags = ['users'];
const c = calls.profiles;
const ok = { success: true as const };

export function registerProfileRoutes(app: FastifyInstance, deps: { profiles: ProfilesService }) {
  const { profiles } = deps;

  // Lists and rankings (static paths, so they win over /users/{username}).
  serve(app, c.searchUsers, { tags, summary: 'Tìm người dùng theo tên (không dấu)' }, async (req) => profiles.searchUsers(req.query));
  serve(
    app,
    c.hostRankings,
    { tags, summary: 'Bảng xếp hạng nhà tổ chức (được chọn trước, rồi theo số người theo dõi)', cache: peopleCache.directory },
    async (req) => profiles.hostRankings(req.query),
  );
  serve(app, c.hostDirectory, { tags, summary: 'Danh bạ nhà tổ chức', cache: peopleCache.directory }, async (req) => profiles.hostDirectory(req.query));
  serve(app, c.getMine, { tags, summary: 'Hồ sơ đầy đủ của tôi', errors: ['USER_NOT_FOUND'] }, async (req) => profiles.myProfile(actorOf(req).id));

  // Profile sections of the signed-in person.
  serve(
    app,
    c.addWork,
    { tags, summary: 'Thêm kinh nghiệm làm việc', errors: ['INVALID_DATE_RANGE'], invalidates: peopleCache.ownSectionsChanged },
    async (req) => profiles.addWork(actorOf(req).id, req.body),
  );
  serve(
    app,
    c.removeWork,
    { tags, summary: 'Xoá một kinh nghiệm làm việc của tôi', errors: ['WORK_NOT_FOUND'], invalidates: peopleCache.ownSectionsChanged },
    async (req) => {
      await profiles.deleteWork(actorOf(req).id, req.params.id);
      return ok;
    },
  );
  serve(app, c.addEducation, { tags, summary: 'Thêm học vấn', errors: ['INVALID_DATE_RANGE'], invalidates: peopleCache.ownSectionsChanged }, async (req) =>
    profiles.addEducation(actorOf(req).id, req.body),
  );
  serve(
    app,
    c.removeEducation,
    { tags, summary: 'Xoá một mục học vấn của tôi', errors: ['EDUCATION_NOT_FOUND'], invalidates: peopleCache.ownSectionsChanged },
    async (req) => {
      await profiles.deleteEducation(actorOf(req).id, req.params.id);
      return ok;
    },
  );
  serve(app, c.addAchievement, { tags, summary: 'Thêm thành tích', invalidates: peopleCache.ownSectionsChanged }, async (req) =>
    profiles.addAchievement(actorOf(req).id, req.body),
  );
  serve(
    app,
    c.removeAchievement,
    { tags, summary: 'Xoá một thành tích của tôi', errors: ['ACHIEVEMENT_NOT_FOUND'], invalidates: peopleCache.ownSectionsChanged },
    async (req) => {
      await profiles.deleteAchievement(actorOf(req).id, req.params.id);
      return ok;
    },
  );

  serve(
    app,
    c.updateBankAccount,
    { tags, summary: 'Lưu tài khoản nhận tiền (số tài khoản luôn được che)', errors: ['INVALID_BANK_ACCOUNT_NUMBER'] },
    async (req) => profiles.updateBankAccount(actorOf(req).id, req.body),
  );

  serve(
    app,
    c.replaceHostCategories,
    { tags, summary: 'Đặt lại các danh mục tôi giảng dạy/tổ chức', errors: ['CATEGORY_NOT_FOUND'], invalidates: peopleCache.personChanged },
    async (req) => profiles.replaceHostCategories(actorOf(req).id, req.body.categoryIds),
  );
  serve(
    app,
    c.changeHostCategories,
    { tags, summary: 'Thêm/bớt danh mục tôi giảng dạy/tổ chức', errors: ['CATEGORY_NOT_FOUND'], invalidates: peopleCache.personChanged },
    async (req) => profiles.changeCategories(actorOf(req).id, 'HOST', req.body),
  );
  serve(app, c.changeInterestCategories, { tags, summary: 'Thêm/bớt danh mục tôi quan tâm', errors: ['CATEGORY_NOT_FOUND'] }, async (req) =>
    profiles.changeCategories(actorOf(req).id, 'INTEREST', req.body),
  );
  serve(
    app,
    c.setTopHosts,
    { tags, summary: 'Đặt danh sách nhà tổ chức nổi bật (thay toàn bộ)', errors: ['USER_NOT_HOST'], invalidates: peopleCache.personChanged },
    async (req) => profiles.setTopHosts(req.body),
  );
  serve(app, c.setHostNotificationMode, { tags, summary: 'Chọn mức thông báo của nhà tổ chức' }, async (req) =>
    profiles.setHostNotificationMode(actorOf(req).id, req.body.mode),
  );

  // A person by username (after the static paths above).
  serve(app, c.get, { tags, summary: 'Hồ sơ công khai', errors: ['USER_NOT_FOUND'], cache: peopleCache.profile }, async (req) =>
    profiles.publicProfile(req.params.username, req.actor?.id ?? null),
  );
  serve(
    app,
    c.update,
    { tags, summary: 'Sửa hồ sơ công khai (của mình; quản trị viên sửa được mọi hồ sơ)', errors: ['USER_NOT_FOUND'], invalidates: peopleCache.personChanged },
    async (req) => profiles.updateProfile(actorOf(req), req.params.username, req.body),
  );
}
