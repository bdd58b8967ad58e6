import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreatePostBody, PostListQuery, PostsByUsernameQuery, UpdatePostBody } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';

export type PostType = 'BLOG' | 'NEWS' | 'PROJECT';

export const postKeys = {
  all: ['posts'] as const,
  list: (query: Partial<PostListQuery>) => ['posts', 'list', query] as const,
  byUsername: (username: string, query: Partial<PostsByUsernameQuery>) => ['posts', 'user', username, query] as const,
  detail: (slug: string) => ['posts', 'slug', slug] as const,
  byId: (id: string) => ['posts', 'id', id] as const,
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
