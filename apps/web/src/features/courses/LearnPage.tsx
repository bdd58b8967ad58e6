import { LESSON_COMPLETE_SHARE, type LearnerCourseDto } from '@market/contract';
import { Award, CheckCircle2, ChevronLeft, ChevronRight, GraduationCap, Link2, ListTree, Lock, Paperclip } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { StatusPage } from '../../app/pages/StatusPage';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Callout } from '../../components/ui/Callout';
import { SkipLink } from '../../components/ui/SkipLink';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { useLearnerCourse, useLesson, useSaveProgress } from './api';
import { formatClock, formatDay } from './course-format';
import { lessonIcon } from './Curriculum';
import { LessonViewer } from './LessonViewer';
import { QuizPlayer } from './QuizPlayer';

const t = m.learn;

type LearnerLesson = LearnerCourseDto['sections'][number]['lessons'][number];

/** The lessons in course order, each with whether this learner may open it now. */
function lessonsInOrder(view: LearnerCourseDto): LearnerLesson[] {
  return view.sections.flatMap((section) => section.lessons);
}

const canOpen = (view: LearnerCourseDto, lesson: LearnerLesson) => lesson.isPreview || (view.hasAccess && !lesson.locked);

/** `/learn/:slug`: the player. The lesson chosen lives in the address (`?lesson=`); progress is saved as the learner goes. */
export function LearnPage() {
  const { slug = '' } = useParams();
  const view = useLearnerCourse(slug, true, true);
  usePageTitle(view.data?.course.title ?? t.title);

  // Where to pick up is the server's answer of now, not one remembered from an earlier visit.
  if (view.isPending || (!view.isFetchedAfterMount && view.isFetching)) return <LoadingState className="min-h-[60vh]" />;
  if (view.isError) {
    if (view.error instanceof ApiError && view.error.status === 404) {
      return (
        <StatusPage
          code="404"
          icon={<GraduationCap />}
          title={m.courses.notFoundTitle}
          body={m.courses.notFoundBody}
          action={<ButtonLink to="/courses">{m.courses.backToCourses}</ButtonLink>}
        />
      );
    }
    return <ErrorState className="min-h-[60vh]" onRetry={() => void view.refetch()} retrying={view.isFetching} />;
  }
  return <Player view={view.data} />;
}

