import type { CurriculumLessonDto, LessonUpsertBody } from '@market/contract';
import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { Select } from '../../../components/ui/Select';
import { Switch } from '../../../components/ui/Switch';
import { Textarea } from '../../../components/ui/Textarea';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { showApiError } from '../../../lib/show-api-error';
import { uploadPrivateFile } from '../../../lib/upload';
import { QuizBuilder, quizDraftOf, quizOfDraft } from './QuizBuilder';
import { ResourcePicker } from './ResourcePicker';

const t = cm.studioCourses.lessons;
type LessonType = CurriculumLessonDto['type'];
const typeOptions = (['VIDEO', 'PDF', 'TEXT', 'QUIZ'] as const).map((value) => ({ value, label: m.courses.lessonTypes[value] ?? value }));
const ACCEPT: Record<LessonType, string> = { VIDEO: 'video/mp4,video/webm,video/quicktime', PDF: 'application/pdf', TEXT: '', QUIZ: '' };

/** Reads a video's length from the file itself, so the host need not type it. */
function videoSeconds(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? Math.round(video.duration) : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

/** Adds a lesson to a section or edits one: its kind, title, text or private file (uploaded with a progress bar), length and preview flag. */
export function LessonDialog({
  open,
  sectionId,
  lesson,
  body: initialBody,
  onClose,
  onSave,
}: {
  open: boolean;
  sectionId: string;
  lesson: CurriculumLessonDto | null;
  /** The text of a TEXT lesson being edited (the curriculum does not carry it). */
  body?: string | null;
  onClose: () => void;
  onSave: (body: LessonUpsertBody) => Promise<unknown>;
}) {
  const [type, setType] = useState<LessonType>(lesson?.type ?? 'VIDEO');
  const [title, setTitle] = useState(lesson?.title ?? '');
  const [text, setText] = useState(initialBody ?? '');
  const [mediaKey, setMediaKey] = useState<string | null>(lesson?.mediaKey ?? null);
  const [minutes, setMinutes] = useState(lesson ? String(Math.round(lesson.durationSeconds / 60)) : '');
  const [seconds, setSeconds] = useState<number | null>(null);
  const [isPreview, setPreview] = useState(lesson?.isPreview ?? false);
  const [resourceIds, setResourceIds] = useState<string[]>(lesson?.resourceIds ?? []);
  const [quiz, setQuiz] = useState(() => quizDraftOf(lesson?.quiz));
  const [quizError, setQuizError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      if (type === 'VIDEO') {
        const length = await videoSeconds(file);
        if (length !== null) {
          setSeconds(length);
          setMinutes(String(Math.max(1, Math.round(length / 60))));
        }
      }
      const { key } = await uploadPrivateFile(file, 'lessons', setProgress);
      setMediaKey(key);
    } catch (failure) {
      showApiError(failure);
    } finally {
      setProgress(null);
    }
  };

  /** A file fits one kind of lesson (a video, a PDF): another kind starts without one, the lesson's own kind gets its file back. */
  const changeType = (next: LessonType) => {
    setType(next);
    setMediaKey(next === lesson?.type ? (lesson.mediaKey ?? null) : null);
  };

  const save = async () => {
    if (title.trim() === '') {
      setError(m.validation.required);
      return;
    }
    const checked = type === 'QUIZ' ? quizOfDraft(quiz) : null;
    if (checked && 'error' in checked) {
      setQuizError(checked.error);
      return;
    }
    setSaving(true);
    try {
      await onSave({
        ...(lesson ? { id: lesson.id } : {}),
        sectionId,
        type,
        title: title.trim(),
        body: type === 'TEXT' ? text : null,
        mediaKey: type === 'TEXT' || type === 'QUIZ' ? null : mediaKey,
        durationSeconds: seconds ?? (minutes === '' ? 0 : Math.min(24 * 3600, Number(minutes) * 60)),
        isPreview: type === 'QUIZ' ? false : isPreview,
        resourceIds,
        ...(checked && 'quiz' in checked ? { quiz: checked.quiz } : {}),
      });
      onClose();
    } catch (failure) {
      showApiError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={lesson ? t.edit : t.add}
      className={type === 'QUIZ' ? 'max-w-2xl' : 'max-w-xl'}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {m.common.cancel}
          </Button>
          <Button onClick={() => void save()} disabled={saving || progress !== null}>
            {t.save}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field label={t.title} error={error}>
          <Input
            maxLength={200}
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              setError(undefined);
            }}
          />
        </Field>
        <Field label={t.type}>
          <Select options={typeOptions} value={type} onChange={(event) => changeType(event.target.value as LessonType)} />
        </Field>
        {type === 'QUIZ' ? (
          <QuizBuilder
            value={quiz}
            onChange={(next) => {
              setQuiz(next);
              setQuizError(undefined);
            }}
            error={quizError}
          />
        ) : type === 'TEXT' ? (
          <Field label={t.body}>
            <Textarea rows={8} value={text} onChange={(event) => setText(event.target.value)} />
          </Field>
        ) : (
          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium text-ink">{t.file(type)}</span>
            <p className="text-sm text-muted">{mediaKey ? t.fileReady : t.noFile}</p>
            {progress !== null ? (
              <ProgressBar value={progress} label={t.uploadLabel} caption={t.uploading(progress)} />
            ) : (
              <label className="inline-flex h-9 w-fit cursor-pointer items-center gap-2 rounded-lg border border-line-strong bg-surface px-3 text-sm font-medium text-ink shadow-sm focus-within:outline-2 focus-within:outline-brand-500 hover:bg-sunken">
                <FileUp className="size-4" aria-hidden />
                {t.chooseFile}
                <input type="file" accept={ACCEPT[type]} className="sr-only" onChange={(event) => void upload(event.target.files?.[0])} />
              </label>
            )}
          </div>
        )}
        <Field label={t.duration} optional>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={1440}
            value={minutes}
            onChange={(event) => {
              setMinutes(event.target.value);
              setSeconds(null);
            }}
          />
        </Field>
        {type === 'QUIZ' ? (
          <p className="text-[13px] text-muted">{cm.studioCourses.quiz.noPreview}</p>
        ) : (
          <Switch checked={isPreview} onCheckedChange={setPreview} label={t.preview} description={t.previewHint} />
        )}
        <ResourcePicker value={resourceIds} onChange={setResourceIds} />
      </div>
    </Dialog>
  );
}
