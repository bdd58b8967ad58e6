import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HostApplicationBody, HostApplicationDto } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { ApiError, callApi } from '../../lib/api';
import { queryKeysFactory } from '../../lib/query-keys';

const keys = queryKeysFactory('hosting');
export const hostingKeys = { ...keys, mine: () => keys.key('application') };

export const hostingApi = {
  /** My application, or null when I have never applied. */
  mine: async (signal?: AbortSignal): Promise<HostApplicationDto | null> => {
    try {
      return await callApi(calls.hosts.getMine, {}, { signal, toast: false });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'HOST_PROFILE_NOT_FOUND') return null;
      throw error;
    }
  },
  /** A first application, or a rejected one sent again (v2 does both). */
  submit: (body: HostApplicationBody) => callApi(calls.hosts.submitOrResubmit, { body }, { toast: false }),
};

export function useMyHostApplication() {
  return useQuery({
    queryKey: hostingKeys.mine(),
    queryFn: ({ signal }) => hostingApi.mine(signal),
    staleTime: 0,
    // While an admin decides, look again now and then: the answer also arrives as a notification.
    refetchInterval: (query) => (query.state.data && ['NEW_HOST', 'HOST_RESUBMIT'].includes(query.state.data.status) ? 10_000 : false),
  });
}

export function useSubmitHostApplication(onSuccess: (application: HostApplicationDto) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hostingApi.submit,
    onSuccess: (application) => {
      queryClient.setQueryData(hostingKeys.mine(), application);
      onSuccess(application);
    },
  });
}
