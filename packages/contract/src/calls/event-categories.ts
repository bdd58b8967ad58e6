import { IdParam, OkResponse, paged } from '../schemas/common.js';
import { EventCategoryBody, EventCategoryDto, EventCategoryListQuery, UpdateEventCategoryBody } from '../schemas/events.js';
import { call } from './call.js';

export const eventCategoryCalls = {
  list: call({ method: 'GET', path: '/api/v1/event-categories', access: 'public', query: EventCategoryListQuery, response: paged(EventCategoryDto) }),
  create: call({ method: 'POST', path: '/api/v1/event-categories', access: 'admin', body: EventCategoryBody, response: EventCategoryDto, status: 201 }),
  get: call({ method: 'GET', path: '/api/v1/event-categories/:id', access: 'public', params: IdParam, response: EventCategoryDto }),
  update: call({
    method: 'PATCH',
    path: '/api/v1/event-categories/:id',
    access: 'admin',
    params: IdParam,
    body: UpdateEventCategoryBody,
    response: EventCategoryDto,
  }),
  remove: call({ method: 'DELETE', path: '/api/v1/event-categories/:id', access: 'admin', params: IdParam, response: OkResponse }),
} as const;
