import { slugify, type NotificationSettings, type UserDto } from '@market/contract';
import type { UserRow } from './users.table.js';

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  channels: { NOTIFICATION: 'ENABLED', EMAIL: 'ENABLED', SMS: 'DISABLED', ZNS: 'DISABLED' },
  mobileFrequency: 'INSTANT',
};

export function notificationSettingsOf(user: Pick<UserRow, 'notificationSettings'>): NotificationSettings {
  const stored = user.notificationSettings;
  return {
    channels: { ...DEFAULT_NOTIFICATION_SETTINGS.channels, ...stored?.channels },
    mobileFrequency: stored?.mobileFrequency ?? DEFAULT_NOTIFICATION_SETTINGS.mobileFrequency,
  };
}

/** The one shape of a user that leaves the server: no hash, no counters. */
export function toUserDto(user: UserRow): UserDto {
  return {
    id: user.id,
    email: user.email,
    phone: user.phone,
    fullName: user.fullName,
    username: user.username,
    avatar: user.avatar,
    role: user.role,
    status: user.status,
    gender: user.gender,
    dateOfBirth: user.dateOfBirth,
    bio: user.bio,
    address: user.address,
    city: user.city,
    loginMethod: user.loginMethod,
    isEmailVerified: Boolean(user.emailVerifiedAt),
    isPhoneVerified: Boolean(user.phoneVerifiedAt),
    isFirstLogin: user.isFirstLogin,
    hasPassword: Boolean(user.passwordHash),
    interests: user.interests,
    createdAt: user.createdAt.toISOString(),
  };
}

/** An account that may sign in: active and not terminated. */
export function isLive(user: Pick<UserRow, 'status' | 'deletedAt'>): boolean {
  return user.status === 'ACTIVE' && !user.deletedAt;
}

/** A readable handle from a name: "Nguyễn Văn Đức" → "nguyen-van-duc". */
export function usernameBase(fullName: string): string {
  return slugify(fullName, 30) || 'user';
}
