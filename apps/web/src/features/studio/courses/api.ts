import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseUpsertBody, HostCoursesQuery, LessonUpsertBody, SectionUpsertBody } from '@market/contract';
import * as calls from '../../../lib/endpoints.generated';
import { callApi } from '../../../lib/api';
import { courseKeys } from '../../courses/api';
import { queryKeysFactory } from '../../../lib/query-keys';

const keys = queryKeysFactory('studio-courses');
export const studioCourseKeys = { ...keys, learners: (id: string, page: number) => keys.key('learners', id, page) };

export const studioCoursesApi = {
  list: (query: Partial<HostCoursesQuery>, signal?: AbortSignal) => callApi(calls.courses.listHost, { query }, { signal }),
  get: (id: string, signal?: AbortSignal) => callApi(calls.courses.get, { params: { id } }, { signal }),
  upsert: (body: CourseUpsertBody) => callApi(calls.courses.upsert, { body }),
  remove: (id: string) => callApi(calls.courses.remove, { params: { id } }),
  submit: (id: string) => callApi(calls.courses.submit, { params: { id } }),
  setPublished: (id: string, published: boolean) => callApi(calls.courses.setPublished, { params: { id }, body: { published } }),
  setDisplayed: (id: string, displayed: boolean) => callApi(calls.courses.setDisplayed, { params: { id }, body: { displayed } }),
  upsertSection: (body: SectionUpsertBody) => callApi(calls.courses.sectionUpsert, { body }),
  removeSection: (id: string) => callApi(calls.courses.sectionRemove, { params: { id } }),
  upsertLesson: (body: LessonUpsertBody) => callApi(calls.courses.lessonUpsert, { body }),
  removeLesson: (id: string) => callApi(calls.courses.lessonRemove, { params: { id } }),
  learners: (id: string, page: number, signal?: AbortSignal) => callApi(calls.courses.learners, { params: { id }, query: { page, limit: 20 } }, { signal }),
};

export function useStudioCourses(query: Partial<HostCoursesQuery>) {
  return useQuery({ queryKey: studioCourseKeys.list(query), queryFn: ({ signal }) => studioCoursesApi.list(query, signal), placeholderData: keepPreviousData });
}

export function useStudioCourse(id: string | null) {
  return useQuery({ queryKey: studioCourseKeys.detail(id ?? ''), queryFn: ({ signal }) => studioCoursesApi.get(id!, signal), enabled: id !== null });
}

export function useCourseLearners(id: string, page: number) {
  return useQuery({
    queryKey: studioCourseKeys.learners(id, page),
    queryFn: ({ signal }) => studioCoursesApi.learners(id, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** Any change to a course: the studio's lists and its public page are asked for again. */
export function useCourseChange<A, R>(run: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: studioCourseKeys.all });
      void client.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}
