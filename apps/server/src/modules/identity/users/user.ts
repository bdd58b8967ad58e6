import { slugify, type NotificationSettings, type UserDto } from '@market/contract';
import type { NewUserRow, UserRow } from './users.table.js';

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

/**
 * An erased account: nothing left that tells who the person was (contacts, names, picture, texts,
 * social ids and handles, demographics, preferences), closed for good. The id and role stay so orders,
 * payments and a host's past content still add up.
 */
export function erasedUser(id: string): Partial<NewUserRow> {
  return {
    email: null,
    emailVerifiedAt: null,
    phone: null,
    phoneVerifiedAt: null,
    username: `deleted-${id.slice(0, 8)}`,
    fullName: 'Tài khoản đã xoá',
    avatar: null,
    gender: null,
    dateOfBirth: null,
    bio: null,
    headline: null,
    address: null,
    city: null,
    socialId: null,
    socialContacts: {},
    passwordHash: null,
    interests: [],
    ageBand: null,
    notificationSettings: null,
    topHostRank: null,
    failedLoginCount: 0,
    lockedUntil: null,
    status: 'INACTIVE',
    deletedAt: new Date(),
  };
}

/** A readable handle from a name: "Nguyễn Văn Đức" → "nguyen-van-duc". */
export function usernameBase(fullName: string): string {
  return slugify(fullName, 30) || 'user';
}
