import { describe, expect, it } from 'vitest';
import { actionAsked, nextEbookStatus, type EbookAction, type EbookStatus } from './ebook-status.js';

const STATUSES: EbookStatus[] = ['DRAFT', 'PENDING_APPROVAL_WITH_ADMIN', 'PUBLISHED', 'REJECTED', 'UNPUBLISHED', 'ARCHIVED'];
const HOST_ACTIONS: EbookAction[] = ['EDIT', 'SUBMIT', 'WITHDRAW', 'UNPUBLISH', 'PUBLISH', 'ARCHIVE'];

describe('the ebook status table', () => {
  it.each<[EbookStatus, EbookAction, EbookStatus | null]>([
    ['DRAFT', 'SUBMIT', 'PENDING_APPROVAL_WITH_ADMIN'],
    ['REJECTED', 'SUBMIT', 'PENDING_APPROVAL_WITH_ADMIN'],
    ['PUBLISHED', 'SUBMIT', null],
    ['PENDING_APPROVAL_WITH_ADMIN', 'APPROVE', 'PUBLISHED'],
    ['DRAFT', 'APPROVE', null],
    ['PENDING_APPROVAL_WITH_ADMIN', 'REJECT', 'REJECTED'],
    ['PUBLISHED', 'REJECT', null],
    ['PUBLISHED', 'APPROVE_EDIT', 'PUBLISHED'],
    ['PUBLISHED', 'REJECT_EDIT', 'REJECTED'],
    ['REJECTED', 'EDIT', 'DRAFT'],
    ['PUBLISHED', 'EDIT', 'PUBLISHED'],
    ['ARCHIVED', 'EDIT', null],
    ['PENDING_APPROVAL_WITH_ADMIN', 'WITHDRAW', 'DRAFT'],
    ['PUBLISHED', 'UNPUBLISH', 'UNPUBLISHED'],
    ['UNPUBLISHED', 'PUBLISH', 'PUBLISHED'],
    ['DRAFT', 'PUBLISH', null],
    ['REJECTED', 'PUBLISH', null],
    ['PUBLISHED', 'ARCHIVE', 'ARCHIVED'],
  ])('moves %s by %s to %s', (from, action, to) => {
    expect(nextEbookStatus(from, action)).toBe(to);
  });

  it('never puts a book on sale by its host’s own move unless an admin approved it before', () => {
    const selling = STATUSES.flatMap((from) =>
      HOST_ACTIONS.filter((a) => from !== 'PUBLISHED' && nextEbookStatus(from, a) === 'PUBLISHED').map((a) => `${from}:${a}`),
    );
    expect(selling).toEqual(['UNPUBLISHED:PUBLISH']);
  });

  it('reads a host’s "publish" as a submission for a book never approved, and "draft" as taking it off sale or back', () => {
    expect(actionAsked('DRAFT', 'PUBLISHED')).toBe('SUBMIT');
    expect(actionAsked('REJECTED', 'PUBLISHED')).toBe('SUBMIT');
    expect(actionAsked('UNPUBLISHED', 'PUBLISHED')).toBe('PUBLISH');
    expect(actionAsked('PENDING_APPROVAL_WITH_ADMIN', 'PUBLISHED')).toBeNull();
    expect(actionAsked('PUBLISHED', 'DRAFT')).toBe('UNPUBLISH');
    expect(actionAsked('PENDING_APPROVAL_WITH_ADMIN', 'DRAFT')).toBe('WITHDRAW');
    expect(actionAsked('DRAFT', 'DRAFT')).toBeNull();
  });
});
