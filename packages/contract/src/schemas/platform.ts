import { z } from 'zod';
import { FileVisibility, JobStatus, MessageKind, OutboxStatus } from '../enums.js';
import { PageQuery, paged } from './common.js';

export const SignUploadBody = z.object({
  fileName: z.string().trim().min(1).max(255),
  contentType: z.string().trim().min(3).max(127),
  size: z.number().int().positive().optional(),
  folder: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, 'INVALID_REQUEST')
    .optional(),
  /** Absent → PUBLIC, except in the folders of paid content, which are always PRIVATE. */
  visibility: FileVisibility.schema.optional(),
});
export type SignUploadBody = z.infer<typeof SignUploadBody>;
export const SignUploadQuery = z.object({
  fileName: z.string().trim().min(1).max(255),
  contentType: z.string().trim().min(3).max(127),
  size: z.coerce.number().int().positive().optional(),
  folder: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, 'INVALID_REQUEST')
    .optional(),
  visibility: FileVisibility.schema.optional(),
});

export const SignedUpload = z.object({
  id: z.uuid(),
  key: z.string(),
  method: z.literal('PUT'),
  uploadUrl: z.string(),
  headers: z.record(z.string(), z.string()),
  /** For a PRIVATE file this plain URL is refused: the file is read through a signed download link. */
  fileUrl: z.string(),
  visibility: FileVisibility.schema,
  maxSize: z.number().int(),
  expiresAt: z.string(),
});
export type SignedUpload = z.infer<typeof SignedUpload>;

export const UploadedFileDto = z.object({
  id: z.uuid(),
  key: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nullable(),
  fileUrl: z.string(),
  visibility: FileVisibility.schema,
  isUploaded: z.boolean(),
  createdAt: z.string(),
});
export type UploadedFileDto = z.infer<typeof UploadedFileDto>;

/** A short-lived link to a private file, handed out by the domain that authorised the reader. */
export const DownloadLinkDto = z.object({ url: z.string(), expiresAt: z.string() });
export type DownloadLinkDto = z.infer<typeof DownloadLinkDto>;

export const JobStatusParams = z.object({
  queue: z.string().min(1).max(100),
  id: z.uuid('JOB_NOT_FOUND'),
});
export const JobStatusDto = z.object({
  id: z.string(),
  queue: z.string(),
  status: JobStatus.schema,
  progress: z.number().min(0).max(100).nullable(),
  result: z.unknown().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type JobStatusDto = z.infer<typeof JobStatusDto>;

export const OutboxQuery = PageQuery.extend({
  recipient: z.string().trim().max(254).optional(),
  kind: MessageKind.schema.optional(),
});
export type OutboxQuery = z.infer<typeof OutboxQuery>;
export const OutboxMessageDto = z.object({
  id: z.uuid(),
  kind: MessageKind.schema,
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** An e-mail's HTML alternative, when it has one (a receipt). */
  html: z.string().nullable(),
  status: OutboxStatus.schema,
  provider: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessageDto = z.infer<typeof OutboxMessageDto>;
export const OutboxPage = paged(OutboxMessageDto);
export type OutboxPage = z.infer<typeof OutboxPage>;

export const HealthDto = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type HealthDto = z.infer<typeof HealthDto>;
