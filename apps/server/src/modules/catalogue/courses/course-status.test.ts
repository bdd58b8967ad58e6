import { ContentStatus } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { isOnSale, isPublicCourse, nextCourseStatus, type CourseAction, type CourseStatus } from './course-status.js';

describe('the course status table', () => {
  it.each<[CourseStatus, CourseAction, CourseStatus | null]>([
    ['DRAFT', 'SUBMIT', 'PENDING_APPROVAL_WITH_ADMIN'],
    ['REJECTED', 'SUBMIT', 'PENDING_APPROVAL_WITH_ADMIN'],
    ['PENDING_APPROVAL_WITH_ADMIN', 'SUBMIT', null],
    ['PUBLISHED', 'SUBMIT', null],
    ['PENDING_APPROVAL_WITH_ADMIN', 'APPROVE', 'PUBLISHED'],
    ['PENDING', 'APPROVE', 'PUBLISHED'],
    ['DRAFT', 'APPROVE', null],
    ['REJECTED', 'APPROVE', null],
    ['PENDING_APPROVAL_WITH_ADMIN', 'REJECT', 'REJECTED'],
    ['PUBLISHED', 'REJECT', null],
    ['PUBLISHED', 'APPROVE_EDIT', 'PUBLISHED'],
    ['ARCHIVED', 'APPROVE_EDIT', 'ARCHIVED'],
    ['PENDING_APPROVAL_WITH_ADMIN', 'APPROVE_EDIT', null],
    ['PUBLISHED', 'REJECT_EDIT', 'REJECTED'],
    ['DRAFT', 'REJECT_EDIT', null],
    ['REJECTED', 'EDIT', 'DRAFT'],
    ['PUBLISHED', 'EDIT', 'PUBLISHED'],
    ['REMOVED', 'EDIT', null],
    ['PUBLISHED', 'UNPUBLISH', 'ARCHIVED'],
    ['DRAFT', 'UNPUBLISH', null],
    ['ARCHIVED', 'PUBLISH', 'PUBLISHED'],
    ['DRAFT', 'PUBLISH', null],
    ['REJECTED', 'PUBLISH', null],
    ['PUBLISHED', 'REMOVE', 'REMOVED'],
    ['REMOVED', 'REMOVE', null],
    ['PENDING_APPROVAL_WITH_ADMIN', 'WITHDRAW', 'ARCHIVED'],
    ['REMOVED', 'WITHDRAW', null],
  ])('moves %s by %s to %s', (from, action, to) => {
    expect(nextCourseStatus(from, action)).toBe(to);
  });

  it('never publishes a course without an approval or an earlier publication', () => {
    const publishing = ContentStatus.values.flatMap((from) =>
      (['EDIT', 'SUBMIT', 'REJECT', 'APPROVE_EDIT', 'REJECT_EDIT', 'UNPUBLISH', 'PUBLISH', 'REMOVE', 'WITHDRAW'] as const)
        .filter((a) => from !== 'PUBLISHED' && nextCourseStatus(from, a) === 'PUBLISHED')
        .map((a) => `${from}:${a}`),
    );
    expect(publishing).toEqual(['ARCHIVED:PUBLISH']);
  });

  it('shows only displayed published courses, and sells only those not announced as upcoming', () => {
    expect(isPublicCourse({ status: 'PUBLISHED', isDisplayed: true })).toBe(true);
    expect(isPublicCourse({ status: 'PUBLISHED', isDisplayed: false })).toBe(false);
    expect(isPublicCourse({ status: 'DRAFT', isDisplayed: true })).toBe(false);
    expect(isOnSale({ status: 'PUBLISHED', isDisplayed: true, isUpcoming: true })).toBe(false);
    expect(isOnSale({ status: 'PUBLISHED', isDisplayed: true, isUpcoming: false })).toBe(true);
  });
});
