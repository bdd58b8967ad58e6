import { randomUUID } from 'node:crypto';
import type { LearnerQuizDto, QuizAttemptBody, QuizDto, QuizInput } from '@market/contract';

/** A quiz as the host wrote it, each question and option named (new ones get fresh ids; kept ids stay, so tries stay readable). */
export function namedQuiz(input: QuizInput): QuizDto {
  const taken = new Set<string>();
  const idOf = (asked: string | undefined) => {
    const id = asked && !taken.has(asked) ? asked : randomUUID();
    taken.add(id);
    return id;
  };
  return {
    passPercent: input.passPercent,
    maxAttempts: input.maxAttempts,
    questions: input.questions.map((q) => ({
      id: idOf(q.id),
      kind: q.kind,
      prompt: q.prompt,
      options: q.options.map((o) => ({ id: idOf(o.id), text: o.text, correct: o.correct })),
    })),
  };
}

/**
 * A try's score: a question counts when exactly its right options were chosen (all of them for
 * MULTIPLE, nothing else); unknown questions and options count for nothing. Percent rounded down.
 */
export function scoreQuiz(quiz: QuizDto, answers: QuizAttemptBody['answers']) {
  const chosen = new Map<string, Set<string>>();
  for (const answer of answers) chosen.set(answer.questionId, new Set(answer.optionIds));
  const correctCount = quiz.questions.filter((q) => {
    const picked = chosen.get(q.id) ?? new Set<string>();
    const right = q.options.filter((o) => o.correct).map((o) => o.id);
    return picked.size === right.length && right.every((id) => picked.has(id));
  }).length;
  const questionCount = quiz.questions.length;
  const scorePercent = questionCount === 0 ? 0 : Math.floor((correctCount * 100) / questionCount);
  return { correctCount, questionCount, scorePercent, passed: scorePercent >= quiz.passPercent };
}

/** The answers as stored with a try: the options chosen, by question id (only questions of the quiz). */
export function answersOf(quiz: QuizDto, answers: QuizAttemptBody['answers']): Record<string, string[]> {
  const ids = new Set(quiz.questions.map((q) => q.id));
  return Object.fromEntries(answers.filter((a) => ids.has(a.questionId)).map((a) => [a.questionId, [...new Set(a.optionIds)]]));
}

export const solutionOf = (quiz: QuizDto) =>
  quiz.questions.map((q) => ({ questionId: q.id, correctOptionIds: q.options.filter((o) => o.correct).map((o) => o.id) }));

/** Tries left (null: unlimited). */
export const attemptsLeft = (quiz: QuizDto, used: number) => (quiz.maxAttempts === null ? null : Math.max(0, quiz.maxAttempts - used));

/** The right answers go to a learner only once they passed or have no try left. */
export const mayReveal = (quiz: QuizDto, used: number, passed: boolean) => passed || attemptsLeft(quiz, used) === 0;

/** The quiz as its learner sees it: questions without the right options, their tries, and the solution once earned. */
export function learnerQuiz(quiz: QuizDto, tries: readonly { scorePercent: number; passed: boolean }[]): LearnerQuizDto {
  const passed = tries.some((t) => t.passed);
  return {
    passPercent: quiz.passPercent,
    maxAttempts: quiz.maxAttempts,
    attemptsUsed: tries.length,
    attemptsLeft: attemptsLeft(quiz, tries.length),
    passed,
    bestPercent: tries.length ? Math.max(...tries.map((t) => t.scorePercent)) : null,
    questions: quiz.questions.map((q) => ({ id: q.id, kind: q.kind, prompt: q.prompt, options: q.options.map((o) => ({ id: o.id, text: o.text })) })),
    solution: mayReveal(quiz, tries.length, passed) ? solutionOf(quiz) : null,
  };
}