function Player({ view }: { view: LearnerCourseDto }) {
  const [params, setParams] = useSearchParams();
  const [outlineOpen, setOutlineOpen] = useState(false);
  const save = useSaveProgress(view.course.slug);
  const lessons = lessonsInOrder(view);
  // The server says where to pick up (the first unfinished lesson once the last one touched is done).
  const fallback = view.resume?.lessonId ?? lessons.find((lesson) => canOpen(view, lesson))?.id ?? null;
  const currentId = params.get('lesson') ?? fallback;
  const index = lessons.findIndex((lesson) => lesson.id === currentId);
  const current = index >= 0 ? lessons[index]! : null;
  const previous = index > 0 ? lessons[index - 1]! : null;
  const next = index >= 0 && index < lessons.length - 1 ? lessons[index + 1]! : null;
  const open = (id: string) => {
    setParams({ lesson: id });
    setOutlineOpen(false);
  };
  // The lesson picked up stays in the address: finishing it moves the server's resume point, not the page.
  const pinned = params.get('lesson');
  useEffect(() => {
    if (!pinned && fallback) setParams({ lesson: fallback }, { replace: true });
  }, [pinned, fallback, setParams]);
  const goNext = (id: string) => {
    // Reading a text or a PDF to its end and moving on counts as having read it (a video counts by itself).
    // A quiz counts only when passed, which the server decides.
    if (current && view.hasAccess && current.type !== 'VIDEO' && current.type !== 'QUIZ' && !current.completed) {
      save.mutate({ lessonId: current.id, body: { positionSeconds: 0, completed: true } });
    }
    open(id);
  };
  const back = view.hasAccess ? { to: '/me/learning', label: t.backToLearning } : { to: `/courses/${view.course.slug}`, label: t.toCoursePage };

  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
        <SkipLink />
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 sm:px-6">
          <Link
            to={back.to}
            aria-label={back.label}
            className="-ml-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-ink-soft hover:bg-sunken hover:text-ink sm:w-auto sm:gap-1 sm:px-2"
          >
            <ChevronLeft className="size-5" aria-hidden />
            <span className="hidden text-sm font-medium sm:inline">{back.label}</span>
          </Link>
          <h1 className="min-w-0 flex-1 truncate text-base font-semibold text-ink sm:text-lg">{view.course.title}</h1>
          <Button
            variant="secondary"
            size="sm"
            className="lg:hidden"
            aria-expanded={outlineOpen}
            aria-controls="course-outline"
            onClick={() => setOutlineOpen((v) => !v)}
          >
            <ListTree className="size-4" aria-hidden />
            {outlineOpen ? t.hideCurriculum : t.showCurriculum}
          </Button>
          {view.hasAccess ? <CourseProgress view={view} /> : null}
        </div>
      </header>

      <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-5 sm:px-6">
        {!view.hasAccess && !view.isOwner ? (
          <Callout
            tone="info"
            className="mb-5"
            title={t.noAccessTitle}
            action={
              <ButtonLink to={`/courses/${view.course.slug}`} size="sm">
                {t.toCoursePage}
              </ButtonLink>
            }
          >
            {t.noAccessBody}
          </Callout>
        ) : null}
        {view.certificateSerial ? (
          <Callout
            tone="success"
            className="mb-5"
            title={t.finishedCourse}
            action={
              <ButtonLink to={`/certificates/${view.certificateSerial}`} size="sm" variant="secondary">
                <Award className="size-4" aria-hidden />
                {t.viewCertificate}
              </ButtonLink>
            }
          />
        ) : null}

        {view.certificateNeeds.length && !view.certificateSerial ? (
          <Callout tone="info" className="mb-5" title={t.certificateNeedsTitle}>
            {t.certificateNeeds(view.certificateNeeds.map((quiz) => `“${quiz.title}”`).join(', '))}
          </Callout>
        ) : null}

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
          <main id="main" className="min-w-0">
            {lessons.length === 0 ? (
              <p className="rounded-xl border border-line bg-surface p-6 text-muted">{t.emptyCourse}</p>
            ) : current && canOpen(view, current) ? (
              <CurrentLesson key={current.id} view={view} lesson={current} />
            ) : current ? (
              <Callout tone="warning" title={t.locked}>
                {current.unlocksAt ? t.unlocksAt(formatDay(current.unlocksAt)) : t.noAccessBody}
              </Callout>
            ) : (
              <p className="rounded-xl border border-line bg-surface p-6 text-muted">{t.selectLesson}</p>
            )}
            <nav aria-label={t.lessonNav} className="mt-5 flex justify-between gap-3">
              {previous && canOpen(view, previous) ? (
                <Button variant="ghost" onClick={() => open(previous.id)}>
                  <ChevronLeft className="size-4" aria-hidden />
                  {t.previous}
                </Button>
              ) : (
                <span />
              )}
              {next && canOpen(view, next) ? (
                <Button onClick={() => goNext(next.id)}>
                  {t.next}
                  <ChevronRight className="size-4" aria-hidden />
                </Button>
              ) : null}
            </nav>
          </main>
          <aside id="course-outline" aria-label={t.curriculum} className={cn('lg:block', outlineOpen ? 'block' : 'hidden')}>
            <Outline view={view} currentId={current?.id ?? null} onOpen={open} />
          </aside>
        </div>
      </div>
    </div>
  );
}

