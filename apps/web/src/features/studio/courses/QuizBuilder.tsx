import { QUIZ_MAX_ATTEMPTS, QUIZ_MAX_OPTIONS, QUIZ_MAX_QUESTIONS, QuizInput, errorMessage, type QuizDto } from '@market/contract';
import { Plus, Trash2, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Select } from '../../../components/ui/Select';
import { cm } from '../../../lib/console-messages';

const t = cm.studioCourses.quiz;

export interface QuizDraft {
  passPercent: string;
  /** Blank: unlimited tries. */
  maxAttempts: string;
  questions: { id?: string; kind: 'SINGLE' | 'MULTIPLE'; prompt: string; options: { id?: string; text: string; correct: boolean }[] }[];
}

const blankQuestion = (): QuizDraft['questions'][number] => ({
  kind: 'SINGLE',
  prompt: '',
  options: [
    { text: '', correct: true },
    { text: '', correct: false },
  ],
});

export function quizDraftOf(quiz: QuizDto | null | undefined): QuizDraft {
  if (!quiz) return { passPercent: '70', maxAttempts: '3', questions: [blankQuestion()] };
  return { passPercent: String(quiz.passPercent), maxAttempts: quiz.maxAttempts === null ? '' : String(quiz.maxAttempts), questions: quiz.questions };
}

/** The draft as the contract's quiz, or the reason it is not one yet. */
export function quizOfDraft(draft: QuizDraft): { quiz: QuizInput } | { error: string } {
  const parsed = QuizInput.safeParse({
    passPercent: Number(draft.passPercent),
    maxAttempts: draft.maxAttempts.trim() === '' ? null : Number(draft.maxAttempts),
    questions: draft.questions,
  });
  return parsed.success ? { quiz: parsed.data } : { error: errorMessage('INVALID_QUIZ') ?? t.invalid };
}

const kindOptions = [
  { value: 'SINGLE', label: t.single },
  { value: 'MULTIPLE', label: t.multiple },
];

/** The questions of a quiz lesson: each with its kind, its options and which are right; the pass mark and the tries allowed. */
export function QuizBuilder({ value, onChange, error }: { value: QuizDraft; onChange: (draft: QuizDraft) => void; error?: string | undefined }) {
  const id = useId();
  const setQuestion = (index: number, question: QuizDraft['questions'][number]) =>
    onChange({ ...value, questions: value.questions.map((q, i) => (i === index ? question : q)) });

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.passPercent} hint={t.passPercentHint}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            value={value.passPercent}
            onChange={(event) => onChange({ ...value, passPercent: event.target.value })}
          />
        </Field>
        <Field label={t.maxAttempts} hint={t.maxAttemptsHint}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={QUIZ_MAX_ATTEMPTS}
            value={value.maxAttempts}
            onChange={(event) => onChange({ ...value, maxAttempts: event.target.value })}
          />
        </Field>
      </div>
      <ol className="flex flex-col gap-4">
        {value.questions.map((question, qi) => {
          const name = `${id}-q${qi}`;
          const setOption = (oi: number, change: Partial<{ text: string; correct: boolean }>) => {
            const options = question.options.map((o, i) => {
              if (change.correct !== undefined && question.kind === 'SINGLE') return { ...o, ...(i === oi ? change : {}), correct: i === oi };
              return i === oi ? { ...o, ...change } : o;
            });
            setQuestion(qi, { ...question, options });
          };
          return (
            <li key={question.id ?? qi} className="rounded-xl border border-line p-4">
              <fieldset className="flex flex-col gap-3">
                <legend className="text-sm font-semibold text-ink">{t.question(qi + 1)}</legend>
                <Field label={t.prompt}>
                  <Input maxLength={1000} value={question.prompt} onChange={(event) => setQuestion(qi, { ...question, prompt: event.target.value })} />
                </Field>
                <Field label={t.kind}>
                  <Select
                    options={kindOptions}
                    value={question.kind}
                    onChange={(event) => {
                      const kind = event.target.value as 'SINGLE' | 'MULTIPLE';
                      // One right option at most when it becomes single-choice: the first one ticked stays.
                      const first = question.options.findIndex((o) => o.correct);
                      const options = kind === 'SINGLE' ? question.options.map((o, i) => ({ ...o, correct: i === Math.max(0, first) })) : question.options;
                      setQuestion(qi, { ...question, kind, options });
                    }}
                  />
                </Field>
                <p className="text-[13px] text-muted">{question.kind === 'SINGLE' ? t.pickOne : t.pickMany}</p>
                <ul className="flex flex-col gap-2">
                  {question.options.map((option, oi) => (
                    <li key={option.id ?? oi} className="flex items-center gap-2">
                      <input
                        type={question.kind === 'SINGLE' ? 'radio' : 'checkbox'}
                        name={name}
                        className="size-5 shrink-0 accent-brand-600"
                        checked={option.correct}
                        aria-label={t.isRight(oi + 1)}
                        onChange={(event) => setOption(oi, { correct: event.target.checked })}
                      />
                      <Input
                        aria-label={t.option(oi + 1)}
                        maxLength={500}
                        value={option.text}
                        onChange={(event) => setOption(oi, { text: event.target.value })}
                      />
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t.removeOption(oi + 1)}
                        disabled={question.options.length <= 2}
                        onClick={() => setQuestion(qi, { ...question, options: question.options.filter((_, i) => i !== oi) })}
                      >
                        <X className="size-4" aria-hidden />
                      </Button>
                    </li>
                  ))}
                </ul>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={question.options.length >= QUIZ_MAX_OPTIONS}
                    onClick={() => setQuestion(qi, { ...question, options: [...question.options, { text: '', correct: false }] })}
                  >
                    <Plus className="size-4" aria-hidden />
                    {t.addOption}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={value.questions.length <= 1}
                    onClick={() => onChange({ ...value, questions: value.questions.filter((_, i) => i !== qi) })}
                  >
                    <Trash2 className="size-4" aria-hidden />
                    {t.removeQuestion}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        className="w-fit"
        disabled={value.questions.length >= QUIZ_MAX_QUESTIONS}
        onClick={() => onChange({ ...value, questions: [...value.questions, blankQuestion()] })}
      >
        <Plus className="size-4" aria-hidden />
        {t.addQuestion}
      </Button>
      {error ? (
        <p className="text-[13px] font-medium text-danger-600" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
