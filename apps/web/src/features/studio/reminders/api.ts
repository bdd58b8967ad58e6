import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderBody } from '@market/contract';
import * as calls from '../../../lib/endpoints.generated';
import { callApi } from '../../../lib/api';
import { queryKeysFactory } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

/** An event's or a calendar's reminders. */
export interface ReminderSubject {
  type: 'EVENT' | 'CALENDAR';
  id: string;
}

export const reminderKeys = queryKeysFactory('studio', 'reminders');

export const remindersApi = {
  board: (subject: ReminderSubject, signal?: AbortSignal) =>
    callApi(subject.type === 'EVENT' ? calls.reminders.listOfEvent : calls.reminders.listOfCalendar, { params: { id: subject.id } }, { signal }),
  add: (subject: ReminderSubject, body: ReminderBody) =>
    callApi(subject.type === 'EVENT' ? calls.reminders.addToEvent : calls.reminders.addToCalendar, { params: { id: subject.id }, body }),
  change: (id: string, body: ReminderBody) => callApi(calls.reminders.change, { params: { id }, body }),
  remove: (id: string) => callApi(calls.reminders.remove, { params: { id } }),
};

/** The reminders and their runs; polled while the page is open, so a run's state moves as it is sent. */
export function useReminderBoard(subject: ReminderSubject) {
  return useQuery({
    queryKey: reminderKeys.detail(`${subject.type}:${subject.id}`),
    queryFn: ({ signal }) => remindersApi.board(subject, signal),
    refetchInterval: 15_000,
  });
}

/** A change to the subject's reminders: told with a toast (failures are toasted by the call), then the board is read again. */
export function useReminderMutation<A>(subject: ReminderSubject, run: (args: A) => Promise<unknown>, done: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      toast.success(done);
      void client.invalidateQueries({ queryKey: reminderKeys.detail(`${subject.type}:${subject.id}`) });
    },
  });
}
