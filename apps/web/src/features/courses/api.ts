import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseListQuery, LessonProgressBody, QuizAttemptBody } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';
import { queryKeysFactory } from '../../lib/query-keys';

export type CourseListParams = Partial<CourseListQuery>;

const keys = queryKeysFactory('courses');
export const courseKeys = {
  ...keys,
  learner: (slug: string) => keys.key('learner', slug),
  lesson: (id: string) => keys.key('lesson', id),
  previews: (id: string) => keys.key('previews', id),
  related: (id: string) => keys.key('related', id),
  mine: (page: number) => keys.key('mine', page),
  certificate: (serial: string) => keys.key('certificate', serial),
};

export const coursesApi = {
  /** Published, displayed courses. */
  list: (query: CourseListParams, signal?: AbortSignal) => callApi(calls.courses.list, { query }, { signal }),
  /** Quiet: the page shows "not found" itself. */
  bySlug: (slug: string, signal?: AbortSignal) => callApi(calls.courses.getBySlug, { params: { slug } }, { signal, toast: false }),
  learnerView: (slug: string, signal?: AbortSignal) => callApi(calls.courses.learnerView, { params: { slug } }, { signal, toast: false }),
  /** Quiet: the player shows why a lesson cannot be opened (locked, not bought) in place. */
  lesson: (id: string, signal?: AbortSignal) => callApi(calls.courses.lesson, { params: { id } }, { signal, toast: false }),
  previews: (id: string, signal?: AbortSignal) => callApi(calls.courses.previewLessons, { params: { id } }, { signal, toast: false }),
  /** A failure only hides the shelf. */
  related: (courseId: string, signal?: AbortSignal) => callApi(calls.courses.recommendations, { query: { courseId, limit: 4 } }, { signal, toast: false }),
  mine: (page: number, signal?: AbortSignal) => callApi(calls.courses.listMine, { query: { page, limit: 12 } }, { signal }),
  /** Progress is saved in the background; a failed save is retried by the next one, not shouted about. */
  progress: (id: string, body: LessonProgressBody) => callApi(calls.courses.progress, { params: { id }, body }, { toast: false }),
  /** A try at a quiz: refusals (no tries left, already passed) are shown as toasts. */
  quizAttempt: (id: string, body: QuizAttemptBody) => callApi(calls.courses.quizAttempt, { params: { id }, body }),
  certificate: (serial: string, signal?: AbortSignal) => callApi(calls.courses.certificate, { params: { serial } }, { signal, toast: false }),
};

export function useCourses(query: CourseListParams) {
  return useQuery({ queryKey: courseKeys.list(query), queryFn: ({ signal }) => coursesApi.list(query, signal), placeholderData: keepPreviousData });
}

export function useCourse(slug: string) {
  return useQuery({ queryKey: courseKeys.detail(slug), queryFn: ({ signal }) => coursesApi.bySlug(slug, signal) });
}

/** The signed-in visitor's view of a course (access, progress); off for visitors. */
/** `fresh`: asked again on every arrival (the player: progress moves on other devices and tabs too). */
export function useLearnerCourse(slug: string, enabled = true, fresh = false) {
  return useQuery({
    queryKey: courseKeys.learner(slug),
    queryFn: ({ signal }) => coursesApi.learnerView(slug, signal),
    enabled,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}

export function useLesson(id: string | null) {
  return useQuery({
    queryKey: courseKeys.lesson(id ?? ''),
    queryFn: ({ signal }) => coursesApi.lesson(id!, signal),
    enabled: id !== null,
    // The media link is signed for a short while: ask again rather than replay an old link.
    staleTime: 60_000,
    gcTime: 60_000,
    retry: false,
  });
}

export function usePreviewLessons(courseId: string, enabled: boolean) {
  return useQuery({ queryKey: courseKeys.previews(courseId), queryFn: ({ signal }) => coursesApi.previews(courseId, signal), enabled, staleTime: 60_000 });
}

export function useRelatedCourses(courseId: string) {
  return useQuery({ queryKey: courseKeys.related(courseId), queryFn: ({ signal }) => coursesApi.related(courseId, signal), select: (list) => list.data });
}

export function useMyCourses(page: number) {
  return useQuery({ queryKey: courseKeys.mine(page), queryFn: ({ signal }) => coursesApi.mine(page, signal), placeholderData: keepPreviousData });
}

export function useCertificate(serial: string) {
  return useQuery({ queryKey: courseKeys.certificate(serial), queryFn: ({ signal }) => coursesApi.certificate(serial, signal), retry: false });
}

/** Records progress; the learner's course view (percent, ticks) is refreshed once it is saved. */
export function useSaveProgress(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, body }: { lessonId: string; body: LessonProgressBody }) => coursesApi.progress(lessonId, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: courseKeys.learner(slug) }),
  });
}

/** Sends a try at a quiz; the lesson (tries, solution) and the course view (ticks, certificate) are read again. */
export function useQuizAttempt(slug: string, lessonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizAttemptBody) => coursesApi.quizAttempt(lessonId, body),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: courseKeys.lesson(lessonId) });
      void client.invalidateQueries({ queryKey: courseKeys.learner(slug) });
    },
  });
}
