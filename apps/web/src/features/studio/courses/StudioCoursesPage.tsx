import type { CourseCardDto } from '@market/contract';
import { BookOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Pagination } from '../../../components/ui/Pagination';
import { QueryStates } from '../../../components/ui/QueryStates';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { usePageTitle } from '../../../lib/use-page-title';
import { coursePriceLabel } from '../../courses/course-format';
import { useStudioCourses } from './api';

const t = cm.studioCourses;

const tones: Record<CourseCardDto['status'], BadgeTone> = {
  DRAFT: 'neutral',
  PENDING: 'warning',
  PENDING_APPROVAL_WITH_ADMIN: 'warning',
  PUBLISHED: 'success',
  REJECTED: 'danger',
  ARCHIVED: 'neutral',
  REMOVED: 'danger',
};

export function CourseStatusBadge({ status }: { status: CourseCardDto['status'] }) {
  return <Badge tone={tones[status]}>{t.statuses[status] ?? status}</Badge>;
}

/** `/studio/courses`: my courses with their status, price and learners' way in. */
export function StudioCoursesPage() {
  usePageTitle(t.title);
  const [page, setPage] = useState(1);
  const list = useStudioCourses({ page, limit: 20 });
  const rows = list.data?.data ?? [];
  const create = (
    <ButtonLink to="/studio/courses/new">
      <Plus className="size-4" aria-hidden />
      {t.create}
    </ButtonLink>
  );
  return (
    <>
      <PageHeader title={t.title} description={t.lead} actions={create} />
      <Card className="overflow-hidden">
        <QueryStates
          query={list}
          empty={rows.length === 0}
          emptyState={<EmptyState icon={<BookOpen />} title={t.emptyTitle} body={t.emptyBody} action={create} />}
        >
          <ul className="divide-y divide-line">
            {rows.map((course) => (
              <li key={course.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:px-6">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <Link to={`/studio/courses/${course.id}`} className="font-medium text-ink hover:text-brand-700">
                      {course.title}
                    </Link>
                    <CourseStatusBadge status={course.status} />
                    {!course.isDisplayed ? <Badge>{t.hidden}</Badge> : null}
                  </p>
                  <p className="mt-1 text-sm text-muted">
                    {coursePriceLabel(course)} · {m.courses.lessons(course.lessonCount)}
                  </p>
                  {course.status === 'REJECTED' && course.rejectReason ? (
                    <p className="mt-1 text-sm text-danger-700">{`${t.rejectReason}: ${course.rejectReason}`}</p>
                  ) : null}
                </div>
                <div className="flex shrink-0 gap-2">
                  <ButtonLink to={`/studio/courses/${course.id}`} size="sm" variant="secondary">
                    {t.edit}
                  </ButtonLink>
                  <ButtonLink to={`/courses/${course.slug}`} size="sm" variant="ghost">
                    {t.viewPage}
                  </ButtonLink>
                </div>
              </li>
            ))}
          </ul>
          {list.data && list.data.meta.totalPages > 1 ? (
            <Pagination className="px-5 py-4" page={page} totalPages={list.data.meta.totalPages} total={list.data.meta.total} onPageChange={setPage} />
          ) : null}
        </QueryStates>
      </Card>
    </>
  );
}
