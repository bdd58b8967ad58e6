import { z } from 'zod';
import { Email, PageQuery } from './common.js';

export const EmailCollectionStatus = z.enum(['ACTIVE', 'UNSUBSCRIBED']);
export type EmailCollectionStatus = z.infer<typeof EmailCollectionStatus>;

/** The footer's newsletter form. */
export const EmailCollectionBody = z.object({
  email: Email,
  fullName: z.string().trim().min(1, 'INVALID_NAME').max(100, 'INVALID_NAME').optional(),
  source: z.string().trim().min(1).max(50).optional(),
});
export type EmailCollectionBody = z.infer<typeof EmailCollectionBody>;

export const EmailCollectionDto = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  source: z.string().nullable(),
  status: EmailCollectionStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmailCollectionDto = z.infer<typeof EmailCollectionDto>;

export const EmailCollectionsQuery = PageQuery.extend({
  q: z.string().trim().max(100).optional(),
  status: EmailCollectionStatus.optional(),
});
export type EmailCollectionsQuery = z.infer<typeof EmailCollectionsQuery>;

export const UpdateEmailCollectionBody = z.object({
  status: EmailCollectionStatus.optional(),
  fullName: z.string().trim().min(1, 'INVALID_NAME').max(100, 'INVALID_NAME').nullable().optional(),
});
export type UpdateEmailCollectionBody = z.infer<typeof UpdateEmailCollectionBody>;

/** One address of the combined export: verified accounts and newsletter sign-ups, once each. */
export const AdminEmailDto = z.object({
  email: z.string(),
  fullName: z.string().nullable(),
  source: z.enum(['USER', 'NEWSLETTER', 'BOTH']),
  createdAt: z.string(),
});
export type AdminEmailDto = z.infer<typeof AdminEmailDto>;
export const AdminEmailsQuery = PageQuery.extend({ q: z.string().trim().max(100).optional() });
export type AdminEmailsQuery = z.infer<typeof AdminEmailsQuery>;

const Topic = z.string().trim().min(1).max(50);
export const SubscriptionEmailBody = z.object({ email: Email, topics: z.array(Topic).max(20).default([]) });
export type SubscriptionEmailBody = z.input<typeof SubscriptionEmailBody>;
export const UpdateSubscriptionEmailBody = z.object({ email: Email, topics: z.array(Topic).max(20), isActive: z.boolean() }).partial();
export type UpdateSubscriptionEmailBody = z.infer<typeof UpdateSubscriptionEmailBody>;
export const SubscriptionEmailDto = z.object({
  id: z.uuid(),
  email: z.string(),
  topics: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SubscriptionEmailDto = z.infer<typeof SubscriptionEmailDto>;

/** Search histories: a person's own recent keywords (at most SEARCH_HISTORY_LIMIT). */
export const SEARCH_HISTORY_LIMIT = 50;
export const SearchHistoryBody = z.object({ keyword: z.string().trim().min(1, 'INVALID_INPUT_PARAMS').max(200, 'INVALID_INPUT_PARAMS') });
export type SearchHistoryBody = z.infer<typeof SearchHistoryBody>;
export const SearchHistoryDto = z.object({ id: z.uuid(), keyword: z.string(), createdAt: z.string() });
export type SearchHistoryDto = z.infer<typeof SearchHistoryDto>;
