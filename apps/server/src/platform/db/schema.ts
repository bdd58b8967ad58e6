// Every table, for Drizzle's relational queries and drizzle-kit. Each domain owns its own file.
export * from '../../modules/identity/users/users.table.js';
export * from '../../modules/identity/auth/auth.table.js';
export * from '../../modules/engagement/notifications/notifications.table.js';
export * from '../messaging/outbox.table.js';
export * from '../storage/uploads.table.js';
export * from '../jobs/jobs.table.js';
export * from '../realtime/realtime.table.js';
export * from '../../modules/identity/profiles/profiles.table.js';
export * from '../../modules/identity/hosts/hosts.table.js';
export * from '../../modules/identity/follows/follows.table.js';
export * from '../../modules/catalogue/categories/categories.table.js';
export * from '../../modules/engagement/mailing/mailing.table.js';
export * from '../../modules/engagement/search-histories/search-histories.table.js';
export * from '../../modules/catalogue/events/events.table.js';
export * from '../../modules/catalogue/calendars/calendars.table.js';
