import { describe, expect, it } from 'vitest';
import { courseAccessOf, dripOpensAt, mayOpenLesson } from './course-access.js';

const host = { id: 'host', role: 'HOST' as const };
const learner = { id: 'learner', role: 'USER' as const };
const admin = { id: 'admin', role: 'ADMIN' as const };
const course = { hostId: 'host' };
const none = { enrolled: false, member: false };

describe('who may learn a course', () => {
  it('lets the owner, admins, enrolled learners and members in, and nobody else', () => {
    expect(courseAccessOf(host, course, none)).toBe('OWNER');
    expect(courseAccessOf(admin, course, none)).toBe('ADMIN');
    expect(courseAccessOf(learner, course, { enrolled: true, member: false })).toBe('ENROLLED');
    expect(courseAccessOf(learner, course, { enrolled: false, member: true })).toBe('MEMBER');
    expect(courseAccessOf(learner, course, none)).toBeNull();
    expect(courseAccessOf(null, course, none)).toBeNull();
  });

  it('opens preview lessons to anybody and the others only with access', () => {
    expect(mayOpenLesson(null, { isPreview: true })).toBe(true);
    expect(mayOpenLesson(null, { isPreview: false })).toBe(false);
    expect(mayOpenLesson('ENROLLED', { isPreview: false })).toBe(true);
  });

  it('holds a dripped section back from an enrolled learner until N days after enrolment', () => {
    const enrolled = new Date('2026-11-01T00:00:00Z');
    const lesson = { isPreview: false };
    expect(dripOpensAt('ENROLLED', { dripDays: 7 }, enrolled, lesson, new Date('2026-11-03T00:00:00Z'))).toEqual(new Date('2026-11-08T00:00:00Z'));
    expect(dripOpensAt('ENROLLED', { dripDays: 7 }, enrolled, lesson, new Date('2026-11-09T00:00:00Z'))).toBeNull();
    expect(dripOpensAt('ENROLLED', { dripDays: null }, enrolled, lesson, enrolled)).toBeNull();
    expect(dripOpensAt('OWNER', { dripDays: 7 }, null, lesson, enrolled)).toBeNull();
    expect(dripOpensAt('ENROLLED', { dripDays: 7 }, enrolled, { isPreview: true }, enrolled)).toBeNull();
  });
});
