import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreatePostBody, PostListQuery, PostsByUsernameQuery, UpdatePostBody } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';
import { queryKeysFactory } from '../../lib/query-keys';

export type PostType = 'BLOG' | 'NEWS' | 'PROJECT';

const keys = queryKeysFactory('posts');
export const postKeys = {
  ...keys,
  byUsername: (username: string, query: Partial<PostsByUsernameQuery>) => keys.key('user', username, query),
  byId: (id: string) => keys.key('id', id),
};

export const postsApi = {
  list: (query: Partial<PostListQuery>, signal?: AbortSignal) => callApi(calls.posts.list, { query }, { signal }),
  byUsername: (username: string, query: Partial<PostsByUsernameQuery>, signal?: AbortSignal) =>
    callApi(calls.posts.byUsername, { params: { username }, query }, { signal }),
  bySlug: (slug: string, signal?: AbortSignal) => callApi(calls.posts.bySlug, { params: { slug } }, { signal, toast: false }),
  byId: (id: string, signal?: AbortSignal) => callApi(calls.posts.byId, { params: { id } }, { signal }),
  create: (body: CreatePostBody) => callApi(calls.posts.create, { body }),
  update: (id: string, body: UpdatePostBody) => callApi(calls.posts.update, { params: { id }, body }),
  remove: (id: string) => callApi(calls.posts.remove, { params: { id } }),
  preview: (url: string) => callApi(calls.openGraph.preview, { body: { url } }),
};

export function usePosts(query: Partial<PostListQuery>) {
  return useQuery({ queryKey: postKeys.list(query), queryFn: ({ signal }) => postsApi.list(query, signal), placeholderData: keepPreviousData });
}

export function useUserPosts(username: string, query: Partial<PostsByUsernameQuery>) {
  return useQuery({
    queryKey: postKeys.byUsername(username, query),
    queryFn: ({ signal }) => postsApi.byUsername(username, query, signal),
    placeholderData: keepPreviousData,
    enabled: Boolean(username),
  });
}

export function usePost(slug: string) {
  return useQuery({ queryKey: postKeys.detail(slug), queryFn: ({ signal }) => postsApi.bySlug(slug, signal) });
}
