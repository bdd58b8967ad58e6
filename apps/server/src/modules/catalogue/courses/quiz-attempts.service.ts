import type { QuizAttemptBody, QuizAttemptDto } from '@market/contract';
import type { Db } from '../../../platform/db/database.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import type { LearningRepository } from './learning.repository.js';
import type { LearningService } from './learning.service.js';
import { answersOf, attemptsLeft, mayReveal, scoreQuiz, solutionOf } from './quiz.js';

/**
 * Tries at quizzes: by someone who may learn the course, scored on the server, counted against the
 * quiz's tries under a lock per learner and quiz (two at once never pass the limit). A pass completes
 * the lesson; the right answers come back only with a pass or the last try.
 */
export function createQuizAttemptsService(deps: {
  db: Db;
  learning: Pick<LearningRepository, 'lockQuizTaker' | 'attemptsOf' | 'insertAttempt' | 'saveProgress'>;
  learner: Pick<LearningService, 'learnable' | 'standingInCourse'>;
}) {
  const { learning } = deps;
  return {
    async attempt(actor: Actor, lessonId: string, body: QuizAttemptBody): Promise<QuizAttemptDto> {
      const { lesson, course } = await deps.learner.learnable(actor, lessonId);
      const quiz = lesson.type === 'QUIZ' ? lesson.quiz : null;
      if (!quiz) throw new AppError('NOT_A_QUIZ');
      const score = scoreQuiz(quiz, body.answers);
      const attemptNo = await deps.db.transaction(async (tx) => {
        await learning.lockQuizTaker(actor.id, lesson.id, tx);
        const tries = await learning.attemptsOf(actor.id, lesson.id, tx);
        if (tries.some((t) => t.passed)) throw new AppError('QUIZ_ALREADY_PASSED');
        if (attemptsLeft(quiz, tries.length) === 0) throw new AppError('QUIZ_ATTEMPTS_EXHAUSTED');
        const row = await learning.insertAttempt(
          {
            userId: actor.id,
            lessonId: lesson.id,
            courseId: course.id,
            attemptNo: tries.length + 1,
            scorePercent: score.scorePercent,
            passed: score.passed,
            answers: answersOf(quiz, body.answers),
          },
          tx,
        );
        if (score.passed) await learning.saveProgress({ userId: actor.id, lessonId: lesson.id, courseId: course.id, positionSeconds: 0, completed: true }, tx);
        return row.attemptNo;
      });
      const { percent, certificateSerial } = await deps.learner.standingInCourse(actor.id, course);
      return {
        attemptNo,
        ...score,
        attemptsUsed: attemptNo,
        attemptsLeft: attemptsLeft(quiz, attemptNo),
        solution: mayReveal(quiz, attemptNo, score.passed) ? solutionOf(quiz) : null,
        coursePercent: percent,
        certificateSerial,
      };
    },
  };
}
export type QuizAttemptsService = ReturnType<typeof createQuizAttemptsService>;
