import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationCount, NotificationDto, NotificationPage, NotificationSettings, UpdateNotificationSettingsBody } from '@market/contract';
import { api } from '../../lib/api';

export type NotificationFilter = 'all' | 'unread';

/** Every notification query lives under one key, so a realtime event refreshes them all at once. */
export const notificationKeys = {
  all: ['notifications'] as const,
  count: () => [...notificationKeys.all, 'count'] as const,
  list: (filter: NotificationFilter, page: number) => [...notificationKeys.all, 'list', filter, page] as const,
  settings: () => ['notification-settings'] as const,
};

export const NOTIFICATIONS_PAGE_SIZE = 10;

export const notificationsApi = {
  count: (signal?: AbortSignal) => api.get<NotificationCount>('/api/v1/notifications/count', undefined, { signal }),
  list: (filter: NotificationFilter, page: number, signal?: AbortSignal) =>
    api.get<NotificationPage>('/api/v1/notifications', { page, limit: NOTIFICATIONS_PAGE_SIZE, isRead: filter === 'unread' ? false : undefined }, { signal }),
  markRead: (id: string) => api.patch<NotificationDto>(`/api/v1/notifications/${id}`),
  markAllRead: () => api.patch<{ updated: number }>('/api/v1/notifications'),
  settings: (signal?: AbortSignal) => api.get<NotificationSettings>('/api/v1/notifications/settings', undefined, { signal }),
  updateSettings: (body: UpdateNotificationSettingsBody) => api.put<NotificationSettings>('/api/v1/notifications/settings', body),
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
    queryKey: notificationKeys.list(filter, page),
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
