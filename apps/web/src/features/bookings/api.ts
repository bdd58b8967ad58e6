import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingCalendarDto, BookingRole, BookingStatusBody } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';
import { queryKeysFactory } from '../../lib/query-keys';

export type BookingStatusValue = BookingCalendarDto['bookingStatus'];
export const BOOKINGS_PAGE_SIZE = 10;

export interface BookingsFilter {
  role: BookingRole;
  status: BookingStatusValue | undefined;
  q: string;
  page: number;
}

/** The buyer's and the host's booking lists live under one key: a change or a notification refreshes both. */
export const bookingKeys = queryKeysFactory('bookings');

export const bookingsApi = {
  list: ({ role, status, q, page }: BookingsFilter, signal?: AbortSignal) =>
    callApi(calls.bookings.list, { query: { role, status, q: q.trim(), page, limit: BOOKINGS_PAGE_SIZE } }, { signal }),
  /** The host approves or rejects; either side cancels. Failures are toasted. */
  setStatus: (id: string, body: BookingStatusBody) => callApi(calls.bookings.changeStatus, { params: { id }, body }),
};

export function useBookings(filter: BookingsFilter) {
  return useQuery({
    queryKey: bookingKeys.list(filter),
    queryFn: ({ signal }) => bookingsApi.list(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useBookingStatus(onSuccess: (booking: BookingCalendarDto, body: BookingStatusBody) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BookingStatusBody }) => bookingsApi.setStatus(id, body),
    onSuccess: async (booking, { body }) => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      onSuccess(booking, body);
    },
  });
}
