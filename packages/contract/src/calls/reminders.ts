import { IdParam, OkResponse } from '../schemas/common.js';
import { ReminderBoardDto, ReminderBody, ReminderDto, ReminderIdParam } from '../schemas/reminders.js';
import { call } from './call.js';

/** A host's reminders of an event or a calendar (issue 39): listed with their runs, added, changed, removed. */
export const reminderCalls = {
  listOfEvent: call({ method: 'GET', path: '/api/v2/events/:id/reminders', access: 'host', params: IdParam, response: ReminderBoardDto }),
  addToEvent: call({
    method: 'POST',
    path: '/api/v2/events/:id/reminders',
    access: 'host',
    params: IdParam,
    body: ReminderBody,
    response: ReminderDto,
    status: 201,
  }),
  listOfCalendar: call({ method: 'GET', path: '/api/v1/calendars/:id/reminders', access: 'host', params: IdParam, response: ReminderBoardDto }),
  addToCalendar: call({
    method: 'POST',
    path: '/api/v1/calendars/:id/reminders',
    access: 'host',
    params: IdParam,
    body: ReminderBody,
    response: ReminderDto,
    status: 201,
  }),
  change: call({ method: 'PATCH', path: '/api/v1/reminders/:id', access: 'host', params: ReminderIdParam, body: ReminderBody, response: ReminderDto }),
  remove: call({ method: 'DELETE', path: '/api/v1/reminders/:id', access: 'host', params: ReminderIdParam, response: OkResponse }),
} as const;