function CourseProgress({ view }: { view: LearnerCourseDto }) {
  return (
    <div className="flex w-full items-center gap-3 lg:w-64">
      <div
        role="progressbar"
        aria-label={t.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={view.percent}
        aria-valuetext={t.progress(view.percent)}
        className="h-2 flex-1 overflow-hidden rounded-full bg-sunken"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${view.percent}%` }} />
      </div>
      <span className="shrink-0 text-sm text-muted tabular-nums">{t.lessonsDone(view.completedLessons, view.totalLessons)}</span>
    </div>
  );
}

function Outline({ view, currentId, onOpen }: { view: LearnerCourseDto; currentId: string | null; onOpen: (id: string) => void }) {
  return (
    <div className="overflow-hidden rounded-xl border border-line bg-surface lg:sticky lg:top-20 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto">
      {view.sections.map((section) => (
        <section key={section.id} className="border-b border-line last:border-b-0">
          <h2 className="bg-sunken/60 px-4 py-2.5 text-sm font-semibold text-ink">{section.title}</h2>
          <ul>
            {section.lessons.map((lesson) => {
              const Icon = lessonIcon[lesson.type];
              const enabled = canOpen(view, lesson);
              const active = lesson.id === currentId;
              return (
                <li key={lesson.id}>
                  <button
                    type="button"
                    disabled={!enabled}
                    aria-current={active ? 'step' : undefined}
                    onClick={() => onOpen(lesson.id)}
                    className={cn(
                      'flex w-full items-start gap-3 px-4 py-2.5 text-left text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
                      active ? 'bg-brand-50 text-brand-900' : 'text-ink-soft hover:bg-sunken',
                      !enabled && 'cursor-not-allowed opacity-60 hover:bg-transparent',
                    )}
                  >
                    {lesson.completed ? (
                      <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success-600" aria-label={t.completed} />
                    ) : enabled ? (
                      <Icon className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
                    ) : (
                      <Lock className="mt-0.5 size-4 shrink-0 text-muted" aria-label={t.locked} />
                    )}
                    <span className="min-w-0 flex-1">
                      {lesson.title}
                      {lesson.locked && lesson.unlocksAt ? <span className="block text-xs text-muted">{t.unlocksAt(formatDay(lesson.unlocksAt))}</span> : null}
                    </span>
                    {lesson.durationSeconds > 0 ? (
                      <span className="shrink-0 text-xs text-muted tabular-nums">{formatClock(lesson.durationSeconds)}</span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

function CurrentLesson({ view, lesson }: { view: LearnerCourseDto; lesson: LearnerLesson }) {
  const content = useLesson(lesson.id);
  const save = useSaveProgress(view.course.slug);
  const learning = view.hasAccess || view.isOwner;
  const startAt = view.resume && view.resume.lessonId === lesson.id ? view.resume.positionSeconds : (content.data?.positionSeconds ?? 0);

  const { mutate } = save;
  const onPosition = useCallback(
    (seconds: number, duration: number) => {
      if (!learning) return;
      const completed = duration > 0 && seconds / duration >= LESSON_COMPLETE_SHARE;
      mutate({ lessonId: lesson.id, body: { positionSeconds: Math.floor(seconds), ...(completed ? { completed: true } : {}) } });
    },
    [learning, lesson.id, mutate],
  );
  const complete = () => mutate({ lessonId: lesson.id, body: { positionSeconds: 0, completed: true } });

  if (content.isPending) return <LoadingState className="aspect-video" />;
  if (content.isError) {
    const message = content.error instanceof ApiError ? content.error.message : undefined;
    return message ? <Callout tone="warning" title={message} /> : <ErrorState onRetry={() => void content.refetch()} retrying={content.isFetching} />;
  }
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-ink">{lesson.title}</h2>
      {startAt > 0 && lesson.type === 'VIDEO' ? <p className="text-sm text-muted">{t.resumeAt(formatClock(startAt))}</p> : null}
      {content.data.quiz ? (
        <QuizPlayer slug={view.course.slug} lessonId={lesson.id} quiz={content.data.quiz} canTake={learning} />
      ) : (
        <LessonViewer lesson={content.data} startAt={startAt} onPosition={onPosition} onEnded={learning ? complete : undefined} />
      )}
      {content.data.attachments.length > 0 ? (
        <section aria-label={t.attachments} className="rounded-xl border border-line bg-surface p-4">
          <h3 className="text-sm font-semibold text-ink">{t.attachments}</h3>
          <ul className="mt-2 flex flex-col gap-1.5">
            {content.data.attachments.map((attachment) => (
              <li key={attachment.id}>
                <a href={attachment.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-2 text-sm text-brand-700 hover:underline">
                  {attachment.kind === 'LINK' ? <Link2 className="size-4" aria-hidden /> : <Paperclip className="size-4" aria-hidden />}
                  {attachment.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {save.isError ? (
        <p role="status" className="text-sm text-warning-700">
          {t.saveFailed}
        </p>
      ) : null}
      {learning && lesson.type !== 'VIDEO' && lesson.type !== 'QUIZ' ? (
        <div className="flex flex-wrap gap-3">
          {lesson.completed || save.data?.completed ? (
            <p className="inline-flex items-center gap-2 text-sm font-medium text-success-700">
              <CheckCircle2 className="size-4" aria-hidden />
              {t.completed}
            </p>
          ) : (
            <Button variant="secondary" onClick={complete} disabled={save.isPending}>
              <CheckCircle2 className="size-4" aria-hidden />
              {t.markDone}
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
