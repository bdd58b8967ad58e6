import { IdParam, PageQuery } from '../schemas/common.js';
import { FollowBody, FollowStatusDto, FollowingPage } from '../schemas/follows.js';
import { call } from './call.js';

export const followCalls = {
  follow: call({ method: 'POST', path: '/api/v1/follow', access: 'user', body: FollowBody, response: FollowStatusDto }),
  unfollow: call({ method: 'DELETE', path: '/api/v1/follow', access: 'user', body: FollowBody, response: FollowStatusDto }),
  status: call({ method: 'GET', path: '/api/v1/follow/:id', access: 'user', params: IdParam, response: FollowStatusDto }),
  listMine: call({ method: 'GET', path: '/api/v1/auth/followings', access: 'user', query: PageQuery, response: FollowingPage }),
} as const;
