import { COURSE_LEVEL_LABELS, formatVnd, type CourseDetailDto, type LearnerCourseDto } from '@market/contract';
import { Award, BookOpenCheck, Check, ClipboardList, GraduationCap, Infinity as InfinityIcon, ListVideo, MonitorSmartphone, Target } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageStates } from '../../app/pages/PageStates';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Callout } from '../../components/ui/Callout';
import { Dialog } from '../../components/ui/Dialog';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { m } from '../../lib/messages';
import { useMediaQuery } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../auth/session';
import { useBuyLines } from '../cart/use-buy-lines';
import { DetailSection, RichText } from '../events/EventSections';
import { HostAvatar } from '../profiles/HostAvatar';
import { SaveButton } from '../saved/SaveButton';
import { useCourse, useLearnerCourse, usePreviewLessons, useRelatedCourses } from './api';
import { coursePriceLabel, formatDuration } from './course-format';
import { CourseCardGrid } from './CourseCard';
import { Curriculum } from './Curriculum';
import { LessonViewer } from './LessonViewer';
import { ReviewsSection } from '../reviews/ReviewsSection';

const t = m.courses;

/** `/courses/:slug`: what a course teaches, its curriculum with preview lessons, the host and the price. */
export function CoursePage() {
  const { slug = '' } = useParams();
  const query = useCourse(slug);
  usePageTitle(query.data?.title ?? t.title);

  if (!query.isSuccess)
    return (
      <PageStates
        query={query}
        icon={<GraduationCap />}
        notFound={{ title: t.notFoundTitle, body: t.notFoundBody }}
        back={{ to: '/courses', label: t.backToCourses }}
      />
    );
  return <CourseDetail course={query.data} />;
}

