import { z } from 'zod';
import { PageQuery } from './common.js';
import { UserSummaryDto } from './profiles.js';

/** Ebooks: a host's PDF or EPUB, sold as the E_BOOK product type and read through short-lived links. */

/**
 * Where a book stands (the "other product status" of spec 3.3): a draft, submitted to the admins,
 * published (on sale), rejected (with a reason), or taken off sale by its host after approval.
 */
export const EBOOK_STATUSES = ['DRAFT', 'PENDING_APPROVAL_WITH_ADMIN', 'PUBLISHED', 'REJECTED', 'UNPUBLISHED'] as const;
export const EbookStatus = z.enum(EBOOK_STATUSES);
export type EbookStatus = z.infer<typeof EbookStatus>;
/**
 * What the host asks for in a create or edit: PUBLISHED submits a book never approved to the admins
 * (it goes on sale once approved) or puts an approved one back on sale; DRAFT takes it off sale or
 * back from review.
 */
export const EbookPublication = z.enum(['DRAFT', 'PUBLISHED']);
export type EbookPublication = z.infer<typeof EbookPublication>;

const EbookFields = {
  title: z.string().trim().min(3, 'INVALID_TITLE').max(200, 'INVALID_TITLE'),
  description: z.string().trim().max(20_000).nullable().optional(),
  coverImage: z
    .url({ protocol: /^https?$/, message: 'INVALID_URL' })
    .max(2048)
    .nullable()
    .optional(),
  /** The upload (PDF or EPUB) of the caller holding the book; stored privately. */
  fileId: z.uuid(),
  /** VND; 0 = free (still "bought" through a free order, so the reader is known). */
  price: z.number().int('INVALID_PRICE').min(0, 'INVALID_PRICE').max(1_000_000_000, 'INVALID_PRICE'),
  pagesCount: z.number().int().min(1).max(100_000).nullable().optional(),
  status: EbookPublication.default('DRAFT'),
};
export const EbookBody = z.object(EbookFields);
export type EbookBody = z.input<typeof EbookBody>;
export const UpdateEbookBody = z.object({ ...EbookFields, status: EbookPublication }).partial();
export type UpdateEbookBody = z.input<typeof UpdateEbookBody>;

export const EbookDto = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  coverImage: z.string().nullable(),
  price: z.number().int(),
  pagesCount: z.number().int().nullable(),
  status: EbookStatus,
  /** Why the admins rejected it (only for its host and admins; null otherwise). */
  rejectReason: z.string().nullable(),
  /** PDF or EPUB. */
  contentType: z.string(),
  host: UserSummaryDto,
  /** Only for the host and admins: the upload holding the file. */
  fileId: z.uuid().nullable(),
  canEdit: z.boolean(),
  /** The viewer bought it (and was not refunded): its page offers the download, not the purchase. Lists say false. */
  owned: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EbookDto = z.infer<typeof EbookDto>;

export const EbookListQuery = PageQuery.extend({ q: z.string().trim().max(200).optional(), hostId: z.uuid().optional() });
export type EbookListQuery = z.infer<typeof EbookListQuery>;
export const HostEbookListQuery = PageQuery.extend({ status: EbookStatus.optional() });
export type HostEbookListQuery = z.infer<typeof HostEbookListQuery>;
