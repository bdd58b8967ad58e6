import { describe, expect, it } from 'vitest';
import { quizzesOutOfTries, resumePoint } from './course.js';

const lessons = [{ id: 'intro' }, { id: 'video' }, { id: 'reading' }, { id: 'later' }];
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
const touched = (lessonId: string, positionSeconds: number, completed: boolean) => ({ lessonId, positionSeconds, completedAt: completed ? at(0) : null });
const anyLesson = () => true;

describe('where a learner picks a course up', () => {
  it('starts at the beginning when nothing was learnt yet', () => {
    expect(resumePoint(lessons, [], anyLesson)).toBeNull();
  });

  it('goes back into a lesson left unfinished, at its place', () => {
    expect(resumePoint(lessons, [touched('video', 40, false), touched('intro', 0, true)], anyLesson)).toEqual({ lessonId: 'video', positionSeconds: 40 });
  });

  it('moves on to the first unfinished lesson once the last one touched is done, not back into it', () => {
    expect(resumePoint(lessons, [touched('video', 90, true), touched('intro', 0, true)], anyLesson)).toEqual({ lessonId: 'reading', positionSeconds: 0 });
  });

  it('comes back for a lesson skipped earlier in the course, at the place it was left', () => {
    expect(resumePoint(lessons, [touched('reading', 0, true), touched('video', 90, true), touched('intro', 12, false)], anyLesson)).toEqual({
      lessonId: 'intro',
      positionSeconds: 12,
    });
  });

  it('passes over lessons the learner may not open yet (a section still locked)', () => {
    expect(resumePoint(lessons, [touched('reading', 0, true), touched('video', 90, true), touched('intro', 0, true)], (id) => id !== 'later')).toEqual({
      lessonId: 'reading',
      positionSeconds: 0,
    });
  });

  it('moves past a quiz the learner can no longer pass, even when it was the lesson last touched', () => {
    const stuck = (id: string) => id !== 'video';
    expect(resumePoint(lessons, [touched('video', 0, false), touched('intro', 0, true)], stuck)).toEqual({ lessonId: 'reading', positionSeconds: 0 });
  });

  it('reopens the lesson last touched when the whole course is done', () => {
    const all = lessons.map((lesson) => touched(lesson.id, 0, true));
    expect(resumePoint(lessons, all, anyLesson)).toEqual({ lessonId: 'intro', positionSeconds: 0 });
  });
});

describe('the quizzes a learner can no longer pass', () => {
  const quiz = (id: string, maxAttempts: number | null) => ({ id, type: 'QUIZ', quiz: { maxAttempts } });
  it('are the limited ones with every try used and none passed', () => {
    const tries = new Map([
      ['used', { used: 2, passed: false }],
      ['passed', { used: 2, passed: true }],
      ['left', { used: 1, passed: false }],
      ['unlimited', { used: 9, passed: false }],
    ]);
    const all = [quiz('used', 2), quiz('passed', 2), quiz('left', 2), quiz('unlimited', null), quiz('untried', 1), { id: 'text', type: 'TEXT', quiz: null }];
    expect([...quizzesOutOfTries(all, tries)]).toEqual(['used']);
  });
});
