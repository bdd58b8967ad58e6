import type { MyCourseDto } from '@market/contract';
import { Award, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { MyList } from '../../components/ui/MyList';
import { usePageParam } from '../../components/ui/Pagination';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { useMyCourses } from './api';
import { formatDay } from './course-format';

const t = m.myLearning;

/** `/me/learning`: the courses the buyer may learn, with their progress and a way straight back in. */
export function MyLearningPage() {
  usePageTitle(t.title);
  const page = usePageParam();
  const list = useMyCourses(page);
  return (
    <MyList
      title={t.title}
      lead={t.lead}
      query={list}
      empty={{ icon: <GraduationCap />, title: t.emptyTitle, body: t.emptyBody, browseTo: '/courses', browseLabel: t.browse }}
      keyOf={(item) => item.course.id}
    >
      {(item) => <MyCourseRow item={item} />}
    </MyList>
  );
}

function MyCourseRow({ item }: { item: MyCourseDto }) {
  const { course, percent } = item;
  // No lesson in the address: the player opens where the server says to pick up (the first unfinished lesson).
  const learn = `/learn/${course.slug}`;
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card sm:flex-row sm:items-center">
      <Link to={`/courses/${course.slug}`} className="block shrink-0 overflow-hidden rounded-xl bg-brand-50 sm:w-48" tabIndex={-1} aria-hidden>
        {course.coverImage ? (
          <img src={course.coverImage} alt="" loading="lazy" className="aspect-video w-full object-cover" />
        ) : (
          <div className="flex aspect-video items-center justify-center text-brand-400">
            <GraduationCap className="size-8" />
          </div>
        )}
      </Link>
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-ink">
          <Link to={`/courses/${course.slug}`} className="hover:text-brand-700">
            {course.title}
          </Link>
        </h2>
        <p className="mt-0.5 text-sm text-muted">
          {course.host.fullName} · {t.enrolledAt(formatDay(item.enrolledAt))}
        </p>
        <div className="mt-3 flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={m.learn.progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 flex-1 overflow-hidden rounded-full bg-sunken"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
          </div>
          <span className="w-12 shrink-0 text-right text-sm text-muted tabular-nums">{`${percent}%`}</span>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 sm:flex-col">
        <ButtonLink to={learn} size="sm" variant={percent >= 100 ? 'secondary' : 'primary'}>
          {percent >= 100 ? t.done : percent > 0 ? t.resume : t.start}
        </ButtonLink>
        {item.certificateSerial ? (
          <ButtonLink to={`/certificates/${item.certificateSerial}`} size="sm" variant="ghost">
            <Award className="size-4" aria-hidden />
            {t.certificate}
          </ButtonLink>
        ) : null}
      </div>
    </article>
  );
}
