import { z } from 'zod';
import { PageQuery } from './common.js';
import { UserSummaryDto } from './profiles.js';

/** Ebooks: a host's PDF or EPUB, sold as the E_BOOK product type and read through short-lived links. */

export const EBOOK_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export const EbookStatus = z.enum(EBOOK_STATUSES);
export type EbookStatus = z.infer<typeof EbookStatus>;

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
  status: EbookStatus.default('DRAFT'),
};
export const EbookBody = z.object(EbookFields);
export type EbookBody = z.input<typeof EbookBody>;
export const UpdateEbookBody = z.object({ ...EbookFields, status: EbookStatus }).partial();
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
