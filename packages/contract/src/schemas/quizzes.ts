import { z } from 'zod';
import { QuizQuestionKind } from '../enums.js';

/**
 * Quizzes (issue 37): a lesson of single- and multiple-choice questions with a pass mark and a number
 * of tries, scored on the server. Learners never get the right options before they pass or run out
 * of tries.
 */

/** Limits shared by the studio's form and the server. */
export const QUIZ_MAX_QUESTIONS = 50;
export const QUIZ_MAX_OPTIONS = 10;
export const QUIZ_MAX_ATTEMPTS = 20;
const QuizKey = z.string().trim().min(1).max(40);

export const QuizOptionInput = z.object({
  /** Kept across edits (absent on a new option: the server names it). */
  id: QuizKey.optional(),
  text: z.string().trim().min(1, 'INVALID_QUIZ').max(500, 'INVALID_QUIZ'),
  correct: z.boolean(),
});
export const QuizQuestionInput = z
  .object({
    id: QuizKey.optional(),
    kind: QuizQuestionKind.schema,
    prompt: z.string().trim().min(1, 'INVALID_QUIZ').max(1000, 'INVALID_QUIZ'),
    options: z.array(QuizOptionInput).min(2, 'INVALID_QUIZ').max(QUIZ_MAX_OPTIONS, 'INVALID_QUIZ'),
  })
  .superRefine((question, ctx) => {
    const right = question.options.filter((o) => o.correct).length;
    if (question.kind === 'SINGLE' ? right !== 1 : right < 1) ctx.addIssue({ code: 'custom', message: 'INVALID_QUIZ', path: ['options'] });
  });
/** A quiz as its host writes it: questions with their right options, the pass mark and the tries allowed. */
export const QuizInput = z.object({
  /** The share of questions to get right to pass, in percent. */
  passPercent: z.number().int().min(1, 'INVALID_QUIZ').max(100, 'INVALID_QUIZ'),
  /** Tries a learner has; null: as many as they like. */
  maxAttempts: z.number().int().min(1, 'INVALID_QUIZ').max(QUIZ_MAX_ATTEMPTS, 'INVALID_QUIZ').nullable(),
  questions: z.array(QuizQuestionInput).min(1, 'INVALID_QUIZ').max(QUIZ_MAX_QUESTIONS, 'INVALID_QUIZ'),
});
export type QuizInput = z.infer<typeof QuizInput>;

/** A quiz as stored and as its editors read it back: every question and option named. */
export const QuizDto = z.object({
  passPercent: z.number().int(),
  maxAttempts: z.number().int().nullable(),
  questions: z.array(
    z.object({
      id: z.string(),
      kind: QuizQuestionKind.schema,
      prompt: z.string(),
      options: z.array(z.object({ id: z.string(), text: z.string(), correct: z.boolean() })),
    }),
  ),
});
export type QuizDto = z.infer<typeof QuizDto>;

/** The right options of each question: sent to a learner only once they passed or have no try left. */
export const QuizSolutionDto = z.array(z.object({ questionId: z.string(), correctOptionIds: z.array(z.string()) }));

/** A quiz as a learner takes it: no right answers until they pass or run out of tries. */
export const LearnerQuizDto = z.object({
  passPercent: z.number().int(),
  maxAttempts: z.number().int().nullable(),
  attemptsUsed: z.number().int(),
  /** null: unlimited. */
  attemptsLeft: z.number().int().nullable(),
  passed: z.boolean(),
  bestPercent: z.number().int().nullable(),
  questions: z.array(
    z.object({ id: z.string(), kind: QuizQuestionKind.schema, prompt: z.string(), options: z.array(z.object({ id: z.string(), text: z.string() })) }),
  ),
  solution: QuizSolutionDto.nullable(),
});
export type LearnerQuizDto = z.infer<typeof LearnerQuizDto>;

export const QuizAttemptBody = z.object({
  answers: z.array(z.object({ questionId: QuizKey, optionIds: z.array(QuizKey).max(QUIZ_MAX_OPTIONS) })).max(QUIZ_MAX_QUESTIONS),
});
export type QuizAttemptBody = z.infer<typeof QuizAttemptBody>;

export const QuizAttemptDto = z.object({
  attemptNo: z.number().int(),
  scorePercent: z.number().int(),
  correctCount: z.number().int(),
  questionCount: z.number().int(),
  passed: z.boolean(),
  attemptsUsed: z.number().int(),
  attemptsLeft: z.number().int().nullable(),
  /** Present once passed or out of tries. */
  solution: QuizSolutionDto.nullable(),
  coursePercent: z.number().int(),
  certificateSerial: z.string().nullable(),
});
export type QuizAttemptDto = z.infer<typeof QuizAttemptDto>;
