import { formatVnd, type CourseCardDto } from '@market/contract';
import { linkCardClass } from '../../components/ui/Card';
import { GraduationCap, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { CardGridSkeleton, cardGrid } from '../../components/ui/CardGrid';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { HostAvatar } from '../profiles/HostAvatar';
import { SaveButton } from '../saved/SaveButton';
import { coursePriceLabel, formatDay, formatDuration } from './course-format';
import { CardRating } from '../reviews/Stars';

const t = m.courses;

interface CourseCardProps {
  course: CourseCardDto;
  /** The title's heading level: h2 directly under a page's h1, h3 inside a titled section. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** A course in a grid: cover, title, host, how much there is to learn and the price. The whole card is one link. */
export function CourseCard({ course, headingLevel: Heading = 'h3', className }: CourseCardProps) {
  const discounted = course.compareAtPrice !== null && course.compareAtPrice > course.price;
  return (
    <article data-testid="course-card" className={cn(linkCardClass, className)}>
      <div className="relative aspect-[16/9] bg-brand-50">
        {course.coverImage ? (
          <img src={course.coverImage} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100 text-brand-400" aria-hidden>
            <GraduationCap className="size-10" />
          </div>
        )}
        {course.isUpcoming ? (
          <Badge tone="warning" className="absolute top-3 left-3 shadow-sm">
            {t.upcoming}
          </Badge>
        ) : null}
        <SaveButton type="ONLINE_COURSE" id={course.id} className="absolute right-3 bottom-3" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="line-clamp-2 text-base leading-snug font-semibold text-ink">
          {/* The link stretches over the card, so the card reads as one link named by its title. */}
          <Link to={`/courses/${course.slug}`} className="outline-none after:absolute after:inset-0 after:content-['']">
            {course.title}
          </Link>
        </Heading>
        <p className="flex min-w-0 items-center gap-2 text-sm text-muted">
          <HostAvatar name={course.host.fullName} src={course.host.avatar} className="size-6 shrink-0 text-[10px]" />
          <span className="truncate">{course.host.fullName}</span>
        </p>
        <CardRating subject={{ subjectType: 'ONLINE_COURSE', subjectId: course.id }} />
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <PlayCircle className="size-4 shrink-0" aria-hidden />
          {course.isUpcoming && course.expectedAt
            ? t.expected(formatDay(course.expectedAt))
            : `${t.lessons(course.lessonCount)}${course.durationSeconds > 0 ? ` · ${formatDuration(course.durationSeconds)}` : ''}`}
        </p>
        <div className="mt-auto flex items-baseline gap-2 pt-2">
          <span className="font-semibold text-ink">{coursePriceLabel(course)}</span>
          {discounted ? (
            <s className="text-sm text-muted" aria-label={`${t.compareAt}: ${formatVnd(course.compareAtPrice!)}`}>
              {formatVnd(course.compareAtPrice!)}
            </s>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** Course cards in a responsive grid (one column on phones). */
export function CourseCardGrid({ courses, headingLevel, className }: { courses: readonly CourseCardDto[]; headingLevel?: 'h2' | 'h3'; className?: string }) {
  return (
    <ul className={cn(cardGrid, className)}>
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Grey cards while courses load. */
export const CourseCardGridSkeleton = CardGridSkeleton;
