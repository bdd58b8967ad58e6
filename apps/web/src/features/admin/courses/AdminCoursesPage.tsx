import type { CourseCardDto, ModerationRejectBody } from '@market/contract';
import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { Ban, BookOpen, Check } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Dialog } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Field } from '../../../components/ui/Field';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Pagination } from '../../../components/ui/Pagination';
import { QueryStates } from '../../../components/ui/QueryStates';
import { Select } from '../../../components/ui/Select';
import { Switch } from '../../../components/ui/Switch';
import { Tabs } from '../../../components/ui/Tabs';
import { Textarea } from '../../../components/ui/Textarea';
import { callApi } from '../../../lib/api';
import * as calls from '../../../lib/endpoints.generated';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { showApiError } from '../../../lib/show-api-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { courseKeys } from '../../courses/api';
import { coursePriceLabel } from '../../courses/course-format';
import { CourseStatusBadge } from '../../studio/courses/StudioCoursesPage';
import { UpcomingCourseDialog, type UpcomingCourseInput } from './UpcomingCourseDialog';
import { queryKeysFactory } from '../../../lib/query-keys';

type ModerationAction = ModerationRejectBody['action'];
const t = cm.adminCourses;
type Tab = 'pending' | 'upcoming' | 'all';
const TABS: readonly Tab[] = ['pending', 'upcoming', 'all'];

const adminCourseKeys = queryKeysFactory('admin-courses');

const api = {
  list: (tab: Tab, page: number, signal?: AbortSignal) =>
    callApi(
      calls.courses.adminList,
      {
        query: {
          page,
          limit: 20,
          ...(tab === 'pending' ? { status: 'PENDING_APPROVAL_WITH_ADMIN' as const } : {}),
          ...(tab === 'upcoming' ? { isUpcoming: 'true' as const } : {}),
        },
      },
      { signal },
    ),
  createUpcoming: (input: UpcomingCourseInput) => callApi(calls.courses.adminCreateUpcoming, { body: input }),
  endUpcoming: (id: string) => callApi(calls.courses.adminUpdateUpcoming, { params: { id }, body: { isUpcoming: false } }),
  approve: (id: string) => callApi(calls.contentModeration.approve, { params: { type: 'ONLINE_COURSE', id } }),
  reject: ({ id, reason, action }: { id: string; reason: string; action: ModerationAction }) =>
    callApi(calls.contentModeration.reject, { params: { type: 'ONLINE_COURSE', id }, body: { reason, action } }),
  setDisplayed: ({ id, displayed }: { id: string; displayed: boolean }) => callApi(calls.courses.adminSetDisplayed, { params: { id }, body: { displayed } }),
};

