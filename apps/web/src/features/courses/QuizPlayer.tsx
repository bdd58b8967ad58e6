import type { LearnerQuizDto } from '@market/contract';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Callout } from '../../components/ui/Callout';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { useQuizAttempt } from './api';

const t = m.learn.quiz;

/**
 * A quiz in the player: the learner picks options and sends the try; the server scores it. The right
 * options are marked only once the server sends them (a pass, or no try left).
 */
export function QuizPlayer({ slug, lessonId, quiz, canTake }: { slug: string; lessonId: string; quiz: LearnerQuizDto; canTake: boolean }) {
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const attempt = useQuizAttempt(slug, lessonId);
  const result = attempt.data;
  const right = new Map((result?.solution ?? quiz.solution ?? []).map((s) => [s.questionId, new Set(s.correctOptionIds)]));
  const passed = quiz.passed || Boolean(result?.passed);
  const left = result ? result.attemptsLeft : quiz.attemptsLeft;
  const closed = passed || left === 0;

  const pick = (questionId: string, optionId: string, single: boolean, on: boolean) =>
    setChosen((current) => {
      const before = current[questionId] ?? [];
      const next = single ? [optionId] : on ? [...before, optionId] : before.filter((id) => id !== optionId);
      return { ...current, [questionId]: next };
    });

  const submit = () => attempt.mutate({ answers: quiz.questions.map((q) => ({ questionId: q.id, optionIds: chosen[q.id] ?? [] })) });

  return (
    <form
      className="flex flex-col gap-5 rounded-xl border border-line bg-surface p-5 sm:p-8"
      onSubmit={(event) => {
        event.preventDefault();
        if (!closed && canTake) submit();
      }}
    >
      <div className="flex flex-col gap-1 text-sm text-ink-soft">
        <p>{t.passMark(quiz.passPercent)}</p>
        <p>{t.tries(result?.attemptsUsed ?? quiz.attemptsUsed, quiz.maxAttempts)}</p>
        {quiz.bestPercent !== null ? <p>{t.best(Math.max(quiz.bestPercent, result?.scorePercent ?? 0))}</p> : null}
      </div>
      {!canTake ? <Callout tone="info" title={t.preview} /> : null}
      <div aria-live="polite" className="flex flex-col gap-2">
        {result ? <p className="font-medium text-ink">{t.result(result.correctCount, result.questionCount, result.scorePercent)}</p> : null}
        {passed ? (
          <Callout tone="success" title={t.passed} />
        ) : left === 0 ? (
          <Callout tone="warning" title={t.exhausted} />
        ) : result ? (
          <Callout tone="warning" title={t.failed} />
        ) : null}
      </div>
      <ol className="flex flex-col gap-5">
        {quiz.questions.map((question, qi) => {
          const single = question.kind === 'SINGLE';
          const rightHere = right.get(question.id);
          return (
            <li key={question.id}>
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 font-medium text-ink">
                  {qi + 1}. {question.prompt} <span className="text-sm font-normal text-muted">({single ? t.single : t.multiple})</span>
                </legend>
                {question.options.map((option) => {
                  const isRight = rightHere?.has(option.id) ?? false;
                  return (
                    <label
                      key={option.id}
                      className={cn(
                        'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 text-ink hover:bg-sunken',
                        isRight && 'border-success-600 bg-success-50',
                      )}
                    >
                      <input
                        type={single ? 'radio' : 'checkbox'}
                        name={question.id}
                        className="size-5 shrink-0 accent-brand-600"
                        disabled={closed || !canTake}
                        checked={(chosen[question.id] ?? []).includes(option.id)}
                        onChange={(event) => pick(question.id, option.id, single, event.target.checked)}
                      />
                      <span className="flex-1">{option.text}</span>
                      {isRight ? (
                        <span className="inline-flex items-center gap-1 text-sm font-medium text-success-700">
                          <CheckCircle2 className="size-4" aria-hidden />
                          {t.right}
                        </span>
                      ) : null}
                    </label>
                  );
                })}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {canTake && !closed ? (
        <Button type="submit" className="self-start" disabled={attempt.isPending}>
          {t.submit}
        </Button>
      ) : null}
    </form>
  );
}
