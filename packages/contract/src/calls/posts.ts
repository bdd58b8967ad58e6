import { SlugParam } from '../schemas/catalogue.js';
import { IdParam, OkResponse, paged } from '../schemas/common.js';
import { CreatePostBody, OpenGraphBody, OpenGraphDto, PostCardDto, PostDto, PostListQuery, PostsByUsernameQuery, UpdatePostBody } from '../schemas/posts.js';
import { UsernameParam } from '../schemas/profiles.js';
import { call } from './call.js';

/** Posts (spec 7.17): a host's news, projects and blog; public reads show published posts only, except to their author and admins. */
export const postCalls = {
  create: call({ method: 'POST', path: '/api/v1/posts', access: 'host', body: CreatePostBody, response: PostDto, status: 201 }),
  list: call({ method: 'GET', path: '/api/v1/posts/list', access: 'public', query: PostListQuery, response: paged(PostCardDto) }),
  byUsername: call({
    method: 'GET',
    path: '/api/v1/posts/allByUsername/:username',
    access: 'public',
    params: UsernameParam,
    query: PostsByUsernameQuery,
    response: paged(PostCardDto),
  }),
  bySlug: call({ method: 'GET', path: '/api/v1/posts/:slug', access: 'public', params: SlugParam, response: PostDto }),
  byId: call({ method: 'GET', path: '/api/v1/posts/detail-by-Id/:id', access: 'public', params: IdParam, response: PostDto }),
  update: call({ method: 'PATCH', path: '/api/v1/posts/:id', access: 'host', params: IdParam, body: UpdatePostBody, response: PostDto }),
  remove: call({ method: 'DELETE', path: '/api/v1/posts/:id', access: 'host', params: IdParam, response: OkResponse }),
} as const;

/** A link's preview (title, description, image, site), read server-side from public web pages only. */
export const openGraphCalls = {
  preview: call({ method: 'POST', path: '/api/v1/open-graph', access: 'user', body: OpenGraphBody, response: OpenGraphDto }),
} as const;
