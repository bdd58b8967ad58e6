import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { Gender, HOST_NOTIFICATION_MODES, LoginMethod, UserRole, UserStatus, type HostNotificationMode, type NotificationSettings } from '@market/contract';
import { oneOf } from '../../../platform/db/checks.js';
// A cycle (host categories name users too) that is safe: Drizzle resolves references lazily.
import { hostCategories } from '../../catalogue/categories/categories.table.js';

/** Name and username folded for search (see users_search_trgm_idx). */
export const searchableName = sql`immutable_unaccent(lower(${sql.identifier('users')}.${sql.identifier('full_name')} || ' ' || ${sql.identifier('users')}.${sql.identifier('username')}))`;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    phone: text('phone'),
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    avatar: text('avatar'),
    role: text('role', { enum: UserRole.values }).notNull().default('USER'),
    status: text('status', { enum: UserStatus.values }).notNull().default('ACTIVE'),
    gender: text('gender', { enum: Gender.values }),
    dateOfBirth: date('date_of_birth'),
    bio: text('bio'),
    address: text('address'),
    city: text('city'),
    loginMethod: text('login_method', { enum: LoginMethod.values }).notNull().default('CREDENTIALS'),
    socialId: text('social_id'),
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    isFirstLogin: boolean('is_first_login').notNull().default(true),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notificationSettings: jsonb('notification_settings').$type<NotificationSettings>(),
    /** A one-line title under the name on the public profile ("Giảng viên UX tại ..."). */
    headline: text('headline'),
    /** Age band for audience statistics: 13-22, 23-32, 33-42, >43 (null = unknown). */
    ageBand: text('age_band'),
    /** ZALO / FACEBOOK contact handles or links shown on the profile. */
    socialContacts: jsonb('social_contacts').$type<Partial<Record<'ZALO' | 'FACEBOOK', string>>>().notNull().default({}),
    /** Kept by follow/unfollow in the same transaction; rankings sort on it. */
    followerCount: integer('follower_count').notNull().default(0),
    /** Admin-curated top hosts: a rank (1 first) or null. */
    topHostRank: integer('top_host_rank'),
    hostCategoryId: uuid('host_category_id').references((): AnyPgColumn => hostCategories.id, { onDelete: 'set null' }),
    /** What a host wants to hear about (ALL, IMPORTANT, NONE). */
    hostNotificationMode: text('host_notification_mode').$type<HostNotificationMode>().notNull().default('ALL'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    // Live hosts: what the directory and the rankings list (their queries filter exactly so).
    const liveHost = sql`${t.role} = 'HOST' and ${t.deletedAt} is null and ${t.status} = 'ACTIVE'`;
    return [
      uniqueIndex('users_email_key').on(t.email),
      uniqueIndex('users_phone_key').on(t.phone),
      uniqueIndex('users_username_key').on(t.username),
      uniqueIndex('users_social_key').on(t.loginMethod, t.socialId),
      index('users_role_status_idx').on(t.role, t.status),
      // The host directory's and rankings' orders, tie-breaks included, so a page stops after its rows.
      index('users_hosts_followers_idx').on(t.followerCount.desc().nullsFirst(), t.createdAt.desc().nullsFirst()).where(liveHost),
      index('users_hosts_ranking_idx')
        .on(t.topHostRank.asc().nullsLast(), t.followerCount.desc().nullsFirst(), t.createdAt.desc().nullsFirst())
        .where(liveHost),
      index('users_search_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.fullName} || ' ' || ${t.username})) gin_trgm_ops`),
      index('users_full_name_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.fullName})) gin_trgm_ops`),
      oneOf('users_role_check', t.role, UserRole.values),
      oneOf('users_status_check', t.status, UserStatus.values),
      oneOf('users_gender_check', t.gender, Gender.values),
      oneOf('users_login_method_check', t.loginMethod, LoginMethod.values),
      oneOf('users_host_notification_mode_check', t.hostNotificationMode, HOST_NOTIFICATION_MODES),
    ];
  },
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
