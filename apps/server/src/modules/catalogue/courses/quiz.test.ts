import type { QuizDto } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { earnsCertificate } from './course.js';
import { learnerQuiz, namedQuiz, scoreQuiz } from './quiz.js';

const quiz: QuizDto = namedQuiz({
  passPercent: 60,
  maxAttempts: 2,
  questions: [
    {
      id: 'q1',
      kind: 'SINGLE',
      prompt: 'A?',
      options: [
        { id: 'a', text: 'a', correct: true },
        { id: 'b', text: 'b', correct: false },
      ],
    },
    {
      id: 'q2',
      kind: 'MULTIPLE',
      prompt: 'B?',
      options: [
        { id: 'c', text: 'c', correct: true },
        { id: 'd', text: 'd', correct: true },
        { id: 'e', text: 'e', correct: false },
      ],
    },
  ],
});

describe('quiz scoring', () => {
  it('counts a question only when exactly its right options are chosen', () => {
    expect(
      scoreQuiz(quiz, [
        { questionId: 'q1', optionIds: ['a'] },
        { questionId: 'q2', optionIds: ['c', 'd'] },
      ]),
    ).toMatchObject({ scorePercent: 100, passed: true });
    expect(
      scoreQuiz(quiz, [
        { questionId: 'q1', optionIds: ['a'] },
        { questionId: 'q2', optionIds: ['c'] },
      ]),
    ).toMatchObject({ scorePercent: 50, passed: false });
    expect(
      scoreQuiz(quiz, [
        { questionId: 'q1', optionIds: ['a', 'b'] },
        { questionId: 'q2', optionIds: ['c', 'd', 'e'] },
      ]).correctCount,
    ).toBe(0);
    expect(scoreQuiz(quiz, [{ questionId: 'nope', optionIds: ['a'] }]).correctCount).toBe(0);
  });

  it('keeps the ids it was given and names new options', () => {
    const named = namedQuiz({
      passPercent: 50,
      maxAttempts: null,
      questions: [
        {
          kind: 'SINGLE',
          prompt: 'x',
          options: [
            { text: '1', correct: true },
            { id: 'k', text: '2', correct: false },
          ],
        },
      ],
    });
    expect(named.questions[0]!.id).toMatch(/-/);
    expect(named.questions[0]!.options[1]!.id).toBe('k');
  });

  it('shows a learner no right option until they pass or run out of tries', () => {
    expect(JSON.stringify(learnerQuiz(quiz, [{ scorePercent: 50, passed: false }]))).not.toContain('correct');
    expect(
      learnerQuiz(quiz, [
        { scorePercent: 50, passed: false },
        { scorePercent: 0, passed: false },
      ]),
    ).toMatchObject({
      attemptsLeft: 0,
      solution: [
        { questionId: 'q1', correctOptionIds: ['a'] },
        { questionId: 'q2', correctOptionIds: ['c', 'd'] },
      ],
    });
    expect(learnerQuiz(quiz, [{ scorePercent: 100, passed: true }]).solution).not.toBeNull();
  });
});

describe('the certificate rule', () => {
  const lessons = [
    { id: 'v', type: 'VIDEO' },
    { id: 'q', type: 'QUIZ' },
  ];
  it('asks for every lesson, quizzes included, unless the course does not require quizzes', () => {
    expect(earnsCertificate(lessons, new Set(['v']), true)).toBe(false);
    expect(earnsCertificate(lessons, new Set(['v', 'q']), true)).toBe(true);
    expect(earnsCertificate(lessons, new Set(['v']), false)).toBe(true);
    expect(earnsCertificate([{ id: 'q', type: 'QUIZ' }], new Set(), false)).toBe(false);
    expect(earnsCertificate([], new Set(), true)).toBe(false);
  });
});
