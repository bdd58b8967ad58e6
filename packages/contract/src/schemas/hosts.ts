import { z } from 'zod';
import { HostProfileStatus, ReviewStatus, UserRole } from '../enums.js';
import { Email, PageQuery, Phone } from './common.js';

/** An http(s) address typed by someone (website, social link, uploaded document). */
const WebUrl = (code: 'INVALID_WEBSITE' | 'INVALID_DOCUMENT') =>
  z
    .string()
    .trim()
    .max(2000, code)
    .pipe(z.url({ protocol: /^https?$/, message: code }));

const OptionalText = (max: number) => z.string().trim().max(max).optional();

export const HostDocument = z.object({
  name: z.string().trim().min(1, 'INVALID_DOCUMENT').max(200, 'INVALID_DOCUMENT'),
  url: WebUrl('INVALID_DOCUMENT'),
});
export type HostDocument = z.infer<typeof HostDocument>;

export const HOST_HEADLINE_MAX = 150;
export const HOST_BIO_MAX = 3000;
export const HOST_REJECT_REASON_MAX = 1000;

/**
 * A person's application to become a host (spec 7.6): who they are as a host, how to reach them and
 * what backs it. Without `phone` the account's number is used; one of the two is required.
 */
export const HostApplicationBody = z.object({
  displayName: z.string('INVALID_DISPLAY_NAME').trim().min(2, 'INVALID_DISPLAY_NAME').max(100, 'INVALID_DISPLAY_NAME'),
  headline: OptionalText(HOST_HEADLINE_MAX),
  bio: OptionalText(HOST_BIO_MAX),
  expertise: OptionalText(500),
  phone: Phone.optional(),
  email: Email.optional(),
  website: WebUrl('INVALID_WEBSITE').optional(),
  businessName: OptionalText(200),
  taxCode: z
    .string()
    .trim()
    .regex(/^\d{10}(?:-\d{3})?$/)
    .optional(),
  experienceYears: z.number().int().min(0).max(80).optional(),
  socialLinks: z
    .record(z.string().trim().min(1).max(30), WebUrl('INVALID_WEBSITE'))
    .refine((r) => Object.keys(r).length <= 10)
    .optional(),
  categoryIds: z.array(z.uuid()).max(10).optional(),
  /** null clears the kind chosen in an earlier application. */
  hostCategoryId: z.uuid().nullable().optional(),
  documents: z.array(HostDocument).max(10).optional(),
});
export type HostApplicationBody = z.input<typeof HostApplicationBody>;
export type HostApplicationInput = z.output<typeof HostApplicationBody>;

export const HostProfileEventDto = z.object({
  id: z.string(),
  /** SUBMITTED, RESUBMITTED, APPROVED, REJECTED */
  action: z.string(),
  fromStatus: HostProfileStatus.schema.nullable(),
  toStatus: HostProfileStatus.schema,
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type HostProfileEventDto = z.infer<typeof HostProfileEventDto>;

export const HostProfileDto = z.object({
  id: z.string(),
  userId: z.string(),
  status: HostProfileStatus.schema,
  reviewStatus: ReviewStatus.schema,
  displayName: z.string(),
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  expertise: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  businessName: z.string().nullable(),
  taxCode: z.string().nullable(),
  experienceYears: z.number().int().nullable(),
  socialLinks: z.record(z.string(), z.string()),
  categoryIds: z.array(z.string()),
  hostCategoryId: z.string().nullable(),
  documents: z.array(z.object({ name: z.string(), url: z.string() })),
  rejectReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  submittedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HostProfileDto = z.infer<typeof HostProfileDto>;

/** The applicant's own view: the application and its timeline (oldest first). */
export const HostApplicationDto = HostProfileDto.extend({ events: z.array(HostProfileEventDto) });
export type HostApplicationDto = z.infer<typeof HostApplicationDto>;

export const HostApplicant = z.object({
  id: z.string(),
  fullName: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  role: UserRole.schema,
});
export type HostApplicant = z.infer<typeof HostApplicant>;

/** A row of the admins' review list: the application and who sent it. */
export const AdminHostProfileDto = HostProfileDto.extend({ applicant: HostApplicant });
export type AdminHostProfileDto = z.infer<typeof AdminHostProfileDto>;

export const AdminHostProfileDetailDto = AdminHostProfileDto.extend({ events: z.array(HostProfileEventDto) });
export type AdminHostProfileDetailDto = z.infer<typeof AdminHostProfileDetailDto>;

export const HostApplicationStatusDto = z.object({
  /** NEW when the person has never applied. */
  status: HostProfileStatus.schema,
  reviewStatus: ReviewStatus.schema,
  rejectReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type HostApplicationStatusDto = z.infer<typeof HostApplicationStatusDto>;

export const AdminHostProfilesQuery = PageQuery.extend({
  status: HostProfileStatus.schema.optional(),
  reviewStatus: ReviewStatus.schema.optional(),
  /** Display name, account name, e-mail or phone; accents ignored. */
  q: z.string().trim().max(100).optional(),
});
export type AdminHostProfilesQuery = z.infer<typeof AdminHostProfilesQuery>;

export const HOST_REVIEW_MAX_IDS = 100;
const ReviewIds = z.array(z.uuid()).min(1).max(HOST_REVIEW_MAX_IDS);

export const ApproveHostsBody = z.object({ ids: ReviewIds });
export type ApproveHostsBody = z.infer<typeof ApproveHostsBody>;

export const RejectHostsBody = z.object({
  ids: ReviewIds,
  reason: z.string('INVALID_REJECT_REASON').trim().min(1, 'INVALID_REJECT_REASON').max(HOST_REJECT_REASON_MAX, 'INVALID_REJECT_REASON'),
});
export type RejectHostsBody = z.infer<typeof RejectHostsBody>;

/** One entry per id: a bad id never blocks the others. */
export const ReviewFailure = z.object({ id: z.string(), code: z.string() });
export const ApproveHostsResult = z.object({ approved: z.array(z.string()), failed: z.array(ReviewFailure) });
export type ApproveHostsResult = z.infer<typeof ApproveHostsResult>;
export const RejectHostsResult = z.object({ rejected: z.array(z.string()), failed: z.array(ReviewFailure) });
export type RejectHostsResult = z.infer<typeof RejectHostsResult>;
