import type { FollowStatusDto, HostCardPage, HostDirectoryQuery, PublicProfileDto } from '@market/contract';
import { api } from '../../lib/api';

export const profilesApi = {
  profile: (username: string, signal?: AbortSignal) => api.get<PublicProfileDto>(`/api/v1/users/${encodeURIComponent(username)}`, undefined, { signal, toast: false }),
  hosts: (query: Partial<HostDirectoryQuery>, signal?: AbortSignal) => api.get<HostCardPage>('/api/v2/users/list', query, { signal }),
  follow: (hostId: string) => api.post<FollowStatusDto>('/api/v1/follow', { hostId }, { toast: false }),
  unfollow: (hostId: string) => api.delete<FollowStatusDto>('/api/v1/follow', { hostId }, { toast: false }),
};

export const profileKey = (username: string) => ['profiles', 'user', username] as const;
export const hostsKey = (query: Partial<HostDirectoryQuery>) => ['profiles', 'hosts', query] as const;