function CourseDetail({ course }: { course: CourseDetailDto }) {
  const { user } = useSession();
  const learner = useLearnerCourse(course.slug, user !== null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const notice = course.status === 'PUBLISHED' ? undefined : t.statusNotice[course.status];
  const lessonCount = course.sections.reduce((n, s) => n + s.lessons.length, 0);

  return (
    // Room at the bottom on phones for the buy bar, so it never covers the end of the page.
    <article className="mx-auto w-full max-w-6xl px-4 pt-6 pb-28 sm:px-6 sm:pt-10 lg:pb-10">
      {notice ? (
        <Callout tone="warning" className="mb-5" title={notice}>
          {course.rejectReason ? `${t.reason}: ${course.rejectReason}` : null}
        </Callout>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-10">
        <div className="min-w-0">
          <header>
            <div className="flex flex-wrap gap-2">
              {course.isUpcoming ? <Badge tone="warning">{t.upcoming}</Badge> : null}
              {course.level ? <Badge tone="brand">{`${t.level}: ${COURSE_LEVEL_LABELS[course.level]}`}</Badge> : null}
              {course.language ? <Badge>{`${t.language}: ${course.language}`}</Badge> : null}
            </div>
            <h1 className="mt-3 text-2xl font-semibold tracking-tight text-balance text-ink sm:text-3xl">{course.title}</h1>
            {course.subtitle ? <p className="mt-2 text-[15px] text-ink-soft">{course.subtitle}</p> : null}
            <Link to={`/hosts/${course.host.username}`} className="mt-4 inline-flex items-center gap-2 text-sm text-ink-soft hover:text-brand-700">
              <HostAvatar name={course.host.fullName} src={course.host.avatar} className="size-8 text-xs" />
              <span>
                {t.taughtBy}: <span className="font-medium text-ink">{course.host.fullName}</span>
              </span>
            </Link>
            <SaveButton type="ONLINE_COURSE" id={course.id} look="button" className="mt-4" />
          </header>
          <div className="mt-6 overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-line lg:hidden">
            <Cover course={course} />
          </div>
          <div className="mt-8 flex flex-col gap-8">
            {course.outcomes.length > 0 ? (
              <DetailSection title={t.outcomes} icon={<Target />}>
                <ul className="grid gap-2 sm:grid-cols-2" data-testid="course-outcomes">
                  {course.outcomes.map((line, i) => (
                    <li key={i} className="flex gap-2 text-[15px] text-ink-soft">
                      <Check className="mt-1 size-4 shrink-0 text-success-600" aria-hidden />
                      <span>{line}</span>
                    </li>
                  ))}
                </ul>
              </DetailSection>
            ) : null}
            <DetailSection title={t.curriculum} icon={<ListVideo />}>
              {course.sections.length > 0 ? (
                <p className="mb-3 text-sm text-muted">{t.curriculumSummary(course.sections.length, lessonCount, formatDuration(course.durationSeconds))}</p>
              ) : null}
              <Curriculum sections={course.sections} onPreview={setPreviewId} />
            </DetailSection>
            {course.description?.trim() ? (
              <DetailSection title={t.about}>
                <RichText text={course.description} testId="course-description" />
              </DetailSection>
            ) : null}
            {course.requirements.length > 0 ? (
              <DetailSection title={t.requirements} icon={<ClipboardList />}>
                <ul className="list-disc space-y-1 pl-5 text-[15px] text-ink-soft" data-testid="course-requirements">
                  {course.requirements.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              </DetailSection>
            ) : null}
            {course.status === 'PUBLISHED' ? <ReviewsSection subject={{ subjectType: 'ONLINE_COURSE', subjectId: course.id }} audience="learners" /> : null}
          </div>
        </div>
        <aside className="lg:row-span-2">
          <div className="flex flex-col gap-4 lg:sticky lg:top-24">
            <div className="hidden overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-line lg:block">
              <Cover course={course} />
            </div>
            <PurchaseCard course={course} learner={learner.data ?? null} signedIn={user !== null} />
          </div>
        </aside>
      </div>
      <RelatedCourses courseId={course.id} />
      <BuyBar course={course} learner={learner.data ?? null} signedIn={user !== null} />
      <PreviewDialog courseId={course.id} lessonId={previewId} onClose={() => setPreviewId(null)} />
    </article>
  );
}

function Cover({ course }: { course: CourseDetailDto }) {
  return course.coverImage ? (
    <img src={course.coverImage} alt="" className="aspect-video w-full object-cover" />
  ) : (
    <div className="flex aspect-video items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100 text-brand-400" aria-hidden>
      <GraduationCap className="size-14" />
    </div>
  );
}

type Standing = 'OWNER' | 'LEARNER' | 'NOT_ON_SALE' | 'FREE' | 'PAID' | 'WAITING';

/** Where the viewer stands with the course, which decides what the purchase card and the buy bar offer. */
function standingOf(course: CourseDetailDto, learner: LearnerCourseDto | null, signedIn: boolean): Standing {
  if (learner?.isOwner || course.canEdit) return 'OWNER';
  if (learner?.hasAccess) return 'LEARNER';
  // Waits for the learner's view before offering to buy what the visitor may already own.
  if (signedIn && learner === null) return 'WAITING';
  if (course.status !== 'PUBLISHED' || course.isUpcoming) return 'NOT_ON_SALE';
  return course.isFree || course.price === 0 ? 'FREE' : 'PAID';
}

/** The one thing to do next: learn, enrol or buy (null when there is none to offer). */
function MainAction({ course, learner, standing }: { course: CourseDetailDto; learner: LearnerCourseDto | null; standing: Standing }) {
  const buy = useBuyLines();
  const line = [{ productItemType: 'ONLINE_COURSE' as const, productItemId: course.id, quantity: 1 }];
  const learnPath = `/learn/${course.slug}`;
  switch (standing) {
    case 'OWNER':
      return (
        <ButtonLink to={learnPath} variant="secondary">
          {t.goLearn}
        </ButtonLink>
      );
    case 'LEARNER':
      return <ButtonLink to={learnPath}>{learner && learner.percent > 0 ? t.continueLearning : t.goLearn}</ButtonLink>;
    case 'FREE':
      return <Button onClick={() => buy.buyNow(line)}>{t.enrolFree}</Button>;
    case 'PAID':
      return <Button onClick={() => buy.buyNow(line)}>{t.buyNow}</Button>;
    default:
      return null;
  }
}

/**
 * On a phone the purchase card comes after the curriculum, far down: a bar kept at the bottom of the
 * screen holds the price and the main action meanwhile.
 */
function BuyBar({ course, learner, signedIn }: { course: CourseDetailDto; learner: LearnerCourseDto | null; signedIn: boolean }) {
  const narrow = useMediaQuery('(max-width: 1023px)');
  const standing = standingOf(course, learner, signedIn);
  if (!narrow || standing === 'NOT_ON_SALE' || standing === 'WAITING') return null;
  return (
    <section
      aria-label={t.buyBar}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 py-3 shadow-pop backdrop-blur pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
        <p className="min-w-0">
          <span className="block text-lg font-semibold text-ink">{coursePriceLabel(course)}</span>
          {course.compareAtPrice !== null && course.compareAtPrice > course.price ? (
            <s className="text-sm text-muted">{formatVnd(course.compareAtPrice)}</s>
          ) : null}
        </p>
        <div className="flex shrink-0">
          <MainAction course={course} learner={learner} standing={standing} />
        </div>
      </div>
    </section>
  );
}

/** The price and what to do next: buy, go on learning, or edit one's own course. */
function PurchaseCard({ course, learner, signedIn }: { course: CourseDetailDto; learner: LearnerCourseDto | null; signedIn: boolean }) {
  const buy = useBuyLines();
  const lessonCount = course.sections.reduce((n, s) => n + s.lessons.length, 0);
  const line = [{ productItemType: 'ONLINE_COURSE' as const, productItemId: course.id, quantity: 1 }];
  const discounted = course.compareAtPrice !== null && course.compareAtPrice > course.price;
  const standing = standingOf(course, learner, signedIn);
  const main = <MainAction course={course} learner={learner} standing={standing} />;

  let actions;
  if (standing === 'WAITING') actions = <div className="h-11 animate-pulse rounded-lg bg-sunken" />;
  else if (standing === 'OWNER') {
    actions = (
      <>
        <p className="text-sm text-ink-soft">{t.ownerView}</p>
        {main}
      </>
    );
  } else if (standing === 'LEARNER') {
    actions = (
      <>
        <p className="text-sm text-success-700">{t.owned}</p>
        {main}
      </>
    );
  } else if (standing === 'NOT_ON_SALE') actions = <p className="text-sm text-muted">{t.notOnSale}</p>;
  else if (standing === 'FREE') actions = main;
  else {
    actions = (
      <>
        {main}
        <Button variant="secondary" onClick={() => buy.addToCart(line)} disabled={buy.adding}>
          {t.addToCart}
        </Button>
      </>
    );
  }

  return (
    <section aria-label={t.buyNow} className="rounded-2xl border border-line bg-surface p-5 shadow-card">
      <p className="flex items-baseline gap-2">
        <span className="text-2xl font-semibold text-ink">{coursePriceLabel(course)}</span>
        {discounted ? <s className="text-muted">{formatVnd(course.compareAtPrice!)}</s> : null}
      </p>
      {/* Waits for the learner's view before offering to buy what the visitor may already own. */}
      <div className="mt-4 flex flex-col gap-2">{actions}</div>
      <h2 className="mt-6 text-sm font-semibold text-ink">{t.whatIncluded}</h2>
      <ul className="mt-2 flex flex-col gap-2 text-sm text-ink-soft">
        <li className="flex items-center gap-2">
          <ListVideo className="size-4 text-brand-600" aria-hidden />
          {t.included.lessons(lessonCount)}
        </li>
        {course.durationSeconds > 0 ? (
          <li className="flex items-center gap-2">
            <BookOpenCheck className="size-4 text-brand-600" aria-hidden />
            {t.included.duration(formatDuration(course.durationSeconds))}
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          <InfinityIcon className="size-4 text-brand-600" aria-hidden />
          {t.included.lifetime}
        </li>
        <li className="flex items-center gap-2">
          <MonitorSmartphone className="size-4 text-brand-600" aria-hidden />
          {t.included.devices}
        </li>
        <li className="flex items-center gap-2">
          <Award className="size-4 text-brand-600" aria-hidden />
          {t.included.certificate}
        </li>
      </ul>
    </section>
  );
}

/** A preview lesson in a dialog, for anyone (the list of previews is public). */
function PreviewDialog({ courseId, lessonId, onClose }: { courseId: string; lessonId: string | null; onClose: () => void }) {
  const previews = usePreviewLessons(courseId, lessonId !== null);
  const lesson = previews.data?.data.find((l) => l.id === lessonId) ?? null;
  return (
    <Dialog
      open={lessonId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={lesson ? t.previewTitle(lesson.title) : t.preview}
      className="max-w-3xl"
    >
      {previews.isPending ? (
        <LoadingState />
      ) : previews.isError || !lesson ? (
        <ErrorState onRetry={() => void previews.refetch()} retrying={previews.isFetching} />
      ) : (
        <LessonViewer lesson={lesson} />
      )}
    </Dialog>
  );
}

function RelatedCourses({ courseId }: { courseId: string }) {
  const related = useRelatedCourses(courseId);
  const courses = (related.data ?? []).filter((c) => c.id !== courseId);
  if (courses.length === 0) return null;
  return (
    <section className="mt-12 border-t border-line pt-8">
      <h2 className="text-lg font-semibold text-ink">{t.related}</h2>
      <CourseCardGrid courses={courses} className="mt-4" />
    </section>
  );
}
