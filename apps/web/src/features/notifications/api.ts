import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateNotificationSettingsBody } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';
import { queryKeysFactory } from '../../lib/query-keys';

export type NotificationFilter = 'all' | 'unread';

/** Every notification query lives under one key, so a realtime event refreshes them all at once. */
const keys = queryKeysFactory('notifications');
export const notificationKeys = {
  ...keys,
  count: () => keys.key('count'),
  // Outside `all`: reading or marking notices does not refresh the settings.
  settings: () => queryKeysFactory('notification-settings').all,
};

export const NOTIFICATIONS_PAGE_SIZE = 10;

const c = calls.notifications;

export const notificationsApi = {
  count: (signal?: AbortSignal) => callApi(c.count, {}, { signal }),
  list: (filter: NotificationFilter, page: number, signal?: AbortSignal) =>
    callApi(c.list, { query: { page, limit: NOTIFICATIONS_PAGE_SIZE, isRead: filter === 'unread' ? false : undefined } }, { signal }),
  markRead: (id: string) => callApi(c.markRead, { params: { id } }),
  markAllRead: () => callApi(c.markAllRead),
  settings: (signal?: AbortSignal) => callApi(c.settings, {}, { signal }),
  updateSettings: (body: UpdateNotificationSettingsBody) => callApi(c.updateSettings, { body }),
};

/** Total and unread counts; the realtime channel keeps them fresh, a slow poll covers lost events. */
export function useNotificationCount(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.count(),
    queryFn: ({ signal }) => notificationsApi.count(signal),
    enabled,
    refetchInterval: 120_000,
  });
}

export function useNotificationList(filter: NotificationFilter, page: number) {
  return useQuery({
    queryKey: notificationKeys.list({ filter, page }),
    queryFn: ({ signal }) => notificationsApi.list(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notificationsApi.markRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notificationsApi.markAllRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useNotificationSettings() {
  return useQuery({ queryKey: notificationKeys.settings(), queryFn: ({ signal }) => notificationsApi.settings(signal) });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notificationsApi.updateSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings(), settings),
  });
}
