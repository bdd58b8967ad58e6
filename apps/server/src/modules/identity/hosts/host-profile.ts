import type { ErrorCode, HostProfileDto, HostProfileEventDto, HostProfileStatus, ReviewStatus } from '@market/contract';
import type { hostProfileEvents, hostProfiles } from './hosts.table.js';

export type HostProfileRow = typeof hostProfiles.$inferSelect;
export type HostProfileEventRow = typeof hostProfileEvents.$inferSelect;

/** What can happen to an application: the applicant submits or resubmits, an admin approves or rejects. */
export type HostProfileAction = 'SUBMIT' | 'RESUBMIT' | 'APPROVE' | 'REJECT';

export interface HostProfileTransition {
  status: HostProfileStatus;
  reviewStatus: ReviewStatus;
  /** The timeline entry's action. */
  event: 'SUBMITTED' | 'RESUBMITTED' | 'APPROVED' | 'REJECTED';
}

export type TransitionResult = { ok: true; next: HostProfileTransition } | { ok: false; code: ErrorCode };

const PENDING: readonly HostProfileStatus[] = ['NEW_HOST', 'HOST_RESUBMIT'];

/**
 * The one table of allowed moves (spec 7.6):
 * NEW → NEW_HOST on submit; NEW_HOST | HOST_RESUBMIT → HOST_APPROVED | HOST_REJECTED on review;
 * HOST_REJECTED → HOST_RESUBMIT on resubmit. Anything else is refused with the clearest code.
 * `from` is null when the person has no application yet.
 */
export function transition(from: HostProfileStatus | null, action: HostProfileAction): TransitionResult {
  const current = from ?? 'NEW';
  switch (action) {
    case 'SUBMIT':
      if (current === 'NEW' || current === 'USER') return { ok: true, next: { status: 'NEW_HOST', reviewStatus: 'NEW', event: 'SUBMITTED' } };
      if (PENDING.includes(current)) return { ok: false, code: 'HOST_APPLICATION_PENDING' };
      if (current === 'HOST_APPROVED') return { ok: false, code: 'ACCOUNT_ALREADY_HOST' };
      return { ok: false, code: 'HOST_APPLICATION_EXISTS' };
    case 'RESUBMIT':
      if (from === null) return { ok: false, code: 'HOST_PROFILE_NOT_FOUND' };
      if (current === 'HOST_REJECTED') return { ok: true, next: { status: 'HOST_RESUBMIT', reviewStatus: 'RESUBMIT', event: 'RESUBMITTED' } };
      if (PENDING.includes(current)) return { ok: false, code: 'HOST_APPLICATION_PENDING' };
      if (current === 'HOST_APPROVED') return { ok: false, code: 'ACCOUNT_ALREADY_HOST' };
      return { ok: false, code: 'HOST_PROFILE_NOT_REJECTED' };
    case 'APPROVE':
    case 'REJECT':
      if (from === null) return { ok: false, code: 'HOST_PROFILE_NOT_FOUND' };
      if (PENDING.includes(current)) {
        return action === 'APPROVE'
          ? { ok: true, next: { status: 'HOST_APPROVED', reviewStatus: 'APPROVED', event: 'APPROVED' } }
          : { ok: true, next: { status: 'HOST_REJECTED', reviewStatus: 'REJECTED', event: 'REJECTED' } };
      }
      if (current === 'HOST_APPROVED' || current === 'HOST_REJECTED') return { ok: false, code: 'HOST_PROFILE_ALREADY_REVIEWED' };
      return { ok: false, code: 'ILLEGAL_STATUS_TRANSITION' };
  }
}

/** Applications waiting for an admin. */
export function isPending(status: HostProfileStatus): boolean {
  return PENDING.includes(status);
}

export function toHostProfileDto(row: HostProfileRow): HostProfileDto {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    reviewStatus: row.reviewStatus,
    displayName: row.displayName,
    headline: row.headline,
    bio: row.bio,
    expertise: row.expertise,
    phone: row.phone,
    email: row.email,
    website: row.website,
    businessName: row.businessName,
    taxCode: row.taxCode,
    experienceYears: row.experienceYears,
    socialLinks: row.socialLinks,
    categoryIds: row.categoryIds,
    hostCategoryId: row.hostCategoryId,
    documents: row.documents,
    rejectReason: row.rejectReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    submittedAt: row.submittedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toHostProfileEventDto(row: HostProfileEventRow): HostProfileEventDto {
  return {
    id: row.id,
    action: row.action,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}
