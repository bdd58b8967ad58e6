import { IdParam, OkResponse, PageQuery } from '../schemas/common.js';
import {
  AchievementBody, AchievementDto, BankAccountBody, BankAccountDto, CategoryChangesBody, EducationBody, EducationDto, HostCardPage, HostDirectoryQuery,
  HostNotificationModeBody, HostNotificationModeDto, HostRankingQuery, MyCategoriesDto, MyProfileDto, OnlineCoursePage, PublicProfileDto, TopHostsBody,
  TopHostsResult, UpdateUserProfileBody, UserListQuery, UserOnCategoryBody, UserSummaryPage, UsernameParam, WorkBody, WorkDto,
} from '../schemas/profiles.js';
import { call } from './call.js';

export const profileCalls = {
  searchUsers: call({ method: 'GET', path: '/api/v1/users/list', access: 'user', query: UserListQuery, response: UserSummaryPage }),
  hostRankings: call({ method: 'GET', path: '/api/v1/users/host-rankings', access: 'public', query: HostRankingQuery, response: HostCardPage }),
  hostDirectory: call({ method: 'GET', path: '/api/v2/users/list', access: 'public', query: HostDirectoryQuery, response: HostCardPage }),
  getMine: call({ method: 'GET', path: '/api/v2/users', access: 'user', response: MyProfileDto }),
  listMyOnlineCourses: call({ method: 'GET', path: '/api/v2/users/online-courses', access: 'user', query: PageQuery, response: OnlineCoursePage }),

  addWork: call({ method: 'POST', path: '/api/v1/users/works', access: 'user', body: WorkBody, response: WorkDto, status: 201 }),
  removeWork: call({ method: 'DELETE', path: '/api/v1/users/works/:id', access: 'user', params: IdParam, response: OkResponse }),
  addEducation: call({ method: 'POST', path: '/api/v1/users/educations', access: 'user', body: EducationBody, response: EducationDto, status: 201 }),
  removeEducation: call({ method: 'DELETE', path: '/api/v1/users/educations/:id', access: 'user', params: IdParam, response: OkResponse }),
  addAchievement: call({ method: 'POST', path: '/api/v1/users/achievements', access: 'user', body: AchievementBody, response: AchievementDto, status: 201 }),
  removeAchievement: call({ method: 'DELETE', path: '/api/v1/users/achievements/:id', access: 'user', params: IdParam, response: OkResponse }),
  updateBankAccount: call({ method: 'POST', path: '/api/v1/users/update-bank-account', access: 'host', body: BankAccountBody, response: BankAccountDto }),

  replaceHostCategories: call({ method: 'PATCH', path: '/api/v1/users/user-on-category', access: 'user', body: UserOnCategoryBody, response: MyCategoriesDto }),
  changeHostCategories: call({ method: 'PATCH', path: '/api/v1/users/user-on-category-v2', access: 'user', body: CategoryChangesBody, response: MyCategoriesDto }),
  changeInterestCategories: call({ method: 'PATCH', path: '/api/v1/users/user-interest-on-category-v2', access: 'user', body: CategoryChangesBody, response: MyCategoriesDto }),
  setTopHosts: call({ method: 'PATCH', path: '/api/v1/users/top-hosts', access: 'admin', body: TopHostsBody, response: TopHostsResult }),
  setHostNotificationMode: call({ method: 'PATCH', path: '/api/v1/users/host-notification-mode', access: 'host', body: HostNotificationModeBody, response: HostNotificationModeDto }),

  get: call({ method: 'GET', path: '/api/v1/users/:username', access: 'public', params: UsernameParam, response: PublicProfileDto }),
  update: call({ method: 'PATCH', path: '/api/v1/users/:username', access: 'user', params: UsernameParam, body: UpdateUserProfileBody, response: PublicProfileDto }),
} as const;
