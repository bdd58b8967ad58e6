import {
  AddFramesBody,
  CalendarBody,
  CalendarBrowseQuery,
  CalendarDto,
  CalendarFrameDto,
  CalendarFrameList,
  CalendarFramesQuery,
  CalendarListQuery,
  UpdateCalendarBody,
} from '../schemas/calendars.js';
import { IdParam, OkResponse, paged } from '../schemas/common.js';
import { call } from './call.js';

export const calendarCalls = {
  create: call({ method: 'POST', path: '/api/v1/calendars', access: 'host', body: CalendarBody, response: CalendarDto, status: 201 }),
  browse: call({ method: 'GET', path: '/api/v1/calendars', access: 'public', query: CalendarBrowseQuery, response: paged(CalendarDto) }),
  listByUser: call({ method: 'GET', path: '/api/v1/calendars/list-by-user', access: 'user', query: CalendarListQuery, response: paged(CalendarDto) }),
  get: call({ method: 'GET', path: '/api/v1/calendars/:id', access: 'public', params: IdParam, response: CalendarDto }),
  update: call({ method: 'PATCH', path: '/api/v1/calendars/:id', access: 'host', params: IdParam, body: UpdateCalendarBody, response: CalendarDto }),
  remove: call({ method: 'DELETE', path: '/api/v1/calendars/:id', access: 'host', params: IdParam, response: OkResponse }),
  addFrames: call({
    method: 'POST',
    path: '/api/v1/calendars/frames/:id',
    access: 'host',
    params: IdParam,
    body: AddFramesBody,
    response: CalendarFrameList,
    status: 201,
  }),
  removeFrame: call({ method: 'DELETE', path: '/api/v1/calendars/frames/:id', access: 'host', params: IdParam, response: OkResponse }),
  listFrames: call({ method: 'GET', path: '/api/v1/calendar-frames', access: 'public', query: CalendarFramesQuery, response: CalendarFrameList }),
  getFrame: call({ method: 'GET', path: '/api/v1/calendar-frames/:id', access: 'public', params: IdParam, response: CalendarFrameDto }),
} as const;
