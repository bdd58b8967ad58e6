import { z } from 'zod';
import { PageQuery } from './common.js';
import { DownloadLinkDto } from './platform.js';

/**
 * Layoff discount requests (issue 38): a person who lost their job asks for a discount on memberships
 * and reskill programmes, with proof (a private upload); an admin approves it with a percentage and a
 * validity period, or rejects it with a reason. The spec names no enumeration for it: PENDING →
 * APPROVED | REJECTED.
 */
export const LayoffRequestStatus = { values: ['PENDING', 'APPROVED', 'REJECTED'] as const, schema: z.enum(['PENDING', 'APPROVED', 'REJECTED']) };
export type LayoffRequestStatus = (typeof LayoffRequestStatus.values)[number];

/** What an approved request's discount applies to: the product types sold by memberships and reskills. */
export const LAYOFF_DISCOUNT_PRODUCT_TYPES = ['MEMBERSHIP_PRICE', 'RESKILL_PRICE'] as const;

/** Proof is a photo or scan of the decision letter, or a PDF. */
export const LAYOFF_PROOF_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** How far back a layoff may be to ask (12 months), and the longest an approved discount lasts (366 days). */
export const LAYOFF_LOOKBACK_DAYS = 365;
export const LAYOFF_DISCOUNT_MAX_DAYS = 366;

const DAY_MS = 24 * 3600 * 1000;
/** Today's date in Vietnam (YYYY-MM-DD), whatever the machine's zone. */
export const layoffToday = (now = Date.now()): string => new Date(now + 7 * 3600 * 1000).toISOString().slice(0, 10);

export const LayoffDate = z.iso.date('INVALID_LAYOFF_DATE').refine((date) => {
  const today = layoffToday();
  const earliest = layoffToday(Date.now() - LAYOFF_LOOKBACK_DAYS * DAY_MS);
  return date <= today && date >= earliest;
}, 'INVALID_LAYOFF_DATE');

export const CreateLayoffRequestBody = z.object({
  formerEmployer: z.string('INVALID_FORMER_EMPLOYER').trim().min(2, 'INVALID_FORMER_EMPLOYER').max(200, 'INVALID_FORMER_EMPLOYER'),
  layoffDate: LayoffDate,
  reason: z.string('INVALID_LAYOFF_REASON').trim().min(10, 'INVALID_LAYOFF_REASON').max(2000, 'INVALID_LAYOFF_REASON'),
  /** An upload the person made themselves with visibility PRIVATE (sign-url with folder `layoff-proofs`), its bytes arrived. */
  proofFileId: z.uuid('INVALID_LAYOFF_PROOF'),
});
export type CreateLayoffRequestBody = z.input<typeof CreateLayoffRequestBody>;

const Instant = z.iso.datetime({ offset: true, message: 'INVALID_DISCOUNT_PERIOD' });

/** The admin's decision: approve with the discount granted, or reject with the reason the person will read. */
export const UpdateLayoffRequestStatusBody = z.discriminatedUnion('status', [
  z
    .object({
      status: z.literal('APPROVED'),
      discountPercent: z
        .number('INVALID_DISCOUNT_PERCENT')
        .int('INVALID_DISCOUNT_PERCENT')
        .min(1, 'INVALID_DISCOUNT_PERCENT')
        .max(100, 'INVALID_DISCOUNT_PERCENT'),
      /** Absent: from the moment of approval. */
      validFrom: Instant.optional(),
      validUntil: Instant,
      note: z.string().trim().max(1000, 'INVALID_DECISION_NOTE').optional(),
    })
    .refine(
      (b) => {
        const from = b.validFrom ? Date.parse(b.validFrom) : Date.now();
        const until = Date.parse(b.validUntil);
        return until > from && until > Date.now() && until - from <= LAYOFF_DISCOUNT_MAX_DAYS * DAY_MS;
      },
      { message: 'INVALID_DISCOUNT_PERIOD', path: ['validUntil'] },
    ),
  z.object({
    status: z.literal('REJECTED'),
    note: z.string('INVALID_REJECT_REASON').trim().min(5, 'INVALID_REJECT_REASON').max(1000, 'INVALID_REJECT_REASON'),
  }),
]);
export type UpdateLayoffRequestStatusBody = z.input<typeof UpdateLayoffRequestStatusBody>;

export const AdminLayoffRequestsQuery = PageQuery.extend({
  status: LayoffRequestStatus.schema.optional(),
  /** The person's name, e-mail or phone, or the former employer. */
  search: z.string().trim().max(100).optional(),
});
export type AdminLayoffRequestsQuery = z.infer<typeof AdminLayoffRequestsQuery>;

export const LayoffDiscountDto = z.object({
  percent: z.number().int(),
  validFrom: z.string(),
  validUntil: z.string(),
  usedAt: z.string().nullable(),
  usedOrderId: z.string().nullable(),
  /** Not used yet and inside its period now. */
  usable: z.boolean(),
  /** Where it stands now: not started yet, usable, used, or lapsed unused. */
  state: z.enum(['UPCOMING', 'USABLE', 'USED', 'EXPIRED']),
  /** The product types it applies to. */
  appliesTo: z.array(z.string()),
});
export type LayoffDiscountDto = z.infer<typeof LayoffDiscountDto>;

const PersonChip = z.object({ id: z.string(), fullName: z.string() });

export const LayoffTimelineEntryDto = z.object({
  id: z.string(),
  at: z.string(),
  /** SUBMITTED, APPROVED, REJECTED, DISCOUNT_USED */
  action: z.string(),
  actor: PersonChip.nullable(),
  fromStatus: LayoffRequestStatus.schema.nullable(),
  toStatus: LayoffRequestStatus.schema,
  note: z.string().nullable(),
});
export type LayoffTimelineEntryDto = z.infer<typeof LayoffTimelineEntryDto>;

export const LayoffRequestDto = z.object({
  id: z.string(),
  userId: z.string(),
  status: LayoffRequestStatus.schema,
  formerEmployer: z.string(),
  layoffDate: z.string(),
  reason: z.string(),
  proof: z.object({ id: z.string(), fileName: z.string(), contentType: z.string() }).nullable(),
  decisionNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  discount: LayoffDiscountDto.nullable(),
  /** Its person may file a new request (nothing pending, no discount still to be used). */
  canRequestAgain: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LayoffRequestDto = z.infer<typeof LayoffRequestDto>;

/** One request with its timeline and a short-lived link to its proof (its owner's or an admin's). */
export const LayoffRequestDetailDto = LayoffRequestDto.extend({
  timeline: z.array(LayoffTimelineEntryDto),
  proofLink: DownloadLinkDto.nullable(),
});
export type LayoffRequestDetailDto = z.infer<typeof LayoffRequestDetailDto>;

const Requester = z.object({ id: z.string(), fullName: z.string(), email: z.string().nullable(), phone: z.string().nullable() });

export const AdminLayoffRequestDto = LayoffRequestDto.extend({ requester: Requester, reviewer: PersonChip.nullable() });
export type AdminLayoffRequestDto = z.infer<typeof AdminLayoffRequestDto>;

export const AdminLayoffRequestDetailDto = AdminLayoffRequestDto.extend({
  timeline: z.array(LayoffTimelineEntryDto),
  proofLink: DownloadLinkDto.nullable(),
});
export type AdminLayoffRequestDetailDto = z.infer<typeof AdminLayoffRequestDetailDto>;
