import {
  AchievementBody, AchievementDto, BankAccountBody, BankAccountDto, CategoryChangesBody, EducationBody, EducationDto, HostCardPage, HostDirectoryQuery,
  HostNotificationModeBody, HostNotificationModeDto, HostRankingQuery, IdParam, MyCategoriesDto, MyProfileDto, OkResponse, PageQuery, PublicProfileDto,
  TopHostsBody, UpdateUserProfileBody, UserListQuery, UserOnCategoryBody, UserSummaryDto, UserSummaryPage, UsernameParam, WorkBody, WorkDto, paged,
} from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/http/access.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import { route } from '../../../platform/http/route.js';
import type { ProfilesService } from './profiles.service.js';

const tags = ['users'];
const ok = { success: true as const };

export function registerProfileRoutes(app: FastifyInstance, deps: { profiles: ProfilesService }) {
  const { profiles } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Lists and rankings (static paths, so they win over /users/{username}).
  r.get('/api/v1/users/list', route({ access: 'user', tags, summary: 'Tìm người dùng theo tên (không dấu)', querystring: UserListQuery, response: UserSummaryPage }), async (req) =>
    profiles.searchUsers(req.query),
  );
  r.get('/api/v1/users/host-rankings', route({ access: 'public', tags, summary: 'Bảng xếp hạng nhà tổ chức (được chọn trước, rồi theo số người theo dõi)', querystring: HostRankingQuery, response: HostCardPage }), async (req) =>
    profiles.hostRankings(req.query),
  );
  r.get('/api/v2/users/list', route({ access: 'public', tags, summary: 'Danh bạ nhà tổ chức', querystring: HostDirectoryQuery, response: HostCardPage }), async (req) =>
    profiles.hostDirectory(req.query),
  );
  r.get('/api/v2/users', route({ access: 'user', tags, summary: 'Hồ sơ đầy đủ của tôi', response: MyProfileDto, errors: ['USER_NOT_FOUND'] }), async (req) =>
    profiles.myProfile(actorOf(req).id),
  );
  r.get('/api/v2/users/online-courses', route({ access: 'user', tags, summary: 'Khoá học trực tuyến của tôi (chưa có dữ liệu)', querystring: PageQuery, response: paged(z.unknown()) }), async (req) => ({
    data: [],
    meta: pageMeta(req.query, 0),
  }));

  // Profile sections of the signed-in person.
  r.post('/api/v1/users/works', route({ access: 'user', tags, summary: 'Thêm kinh nghiệm làm việc', body: WorkBody, response: WorkDto, status: 201, errors: ['INVALID_DATE_RANGE'] }), async (req, reply) => {
    reply.status(201);
    return profiles.addWork(actorOf(req).id, req.body);
  });
  r.delete('/api/v1/users/works/:id', route({ access: 'user', tags, summary: 'Xoá một kinh nghiệm làm việc của tôi', params: IdParam, response: OkResponse, errors: ['WORK_NOT_FOUND'] }), async (req) => {
    await profiles.deleteWork(actorOf(req).id, req.params.id);
    return ok;
  });
  r.post('/api/v1/users/educations', route({ access: 'user', tags, summary: 'Thêm học vấn', body: EducationBody, response: EducationDto, status: 201, errors: ['INVALID_DATE_RANGE'] }), async (req, reply) => {
    reply.status(201);
    return profiles.addEducation(actorOf(req).id, req.body);
  });
  r.delete('/api/v1/users/educations/:id', route({ access: 'user', tags, summary: 'Xoá một mục học vấn của tôi', params: IdParam, response: OkResponse, errors: ['EDUCATION_NOT_FOUND'] }), async (req) => {
    await profiles.deleteEducation(actorOf(req).id, req.params.id);
    return ok;
  });
  r.post('/api/v1/users/achievements', route({ access: 'user', tags, summary: 'Thêm thành tích', body: AchievementBody, response: AchievementDto, status: 201 }), async (req, reply) => {
    reply.status(201);
    return profiles.addAchievement(actorOf(req).id, req.body);
  });
  r.delete('/api/v1/users/achievements/:id', route({ access: 'user', tags, summary: 'Xoá một thành tích của tôi', params: IdParam, response: OkResponse, errors: ['ACHIEVEMENT_NOT_FOUND'] }), async (req) => {
    await profiles.deleteAchievement(actorOf(req).id, req.params.id);
    return ok;
  });

  r.post('/api/v1/users/update-bank-account', route({ access: 'host', tags, summary: 'Lưu tài khoản nhận tiền (số tài khoản luôn được che)', body: BankAccountBody, response: BankAccountDto, errors: ['INVALID_BANK_ACCOUNT_NUMBER'] }), async (req) =>
    profiles.updateBankAccount(actorOf(req).id, req.body),
  );

  r.patch('/api/v1/users/user-on-category', route({ access: 'user', tags, summary: 'Đặt lại các danh mục tôi giảng dạy/tổ chức', body: UserOnCategoryBody, response: MyCategoriesDto, errors: ['CATEGORY_NOT_FOUND'] }), async (req) =>
    profiles.replaceHostCategories(actorOf(req).id, req.body.categoryIds),
  );
  r.patch('/api/v1/users/user-on-category-v2', route({ access: 'user', tags, summary: 'Thêm/bớt danh mục tôi giảng dạy/tổ chức', body: CategoryChangesBody, response: MyCategoriesDto, errors: ['CATEGORY_NOT_FOUND'] }), async (req) =>
    profiles.changeCategories(actorOf(req).id, 'HOST', req.body),
  );
  r.patch('/api/v1/users/user-interest-on-category-v2', route({ access: 'user', tags, summary: 'Thêm/bớt danh mục tôi quan tâm', body: CategoryChangesBody, response: MyCategoriesDto, errors: ['CATEGORY_NOT_FOUND'] }), async (req) =>
    profiles.changeCategories(actorOf(req).id, 'INTEREST', req.body),
  );
  r.patch('/api/v1/users/top-hosts', route({ access: 'admin', tags, summary: 'Đặt danh sách nhà tổ chức nổi bật (thay toàn bộ)', body: TopHostsBody, response: z.object({ data: z.array(UserSummaryDto) }), errors: ['USER_NOT_HOST'] }), async (req) =>
    profiles.setTopHosts(req.body),
  );
  r.patch('/api/v1/users/host-notification-mode', route({ access: 'host', tags, summary: 'Chọn mức thông báo của nhà tổ chức', body: HostNotificationModeBody, response: HostNotificationModeDto }), async (req) =>
    profiles.setHostNotificationMode(actorOf(req).id, req.body.mode),
  );

  // A person by username (after the static paths above).
  r.get('/api/v1/users/:username', route({ access: 'public', tags, summary: 'Hồ sơ công khai', params: UsernameParam, response: PublicProfileDto, errors: ['USER_NOT_FOUND'] }), async (req) =>
    profiles.publicProfile(req.params.username, req.actor?.id ?? null),
  );
  r.patch('/api/v1/users/:username', route({ access: 'user', tags, summary: 'Sửa hồ sơ công khai (của mình; quản trị viên sửa được mọi hồ sơ)', params: UsernameParam, body: UpdateUserProfileBody, response: PublicProfileDto, errors: ['USER_NOT_FOUND'] }), async (req) =>
    profiles.updateProfile(actorOf(req), req.params.username, req.body),
  );
}
