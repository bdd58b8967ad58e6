import type { CourseDetailDto } from '@market/contract';
import { Eye, GraduationCap, Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { StatusPage } from '../../../app/pages/StatusPage';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Callout } from '../../../components/ui/Callout';
import { Card } from '../../../components/ui/Card';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Switch } from '../../../components/ui/Switch';
import { Tabs } from '../../../components/ui/Tabs';
import { ApiError } from '../../../lib/api';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { showApiError } from '../../../lib/show-api-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { studioCoursesApi, useCourseChange, useStudioCourse } from './api';
import { CourseDetailsForm } from './CourseDetailsForm';
import { CourseLearners } from './CourseLearners';
import { CourseStatusBadge } from './StudioCoursesPage';
import { CurriculumBuilder } from './CurriculumBuilder';

const t = cm.studioCourses;
type Tab = 'details' | 'curriculum' | 'learners';
const TABS: readonly Tab[] = ['details', 'curriculum', 'learners'];

/** `/studio/courses/new`: a course starts with its details; then the editor opens on its curriculum. */
export function NewCoursePage() {
  usePageTitle(t.newTitle);
  const navigate = useNavigate();
  const create = useCourseChange(studioCoursesApi.upsert);
  return (
    <>
      <PageHeader title={t.newTitle} description={t.lead} />
      <Card className="p-5 sm:p-6">
        <CourseDetailsForm
          submitLabel={t.create_}
          onSave={async (body) => {
            const course = await create.mutateAsync(body);
            toast.success(t.created);
            navigate(`/studio/courses/${course.id}?tab=curriculum`, { replace: true });
          }}
        />
      </Card>
    </>
  );
}

/** `/studio/courses/:id`: details, curriculum and learners of one of my courses, and its way to sale. */
export function CourseEditorPage() {
  const { id = '' } = useParams();
  const query = useStudioCourse(id);
  usePageTitle(query.data?.title ?? t.title);
  if (query.isPending) return <LoadingState className="min-h-[40vh]" />;
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403)) {
      return (
        <StatusPage
          code={String(query.error.status)}
          icon={<GraduationCap />}
          title={m.courses.notFoundTitle}
          body={m.courses.notFoundBody}
          action={<ButtonLink to="/studio/courses">{t.title}</ButtonLink>}
        />
      );
    }
    return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <Editor course={query.data} />;
}

function Editor({ course }: { course: CourseDetailDto }) {
  const panelId = useId();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((value) => value === params.get('tab')) ?? 'details';
  const [removing, setRemoving] = useState(false);
  const save = useCourseChange(studioCoursesApi.upsert);
  const submit = useCourseChange(studioCoursesApi.submit);
  const publish = useCourseChange(({ published }: { published: boolean }) => studioCoursesApi.setPublished(course.id, published));
  const display = useCourseChange((displayed: boolean) => studioCoursesApi.setDisplayed(course.id, displayed));
  const remove = useCourseChange(studioCoursesApi.remove);
  const canSubmit = course.status === 'DRAFT' || course.status === 'REJECTED';

  return (
    <>
      <PageHeader
        title={course.title}
        description={<CourseStatusBadge status={course.status} />}
        actions={
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={`/learn/${course.slug}`} variant="ghost">
              <Eye className="size-4" aria-hidden />
              {t.previewAsLearner}
            </ButtonLink>
            {canSubmit ? (
              <Button
                disabled={submit.isPending}
                onClick={() => submit.mutate(course.id, { onSuccess: () => toast.success(t.submitted), onError: showApiError })}
              >
                <Send className="size-4" aria-hidden />
                {t.submit}
              </Button>
            ) : null}
            {course.status === 'PUBLISHED' ? (
              <Button
                variant="secondary"
                disabled={publish.isPending}
                onClick={() => publish.mutate({ published: false }, { onSuccess: () => toast.success(t.unpublished), onError: showApiError })}
              >
                {t.unpublish}
              </Button>
            ) : course.status === 'ARCHIVED' ? (
              <Button
                disabled={publish.isPending}
                onClick={() => publish.mutate({ published: true }, { onSuccess: () => toast.success(t.published), onError: showApiError })}
              >
                {t.publish}
              </Button>
            ) : null}
          </div>
        }
      />
      {course.status === 'REJECTED' && course.rejectReason ? (
        <Callout tone="warning" className="mb-4" title={t.statuses.REJECTED ?? ''}>
          {`${t.rejectReason}: ${course.rejectReason}`}
        </Callout>
      ) : null}
      <Card className="overflow-hidden">
        <div className="border-b border-line px-3 sm:px-4">
          <Tabs
            label={t.title}
            variant="underline"
            idPrefix="course-tab"
            panelId={panelId}
            tabs={TABS.map((value) => ({ value, label: t.tabs[value] ?? value }))}
            value={tab}
            onChange={(next) => setParams(next === 'details' ? {} : { tab: next }, { replace: true })}
          />
        </div>
        <div id={panelId} role="tabpanel" aria-labelledby={`course-tab-${tab}`} className="p-5 sm:p-6">
          {tab === 'details' ? (
            <div className="flex flex-col gap-6">
              <CourseDetailsForm
                course={course}
                submitLabel={m.common.save}
                onSave={(body) => save.mutateAsync({ ...body, id: course.id }).then(() => toast.success(t.saved))}
              />
              <div className="flex flex-col gap-4 border-t border-line pt-5">
                <Switch
                  checked={course.isDisplayed}
                  onCheckedChange={(value) => display.mutate(value, { onError: showApiError })}
                  label={t.displayed}
                  disabled={display.isPending}
                />
                <Button variant="ghost" className="self-start text-danger-700" onClick={() => setRemoving(true)}>
                  <Trash2 className="size-4" aria-hidden />
                  {t.remove}
                </Button>
              </div>
            </div>
          ) : tab === 'curriculum' ? (
            <CurriculumBuilder course={course} />
          ) : (
            <CourseLearners courseId={course.id} />
          )}
        </div>
      </Card>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={t.removeTitle}
        description={t.removeBody}
        confirmLabel={t.remove}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(course.id, {
            onSuccess: () => {
              toast.success(t.removed);
              navigate('/studio/courses', { replace: true });
            },
            onError: showApiError,
          })
        }
      />
    </>
  );
}
