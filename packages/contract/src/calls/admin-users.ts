import { AdminCreateUserBody, AdminUpdateUserBody, AdminUserV2Dto, AdminUsersQuery, BulkUploadAccepted, ChangeUserStatusBody } from '../schemas/admin-users.js';
import { UserDto } from '../schemas/auth.js';
import { IdParam, OkResponse, paged } from '../schemas/common.js';
import { call } from './call.js';

export const adminUserCalls = {
  create: call({ method: 'POST', path: '/api/v1/admin/users', access: 'admin', body: AdminCreateUserBody, response: UserDto, status: 201 }),
  createV2: call({ method: 'POST', path: '/api/v2/users/create', access: 'admin', body: AdminCreateUserBody, response: UserDto, status: 201 }),
  list: call({ method: 'GET', path: '/api/v1/admin/users', access: 'admin', query: AdminUsersQuery, response: paged(UserDto) }),
  /** The list with follower counts and host profiles. */
  listV2: call({ method: 'GET', path: '/api/v2/admin/users', access: 'admin', query: AdminUsersQuery, response: paged(AdminUserV2Dto) }),
  get: call({ method: 'GET', path: '/api/v1/admin/users/:id', access: 'admin', params: IdParam, response: UserDto }),
  update: call({ method: 'PATCH', path: '/api/v1/admin/users/:id', access: 'admin', params: IdParam, body: AdminUpdateUserBody, response: UserDto }),
  remove: call({ method: 'DELETE', path: '/api/v1/admin/users/:id', access: 'admin', params: IdParam, response: OkResponse }),
  changeStatus: call({
    method: 'PATCH',
    path: '/api/v1/admin/users/change-status/:id',
    access: 'admin',
    params: IdParam,
    body: ChangeUserStatusBody,
    response: UserDto,
  }),
  /** A CSV/XLSX sheet in the multipart field `file`; the rows are created by a job. */
  upload: call({ method: 'POST', path: '/api/v1/admin/users/upload', access: 'admin', multipart: true, response: BulkUploadAccepted, status: 202 }),
} as const;