/** `/admin/courses`: courses waiting for review first; approve, reject with a reason, or hide from the catalogue. */
export function AdminCoursesPage() {
  usePageTitle(t.title);
  const panelId = useId();
  const client = useQueryClient();
  const [tab, setTab] = useState<Tab>('pending');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<CourseCardDto | null>(null);
  const list = useQuery({
    queryKey: adminCourseKeys.list({ tab, page }),
    queryFn: ({ signal }) => api.list(tab, page, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: adminCourseKeys.all });
    void client.invalidateQueries({ queryKey: courseKeys.all });
  };
  const approve = useMutation({ mutationFn: api.approve, onSuccess: () => (toast.success(t.approved), refresh()), onError: showApiError });
  const reject = useMutation({ mutationFn: api.reject, onSuccess: () => (toast.success(t.rejected), setRejecting(null), refresh()), onError: showApiError });
  const display = useMutation({ mutationFn: api.setDisplayed, onSuccess: refresh, onError: showApiError });
  const [announcing, setAnnouncing] = useState(false);
  const createUpcoming = useMutation({
    mutationFn: api.createUpcoming,
    onSuccess: () => (toast.success(t.upcoming.created), refresh()),
    onError: showApiError,
  });
  const endUpcoming = useMutation({ mutationFn: api.endUpcoming, onSuccess: () => (toast.success(t.upcoming.ended), refresh()), onError: showApiError });
  const rows = list.data?.data ?? [];

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.lead}
        actions={
          <Button variant="secondary" onClick={() => setAnnouncing(true)}>
            {t.upcoming.create}
          </Button>
        }
      />
      <Card className="overflow-hidden">
        <div className="border-b border-line px-3 sm:px-4">
          <Tabs
            label={t.title}
            variant="underline"
            idPrefix="admin-course-tab"
            panelId={panelId}
            tabs={TABS.map((value) => ({ value, label: t.tabs[value] }))}
            value={tab}
            onChange={(next) => {
              setTab(next);
              setPage(1);
            }}
          />
        </div>
        <div id={panelId} role="tabpanel" aria-labelledby={`admin-course-tab-${tab}`}>
          <QueryStates
            query={list}
            empty={rows.length === 0}
            emptyState={<EmptyState icon={<BookOpen />} title={tab === 'pending' ? t.emptyPending : tab === 'upcoming' ? t.upcoming.empty : t.empty} />}
          >
            <ul className="divide-y divide-line">
              {rows.map((course) => (
                <li key={course.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:px-6">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <Link to={`/courses/${course.slug}`} className="font-medium text-ink hover:text-brand-700">
                        {course.title}
                      </Link>
                      <CourseStatusBadge status={course.status} />
                    </p>
                    <p className="mt-1 text-sm text-muted">
                      {course.host.fullName} · {coursePriceLabel(course)} · {m.courses.lessons(course.lessonCount)}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-wrap items-center gap-2">
                    {course.isUpcoming ? (
                      <Button size="sm" variant="ghost" aria-label={`${t.upcoming.end}: ${course.title}`} onClick={() => endUpcoming.mutate(course.id)}>
                        {t.upcoming.end}
                      </Button>
                    ) : null}
                    {course.status === 'PENDING_APPROVAL_WITH_ADMIN' ? (
                      <>
                        <Button
                          size="sm"
                          loading={approve.isPending && approve.variables === course.id}
                          leadingIcon={<Check className="size-4" aria-hidden />}
                          aria-label={`${t.approve}: ${course.title}`}
                          onClick={() => approve.mutate(course.id)}
                        >
                          {t.approve}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          leadingIcon={<Ban className="size-4" aria-hidden />}
                          aria-label={`${t.reject}: ${course.title}`}
                          onClick={() => setRejecting(course)}
                        >
                          {t.reject}
                        </Button>
                      </>
                    ) : null}
                    <Switch
                      checked={course.isDisplayed}
                      onCheckedChange={(displayed) => display.mutate({ id: course.id, displayed })}
                      label={t.displayed}
                      disabled={display.isPending && display.variables?.id === course.id}
                    />
                  </div>
                </li>
              ))}
            </ul>
            {list.data && list.data.meta.totalPages > 1 ? (
              <Pagination className="px-5 py-4" page={page} totalPages={list.data.meta.totalPages} total={list.data.meta.total} onPageChange={setPage} />
            ) : null}
          </QueryStates>
        </div>
      </Card>
      {announcing ? <UpcomingCourseDialog onClose={() => setAnnouncing(false)} onSave={(input) => createUpcoming.mutateAsync(input)} /> : null}
      {rejecting ? (
        <RejectDialog
          key={rejecting.id}
          course={rejecting}
          pending={reject.isPending}
          onClose={() => setRejecting(null)}
          onConfirm={(reason, action) => reject.mutate({ id: rejecting.id, reason, action })}
        />
      ) : null}
    </>
  );
}

function RejectDialog({
  course,
  pending,
  onClose,
  onConfirm,
}: {
  course: CourseCardDto;
  pending: boolean;
  onClose: () => void;
  onConfirm: (reason: string, action: ModerationAction) => void;
}) {
  const [reason, setReason] = useState('');
  const [action, setAction] = useState<ModerationAction>('REJECTED');
  const [error, setError] = useState<string | undefined>();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.rejectTitle}
      description={<span className="block font-medium text-ink">{course.title}</span>}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {m.common.cancel}
          </Button>
          <Button variant="danger" loading={pending} onClick={() => (reason.trim() ? onConfirm(reason.trim(), action) : setError(m.validation.required))}>
            {t.reject}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field label={t.action}>
          <Select
            options={(['REJECTED', 'CONTACT'] as const).map((value) => ({ value, label: t.actions[value] }))}
            value={action}
            onChange={(event) => setAction(event.target.value as ModerationAction)}
          />
        </Field>
        <Field label={t.reason} error={error}>
          <Textarea rows={4} maxLength={1000} value={reason} onChange={(event) => (setReason(event.target.value), setError(undefined))} />
        </Field>
      </div>
    </Dialog>
  );
}
