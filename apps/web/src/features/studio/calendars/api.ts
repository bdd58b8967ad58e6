import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddFramesBody, CalendarBody, CalendarDto, UpdateCalendarBody } from '@market/contract';
import * as calls from '../../../lib/endpoints.generated';
import { callApi } from '../../../lib/api';
import { queryKeysFactory } from '../../../lib/query-keys';

export const CALENDARS_PAGE_SIZE = 24;
/** Form calls are quiet: dialogs show their errors themselves. */
const quiet = { toast: false } as const;

const keys = queryKeysFactory('studio', 'calendars');
export const studioCalendarKeys = {
  ...keys,
  /** Every week of a calendar's frames (what adding or removing frames refreshes). */
  frames: (calendarId: string) => keys.key('frames', calendarId),
  week: (calendarId: string, from: string) => keys.key('frames', calendarId, from),
};

const c = calls.calendars;

export const studioCalendarsApi = {
  /** My own calendars (no userId → the caller's). */
  list: (page: number, signal?: AbortSignal) => callApi(c.listByUser, { query: { page, limit: CALENDARS_PAGE_SIZE } }, { signal }),
  get: (id: string, signal?: AbortSignal) => callApi(c.get, { params: { id } }, { signal }),
  create: (body: CalendarBody) => callApi(c.create, { body }, quiet),
  update: (id: string, body: UpdateCalendarBody) => callApi(c.update, { params: { id }, body }, quiet),
  remove: (id: string) => callApi(c.remove, { params: { id } }),
  /** Frames between two instants (at most 62 days apart). */
  frames: (calendarId: string, from: string, to: string, signal?: AbortSignal) => callApi(c.listFrames, { query: { calendarId, from, to } }, { signal }),
  addFrames: (calendarId: string, body: AddFramesBody) => callApi(c.addFrames, { params: { id: calendarId }, body }, quiet),
  removeFrame: (frameId: string) => callApi(c.removeFrame, { params: { id: frameId } }),
};

export function useMyCalendars(page: number) {
  return useQuery({
    queryKey: studioCalendarKeys.list(page),
    queryFn: ({ signal }) => studioCalendarsApi.list(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStudioCalendar(id: string) {
  return useQuery({ queryKey: studioCalendarKeys.detail(id), queryFn: ({ signal }) => studioCalendarsApi.get(id, signal) });
}

export function useWeekFrames(calendarId: string, from: string, to: string) {
  return useQuery({
    queryKey: studioCalendarKeys.week(calendarId, from),
    queryFn: ({ signal }) => studioCalendarsApi.frames(calendarId, from, to, signal),
    select: (list) => list.data,
    placeholderData: keepPreviousData,
  });
}

/** A change to a calendar: its detail takes the answer, the lists are asked again. */
export function useCalendarMutation<A>(fn: (args: A) => Promise<CalendarDto>, onSuccess: (calendar: CalendarDto) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (calendar) => {
      queryClient.setQueryData(studioCalendarKeys.detail(calendar.id), calendar);
      void queryClient.invalidateQueries({ queryKey: studioCalendarKeys.lists() });
      onSuccess(calendar);
    },
  });
}

export function useDeleteCalendar(onSuccess: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: studioCalendarsApi.remove,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: studioCalendarKeys.lists() });
      onSuccess();
    },
  });
}

/** Adding or deleting frames: the calendar's weeks (and its free-frame count in the list) are asked again. */
export function useFrameMutation<A, R>(calendarId: string, fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: studioCalendarKeys.frames(calendarId) });
    void queryClient.invalidateQueries({ queryKey: studioCalendarKeys.lists() });
  };
  return useMutation({ mutationFn: fn, onSuccess: refresh, onError: refresh });
}
