import type { CurriculumSectionDto } from '@market/contract';
import { ChevronDown, FileText, ListChecks, Lock, PlayCircle, Type } from 'lucide-react';
import { m } from '../../lib/messages';
import { Button } from '../../components/ui/Button';
import { formatClock, formatDuration } from './course-format';

const t = m.courses;

export const lessonIcon = { VIDEO: PlayCircle, PDF: FileText, TEXT: Type, QUIZ: ListChecks } as const;

/** The course's sections and lessons with their lengths; preview lessons can be opened by anyone. */
export function Curriculum({ sections, onPreview }: { sections: readonly CurriculumSectionDto[]; onPreview: (lessonId: string) => void }) {
  if (sections.length === 0) return <p className="text-muted">{t.emptyCurriculum}</p>;
  return (
    <div className="divide-y divide-line overflow-hidden rounded-xl border border-line">
      {sections.map((section, index) => (
        // Native disclosure: keyboard and screen readers work without any script of ours.
        <details key={section.id} open={index === 0} className="group bg-surface">
          <summary className="flex cursor-pointer list-none items-center gap-3 px-4 py-3 hover:bg-sunken focus-visible:outline-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
            <ChevronDown className="size-4 shrink-0 text-muted transition group-open:rotate-180" aria-hidden />
            <span className="min-w-0 flex-1 font-medium text-ink">{section.title}</span>
            <span className="shrink-0 text-sm text-muted">
              {t.lessons(section.lessons.length)}
              {section.durationSeconds > 0 ? ` · ${formatDuration(section.durationSeconds)}` : ''}
            </span>
          </summary>
          {section.dripDays ? <p className="px-11 pb-1 text-xs text-muted">{t.dripOpens(section.dripDays)}</p> : null}
          <ul className="pb-2">
            {section.lessons.map((lesson) => {
              const Icon = lessonIcon[lesson.type];
              return (
                <li key={lesson.id} className="flex items-center gap-3 px-4 py-2 pl-11 text-sm">
                  <Icon className="size-4 shrink-0 text-muted" aria-label={t.lessonTypes[lesson.type]} />
                  <span className="min-w-0 flex-1 text-ink-soft">{lesson.title}</span>
                  {lesson.isPreview ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="h-7 px-2 text-brand-700"
                      onClick={() => onPreview(lesson.id)}
                      aria-label={t.previewTitle(lesson.title)}
                    >
                      {t.preview}
                    </Button>
                  ) : (
                    <Lock className="size-3.5 shrink-0 text-muted" aria-hidden />
                  )}
                  {lesson.durationSeconds > 0 ? (
                    <span className="w-12 shrink-0 text-right text-muted tabular-nums">{formatClock(lesson.durationSeconds)}</span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </details>
      ))}
    </div>
  );
}
