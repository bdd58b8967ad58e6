import type { HostDirectoryQuery } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';
import { queryKeysFactory } from '../../lib/query-keys';

export const profilesApi = {
  profile: (username: string, signal?: AbortSignal) => callApi(calls.profiles.get, { params: { username } }, { signal, toast: false }),
  hosts: (query: Partial<HostDirectoryQuery>, signal?: AbortSignal) => callApi(calls.profiles.hostDirectory, { query }, { signal }),
  follow: (hostId: string) => callApi(calls.follows.follow, { body: { hostId } }, { toast: false }),
  unfollow: (hostId: string) => callApi(calls.follows.unfollow, { body: { hostId } }, { toast: false }),
};

const profileKeys = queryKeysFactory('profiles');
export const profileKey = (username: string) => profileKeys.key('user', username);
export const hostsKey = (query: Partial<HostDirectoryQuery>) => profileKeys.key('hosts', query);
