import type { CourseCardDto } from '@market/contract';
import { BookOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { usePageTitle } from '../../../lib/use-page-title';
import { coursePriceLabel } from '../../courses/course-format';
import { StudioList, StudioRow } from '../StudioList';
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
  const create = (
    <ButtonLink to="/studio/courses/new">
      <Plus className="size-4" aria-hidden />
      {t.create}
    </ButtonLink>
  );
  return (
    <>
      <StudioList
        title={t.title}
        description={t.lead}
        create={create}
        query={list}
        empty={{ icon: <BookOpen />, title: t.emptyTitle, body: t.emptyBody }}
        paging={{ page, onPageChange: setPage }}
      >
        {(course) => (
          <StudioRow
            key={course.id}
            to={`/studio/courses/${course.id}`}
            title={course.title}
            badges={
              <>
                <CourseStatusBadge status={course.status} />
                {!course.isDisplayed ? <Badge>{t.hidden}</Badge> : null}
              </>
            }
            actions={
              <div className="flex shrink-0 gap-2">
                <ButtonLink to={`/studio/courses/${course.id}`} size="sm" variant="secondary">
                  {t.edit}
                </ButtonLink>
                <ButtonLink to={`/courses/${course.slug}`} size="sm" variant="ghost">
                  {t.viewPage}
                </ButtonLink>
              </div>
            }
          >
            <p className="mt-1 text-sm text-muted">
              {coursePriceLabel(course)} · {m.courses.lessons(course.lessonCount)}
            </p>
            {course.status === 'REJECTED' && course.rejectReason ? (
              <p className="mt-1 text-sm text-danger-700">{`${t.rejectReason}: ${course.rejectReason}`}</p>
            ) : null}
          </StudioRow>
        )}
      </StudioList>
    </>
  );
}
