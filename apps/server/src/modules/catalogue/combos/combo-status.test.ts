import { describe, expect, it } from 'vitest';
import { nextComboStatus, type ComboAction, type ComboStatus } from './combo-status.js';

describe('combo status moves', () => {
  const cases: [ComboStatus, ComboAction, ComboStatus | null][] = [
    ['DRAFT', 'PUBLISH', 'PUBLISHED'],
    ['PUBLISHED', 'UNPUBLISH', 'UNPUBLISHED'],
    ['UNPUBLISHED', 'PUBLISH', 'PUBLISHED'],
    ['PUBLISHED', 'DRAFT', 'DRAFT'],
    ['DRAFT', 'UNPUBLISH', null],
    ['PUBLISHED', 'PUBLISH', null],
    ['DELETED', 'PUBLISH', null],
    ['DELETED', 'DELETE', null],
    ['PUBLISHED', 'DELETE', 'DELETED'],
    ['PUBLISHED', 'REJECT', 'REJECTED'],
    ['REJECTED', 'PUBLISH', 'PENDING_APPROVAL_WITH_ADMIN'],
    ['REJECTED', 'DRAFT', null],
    ['REJECTED', 'UNPUBLISH', null],
    ['PENDING_APPROVAL_WITH_ADMIN', 'DRAFT', null],
    ['PENDING_APPROVAL_WITH_ADMIN', 'PUBLISH', null],
    ['PENDING_APPROVAL_WITH_ADMIN', 'APPROVE', 'PUBLISHED'],
    ['PENDING_APPROVAL_WITH_ADMIN', 'REJECT', 'REJECTED'],
    ['REJECTED', 'APPROVE', 'UNPUBLISHED'],
    ['REJECTED', 'REJECT', null],
    ['PUBLISHED', 'APPROVE', null],
  ];
  it.each(cases)('%s by %s becomes %s', (from, action, to) => {
    expect(nextComboStatus(from, action)).toBe(to);
  });
});
