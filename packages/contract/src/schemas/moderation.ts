import { z } from 'zod';
import { ModerationAction, ModerationContentType, ModerationStatus } from '../enums.js';
import { PageQuery, QueryBoolean } from './common.js';

/** Content moderation (spec 7.14): keywords that flag submitted content, one queue across content types, decisions. */

/** The longest keyword or phrase. */
export const KEYWORD_MAX_LENGTH = 100;
/** The biggest keyword list one upload may carry (.csv, .xlsx or .txt) and its most keywords. */
export const KEYWORD_UPLOAD_MAX_BYTES = 1024 * 1024;
export const KEYWORD_UPLOAD_MAX_KEYWORDS = 5000;
/** The longest text the admin's "test a text" takes. */
export const MODERATION_TEST_MAX_LENGTH = 20_000;

/** A word or phrase: at least one letter or digit (punctuation alone would match nothing). */
export const KeywordText = z
  .string('INVALID_KEYWORD')
  .trim()
  .min(1, 'INVALID_KEYWORD')
  .max(KEYWORD_MAX_LENGTH, 'INVALID_KEYWORD')
  .refine((text) => /[\p{L}\p{N}]/u.test(text), 'INVALID_KEYWORD');

export const KeywordBody = z.object({ keyword: KeywordText });
export type KeywordBody = z.infer<typeof KeywordBody>;
export const UpdateKeywordBody = z.object({ id: z.uuid(), keyword: KeywordText });
export type UpdateKeywordBody = z.infer<typeof UpdateKeywordBody>;
export const KeywordListQuery = PageQuery.extend({ q: z.string().trim().max(KEYWORD_MAX_LENGTH).optional() });
export type KeywordListQuery = z.infer<typeof KeywordListQuery>;
export const KeywordDto = z.object({ id: z.uuid(), keyword: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type KeywordDto = z.infer<typeof KeywordDto>;

/** Why a line of an uploaded list was not taken: nothing in its first column, only punctuation, or longer than KEYWORD_MAX_LENGTH. */
export const KeywordLineProblem = z.enum(['EMPTY', 'NO_LETTERS', 'TOO_LONG']);
export type KeywordLineProblem = z.infer<typeof KeywordLineProblem>;
/** At most this many skipped and invalid lines are listed in an upload's answer (all are counted). */
export const KEYWORD_UPLOAD_LINES_SHOWN = 100;

/**
 * What an uploaded list did: how many lines held something (the header left out), how many keywords
 * were added, how many were skipped as duplicates (already in the list, or repeated in the file:
 * the same without case and diacritics) and how many lines were unusable, each with its line number
 * (the file's first line is 1).
 */
export const KeywordUploadResult = z.object({
  received: z.number().int(),
  added: z.number().int(),
  skipped: z.number().int(),
  invalid: z.number().int(),
  /** The first KEYWORD_UPLOAD_LINES_SHOWN duplicates, in file order. */
  duplicates: z.array(z.object({ line: z.number().int(), keyword: z.string() })),
  /** The first KEYWORD_UPLOAD_LINES_SHOWN unusable lines, in file order. */
  invalidLines: z.array(z.object({ line: z.number().int(), problem: KeywordLineProblem })),
});
export type KeywordUploadResult = z.infer<typeof KeywordUploadResult>;

export const ModerationTestBody = z.object({ text: z.string().max(MODERATION_TEST_MAX_LENGTH, 'INVALID_INPUT_PARAMS') });
export type ModerationTestBody = z.infer<typeof ModerationTestBody>;
/** A keyword found in a text: `start`/`end` are UTF-16 offsets into that text, `text` is what was there. */
export const KeywordMatchDto = z.object({ keyword: z.string(), start: z.number().int(), end: z.number().int(), text: z.string() });
export type KeywordMatchDto = z.infer<typeof KeywordMatchDto>;
export const ModerationTestResult = z.object({ flagged: z.boolean(), matches: z.array(KeywordMatchDto) });
export type ModerationTestResult = z.infer<typeof ModerationTestResult>;

/** Content moderation decisions: the content type and id in the path. */
export const ModerationParams = z.object({ type: z.string().trim().min(1).max(40), id: z.uuid() });
export const ModerationRejectBody = z.object({
  reason: z.string().trim().min(1, 'INVALID_REJECT_REASON').max(1000, 'INVALID_REJECT_REASON'),
  /** REJECTED: the content goes back to the host to fix; CONTACT: the admin will contact the host (still rejected). */
  action: ModerationAction.schema.default('REJECTED'),
});
export type ModerationRejectBody = z.infer<typeof ModerationRejectBody>;
/** The content's own status after the decision (each type has its own statuses). */
export const ModerationDecisionDto = z.object({ type: z.string(), id: z.uuid(), status: z.string() });
export type ModerationDecisionDto = z.infer<typeof ModerationDecisionDto>;

export const ModerationListQuery = PageQuery.extend({
  type: ModerationContentType.schema.optional(),
  /** Where the content stands in the queue (CONTACT: rejected, the admin contacts the host). */
  status: ModerationStatus.schema.optional(),
  hostId: z.uuid().optional(),
  /** Only content where a keyword was found. */
  flagged: QueryBoolean.optional(),
  /** Part of the title, without diacritics. */
  q: z.string().trim().max(200).optional(),
});
export type ModerationListQuery = z.infer<typeof ModerationListQuery>;

/** A keyword found when the content was submitted: `start`/`end` are offsets into `excerpt`. */
export const ModerationFlagDto = z.object({ field: z.string(), keyword: z.string(), excerpt: z.string(), start: z.number().int(), end: z.number().int() });
export type ModerationFlagDto = z.infer<typeof ModerationFlagDto>;

export const ModerationHostDto = z.object({ id: z.uuid(), username: z.string().nullable(), fullName: z.string(), avatar: z.string().nullable() });
export const ModerationItemDto = z.object({
  type: ModerationContentType.schema,
  id: z.uuid(),
  title: z.string(),
  slug: z.string().nullable(),
  /** Where the admin opens the content (its public page; admins see it whatever its status). */
  link: z.string(),
  /** The content's own status at its last submission or decision (each type has its own statuses). */
  contentStatus: z.string(),
  /** Where it stands in the queue. */
  status: ModerationStatus.schema,
  /** The keywords found at submission (each once), and where. */
  keywords: z.array(z.string()),
  flags: z.array(ModerationFlagDto),
  submittedAt: z.string(),
  host: ModerationHostDto.nullable(),
  /** The reason given with a rejection; who decided and when (null decidedBy: approved by itself, nothing flagged). */
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Waiting for a decision: approve and reject are offered. */
  canDecide: z.boolean(),
});
export type ModerationItemDto = z.infer<typeof ModerationItemDto>;

const StatusCounts = {
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  contact: z.number().int(),
  flagged: z.number().int(),
};
export const ModerationHostCountsDto = z.object({
  hostId: z.uuid(),
  ...StatusCounts,
  byType: z.array(z.object({ type: ModerationContentType.schema, ...StatusCounts })),
});
export type ModerationHostCountsDto = z.infer<typeof ModerationHostCountsDto>;
