import type { NotificationDto } from '@market/contract';
import type { NotificationRow } from './notifications.table.js';

export function toNotificationDto(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    data: row.data,
    isRead: Boolean(row.readAt),
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
