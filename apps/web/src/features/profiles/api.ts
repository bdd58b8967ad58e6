import type { HostDirectoryQuery } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';

export const profilesApi = {
  profile: (username: string, signal?: AbortSignal) => callApi(calls.profiles.get, { params: { username } }, { signal, toast: false }),
  hosts: (query: Partial<HostDirectoryQuery>, signal?: AbortSignal) => callApi(calls.profiles.hostDirectory, { query }, { signal }),
  follow: (hostId: string) => callApi(calls.follows.follow, { body: { hostId } }, { toast: false }),
  unfollow: (hostId: string) => callApi(calls.follows.unfollow, { body: { hostId } }, { toast: false }),
};

export const profileKey = (username: string) => ['profiles', 'user', username] as const;
export const hostsKey = (query: Partial<HostDirectoryQuery>) => ['profiles', 'hosts', query] as const;
