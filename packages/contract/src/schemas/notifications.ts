import { z } from 'zod';
import { ChannelStatus, MobileNotificationFrequency, NotificationType } from '../enums.js';
import { PageQuery, QueryBoolean, paged } from './common.js';

export const NotificationListQuery = PageQuery.extend({ isRead: QueryBoolean.optional() });
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

export const NotificationDto = z.object({
  id: z.uuid(),
  type: NotificationType.schema,
  title: z.string(),
  body: z.string(),
  /** Where the notification leads in the app, e.g. `/events/some-slug`. */
  link: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  isRead: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationDto = z.infer<typeof NotificationDto>;
export const NotificationPage = paged(NotificationDto);
export type NotificationPage = z.infer<typeof NotificationPage>;

export const NotificationCount = z.object({ total: z.number().int(), unread: z.number().int() });
export type NotificationCount = z.infer<typeof NotificationCount>;

export const MarkAllReadResult = z.object({ updated: z.number().int() });
export type MarkAllReadResult = z.infer<typeof MarkAllReadResult>;

export const DEVICE_PLATFORMS = ['ios', 'android', 'web'] as const;
export const DevicePlatform = z.enum(DEVICE_PLATFORMS);
export const RegisterDeviceBody = z.object({
  token: z.string().trim().min(10).max(4096),
  platform: DevicePlatform.default('android'),
});
export type RegisterDeviceBody = z.infer<typeof RegisterDeviceBody>;
export const RemoveDeviceBody = z.object({ token: z.string().trim().min(1).max(4096) });
export type RemoveDeviceBody = z.infer<typeof RemoveDeviceBody>;
export const TestPushResult = z.object({ devices: z.number().int(), sent: z.number().int() });
export type TestPushResult = z.infer<typeof TestPushResult>;

export const NotificationSettings = z.object({
  channels: z.object({
    NOTIFICATION: ChannelStatus.schema,
    EMAIL: ChannelStatus.schema,
    SMS: ChannelStatus.schema,
    ZNS: ChannelStatus.schema,
  }),
  mobileFrequency: MobileNotificationFrequency.schema,
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/**
 * The Vietnam hours (Asia/Ho_Chi_Minh) at which a DAILY_BATCH_n person gets their held pushes as one
 * digest: morning first, then spread over the waking day (server and web read this one table).
 */
export const DIGEST_HOURS = {
  DAILY_BATCH_1: [8],
  DAILY_BATCH_2: [8, 18],
  DAILY_BATCH_3: [8, 12, 18],
  DAILY_BATCH_4: [8, 12, 16, 20],
  DAILY_BATCH_5: [8, 11, 14, 17, 20],
} as const satisfies Record<Extract<MobileNotificationFrequency, `DAILY_BATCH_${number}`>, readonly number[]>;
export type DigestFrequency = keyof typeof DIGEST_HOURS;
export const isDigestFrequency = (frequency: MobileNotificationFrequency): frequency is DigestFrequency => frequency in DIGEST_HOURS;
export const UpdateNotificationSettingsBody = z.object({
  channels: NotificationSettings.shape.channels.partial().optional(),
  mobileFrequency: MobileNotificationFrequency.schema.optional(),
});
export type UpdateNotificationSettingsBody = z.infer<typeof UpdateNotificationSettingsBody>;

/** An admin's announcement: to the users named, or to every active user when none is named. */
export const AnnounceBody = z.object({
  userIds: z.array(z.uuid()).max(1000).optional(),
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(2000),
  // A path inside the app: an absolute URL here would turn notifications into an open redirect.
  link: z
    .string()
    .trim()
    .max(500)
    .regex(/^\/(?!\/)/, 'INVALID_REQUEST')
    .optional(),
});
export type AnnounceBody = z.infer<typeof AnnounceBody>;
export const AnnounceResult = z.object({ recipients: z.number().int(), jobId: z.string().nullable() });
export type AnnounceResult = z.infer<typeof AnnounceResult>;

/** Realtime channel names (spec section 2). */
export const REALTIME = {
  path: '/socket.io',
  registerEvent: 'register',
  quitEvent: 'quit',
  notificationEvent: 'new-notification',
  room: 'notifications',
} as const;
