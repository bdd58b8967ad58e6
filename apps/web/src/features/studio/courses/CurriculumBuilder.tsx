import type { CourseDetailDto, CurriculumLessonDto, CurriculumSectionDto } from '@market/contract';
import { ArrowDown, ArrowUp, GripVertical, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog, Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Badge } from '../../../components/ui/Badge';
import { cn } from '../../../lib/cn';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { showApiError } from '../../../lib/show-api-error';
import { coursesApi } from '../../courses/api';
import { formatClock } from '../../courses/course-format';
import { lessonIcon } from '../../courses/Curriculum';
import { studioCoursesApi, useCourseChange } from './api';
import { LessonDialog } from './LessonDialog';

const t = cm.studioCourses;

type Editing = { sectionId: string; lesson: CurriculumLessonDto | null; body: string | null } | null;

/** Sections and lessons of a course: add, rename, reorder (drag or arrows), delete; lessons edited in a dialog. */
export function CurriculumBuilder({ course }: { course: CourseDetailDto }) {
  const [sectionDialog, setSectionDialog] = useState<CurriculumSectionDto | 'new' | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [removingSection, setRemovingSection] = useState<CurriculumSectionDto | null>(null);
  const [removingLesson, setRemovingLesson] = useState<CurriculumLessonDto | null>(null);
  const [dragged, setDragged] = useState<{ lesson: CurriculumLessonDto; sectionId: string } | null>(null);

  const sectionSave = useCourseChange(studioCoursesApi.upsertSection);
  const sectionRemove = useCourseChange(studioCoursesApi.removeSection);
  const lessonSave = useCourseChange(studioCoursesApi.upsertLesson);
  const lessonRemove = useCourseChange(studioCoursesApi.removeLesson);

  const moveSection = (section: CurriculumSectionDto, position: number) =>
    sectionSave.mutate({ id: section.id, courseId: course.id, title: section.title, position }, { onError: showApiError });
  const moveLesson = (lesson: CurriculumLessonDto, sectionId: string, position: number) =>
    lessonSave.mutate({ id: lesson.id, sectionId, type: lesson.type, title: lesson.title, position }, { onError: showApiError });

  const editLesson = async (sectionId: string, lesson: CurriculumLessonDto) => {
    // A text lesson's words are not in the curriculum: read them first, so saving does not blank them.
    if (lesson.type !== 'TEXT') return setEditing({ sectionId, lesson, body: null });
    try {
      const content = await coursesApi.lesson(lesson.id);
      setEditing({ sectionId, lesson, body: content.body });
    } catch (error) {
      showApiError(error);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {course.sections.length === 0 ? <p className="text-sm text-muted">{m.courses.emptyCurriculum}</p> : null}
      <ol className="flex flex-col gap-4">
        {course.sections.map((section, sectionIndex) => (
          <li key={section.id} className="rounded-xl border border-line bg-surface">
            <div className="flex flex-wrap items-center gap-2 border-b border-line px-4 py-3">
              <h3 className="min-w-0 flex-1 font-semibold text-ink">{section.title}</h3>
              {section.dripDays ? <Badge>{m.courses.dripOpens(section.dripDays)}</Badge> : null}
              <Button
                variant="ghost"
                size="icon"
                aria-label={t.sections.moveUp(section.title)}
                disabled={sectionIndex === 0}
                onClick={() => moveSection(section, sectionIndex - 1)}
              >
                <ArrowUp className="size-4" aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t.sections.moveDown(section.title)}
                disabled={sectionIndex === course.sections.length - 1}
                onClick={() => moveSection(section, sectionIndex + 1)}
              >
                <ArrowDown className="size-4" aria-hidden />
              </Button>
              <Button variant="ghost" size="icon" aria-label={`${t.sections.rename}: ${section.title}`} onClick={() => setSectionDialog(section)}>
                <Pencil className="size-4" aria-hidden />
              </Button>
              <Button variant="ghost" size="icon" aria-label={`${t.sections.remove}: ${section.title}`} onClick={() => setRemovingSection(section)}>
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </div>
            <ul
              className={cn('flex min-h-12 flex-col py-1', dragged && 'bg-brand-50/40')}
              aria-label={section.title}
              onDragOver={(event) => dragged && event.preventDefault()}
              onDrop={() => {
                // Dropped on the section's empty space: the lesson goes last in it.
                if (dragged && dragged.sectionId !== section.id) moveLesson(dragged.lesson, section.id, section.lessons.length);
                setDragged(null);
              }}
            >
              {section.lessons.length === 0 ? <li className="px-4 py-2 text-sm text-muted">{t.sections.empty}</li> : null}
              {section.lessons.map((lesson, index) => {
                const Icon = lessonIcon[lesson.type];
                return (
                  <li
                    key={lesson.id}
                    draggable
                    title={t.lessons.dragHint}
                    onDragStart={() => setDragged({ lesson, sectionId: section.id })}
                    onDragEnd={() => setDragged(null)}
                    onDragOver={(event) => dragged && event.preventDefault()}
                    onDrop={(event) => {
                      event.stopPropagation();
                      if (dragged && dragged.lesson.id !== lesson.id) moveLesson(dragged.lesson, section.id, index);
                      setDragged(null);
                    }}
                    className={cn('flex items-center gap-2 px-2 py-1.5 text-sm sm:px-4', dragged?.lesson.id === lesson.id && 'opacity-50')}
                  >
                    <GripVertical className="size-4 shrink-0 cursor-grab text-muted" aria-hidden />
                    <Icon className="size-4 shrink-0 text-muted" aria-label={m.courses.lessonTypes[lesson.type]} />
                    <span className="min-w-0 flex-1 truncate text-ink">{lesson.title}</span>
                    {lesson.isPreview ? <Badge tone="brand">{m.courses.preview}</Badge> : null}
                    {lesson.type !== 'TEXT' && !lesson.mediaKey ? <Badge tone="warning">{t.lessons.noFile}</Badge> : null}
                    {lesson.durationSeconds > 0 ? (
                      <span className="hidden w-12 text-right text-muted tabular-nums sm:inline">{formatClock(lesson.durationSeconds)}</span>
                    ) : null}
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t.lessons.moveUp(lesson.title)}
                      disabled={index === 0}
                      onClick={() => moveLesson(lesson, section.id, index - 1)}
                    >
                      <ArrowUp className="size-4" aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t.lessons.moveDown(lesson.title)}
                      disabled={index === section.lessons.length - 1}
                      onClick={() => moveLesson(lesson, section.id, index + 1)}
                    >
                      <ArrowDown className="size-4" aria-hidden />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`${t.lessons.edit}: ${lesson.title}`} onClick={() => void editLesson(section.id, lesson)}>
                      <Pencil className="size-4" aria-hidden />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`${t.lessons.remove}: ${lesson.title}`} onClick={() => setRemovingLesson(lesson)}>
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </li>
                );
              })}
            </ul>
            <div className="border-t border-line px-4 py-2">
              <Button variant="ghost" size="sm" onClick={() => setEditing({ sectionId: section.id, lesson: null, body: null })}>
                <Plus className="size-4" aria-hidden />
                {t.lessons.add}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button variant="secondary" className="self-start" onClick={() => setSectionDialog('new')}>
        <Plus className="size-4" aria-hidden />
        {t.sections.add}
      </Button>

      {sectionDialog ? (
        <SectionDialog
          section={sectionDialog === 'new' ? null : sectionDialog}
          defaultTitle={t.sections.newTitle(course.sections.length + 1)}
          onClose={() => setSectionDialog(null)}
          onSave={(title, dripDays) =>
            sectionSave.mutateAsync({ ...(sectionDialog === 'new' ? {} : { id: sectionDialog.id }), courseId: course.id, title, dripDays })
          }
        />
      ) : null}
      {editing ? (
        <LessonDialog
          open
          sectionId={editing.sectionId}
          lesson={editing.lesson}
          body={editing.body}
          onClose={() => setEditing(null)}
          onSave={(body) => lessonSave.mutateAsync(body).then(() => toast.success(t.lessons.saved))}
        />
      ) : null}
      <ConfirmDialog
        open={removingSection !== null}
        onOpenChange={(open) => (open ? undefined : setRemovingSection(null))}
        title={removingSection ? t.sections.removeTitle(removingSection.title) : ''}
        description={t.sections.removeBody}
        confirmLabel={t.sections.remove}
        tone="danger"
        pending={sectionRemove.isPending}
        onConfirm={() => removingSection && sectionRemove.mutate(removingSection.id, { onSuccess: () => setRemovingSection(null), onError: showApiError })}
      />
      <ConfirmDialog
        open={removingLesson !== null}
        onOpenChange={(open) => (open ? undefined : setRemovingLesson(null))}
        title={removingLesson ? t.lessons.removeTitle(removingLesson.title) : ''}
        description={t.lessons.removeBody}
        confirmLabel={t.lessons.remove}
        tone="danger"
        pending={lessonRemove.isPending}
        onConfirm={() => removingLesson && lessonRemove.mutate(removingLesson.id, { onSuccess: () => setRemovingLesson(null), onError: showApiError })}
      />
    </div>
  );
}

function SectionDialog({
  section,
  defaultTitle,
  onClose,
  onSave,
}: {
  section: CurriculumSectionDto | null;
  defaultTitle: string;
  onClose: () => void;
  onSave: (title: string, dripDays: number | null) => Promise<unknown>;
}) {
  const [title, setTitle] = useState(section?.title ?? defaultTitle);
  const [drip, setDrip] = useState(section?.dripDays != null ? String(section.dripDays) : '');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (title.trim() === '') return setError(m.validation.required);
    setSaving(true);
    try {
      await onSave(title.trim(), drip === '' ? null : Math.min(3650, Math.max(0, Number(drip))));
      onClose();
    } catch (failure) {
      showApiError(failure);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={section ? t.sections.rename : t.sections.add}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {m.common.cancel}
          </Button>
          <Button onClick={() => void save()} disabled={saving}>
            {m.common.save}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field label={t.sections.title} error={error}>
          <Input maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)} />
        </Field>
        <Field label={t.sections.drip} hint={t.sections.dripHint} optional>
          <Input type="number" inputMode="numeric" min={0} max={3650} value={drip} onChange={(event) => setDrip(event.target.value)} />
        </Field>
      </div>
    </Dialog>
  );
}
