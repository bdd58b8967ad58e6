import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AttendeesQuery, ExportFormat } from '@market/contract';
import * as calls from '../../../lib/endpoints.generated';
import { callApi, callUrl } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { queryKeysFactory } from '../../../lib/query-keys';

export const ATTENDEES_PAGE_SIZE = 20;
export type CheckinFilter = AttendeesQuery['checkin'];

export interface AttendeesFilter {
  q: string;
  checkin: CheckinFilter;
  page: number;
}

export const attendeeKeys = queryKeysFactory('studio', 'attendees');

export function useAttendees(eventId: string, filter: AttendeesFilter) {
  return useQuery({
    queryKey: attendeeKeys.list({ eventId, filter }),
    queryFn: ({ signal }) =>
      callApi(
        calls.tickets.attendees,
        { params: { id: eventId }, query: { q: filter.q.trim(), checkin: filter.checkin, page: filter.page, limit: ATTENDEES_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The attendees with the list's filters, as a CSV or Excel file. */
export function downloadAttendees(eventId: string, filter: Omit<AttendeesFilter, 'page'>, format: ExportFormat): Promise<void> {
  return downloadFile(
    callUrl(calls.tickets.exportAttendees, { params: { id: eventId }, query: { q: filter.q.trim(), checkin: filter.checkin, format } }),
    `nguoi-tham-du.${format}`,
  );
}
