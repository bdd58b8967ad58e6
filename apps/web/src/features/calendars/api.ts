import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CalendarFrameList } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import type { z } from 'zod';
import { callApi } from '../../lib/api';
import { queryKeysFactory } from '../../lib/query-keys';

export type CalendarFrames = z.infer<typeof CalendarFrameList>;

export interface FrameRange {
  calendarId: string;
  /** ISO instants, at most 62 days apart. */
  from: string;
  to: string;
}

const keys = queryKeysFactory('calendars');
export const calendarKeys = { ...keys, freeFrames: (range: FrameRange) => keys.key('free-frames', range) };

export const calendarsApi = {
  /** Active calendars of every host, or of one (`hostId`), newest first. */
  browse: (query: { hostId?: string; page?: number; limit?: number }, signal?: AbortSignal) => callApi(calls.calendars.browse, { query }, { signal }),
  /** Quiet: the page shows "not found" itself. */
  get: (id: string, signal?: AbortSignal) => callApi(calls.calendars.get, { params: { id } }, { signal, toast: false }),
  /** Frames with a free place, in time order. */
  freeFrames: (range: FrameRange, signal?: AbortSignal) => callApi(calls.calendars.listFrames, { query: { ...range, available: 'true' } }, { signal }),
};

export function useCalendars(query: { hostId?: string; page?: number; limit?: number }, enabled = true) {
  return useQuery({
    queryKey: calendarKeys.list(query),
    queryFn: ({ signal }) => calendarsApi.browse(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCalendar(id: string) {
  return useQuery({ queryKey: calendarKeys.detail(id), queryFn: ({ signal }) => calendarsApi.get(id, signal) });
}

export function useFreeFrames(range: FrameRange, enabled = true) {
  return useQuery({
    queryKey: calendarKeys.freeFrames(range),
    queryFn: ({ signal }) => calendarsApi.freeFrames(range, signal),
    select: (list) => list.data,
    placeholderData: keepPreviousData,
    enabled,
  });
}
